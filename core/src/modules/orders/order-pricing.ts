import type { EntityManager } from '@mikro-orm/postgresql';
import type { Ore } from '../../shared/money';
import type { Product } from '../products/product.entity';
import { checkCode, findCode, recordUse } from '../promotions/code-check';
import {
  goodsAfterCode,
  priceCart,
  standardShippingOre,
  type CartPrice,
} from '../promotions/discount-pricing';
import type { User } from '../users/user.entity';

/** An order's price: the cart's, with the code that applied (the shop's spelling) when one did. */
export interface OrderPrice extends CartPrice {
  code: { id: string; code: string } | null;
  freeShippingOverOre: Ore | null;
}

/**
 * Prices an order's lines from the catalogue with the shop's free-shipping limit and the buyer's code, the
 * one way both the preview and placing do it. A code that does not apply is a 400 saying why. When
 * `placing`, the code's row stays locked until the order's transaction ends, so its uses are counted
 * exactly however many orders use it at once (`useCode` then records this order's use). `shipping` prices
 * the chosen delivery option for the cart (the goods after the code, the items, the standard shipping);
 * without it the standard shipping applies. A free-shipping code takes off what that shipping costs.
 */
export async function priceOrder(
  em: EntityManager,
  input: {
    shop: User;
    buyer: User;
    /** `priceOre`: the line's price when it is not the product's (a variant's, sellable-lines.ts). */
    lines: { product: Product; qty: number; priceOre?: number }[];
    code: string | undefined;
    placing: boolean;
    shipping?: (cart: { itemsOre: Ore; quantity: number; standardOre: Ore }) => Promise<Ore>;
  },
): Promise<OrderPrice> {
  const lines = input.lines.map(({ product, qty, priceOre }) => ({
    priceOre: priceOre ?? product.priceOre,
    shippingPriceOre: product.shippingPriceOre,
    qty,
  }));
  const freeShippingOverOre = input.shop.seller.freeShippingOver ?? null;
  const code = input.code ? await findCode(em, input.shop.id, input.code, input.placing) : null;
  if (code) {
    const goodsOre = lines.reduce((sum, line) => sum + line.priceOre * line.qty, 0);
    await checkCode(em, code, goodsOre, input.buyer.id);
  }
  const fullShippingOre = input.shipping
    ? await input.shipping({
        itemsOre: goodsAfterCode(lines, code),
        quantity: lines.reduce((sum, line) => sum + line.qty, 0),
        standardOre: standardShippingOre(lines),
      })
    : undefined;
  return {
    ...priceCart(lines, code, freeShippingOverOre, fullShippingOre),
    code: code ? { id: code.id, code: code.code } : null,
    freeShippingOverOre,
  };
}

/** Records the placed order's use of its code (in the order's transaction, after its row is written). */
export async function useCode(em: EntityManager, price: OrderPrice, orderId: string, buyerId: string) {
  if (price.code)
    await recordUse(em, { codeId: price.code.id, orderId, buyerId, amountOre: price.discountOre });
}
