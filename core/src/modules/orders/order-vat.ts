import type { Ore } from '../../shared/money';

/** An order line as VAT needs it: its unit price, quantity and the rate (per cent) it was sold at. */
export interface VatItem {
  priceOre: Ore;
  qty: number;
  vatRate: number;
}

/** The VAT included at one rate: `grossOre` (goods plus their share of shipping) includes `vatOre`. */
export interface VatShare {
  rate: number;
  grossOre: Ore;
  vatOre: Ore;
}

/**
 * Splits `totalOre` into parts proportional to `weights`, in whole öre that add up exactly to it: each part
 * is rounded down, then the öre left over go to the largest remainders (ties to the earlier weight).
 */
export function splitProportionally(totalOre: Ore, weights: number[]): Ore[] {
  const sum = BigInt(weights.reduce((total, weight) => total + weight, 0));
  if (sum === 0n) return weights.map((_, index) => (index === 0 ? totalOre : 0));
  // In bigint: a total times a weight can pass 2^53 where a float would drop öre.
  const exact = weights.map((weight) => BigInt(totalOre) * BigInt(weight));
  const parts = exact.map((value) => Number(value / sum));
  let left = totalOre - parts.reduce((total, part) => total + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * The VAT an order's prices include, per rate, highest rate first. Shipping carries the VAT of the goods it
 * ships: with one rate all of it, with mixed rates split in proportion to the goods' prices at each rate.
 * Each rate's VAT is worked out once from its gross amount, gross × rate / (100 + rate), rounded to the
 * öre (half up), so the lines of a receipt never add up rounding errors.
 */
export function vatShares(items: VatItem[], shippingOre: Ore): VatShare[] {
  const goods = new Map<number, Ore>();
  for (const item of items)
    goods.set(item.vatRate, (goods.get(item.vatRate) ?? 0) + item.priceOre * item.qty);
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
