import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProductUpdateInput } from '@torget/contract';
import { ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { sekToOre } from '../../shared/money';
import type { User } from '../users/user.entity';
import type { Product } from './product.entity';
import { vatRateFor } from './product.rules';
import { clearVariants, dropLostImages, galleryAfter, writeVariants } from './product-variants';

/**
 * A seller's save of a product (PUT /api/products/{id}), under the product's row lock: the spec's
 * fields, the gallery, and the options and variants when sent. With variants, the spec's price and
 * stock are derived from them; without, they are the ones sent.
 */
export async function saveProduct(
  em: EntityManager,
  product: Product & { seller: User },
  input: ProductUpdateInput,
): Promise<void> {
  const images = galleryAfter(product.images, input);
  Object.assign(product, {
    name: input.name,
    image: images[0] ?? '',
    images,
    category: input.category,
    brand: input.brand,
    description: input.description,
    shippingPriceOre: sekToOre(input.shipping_price),
    shippingInfo: input.shipping_info,
    vatRate: vatRateFor(product.seller, input.vat_rate, product.vatRate),
    draft: false,
  });
  if (input.options?.length)
    await writeVariants(em, product, { options: input.options, variants: input.variants ?? [] }, images);
  else if (input.options) await clearVariants(em, product);
  else await dropLostImages(em, product, images);
  if (product.options.length) return;
  if (input.price === undefined)
    throw new ValidationError(msg('input.labelNumber', { label: msg('input.label.price') }), 'price');
  if (input.countInStock === undefined)
    throw new ValidationError(msg('input.countInStockWhole'), 'countInStock');
  product.priceOre = sekToOre(input.price);
  product.countInStock = input.countInStock;
}

/** PostgreSQL's exclusion_violation: two variants on sale with one SKU in a shop, found at commit. */
export const isExclusionViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23P01';
