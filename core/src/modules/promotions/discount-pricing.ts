import type { DiscountKind } from '@torget/contract';
import type { Ore } from '../../shared/money';
import { splitProportionally } from '../../shared/split-proportionally';

/** A cart line as pricing needs it: its unit price and shipping (öre) and how many. */
export interface PricedLine {
  priceOre: Ore;
  shippingPriceOre: Ore;
  qty: number;
}

/** What a cart costs after a code and the shop's free-shipping limit. */
export interface CartPrice {
  /** The goods before the code. */
  goodsOre: Ore;
  /** The goods after the code (the order's `itemsOre`). */
  itemsOre: Ore;
  /** What shipping costs the buyer (0 when free). */
  shippingOre: Ore;
  /** What the code took off (goods, or shipping for `free_shipping`). */
  discountOre: Ore;
  /** Each line's share of the goods' discount, in proportion to its price, adding up to it exactly. */
  lineDiscountsOre: Ore[];
  /** True when no shipping is charged (over the limit or by the code): each line's shipping is then 0. */
  freeShipping: boolean;
}

/** What the code takes off the goods: its per cent (rounded to the öre, half up) or amount, never more than them. */
function goodsDiscount(goodsOre: Ore, code: { kind: DiscountKind; value: number } | null): Ore {
  if (code?.kind === 'percent') return Math.round((goodsOre * code.value) / 100);
  if (code?.kind === 'amount') return Math.min(code.value, goodsOre);
  return 0;
}

/** The goods after the code (what the shop's and a delivery option's free-shipping limits are met by). */
export function goodsAfterCode(lines: PricedLine[], code: { kind: DiscountKind; value: number } | null): Ore {
  const goodsOre = lines.reduce((sum, line) => sum + line.priceOre * line.qty, 0);
  return goodsOre - goodsDiscount(goodsOre, code);
}

/** The standard shipping: each line's shipping price times its quantity. */
export const standardShippingOre = (lines: PricedLine[]): Ore =>
  lines.reduce((sum, line) => sum + line.shippingPriceOre * line.qty, 0);

/**
 * Prices a cart: a `percent` code takes its per cent of the goods, an `amount` code its amount but never
 * more than the goods, a `free_shipping` code the shipping. The shop's free-shipping limit is met by the
 * goods after the code (what the buyer pays for them). `fullShippingOre` is what shipping would cost
 * before anything makes it free: the chosen delivery option's price for this cart, or (left out) the
 * standard shipping; a free-shipping code gives exactly that.
 */
export function priceCart(
  lines: PricedLine[],
  code: { kind: DiscountKind; value: number } | null,
  freeShippingOverOre: Ore | null,
  fullShippingOre: Ore = standardShippingOre(lines),
): CartPrice {
  const goods = lines.map((line) => line.priceOre * line.qty);
  const goodsOre = goods.reduce((sum, ore) => sum + ore, 0);
  const goodsDiscountOre = goodsDiscount(goodsOre, code);
  const itemsOre = goodsOre - goodsDiscountOre;
  const overLimit = freeShippingOverOre !== null && itemsOre >= freeShippingOverOre;
  const freeShipping = overLimit || code?.kind === 'free_shipping';
  const shippingOre = freeShipping ? 0 : fullShippingOre;
  // A free-shipping code gives what shipping would have cost: nothing when the limit already made it free.
  const discountOre = code?.kind === 'free_shipping' ? (overLimit ? 0 : fullShippingOre) : goodsDiscountOre;
  return {
    goodsOre,
    itemsOre,
    shippingOre,
    discountOre,
    lineDiscountsOre: splitProportionally(goodsDiscountOre, goods),
    freeShipping,
  };
}
