import type { EntityManager } from '@mikro-orm/postgresql';
import {
  PRODUCT_IMAGES_MAX,
  combinationKey,
  sameOptionValue,
  type ProductUpdateInput,
  type VariantInput,
} from '@torget/contract';
import { ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { sekToOre } from '../../shared/money';
import type { Product, ProductOption } from './product.entity';
import { ProductVariantSchema, type ProductVariant } from './product-variant.entity';

/**
 * The gallery after an update: `images` when sent; otherwise `image` (the spec's one image) becomes the
 * cover and the rest stay, so a client that knows only `image` keeps the other photos.
 */
export function galleryAfter(current: string[], input: ProductUpdateInput): string[] {
  if (input.images) return [...new Set(input.images)];
  const rest = current.slice(1).filter((url) => url !== input.image);
  return (input.image ? [input.image, ...rest] : rest).slice(0, PRODUCT_IMAGES_MAX);
}

/** The product's options as sent, values spelt as the seller wrote them. */
const cleanOptions = (options: NonNullable<ProductUpdateInput['options']>): ProductOption[] =>
  options.map((option) => ({ name: option.name, values: [...option.values] }));

/** A variant's options spelt as its product's options spell them, in the options' order. */
function canonical(options: ProductOption[], chosen: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    options.map((option) => {
      const value = chosen[option.name]!;
      return [option.name, option.values.find((known) => sameOptionValue(known, value)) ?? value];
    }),
  );
}

/**
 * Writes a product's options and variants (docs/product.md "Sizes, colours and photos") under the
 * product's row lock, which the caller holds: a variant is matched by `_id`, else by its options; the
 * variants left out are removed, or archived when an order names one (the order keeps its line). Sets
 * the product's derived price (lowest) and stock (sum). SKUs of the shop's other products are checked
 * here; the database's exclusion constraint catches two products saved at once.
 */
export async function writeVariants(
  em: EntityManager,
  product: Product,
  input: { options: NonNullable<ProductUpdateInput['options']>; variants: VariantInput[] },
  images: string[],
): Promise<void> {
  const options = cleanOptions(input.options);
  const current = await em.find(ProductVariantSchema, { product: product.id, archived: false });
  const byId = new Map(current.map((variant) => [variant.id, variant]));
  const byKey = new Map(current.map((variant) => [variant.optionKey, variant]));
  const kept = new Set<ProductVariant>();
  const rows = input.variants.map((variant, at) => {
    const row = at + 1;
    const chosen = canonical(options, variant.options);
    const key = combinationKey(options, chosen);
    if (variant.image && !images.includes(variant.image))
      throw new ValidationError(msg('input.variantImageNotInGallery', { row }), `variants.${at}.image`);
    const existing = variant._id ? byId.get(variant._id) : byKey.get(key);
    if (variant._id && !existing)
      throw new ValidationError(msg('products.variantUnknown', { row }), `variants.${at}._id`);
    return { at, variant, chosen, key, existing };
  });
  await checkSkus(em, product, rows);
  for (const stale of current)
    if (!rows.some((row) => row.existing === stale)) await removeVariant(em, stale);
  for (const { at, variant, chosen, key, existing } of rows) {
    const fields = {
      position: at,
      options: chosen,
      optionKey: key,
      sku: variant.sku,
      gtin: variant.gtin,
      priceOre: sekToOre(variant.price),
      countInStock: variant.countInStock,
      image: variant.image,
    };
    if (existing) kept.add(Object.assign(existing, fields));
    else
      kept.add(
        em.create(ProductVariantSchema, { ...fields, product: product.id, sellerId: product.seller.id }),
      );
  }
  product.options = options;
  Object.assign(product, derivedFromVariants([...kept]));
}

/** A product with variants shows the lowest variant price and their total stock (the spec's fields). */
export function derivedFromVariants(variants: Pick<ProductVariant, 'priceOre' | 'countInStock'>[]) {
  return {
    priceOre: Math.min(...variants.map((variant) => variant.priceOre)),
    countInStock: variants.reduce((sum, variant) => sum + variant.countInStock, 0),
  };
}

/** Options and variants gone: every variant is removed (or archived) and the product is sold as one. */
export async function clearVariants(em: EntityManager, product: Product): Promise<void> {
  const current = await em.find(ProductVariantSchema, { product: product.id, archived: false });
  for (const variant of current) await removeVariant(em, variant);
  product.options = [];
}

/** The gallery changed: a variant whose photo left it shows the cover instead. */
export async function dropLostImages(em: EntityManager, product: Product, images: string[]): Promise<void> {
  const current = await em.find(ProductVariantSchema, { product: product.id, archived: false });
  for (const variant of current) if (variant.image && !images.includes(variant.image)) variant.image = '';
}

/**
 * Removes a variant no order names; one an order names is archived: never sold or shown again, kept so
 * the order line's link stays (its label and SKU are copied on the line anyway).
 */
async function removeVariant(em: EntityManager, variant: ProductVariant): Promise<void> {
  // The orders module's lines point at variants through a foreign key; asking it whether one does
  // is the same question as this index probe.
  const [named] = await em.execute<{ named: boolean }[]>(
    'select exists (select 1 from order_items where variant_id = ?) as named',
    [variant.id],
  );
  if (named?.named) variant.archived = true;
  else em.remove(variant);
}

async function checkSkus(
  em: EntityManager,
  product: Product,
  rows: { at: number; variant: VariantInput }[],
): Promise<void> {
  const skus = rows.filter((row) => row.variant.sku);
  if (!skus.length) return;
  const taken = await em.execute<{ sku: string }[]>(
    `select sku from product_variants
      where seller_id = ? and product_id <> ? and not archived and lower(sku) in (?)`,
    [product.seller.id, product.id, skus.map((row) => row.variant.sku.toLowerCase())],
  );
  const clash = skus.find((row) =>
    taken.some((other) => other.sku.toLowerCase() === row.variant.sku.toLowerCase()),
  );
  if (clash)
    throw new ValidationError(
      msg('products.skuTaken', { sku: clash.variant.sku }),
      `variants.${clash.at}.sku`,
    );
}
