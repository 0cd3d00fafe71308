import type { ProductDto } from '@torget/contract';
import { oreToSek } from '../../shared/money';
import type { Product, ProductOption } from './product.entity';
import type { ProductVariant } from './product-variant.entity';
import type { User } from '../users/user.entity';
import { saleColumn, saleRowToDto, type SaleRow } from './sale.service';

/** One product row as the catalogue queries select it (product columns + the seller's public fields). */
export interface ProductRow {
  id: string;
  name: string;
  image: string;
  brand: string;
  category: string;
  description: string;
  price_ore: number;
  shipping_price_ore: number;
  shipping_info: string;
  count_in_stock: number;
  rating: number | string;
  num_reviews: number;
  created_at: Date | string;
  updated_at: Date | string;
  seller_id: string;
  seller_name: string;
  seller_logo: string;
  seller_rating: number | string;
  seller_num_reviews: number;
  vat_rate: number;
  images: string[];
  options: ProductOption[];
  /** The running sale (sale.service.ts), or null. */
  sale: SaleRow | null;
  /** The variants on sale in their order, as variantsColumn builds them. */
  variants: VariantRow[];
}

/** A variant as the catalogue queries hand it over (json). */
export interface VariantRow {
  id: string;
  options: Record<string, string>;
  sku: string;
  gtin: string;
  price_ore: number;
  count_in_stock: number;
  image: string;
}

/**
 * A product's variants on sale as one json array in their order (`[]` for a product without options),
 * for the product row aliased `alias`. Selected only beside a page's final rows (one index probe each),
 * never for every match a search sorts.
 */
export const variantsColumn = (alias = 'p') =>
  `coalesce((select json_agg(json_build_object('id', v.id, 'options', v.options, 'sku', v.sku,
    'gtin', v.gtin, 'price_ore', v.price_ore, 'count_in_stock', v.count_in_stock, 'image', v.image)
    order by v.position) from product_variants v where v.product_id = ${alias}.id and not v.archived), '[]'::json)
    as variants`;

/** The columns every catalogue query selects, matching ProductRow but for `variants` (see variantsColumn). */
export const PRODUCT_COLUMNS = `p.id, p.name, p.image, p.brand, p.category, p.description, p.price_ore,
  p.shipping_price_ore, p.shipping_info, p.count_in_stock, p.rating, p.num_reviews, p.created_at, p.updated_at,
  p.seller_id, u.seller_name, u.seller_logo, u.seller_rating, u.seller_num_reviews, p.vat_rate, p.images,
  p.options, ${saleColumn()}`;

/** PostgreSQL's text for a timestamptz in UTC: `2026-11-24 21:46:01.240123+00` (fraction optional). */
const PG_UTC_TIME = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * ISO 8601 in UTC to the millisecond, as `Date#toISOString` writes it. Rows carry timestamps as
 * PostgreSQL's text; in UTC that text is rearranged directly (a Date built from it only to be printed
 * again cost about 4 % of a listing's CPU), anything else goes through Date.
 */
function iso(value: Date | string): string {
  const utc = typeof value === 'string' ? PG_UTC_TIME.exec(value) : null;
  if (!utc) return new Date(value).toISOString();
  // Truncated to milliseconds, as Date truncates.
  return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
}

export function rowToProductDto(row: ProductRow): ProductDto {
  return {
    _id: row.id,
    name: row.name,
    image: row.image,
    brand: row.brand,
    category: row.category,
    description: row.description,
    price: oreToSek(row.price_ore),
    shipping_price: oreToSek(row.shipping_price_ore),
    shipping_info: row.shipping_info,
    vat_rate: row.vat_rate,
    countInStock: row.count_in_stock,
    rating: Number(row.rating),
    numReviews: row.num_reviews,
    seller: {
      _id: row.seller_id,
      seller: {
        name: row.seller_name,
        logo: row.seller_logo,
        rating: Number(row.seller_rating),
        numReviews: row.seller_num_reviews,
      },
    },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    images: row.images,
    options: row.options,
    sale: saleRowToDto(row.sale),
    variants: row.variants.map((variant) => ({
      _id: variant.id,
      options: variant.options,
      sku: variant.sku,
      gtin: variant.gtin,
      price: oreToSek(variant.price_ore),
      countInStock: variant.count_in_stock,
      image: variant.image,
    })),
  };
}

const toVariantRow = (variant: ProductVariant): VariantRow => ({
  id: variant.id,
  options: variant.options,
  sku: variant.sku,
  gtin: variant.gtin,
  price_ore: variant.priceOre,
  count_in_stock: variant.countInStock,
  image: variant.image,
});

/** The same DTO from a loaded entity whose seller (and variants, when it has any) are populated (after writes). */
export function entityToProductDto(product: Product & { seller: User }): ProductDto {
  const seller = product.seller;
  const variants = product.variants.isInitialized()
    ? product.variants
        .getItems()
        .filter((variant) => !variant.archived)
        .sort((a, b) => a.position - b.position)
    : [];
  return rowToProductDto({
    id: product.id,
    name: product.name,
    image: product.image,
    brand: product.brand,
    category: product.category,
    description: product.description,
    price_ore: product.priceOre,
    shipping_price_ore: product.shippingPriceOre,
    shipping_info: product.shippingInfo,
    count_in_stock: product.countInStock,
    rating: product.rating,
    num_reviews: product.numReviews,
    created_at: product.createdAt,
    updated_at: product.updatedAt,
    seller_id: seller.id,
    seller_name: seller.seller.name,
    seller_logo: seller.seller.logo,
    seller_rating: seller.seller.rating,
    seller_num_reviews: seller.seller.numReviews,
    vat_rate: product.vatRate,
    images: product.images,
    options: product.options,
    // A loaded entity carries no sale: the routes that answer one after a write add it (sale.service.ts).
    sale: null,
    variants: variants.map(toVariantRow),
  });
}
