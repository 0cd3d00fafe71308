import { z } from 'zod';
import { defineCall } from './call';
import { IMPORT_MAX_BYTES } from './product-import-columns';
import { importProgressSchema, importQuery, importReportSchema } from './product-import.schema';

const tag = 'Products';

/** A seller's catalogue in and out as CSV (docs/product.md "Bring a catalogue, take it with you"). */
export const productImportApi = {
  import: defineCall({
    method: 'POST',
    path: '/api/products/import',
    summary:
      "Import the caller's products from a CSV file (multipart field `file`; UTF-8 or Windows-1252, `;` or `,`; one row per variant grouped by `handle`). `dryRun=true` (the default) only reports, row by row; `dryRun=false` writes everything in one transaction, or nothing (400 naming the first refused row). With `Accept: application/x-ndjson` the answer reports its progress as it goes (`{ progress: { step, done, total } }` lines, then `{ result }` or `{ error }`)",
    access: 'seller',
    tag,
    query: importQuery,
    multipart: { field: 'file', maxBytes: IMPORT_MAX_BYTES },
    response: importReportSchema,
    progress: importProgressSchema,
    errors: ['forbidden'],
  }),
  export: defineCall({
    method: 'GET',
    path: '/api/products/export.csv',
    summary:
      "The caller's products as CSV in the import's columns (UTF-8 with BOM, `;`, decimal comma): re-importing it changes nothing",
    access: 'seller',
    tag,
    response: z.undefined(),
    file: { contentType: 'text/csv; charset=utf-8' },
  }),
  template: defineCall({
    method: 'GET',
    path: '/api/products/import/template.csv',
    summary:
      'The import template: the columns and two example products (mittens in sizes and colours, a mug)',
    access: 'seller',
    tag,
    response: z.undefined(),
    file: { contentType: 'text/csv; charset=utf-8' },
  }),
};
