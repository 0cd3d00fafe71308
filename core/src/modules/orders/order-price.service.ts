import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderPriceDto, OrderPriceInput } from '@torget/contract';
import type { CarrierRegistry } from '../../plugins/carrier-registry';
import { BadRequestError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { oreToSek } from '../../shared/money';
import { deliveryShippingOre } from '../delivery/delivery-choice';
import { DeliveryOptionSchema } from '../delivery/delivery-option.entity';
import { sellableLines } from '../products/sellable-lines';
import type { User } from '../users/user.entity';
import { priceOrder } from './order-pricing';
import { vatShares } from './order-vat';

interface Deps {
  em: EntityManager;
  carriers: CarrierRegistry;
}

/**
 * The preview of POST /api/orders/price: a cart priced as placing it would price it (order-pricing.ts),
 * nothing taken, locked or recorded. Placing checks everything again; this only tells the buyer early.
 */
export class OrderPriceService {
  constructor(private readonly deps: Deps) {}

  async preview(buyer: User, input: OrderPriceInput): Promise<OrderPriceDto> {
    // Lines as placing prices them: a variant's price where one is chosen (sellable-lines.ts).
    const lines = await sellableLines(this.deps.em, input.orderItems);
    const shop = lines[0]!.product.seller;
    if (lines.some((line) => line.product.seller.id !== shop.id))
      throw new BadRequestError(msg('orders.mixedSellers'), 'MIXED_SELLERS');
    const price = await priceOrder(this.deps.em, {
      shop,
      buyer,
      lines,
      code: input.discountCode,
      placing: false,
      shipping: await this.chosenShipping(shop, input.deliveryOptionId),
    });
    const vatRate = (rate: number) => (shop.seller.vatRegistered ? rate : 0);
    const vatLines = vatShares(
      lines.map(({ product, qty, priceOre }, index) => ({
        priceOre,
        qty,
        vatRate: vatRate(product.vatRate),
        discountOre: price.lineDiscountsOre[index]!,
      })),
      price.shippingOre,
    );
    const limit = price.freeShippingOverOre;
    return {
      itemsPrice: oreToSek(price.itemsOre),
      shippingPrice: oreToSek(price.shippingOre),
      totalPrice: oreToSek(price.itemsOre + price.shippingOre),
      discount: price.code ? { code: price.code.code, amount: oreToSek(price.discountOre) } : null,
      vatLines: vatLines.map(({ rate, vatOre }) => ({ rate, amount: oreToSek(vatOre) })),
      freeShippingOver: limit === null ? null : oreToSek(limit),
      freeShippingLeft: limit === null ? null : oreToSek(Math.max(limit - price.itemsOre, 0)),
    };
  }

  /**
   * The chosen option's price for the cart, as placing prices it (its service point does not change the
   * price, so it is not asked for). No option: the standard shipping, even for a shop with options (the
   * cart previews before the buyer chooses; placing requires the choice).
   */
  private async chosenShipping(shop: User, optionId: string | undefined) {
    if (!optionId) return undefined;
    const option = await this.deps.em.findOne(DeliveryOptionSchema, { id: optionId });
    if (!option) throw new ValidationError(msg('delivery.optionNotFound'), 'deliveryOptionId');
    return (cart: { itemsOre: number; quantity: number; standardOre: number }) =>
      deliveryShippingOre(this.deps.em, { option, servicePoint: null }, shop.id, cart, this.deps.carriers);
  }
}
