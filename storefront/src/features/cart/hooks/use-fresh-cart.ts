import { useEffect, useState } from 'react';
import { cartStore, useCartItems, type CartItem } from '../../../lib/cart-store';
import { useCartProducts, type CurrentProduct } from '../api/get-cart-products';
import { toCartItem } from '../lib/to-cart-item';

/** Compares the stored lines with the server's figures: the refreshed lines and what changed, in words. */
export function refreshLines(items: CartItem[], current: Map<string, CurrentProduct>) {
  const notes: string[] = [];
  const lines: CartItem[] = [];
  for (const line of items) {
    if (!current.has(line.product)) {
      lines.push(line);
      continue;
    }
    const product = current.get(line.product);
    if (!product) {
      notes.push(`${line.name} is no longer for sale and was taken out of your cart.`);
      continue;
    }
    if (product.countInStock < 1) {
      notes.push(`${product.name} is sold out and was taken out of your cart.`);
      continue;
    }
    const qty = Math.min(line.qty, product.countInStock);
    const fresh = toCartItem(product, qty);
    if (fresh.price !== line.price)
      notes.push(
        `The price of ${product.name} is now ${formatKr(fresh.price)} (was ${formatKr(line.price)}).`,
      );
    if (fresh.shipping_price !== line.shipping_price)
      notes.push(`Shipping for ${product.name} is now ${formatKr(fresh.shipping_price)} per item.`);
    if (qty !== line.qty) notes.push(`Only ${qty} of ${product.name} left: your quantity was lowered.`);
    lines.push(fresh);
  }
  const changed = JSON.stringify(lines) !== JSON.stringify(items);
  return { lines, notes, changed };
}

const formatKr = (sek: number) =>
  new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' }).format(sek);

/**
 * The cart with today's prices and stock from the server (a line's price is what the server says now).
 * Lines that changed are rewritten in the stored cart and `notes` says what changed, so the shopper knows.
 */
export function useFreshCart() {
  const items = useCartItems();
  const ids = items.map((line) => line.product);
  const { data: current, error, isLoading } = useCartProducts(ids);
  const [notes, setNotes] = useState<string[]>([]);
  useEffect(() => {
    if (!current) return;
    const result = refreshLines(cartStore.get(), current);
    if (result.changed) {
      cartStore.set(result.lines);
      setNotes((before) => [...before, ...result.notes]);
    }
  }, [current]);
  return { items, notes, error, checking: isLoading };
}
