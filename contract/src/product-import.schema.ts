import { z } from 'zod';

/**
 * The product CSV (docs/product.md "Bring a catalogue, take it with you"): one row per variant, rows with
 * the same `handle` make one product. One header set, the API's own field names, whatever language the
 * seller reads: a file made in a Swedish session imports in an English one, an export re-imports as it is,
 * and a sheet from another platform maps onto names that do not change with a translation. The seller's
 * import screen explains every column in her language.
 */
export const importColumns = [
  'handle',
  'name',
  'description',
  'category',
  'brand',
  'vat_rate',
  'shipping_price',
  'shipping_info',
  'images',
  'option1_name',
  'option1_value',
  'option2_name',
  'option2_value',
  'option3_name',
  'option3_value',
  'sku',
  'gtin',
  'price',
  'count_in_stock',
  'variant_image',
] as const;
export type ImportColumn = (typeof importColumns)[number];

/** Columns a file must have; the others may be left out (empty). */
export const requiredImportColumns: readonly ImportColumn[] = ['handle', 'name', 'price', 'count_in_stock'];

/** Between the URLs of the `images` cell. */
export const IMAGE_SEPARATOR = '|';

/** At most this many rows (variants) in one file; 2 000 rows import in well under 10 s. */
export const IMPORT_ROWS_MAX = 5_000;
/** A CSV of 5 000 rows is about 1.5 MB; twice that leaves room for long descriptions. */
export const IMPORT_MAX_BYTES = 4 * 1024 * 1024;

/** POST /api/products/import: `dryRun` (the default) reports and writes nothing. */
export const importQuery = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
});

export const importActions = ['create', 'update', 'refuse'] as const;

/** What the import does with one row of the file. */
export const importRowSchema = z.object({
  /** The row's line in the file (the header is line 1), as a spreadsheet numbers it. */
  row: z.number().int(),
  handle: z.string(),
  /** Its product is created or changed; `refuse`: the product is not written, `messages` say why. */
  action: z.enum(importActions),
  /** Why the row is refused, in the reader's language; empty otherwise. */
  messages: z.array(z.string()),
});
export type ImportRowDto = z.infer<typeof importRowSchema>;

/**
 * The dry run's report, or what a confirmed import wrote. Counts are products (handles); a product is
 * refused as a whole when any of its rows is, and a confirmed import with a refusal writes nothing (400).
 */
export const importReportSchema = z.object({
  dryRun: z.boolean(),
  rows: z.array(importRowSchema),
  created: z.number().int(),
  updated: z.number().int(),
  refused: z.number().int(),
});
export type ImportReportDto = z.infer<typeof importReportSchema>;
