import { stringify } from 'csv-stringify/sync';
import { IMAGE_SEPARATOR, importColumns, type ImportColumn } from '@torget/contract';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ProductSchema } from '../product.entity';
import { ProductVariantSchema } from '../product-variant.entity';
import { safetyOf } from '../safety/product-safety.service';
import { guardCell } from './csv-cells';

type Row = Partial<Record<ImportColumn, string | number>>;

/** Öre as kronor with a decimal comma, as Swedish Excel reads a number ("149,00"); the import reads it back. */
const kronor = (ore: number) => (ore / 100).toFixed(2).replace('.', ',');

/**
 * A CSV file in the import's columns, as Swedish Excel opens it by double-click: UTF-8 with a byte order
 * mark, `;` between cells (the comma is the decimal sign), CRLF. csv-stringify quotes what needs quoting.
 */
export function csvOf(rows: Row[]): Buffer {
  const cells = rows.map((row) => importColumns.map((column) => guardCell(String(row[column] ?? ''))));
  return Buffer.from(
    stringify([[...importColumns], ...cells], { delimiter: ';', bom: true, record_delimiter: 'windows' }),
    'utf8',
  );
}

/**
 * The shop's saved products as import rows: one row per variant on sale (one row for a product without
 * options), the product's fields on its first row, its id as the handle, so importing the file again
 * changes those products and nothing else. The safety columns carry the product's safety information.
 */
export async function exportRows(em: EntityManager, sellerId: string): Promise<Row[]> {
  const products = await em.find(
    ProductSchema,
    { seller: sellerId, draft: false },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  const variants = await em.find(
    ProductVariantSchema,
    { product: { $in: products.map((product) => product.id) }, archived: false },
    { orderBy: { position: 'asc' } },
  );
  const safety = await safetyOf(
    em,
    products.map((product) => product.id),
  );
  return products.flatMap((product) => {
    const own = product.options.length ? variants.filter((variant) => variant.product.id === product.id) : [];
    const first: Row = {
      handle: product.id,
      name: product.name,
      description: product.description,
      category: product.category,
      brand: product.brand,
      vat_rate: product.vatRate,
      shipping_price: kronor(product.shippingPriceOre),
      shipping_info: product.shippingInfo,
      images: product.images.join(` ${IMAGE_SEPARATOR} `),
      ...safety.get(product.id),
    };
    if (!own.length)
      return [{ ...first, price: kronor(product.priceOre), count_in_stock: product.countInStock }];
    return own.map((variant, at) => ({
      ...(at === 0 ? first : { handle: product.id }),
      ...Object.fromEntries(
        product.options.flatMap((option, n) => [
          [`option${n + 1}_name`, option.name],
          [`option${n + 1}_value`, variant.options[option.name] ?? ''],
        ]),
      ),
      sku: variant.sku,
      gtin: variant.gtin,
      price: kronor(variant.priceOre),
      count_in_stock: variant.countInStock,
      variant_image: variant.image,
    }));
  });
}

/**
 * The template: the columns and two products a seller can import as they are, then change (each with its
 * manufacturer, which a listing needs while the marketplace requires product safety information).
 */
export const templateRows: Row[] = [
  ...(
    [
      ['S', 'Grå', 'VANTE-S-GRA', '7350053850019', 8],
      ['M', 'Grå', 'VANTE-M-GRA', '', 5],
      ['M', 'Röd', 'VANTE-M-ROD', '', 3],
    ] as const
  ).map(([size, colour, sku, gtin, stock], at) => ({
    handle: 'ullvante',
    ...(at === 0
      ? {
          name: 'Ullvante',
          description: 'Stickad vante i ull från Gotland.',
          category: 'Kläder',
          brand: 'Ullboden',
          vat_rate: 25,
          shipping_price: '49,00',
          shipping_info: 'Skickas inom 2 dagar',
          manufacturer_name: 'Ullboden AB',
          manufacturer_address: 'Storgatan 1, 621 57 Visby',
          manufacturer_contact: 'info@ullboden.se',
          safety_warnings_sv: 'Tvätta i högst 30 °C. Krymper i torktumlare.',
          safety_warnings_en: 'Wash at 30 °C at most. Shrinks in a tumble dryer.',
        }
      : {}),
    option1_name: 'Storlek',
    option1_value: size,
    option2_name: 'Färg',
    option2_value: colour,
    sku,
    gtin,
    price: '149,00',
    count_in_stock: stock,
  })),
  {
    handle: 'kaffemugg',
    name: 'Kaffemugg',
    description: 'Handdrejad mugg, 3 dl.',
    category: 'Hem',
    vat_rate: 25,
    shipping_price: '59,00',
    manufacturer_name: 'Lerverket HB',
    manufacturer_address: 'Hantverksgatan 4, 795 30 Rättvik',
    manufacturer_contact: 'https://lerverket.se',
    product_identifier: 'Parti 2026-11',
    safety_warnings_sv: 'Tål diskmaskin. Inte för mikrovågsugn.',
    price: '229,00',
    count_in_stock: 12,
  },
];
