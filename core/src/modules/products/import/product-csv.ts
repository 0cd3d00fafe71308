import { parse } from 'csv-parse/sync';
import { IMPORT_ROWS_MAX, importColumns, requiredImportColumns, type ImportColumn } from '@torget/contract';
import { BadRequestError } from '../../../shared/errors';
import { msg } from '../../../shared/messages';
import { unguardCell } from './csv-cells';

/** One row of the file: its number (the header is row 1) and its non-empty cells by column, trimmed. */
export interface CsvRow {
  row: number;
  cells: Partial<Record<ImportColumn, string>>;
}

/**
 * The text of the file: UTF-8 (a byte order mark or not) when the bytes are valid UTF-8, otherwise
 * Windows-1252, which is what Swedish Excel's "CSV (semikolonavgränsad)" writes. Node's TextDecoder
 * knows both, so no charset library is needed; a Windows-1252 file with å/ä/ö is never valid UTF-8.
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** `;` (Swedish Excel: the comma is the decimal sign) or `,`, whichever the header line uses more. */
function delimiterOf(text: string): ';' | ',' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (sign: string) => header.split(sign).length;
  return count(';') >= count(',') ? ';' : ',';
}

/**
 * Reads the product CSV (contract/src/product-import.schema.ts names the columns). Parsed with csv-parse
 * (the csv.js.org project, maintained since 2010: RFC 4180 quoting with `;` or `,`, line breaks inside
 * quoted cells, a synchronous API that parses 2 000 rows in milliseconds). A file we cannot read, one without the required columns
 * or with a column we do not know (a typo would silently drop its data) is refused as a whole.
 */
export function readProductCsv(bytes: Uint8Array): CsvRow[] {
  const text = decodeCsv(bytes).replace(/^\uFEFF/, '');
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    });
  } catch (error) {
    throw new BadRequestError(
      msg('productImport.unreadable', { reason: (error as Error).message }),
      'IMPORT_UNREADABLE',
    );
  }
  const [header, ...body] = records;
  if (!header || !body.length) throw new BadRequestError(msg('productImport.empty'), 'IMPORT_EMPTY');
  if (body.length > IMPORT_ROWS_MAX)
    throw new BadRequestError(msg('productImport.tooManyRows', { max: IMPORT_ROWS_MAX }), 'IMPORT_TOO_BIG');
  const names = header.map((name) => name.trim().toLowerCase());
  const unknown = names.find((name) => name && !(importColumns as readonly string[]).includes(name));
  if (unknown)
    throw new BadRequestError(msg('productImport.unknownColumn', { column: unknown }), 'IMPORT_COLUMNS');
  const missing = requiredImportColumns.filter((name) => !names.includes(name));
  if (missing.length)
    throw new BadRequestError(
      msg('productImport.missingColumns', { columns: missing.join(', ') }),
      'IMPORT_COLUMNS',
    );
  // Rows are numbered as a spreadsheet shows them: the header is row 1, so the n-th record is row n + 1.
  return body.map((record, at) => {
    const cells: CsvRow['cells'] = {};
    names.forEach((name, at) => {
      const value = record[at]?.trim();
      if (name && value) cells[name as ImportColumn] = unguardCell(value);
    });
    return { row: at + 2, cells };
  });
}
