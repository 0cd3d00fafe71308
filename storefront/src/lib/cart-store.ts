import { useSyncExternalStore } from 'react';
import { whenSignedOut } from './session';
import { createStoredValue } from './storage';

/** A cart line as stored in the browser (SPEC §3 cart item). Prices are SEK. */
export interface CartItem {
  product: string;
  name: string;
  image: string;
  price: number;
  countInStock: number;
  qty: number;
  shipping_price: number;
  shipping_info: string;
  /** The shop: id and name (the name is used in the one-seller message). */
  seller: { _id: string; name: string };
}

const isCartItem = (value: unknown): value is CartItem => {
  const item = value as CartItem | null;
  return (
    !!item &&
    typeof item.product === 'string' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    Number.isInteger(item.qty) &&
    item.qty > 0 &&
    typeof item.seller?._id === 'string'
  );
};

/** Lines that don't look like cart items (an older version's, a hand edit) are dropped, not trusted. */
const isCart = (value: unknown): value is CartItem[] => Array.isArray(value) && value.every(isCartItem);

export const cartStore = createStoredValue<CartItem[]>('cartItems', isCart, []);
whenSignedOut(() => cartStore.set(null));

export function useCartItems(): CartItem[] {
  return useSyncExternalStore(cartStore.subscribe, cartStore.get, cartStore.get);
}

/** The header badge: how many items (not lines) are in the cart. */
export function useCartCount(): number {
  return useCartItems().reduce((sum, item) => sum + item.qty, 0);
}
