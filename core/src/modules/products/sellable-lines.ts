import type { EntityManager } from '@mikro-orm/postgresql';
import { variantLabel } from '@torget/contract';
import { BadRequestError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { User } from '../users/user.entity';
import { ProductSchema, type Product } from './product.entity';
import { ProductVariantSchema, type ProductVariant } from './product-variant.entity';

/** A cart line as the catalogue sells it now: the product, its chosen variant, price and what a line copies. */
export interface SellableLine {
  product: Product & { seller: User };
  variant: ProductVariant | null;
  qty: number;
  priceOre: number;
  /** "Storlek M, Färg Grå"; empty without a variant. */
  label: string;
  sku: string;
  /** The variant's photo, else the product's cover. */
  image: string;
  /** The first cart line (0-based) this line came from: order lines keep the cart's order. */
  position: number;
}

/**
 * A cart's lines priced from the catalogue (docs/product.md "Sizes, colours and photos"): lines of the
 * same product and variant added up; a product with variants needs one of its own variants per line. A
 * product gone is `PRODUCT_NOT_FOUND`; a line's variant problem a 400 naming the line.
 */
export async function sellableLines(
  em: EntityManager,
  items: { product: string; variant?: string; qty: number }[],
): Promise<SellableLine[]> {
  const productIds = [...new Set(items.map((item) => item.product))];
  const products = await em.find(ProductSchema, { id: { $in: productIds } }, { populate: ['seller'] });
  if (products.length !== productIds.length)
    throw new BadRequestError(msg('orders.productGone'), 'PRODUCT_NOT_FOUND');
  const withOptions = products.filter((product) => product.options.length).map((product) => product.id);
  const variants = withOptions.length
    ? await em.find(ProductVariantSchema, { product: { $in: withOptions }, archived: false })
    : [];
  const byProduct = new Map(products.map((product) => [product.id, product as Product & { seller: User }]));
  const lines = new Map<string, SellableLine>();
  items.forEach((item, at) => {
    const product = byProduct.get(item.product)!;
    const variant = chosenVariant(product, variants, item, at + 1);
    const key = `${product.id}/${variant?.id ?? ''}`;
    const same = lines.get(key);
    if (same) {
      same.qty += item.qty;
      return;
    }
    lines.set(key, {
      product,
      variant,
      qty: item.qty,
      priceOre: variant?.priceOre ?? product.priceOre,
      label: variant ? variantLabel(product.options, variant.options) : '',
      sku: variant?.sku ?? '',
      image: variant?.image || product.image,
      position: at,
    });
  });
  return [...lines.values()];
}

function chosenVariant(
  product: Product,
  variants: ProductVariant[],
  item: { variant?: string },
  line: number,
): ProductVariant | null {
  if (!product.options.length && !item.variant) return null;
  if (!item.variant)
    throw new BadRequestError(
      msg('orders.variantRequired', { line, name: product.name }),
      'VARIANT_REQUIRED',
    );
  const variant = variants.find((one) => one.id === item.variant && one.product.id === product.id);
  if (!variant)
    throw new BadRequestError(
      msg('orders.variantNotOfProduct', { line, name: product.name }),
      'VARIANT_NOT_FOUND',
    );
  return variant;
}
