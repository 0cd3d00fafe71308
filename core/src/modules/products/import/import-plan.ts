import {
  IMAGE_SEPARATOR,
  productSafetyBody,
  productUpdateBody,
  safetyImportColumns,
  sameOptionValue,
  type ImportColumn,
  type ProductSafetyInput,
  type ProductUpdateInput,
} from '@torget/contract';
import { contractText } from '../../../http/validation-messages';
import { msg, type Text } from '../../../shared/messages';
import type { CsvRow } from './product-csv';

/** One product of the file: its rows, what the contract made of them, and each row's problems. */
export interface PlannedProduct {
  handle: string;
  rows: CsvRow[];
  /** The product as PUT /api/products/{id} would take it; absent when the contract refused it. */
  input?: ProductUpdateInput;
  /** Problems by file row. */
  problems: Map<number, Text[]>;
  /** Its safety information as PUT /api/products/{id}/safety would take it; absent: what it has stays. */
  safety?: ProductSafetyInput;
  /** The existing product of the shop it changes; none: it is created. */
  target?: string;
}

const OPTION_NUMBERS = [1, 2, 3] as const;
const optionName = (n: number) => `option${n}_name` as ImportColumn;
const optionValue = (n: number) => `option${n}_value` as ImportColumn;

/** Columns about the product, not the variant: written on its first row, the same or empty on the others. */
const productColumns: ImportColumn[] = [
  'name',
  'description',
  'category',
  'brand',
  'vat_rate',
  'shipping_price',
  'shipping_info',
  'images',
  ...safetyImportColumns,
];

export const addProblem = (product: PlannedProduct, row: number, text: Text) =>
  product.problems.set(row, [...(product.problems.get(row) ?? []), text]);

/** The file's rows grouped by `handle`, in the order the handles first appear. */
export function groupRows(rows: CsvRow[]): PlannedProduct[] {
  const groups = new Map<string, PlannedProduct>();
  for (const row of rows) {
    const handle = row.cells.handle ?? '';
    const key = handle.toLocaleLowerCase('sv') || `#${row.row}`;
    const group: PlannedProduct = groups.get(key) ?? { handle, rows: [], problems: new Map() };
    group.rows.push(row);
    groups.set(key, group);
    if (!handle) addProblem(group, row.row, msg('productImport.handleRequired'));
  }
  return [...groups.values()];
}

/**
 * What one product's rows say, as the body of PUT /api/products/{id}: the product's fields from its first
 * row, its options named on the first row with the values its rows use (in order of first use, "Grå" and
 * "grå" one value), and a variant per row. Problems only the file can have are noted here; every rule of
 * a product (options, variants, SKU, GTIN, price, stock, images) is the contract's, checked next.
 */
function rawInput(product: PlannedProduct): Record<string, unknown> {
  const [first, ...others] = product.rows as [CsvRow, ...CsvRow[]];
  for (const row of others)
    for (const column of productColumns) {
      const value = row.cells[column];
      if (value !== undefined && value !== first.cells[column])
        addProblem(product, row.row, msg('productImport.differsFromFirst', { column, first: first.row }));
    }
  const names = OPTION_NUMBERS.map((n) => first.cells[optionName(n)]);
  for (const row of product.rows)
    OPTION_NUMBERS.forEach((n, at) => {
      const name = row.cells[optionName(n)];
      if (row !== first && name !== undefined && !sameOptionValue(name, names[at] ?? ''))
        addProblem(
          product,
          row.row,
          msg('productImport.differsFromFirst', { column: optionName(n), first: first.row }),
        );
      if (row.cells[optionValue(n)] !== undefined && names[at] === undefined)
        addProblem(product, row.row, msg('productImport.valueWithoutName', { column: optionName(n) }));
    });
  const options = OPTION_NUMBERS.flatMap((n, at) => {
    const name = names[at];
    if (name === undefined) return [];
    const values: string[] = [];
    for (const row of product.rows) {
      const value = row.cells[optionValue(n)];
      if (value !== undefined && !values.some((known) => sameOptionValue(known, value))) values.push(value);
    }
    return [{ name, values, n }];
  });
  const fields = {
    name: first.cells.name ?? '',
    description: first.cells.description,
    category: first.cells.category,
    brand: first.cells.brand,
    vat_rate: first.cells.vat_rate,
    shipping_price: first.cells.shipping_price,
    shipping_info: first.cells.shipping_info,
    images: (first.cells.images ?? '')
      .split(IMAGE_SEPARATOR)
      .map((url) => url.trim())
      .filter(Boolean),
  };
  if (!options.length) {
    for (const row of others)
      addProblem(product, row.row, msg('productImport.oneRowWithoutOptions', { first: first.row }));
    if (first.cells.sku || first.cells.gtin || first.cells.variant_image)
      addProblem(product, first.row, msg('productImport.skuWithoutOptions'));
    return { ...fields, options: [], price: first.cells.price, countInStock: first.cells.count_in_stock };
  }
  return {
    ...fields,
    options: options.map(({ name, values }) => ({ name, values })),
    variants: product.rows.map((row) => ({
      options: Object.fromEntries(
        options.flatMap(({ name, n }) => {
          const value = row.cells[optionValue(n)];
          return value === undefined ? [] : [[name, value]];
        }),
      ),
      sku: row.cells.sku,
      gtin: row.cells.gtin,
      price: row.cells.price,
      countInStock: row.cells.count_in_stock,
      image: row.cells.variant_image,
    })),
  };
}

/** The contract's messages count variants from 1; the report counts the file's rows. */
const withFileRows = (text: string, product: PlannedProduct) =>
  text.replace(
    /\b([Vv]ariant) (\d+)\b/g,
    (_, word: string, n: string) => `${word} ${product.rows[Number(n) - 1]?.row ?? n}`,
  );

/**
 * Checks one product with the contract's own schemas (contract/src/products.schema.ts, and
 * product-safety.schema.ts for its safety columns): no rule twice.
 */
export function checkProduct(product: PlannedProduct): void {
  planSafety(product);
  const parsed = productUpdateBody.safeParse(rawInput(product));
  if (parsed.success) {
    if (!product.problems.size) product.input = parsed.data;
    return;
  }
  for (const issue of parsed.error.issues) {
    const variant = issue.path[0] === 'variants' && typeof issue.path[1] === 'number' ? issue.path[1] : -1;
    const row = (product.rows[variant] ?? product.rows[0]!).row;
    const column = issue.path.length === 1 ? String(issue.path[0]) : '';
    const text = contractText(withFileRows(issue.message, product));
    addProblem(
      product,
      row,
      issue.code === 'invalid_type' && issue.message.startsWith('Invalid input') && column
        ? msg('productImport.columnInvalid', { column })
        : text,
    );
  }
}

/**
 * A product's safety columns (GPSR Art. 19) from its first row, checked by the product-safety call's own
 * schema. They are written together, as that call writes them: a product whose safety cells are all empty
 * keeps what it has (an export of a product without any re-imports unchanged), one with any filled in gets
 * exactly the file's. A refusal names its column.
 */
function planSafety(product: PlannedProduct): void {
  const first = product.rows[0]!;
  if (!safetyImportColumns.some((column) => first.cells[column] !== undefined)) return;
  const parsed = productSafetyBody.safeParse(
    Object.fromEntries(safetyImportColumns.map((column) => [column, first.cells[column] ?? ''])),
  );
  if (parsed.success) {
    product.safety = parsed.data;
    return;
  }
  for (const issue of parsed.error.issues)
    addProblem(
      product,
      first.row,
      msg('productImport.inColumn', { column: String(issue.path[0]), message: contractText(issue.message) }),
    );
}
