import { useEffect, useState } from 'react';
import { cartStore, useCartItems, type CartItem } from '../../../lib/cart-store';
import { useCartProducts, type CurrentProduct } from '../api/get-cart-products';
import { useT } from '../../../lib/i18n';
import { noticeText, type CartNotice } from '../lib/cart-notice';
import { sold, toCartItem } from '../lib/to-cart-item';

/** A line's name as notes say it: the product, and its variant when it has one. */
const nameOf = (line: CartItem) => (line.variantLabel ? `${line.name} (${line.variantLabel})` : line.name);

/** Compares the stored lines with the server's figures: the refreshed lines and what changed. */
export function refreshLines(items: CartItem[], current: Map<string, CurrentProduct>) {
  const notes: CartNotice[] = [];
  const lines: CartItem[] = [];
  for (const line of items) {
    if (!current.has(line.product)) {
      lines.push(line);
      continue;
    }
    const product = current.get(line.product);
    const selling = product ? sold(product, line.variant) : null;
    if (!product || !selling) {
      notes.push({ id: 'cart.note.gone', name: nameOf(line) });
      continue;
    }
    if (selling.countInStock < 1) {
      notes.push({ id: 'cart.note.soldOut', name: nameOf(line) });
      continue;
    }
    const qty = Math.min(line.qty, selling.countInStock);
    const fresh = toCartItem(product, qty, line.variant);
    if (fresh.price !== line.price)
      notes.push({ id: 'cart.note.price', name: nameOf(fresh), price: fresh.price, before: line.price });
    if (fresh.shipping_price !== line.shipping_price)
      notes.push({ id: 'cart.note.shipping', name: product.name, price: fresh.shipping_price });
    if (qty !== line.qty) notes.push({ id: 'cart.note.qty', name: nameOf(fresh), qty });
    lines.push(fresh);
  }
  const changed = JSON.stringify(lines) !== JSON.stringify(items);
  return { lines, notes, changed };
}

/**
 * The cart with today's prices and stock from the server (a line's price is what the server says now).
 * Lines that changed are rewritten in the stored cart and `notes` says what changed in the reader's language, so
 * the shopper knows.
 */
export function useFreshCart() {
  const translate = useT();
  const items = useCartItems();
  const ids = [...new Set(items.map((line) => line.product))];
  const { data: current, error, isLoading } = useCartProducts(ids);
  const [notes, setNotes] = useState<CartNotice[]>([]);
  useEffect(() => {
    if (!current) return;
    const result = refreshLines(cartStore.get(), current);
    if (result.changed) {
      cartStore.set(result.lines);
      setNotes((before) => [...before, ...result.notes]);
    }
  }, [current]);
  return {
    items,
    notes: notes.map((note) => noticeText(note, translate)),
    error,
    checking: isLoading,
  };
}
