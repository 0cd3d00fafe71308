/** How a delivery option is priced, in whole öre (the server's unit; the browser converts SEK × 100). */
export interface DeliveryPriceRule {
  priceOre: number;
  pricing: 'per_order' | 'per_item';
  /** Free once the goods cost at least this; null: never free. */
  freeOverOre: number | null;
}

/**
 * An option's price for a cart (öre): free once the goods cost at least `freeOverOre`, otherwise the price
 * once per order or once per item. The one rule: core prices orders with it, the checkout previews with it.
 */
export function deliveryPriceOre(
  option: DeliveryPriceRule,
  cart: { itemsOre: number; quantity: number },
): number {
  if (option.freeOverOre !== null && cart.itemsOre >= option.freeOverOre) return 0;
  return option.pricing === 'per_item' ? option.priceOre * cart.quantity : option.priceOre;
}
