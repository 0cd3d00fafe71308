import type { ProductDto } from '@torget/contract';
import { variantLabel } from '@torget/contract/browser';
import type { CartItem } from '../../../lib/cart-store';

type CurrentProduct = Omit<ProductDto, 'reviews'>;

/** What a cart line of `product` (and `variant`, when it has sizes or colours) sells: null when that variant is gone. */
export function sold(product: CurrentProduct, variant?: string) {
  if (!variant)
    return product.variants.length ? null : { price: product.price, countInStock: product.countInStock };
  return product.variants.find((one) => one._id === variant) ?? null;
}

/** A product (and its chosen variant) as the server describes it now, as a cart line of `qty`. */
export function toCartItem(product: CurrentProduct, qty: number, variantId?: string): CartItem {
  const variant = variantId ? product.variants.find((one) => one._id === variantId) : undefined;
  return {
    product: product._id,
    name: product.name,
    image: variant?.image || product.image,
    price: variant?.price ?? product.price,
    countInStock: variant?.countInStock ?? product.countInStock,
    qty,
    shipping_price: product.shipping_price,
    shipping_info: product.shipping_info,
    seller: { _id: product.seller._id, name: product.seller.seller.name },
    ...(variant
      ? { variant: variant._id, variantLabel: variantLabel(product.options, variant.options) }
      : {}),
  };
}
