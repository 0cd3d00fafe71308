/* The product CSV's columns and limits, free of zod so the browser entry can offer them. */
import type { ProductSafetyInput } from './product-safety.schema';

/**
 * The product's safety information (GPSR Art. 19), named as the product-safety call names its fields
 * (contract/src/product-safety.schema.ts, which also checks them): on a product's first row, written together.
 */
export const safetyImportColumns = [
  'manufacturer_name',
  'manufacturer_address',
  'manufacturer_contact',
  'eu_responsible_name',
  'eu_responsible_address',
  'eu_responsible_contact',
  'product_identifier',
  'safety_warnings_sv',
  'safety_warnings_en',
] as const;
export type SafetyImportColumn = (typeof safetyImportColumns)[number];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The safety columns are exactly the product-safety call's fields: a field added there fails here until the file has it. */
export const safetyColumnsMatch: Same<SafetyImportColumn, keyof ProductSafetyInput> = true;

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
  ...safetyImportColumns,
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
