import type { PaymentMethod } from '@torget/contract';
import { useSyncExternalStore } from 'react';
import { whenSignedOut } from './session';
import { createStoredValue } from './storage';

/** A cart line as stored in the browser (docs/product.md §3 cart item). Prices are SEK. */
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
  /** The chosen variant of a product with sizes or colours, and its name ("Storlek M, Färg Grå"). */
  variant?: string;
  variantLabel?: string;
}

/** A cart line is one product and variant: the key screens and the store name a line by. */
export const lineKey = (item: Pick<CartItem, 'product' | 'variant'>) =>
  item.variant ? `${item.product}/${item.variant}` : item.product;

const isCartItem = (value: unknown): value is CartItem => {
  const item = value as CartItem | null;
  return (
    !!item &&
    typeof item.product === 'string' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    Number.isInteger(item.qty) &&
    item.qty > 0 &&
    typeof item.seller?._id === 'string' &&
    (item.variant === undefined || typeof item.variant === 'string')
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

/** docs/product.md §8: the text shown when a product from a second shop is added (screens show `cart.otherShop`). */
export const sellerConflictMessage = (shopName: string) =>
  `Can't add to cart. Buy from ${shopName} in this order.`;

/** Quantity options run 1..stock (docs/product.md §5); the list stops at 100 (the server checks the real stock). */
export const MAX_QTY_OPTIONS = 100;
export const qtyOptions = (countInStock: number): number[] =>
  Array.from({ length: Math.max(0, Math.min(countInStock, MAX_QTY_OPTIONS)) }, (_, i) => i + 1);

/**
 * The cart's rules (docs/product.md §4): a line for the same product and variant is replaced, any other appended (another
 * size is another line); every line must
 * come from one seller. Answers the refusal (its message and the shop it names, for screens that say it in the
 * reader's language) and leaves the cart as it was when the seller differs.
 */
export function addToCart(item: CartItem): { ok: true } | { ok: false; message: string; shop: string } {
  const items = cartStore.get();
  const other = items.find((line) => line.seller._id !== item.seller._id);
  if (other) return { ok: false, message: sellerConflictMessage(other.seller.name), shop: other.seller.name };
  const at = items.findIndex((line) => lineKey(line) === lineKey(item));
  cartStore.set(at === -1 ? [...items, item] : items.map((line, i) => (i === at ? item : line)));
  return { ok: true };
}

/** Removes a line, named by its `lineKey` (a product's id when it has no variants). */
export function removeFromCart(key: string): void {
  cartStore.set(cartStore.get().filter((line) => lineKey(line) !== key));
}

/** Sets a line's quantity (the line named by its `lineKey`), kept within 1..stock. */
export function setCartQty(key: string, qty: number): void {
  cartStore.set(
    cartStore
      .get()
      .map((line) =>
        lineKey(line) === key
          ? { ...line, qty: Math.max(1, Math.min(Math.floor(qty), Math.max(1, line.countInStock))) }
          : line,
      ),
  );
}

/** docs/product.md §4: emptied after the order is created. */
export const clearCart = () => cartStore.set(null);

/** The cart's money (docs/product.md §9): shipping is qty × per-item shipping, tax 0, 2 decimals. */
export function cartTotals(items: CartItem[]) {
  const round = (sek: number) => Math.round(sek * 100) / 100;
  const itemsPrice = round(items.reduce((sum, line) => sum + line.qty * line.price, 0));
  const shippingPrice = round(items.reduce((sum, line) => sum + line.qty * line.shipping_price, 0));
  return { itemsPrice, shippingPrice, taxPrice: 0, totalPrice: round(itemsPrice + shippingPrice) };
}

/** docs/product.md §3 shipping address as the checkout stores it (`shippingAddress`). */
export interface ShippingAddress {
  fullName: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
}

const isShippingAddress = (value: unknown): value is ShippingAddress => {
  const address = value as ShippingAddress | null;
  return (
    !!address &&
    ['fullName', 'address', 'city', 'postalCode', 'country'].every(
      (key) => typeof address[key as keyof ShippingAddress] === 'string',
    )
  );
};

export const shippingAddressStore = createStoredValue<ShippingAddress | null>(
  'shippingAddress',
  isShippingAddress,
  null,
);
whenSignedOut(() => shippingAddressStore.set(null));

export function useShippingAddress(): ShippingAddress | null {
  return useSyncExternalStore(
    shippingAddressStore.subscribe,
    shippingAddressStore.get,
    shippingAddressStore.get,
  );
}

/**
 * The chosen payment method (docs/product.md §3: part of the cart state; kept in memory for this visit only, so the
 * payment step asks again after a reload rather than trusting an old choice).
 */
let paymentMethod: PaymentMethod | null = null;
const paymentListeners = new Set<() => void>();
export const paymentMethodStore = {
  get: () => paymentMethod,
  set(method: PaymentMethod | null) {
    paymentMethod = method;
    paymentListeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    paymentListeners.add(listener);
    return () => paymentListeners.delete(listener);
  },
};
whenSignedOut(() => paymentMethodStore.set(null));

export function usePaymentMethod(): PaymentMethod | null {
  return useSyncExternalStore(paymentMethodStore.subscribe, paymentMethodStore.get, paymentMethodStore.get);
}
