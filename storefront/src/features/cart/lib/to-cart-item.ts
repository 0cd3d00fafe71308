import type { ProductDto } from '@torget/contract';
import type { CartItem } from '../../../lib/cart-store';

/** A product as the server describes it now, as a cart line of `qty`. */
export const toCartItem = (product: Omit<ProductDto, 'reviews'>, qty: number): CartItem => ({
  product: product._id,
  name: product.name,
  image: product.image,
  price: product.price,
  countInStock: product.countInStock,
  qty,
  shipping_price: product.shipping_price,
  shipping_info: product.shipping_info,
  seller: { _id: product.seller._id, name: product.seller.seller.name },
});
