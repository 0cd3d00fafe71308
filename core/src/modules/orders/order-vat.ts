import type { Ore } from '../../shared/money';
import { splitProportionally } from '../../shared/split-proportionally';

/** An order line as VAT needs it: its unit price, quantity and the rate (per cent) it was sold at. */
export interface VatItem {
  priceOre: Ore;
  qty: number;
  vatRate: number;
  /** The line's share of a discount code (öre, the whole line's), taken off its goods before VAT. */
  discountOre?: Ore;
}

/** The VAT included at one rate: `grossOre` (goods plus their share of shipping) includes `vatOre`. */
export interface VatShare {
  rate: number;
  grossOre: Ore;
  vatOre: Ore;
}

/**
 * The VAT an order's prices include, per rate, highest rate first. Shipping carries the VAT of the goods it
 * ships: with one rate all of it, with mixed rates split in proportion to the goods' prices at each rate.
 * Each rate's VAT is worked out once from its gross amount, gross × rate / (100 + rate), rounded to the
 * öre (half up), so the lines of a receipt never add up rounding errors. A discount code's share of each
 * line (`discountOre`, split over the lines in proportion to their prices) is taken off first: VAT is
 * on what the buyer paid.
 */
export function vatShares(items: VatItem[], shippingOre: Ore): VatShare[] {
  const goods = new Map<number, Ore>();
  for (const item of items)
    goods.set(
      item.vatRate,
      (goods.get(item.vatRate) ?? 0) + item.priceOre * item.qty - (item.discountOre ?? 0),
    );
  const rates = [...goods.keys()].sort((a, b) => b - a);
  const shipping = splitProportionally(
    shippingOre,
    rates.map((rate) => goods.get(rate)!),
  );
  return rates.map((rate, index) => {
    const grossOre = goods.get(rate)! + shipping[index]!;
    return { rate, grossOre, vatOre: Math.round((grossOre * rate) / (100 + rate)) };
  });
}
