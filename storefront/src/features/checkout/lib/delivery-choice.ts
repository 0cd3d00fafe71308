import type { DeliveryOptionDto } from '@torget/contract';
import { deliveryPriceOre } from '@torget/contract/browser';
import { useSyncExternalStore } from 'react';
import type { CartItem } from '../../../lib/cart-store';
import { whenSignedOut } from '../../../lib/session';

/** What the buyer chose in the shipping step: the option, and for an ombud option the point. */
export interface DeliveryChoice {
  shopId: string;
  option: DeliveryOptionDto;
  servicePoint: { id: string; name: string; address: string } | null;
}

/**
 * Kept in memory for this visit only, like the payment method: after a reload the shipping step asks again
 * rather than trusting an old choice (the server checks it again anyway).
 */
let choice: DeliveryChoice | null = null;
const listeners = new Set<() => void>();
export const deliveryChoiceStore = {
  get: () => choice,
  set(next: DeliveryChoice | null) {
    choice = next;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
whenSignedOut(() => deliveryChoiceStore.set(null));

export function useDeliveryChoice(): DeliveryChoice | null {
  return useSyncExternalStore(
    deliveryChoiceStore.subscribe,
    deliveryChoiceStore.get,
    deliveryChoiceStore.get,
  );
}

/** The option's price for this cart in SEK, by the contract's one rule (the server prices the order the same way). */
export function deliveryPrice(option: DeliveryOptionDto, items: CartItem[]): number {
  const ore = (sek: number) => Math.round(sek * 100);
  const priced = deliveryPriceOre(
    {
      priceOre: ore(option.price),
      pricing: option.pricing,
      freeOverOre: option.freeOver === null ? null : ore(option.freeOver),
    },
    {
      itemsOre: items.reduce((sum, line) => sum + ore(line.price) * line.qty, 0),
      quantity: items.reduce((sum, line) => sum + line.qty, 0),
    },
  );
  return priced / 100;
}
