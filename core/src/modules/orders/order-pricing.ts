import type { EntityManager } from '@mikro-orm/postgresql';
import type { Ore } from '../../shared/money';
import type { Product } from '../products/product.entity';
import { checkCode, findCode, recordUse } from '../promotions/code-check';
import { priceCart, type CartPrice } from '../promotions/discount-pricing';
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
 * exactly however many orders use it at once (`useCode` then records this order's use).
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
  },
): Promise<OrderPrice> {
  const lines = input.lines.map(({ product, qty, priceOre }) => ({
    priceOre: priceOre ?? product.priceOre,
    shippingPriceOre: product.shippingPriceOre,
    qty,
  }));
  const freeShippingOverOre = input.shop.seller.freeShippingOver ?? null;
  if (!input.code) return { ...priceCart(lines, null, freeShippingOverOre), code: null, freeShippingOverOre };
  const code = await findCode(em, input.shop.id, input.code, input.placing);
  const goodsOre = lines.reduce((sum, line) => sum + line.priceOre * line.qty, 0);
  await checkCode(em, code, goodsOre, input.buyer.id);
  return {
    ...priceCart(lines, code, freeShippingOverOre),
    code: { id: code.id, code: code.code },
    freeShippingOverOre,
  };
}

/** Records the placed order's use of its code (in the order's transaction, after its row is written). */
export async function useCode(em: EntityManager, price: OrderPrice, orderId: string, buyerId: string) {
  if (price.code)
    await recordUse(em, { codeId: price.code.id, orderId, buyerId, amountOre: price.discountOre });
}
