import { msg } from '../../shared/messages';
import { createHash } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PlaceOrderInput } from '@torget/contract';
import type { CatalogueVersion } from '../../shared/catalogue-version';
import { BadRequestError, UnprocessableError } from '../../shared/errors';
import type { User } from '../users/user.entity';
import { OrderItemSchema, OrderSchema, orderAnswerPopulate, type Order } from './order.entity';
import type { PaymentRegistry } from '../../plugins/payment-registry';
import { paymentMethodsOf } from './payment-methods';
import type { CarrierRegistry } from '../../plugins/carrier-registry';
import {
  chooseDelivery,
  deliveryColumns,
  deliveryShippingOre,
  type DeliveryChoice,
} from '../delivery/delivery-choice';
import { takeStock } from '../products/product-stock';
import { sellableLines, type SellableLine } from '../products/sellable-lines';
import { priceOrder, useCode } from './order-pricing';
import type { OrderLifecycle } from './order-lifecycle';

interface Deps {
  em: EntityManager;
  paymentProviders: PaymentRegistry;
  carriers: CarrierRegistry;
  catalogueVersion: CatalogueVersion;
  orderLifecycle: OrderLifecycle;
}

/** Quantities per product and variant, lines for the same one added up, in a stable order. */
function cartLines(input: PlaceOrderInput): [string, number][] {
  const lines = new Map<string, number>();
  for (const item of input.orderItems) {
    const key = item.variant ? `${item.product}/${item.variant}` : item.product;
    lines.set(key, (lines.get(key) ?? 0) + item.qty);
  }
  return [...lines].sort(([a], [b]) => a.localeCompare(b));
}

/** Stock is taken product by product in one order (by id), so concurrent orders lock rows alike. */
const inLockOrder = (lines: SellableLine[]) =>
  [...lines].sort(
    (a, b) =>
      a.product.id.localeCompare(b.product.id) || (a.variant?.id ?? '').localeCompare(b.variant?.id ?? ''),
  );

/** What an order request asks for (cart lines, address, method), as a stable hash. */
function requestHash(input: PlaceOrderInput): string {
  const { shippingAddress: a } = input;
  const canonical = JSON.stringify([
    cartLines(input),
    [a.fullName, a.address, a.city, a.postalCode, a.country],
    input.paymentMethod,
    ...(input.deliveryOptionId ? [[input.deliveryOptionId, input.servicePointId ?? '']] : []),
    input.discountCode?.toLowerCase() ?? '',
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Placing an order: priced from the catalogue (the client's prices are ignored), stock taken in the
 * same transaction with guarded updates so concurrent buyers can never oversell, and retries with the
 * same Idempotency-Key answered with the first order.
 */
export class OrderPlacementService {
  constructor(private readonly deps: Deps) {}

  async place(buyer: User, input: PlaceOrderInput, idempotencyKey?: string): Promise<Order> {
    const key = idempotencyKey ? { key: idempotencyKey, hash: requestHash(input) } : undefined;
    if (key) {
      const existing = await this.deps.em.findOne(OrderSchema, { buyer: buyer.id, idempotencyKey: key.key });
      if (existing) return this.retried(existing, key.hash);
    }
    // Asked before the transaction: waiting for a carrier never holds a row lock (delivery-choice.ts).
    const delivery = await chooseDelivery(this.deps.em, this.deps.carriers, {
      deliveryOptionId: input.deliveryOptionId,
      servicePointId: input.servicePointId,
      postalCode: input.shippingAddress.postalCode,
    });
    let order: Order;
    try {
      order = await this.deps.em.transactional(async (em) => {
        const created = await this.create(em, buyer, input, key, delivery);
        await this.deps.orderLifecycle.placed(em, created, buyer.id);
        return created;
      });
    } catch (error) {
      // A concurrent retry with the same key committed first: answer with that order.
      if (key && error instanceof UniqueConstraintViolationException) {
        const first = await this.deps.em.findOneOrFail(OrderSchema, {
          buyer: buyer.id,
          idempotencyKey: key.key,
        });
        return this.retried(first, key.hash);
      }
      throw error;
    }
    await this.deps.catalogueVersion.bump();
    return this.loaded(order.id);
  }

  /** A retry gets the first order; the same key with a different cart is a client bug (as Stripe answers it). */
  private retried(first: Order, hash: string): Promise<Order> {
    if (first.idempotencyHash !== null && first.idempotencyHash !== hash) {
      throw new UnprocessableError(msg('orders.orderKeyReused'), 'IDEMPOTENCY_KEY_REUSED');
    }
    return this.loaded(first.id);
  }

  /** The order with everything its answer shows (buyer, shop, items, refunds). */
  private loaded(id: string): Promise<Order> {
    return this.deps.em.findOneOrFail(OrderSchema, { id }, { populate: orderAnswerPopulate });
  }

  private async create(
    em: EntityManager,
    buyer: User,
    input: PlaceOrderInput,
    idempotency?: { key: string; hash: string },
    delivery: DeliveryChoice | null = null,
  ) {
    // Each line priced from the catalogue: the product's price, or its chosen variant's.
    const sellable = await sellableLines(em, input.orderItems);
    const products = sellable.map((line) => line.product);
    const seller = products[0]!.seller;
    if (products.some((product) => product.seller.id !== seller.id)) {
      throw new BadRequestError(msg('orders.mixedSellers'), 'MIXED_SELLERS');
    }
    if (!seller.isSeller)
      throw new BadRequestError(
        msg('orders.shopClosed', { name: seller.seller.name || msg('orders.thisShop') }),
        'SHOP_CLOSED',
      );
    // Stopped for lacking its DAC7 tax details (docs/dac7.md): no orders until they are given.
    if (seller.salesStoppedAt)
      throw new BadRequestError(
        msg('orders.salesStopped', { name: seller.seller.name || msg('orders.thisShop') }),
        'SALES_STOPPED',
      );
    if (seller.id === buyer.id) throw new BadRequestError(msg('orders.ownShop'), 'OWN_SHOP');
    if (!paymentMethodsOf(seller, this.deps.paymentProviders).includes(input.paymentMethod)) {
      throw new BadRequestError(
        msg('orders.methodNotTaken', {
          name: seller.seller.name || msg('orders.thisShop'),
          paymentMethod: input.paymentMethod,
        }),
        'PAYMENT_METHOD_NOT_OFFERED',
      );
    }
    for (const line of inLockOrder(sellable)) await takeStock(em, line);

    const priced = sellable;
    // The code and the free-shipping limit are priced in order-pricing.ts (its row lock counts the uses).
    // The chosen delivery option's price, or each item's shipping price for a shop without options
    // (delivery-choice.ts); free shipping (the shop's limit, a code) makes either free, and a
    // free-shipping code gives what the chosen shipping would have cost.
    const price = await priceOrder(em, {
      shop: seller,
      buyer,
      lines: priced,
      code: input.discountCode,
      placing: true,
      shipping: (cart) => deliveryShippingOre(em, delivery, seller.id, cart, this.deps.carriers),
    });
    const discounts = new Map(priced.map((line, index) => [line, price.lineDiscountsOre[index]!]));
    const { itemsOre, shippingOre } = price;
    const taxOre = 0; // VAT is included in the prices (vatLines shows it), never added on top.
    const { shippingAddress: address } = input;
    const order = em.create(OrderSchema, {
      buyer: buyer.id,
      seller: seller.id,
      shopName: seller.seller.name,
      shippingFullName: address.fullName,
      shippingAddress: address.address,
      shippingCity: address.city,
      shippingPostalCode: address.postalCode,
      shippingCountry: address.country,
      paymentMethod: input.paymentMethod,
      itemsOre,
      shippingOre,
      taxOre,
      totalOre: itemsOre + shippingOre + taxOre,
      ...deliveryColumns(delivery),
      discountCode: price.code?.code ?? null,
      discountOre: price.discountOre,
      sellerVatRegistered: seller.seller.vatRegistered,
      idempotencyKey: idempotency?.key ?? null,
      idempotencyHash: idempotency?.hash ?? null,
      paidAt: null,
      deliveredAt: null,
      paymentResult: null,
    });
    // Items keep the cart's order of lines as the buyer saw it.
    priced.sort((a, b) => a.position - b.position);
    for (const line of priced) {
      const { product, qty } = line;
      em.create(OrderItemSchema, {
        order,
        product: product.id,
        position: line.position,
        name: product.name,
        image: line.image,
        variant: line.variant?.id ?? null,
        variantLabel: line.label,
        sku: line.sku,
        qty,
        priceOre: line.priceOre,
        shippingPriceOre: price.freeShipping ? 0 : product.shippingPriceOre,
        discountOre: discounts.get(line)!,
        // A shop that is not VAT-registered sells without VAT, whatever a product row still says.
        vatRate: seller.seller.vatRegistered ? product.vatRate : 0,
      });
    }
    await em.flush();
    await useCode(em, price, order.id, buyer.id);
    return order;
  }
}
