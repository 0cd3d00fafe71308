import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentRegistry } from '../../plugins/payment-registry';
import { OrderSchema, type Order } from '../orders/order.entity';
import { orderReference } from '../orders/order-reference';
import { toPaymentOrder } from '../orders/payment-order';
import { vatShares } from '../orders/order-vat';
import type { User } from '../users/user.entity';
import type { OrderMailData, TraderMailData } from './templates/order.templates';

/**
 * Reads what the order emails show; null when the order is gone. With the payment providers, it
 * includes how to pay (the confirmation mail's instructions, from the order's payment plugin).
 */
export async function loadOrderMailData(
  em: EntityManager,
  orderId: string,
  publicUrl: string,
  paymentProviders?: PaymentRegistry,
): Promise<OrderMailData | null> {
  const order = await em.findOne(OrderSchema, { id: orderId }, { populate: ['buyer', 'seller', 'items'] });
  if (!order) return null;
  return {
    id: order.id,
    reference: orderReference(order.id),
    link: `${publicUrl}/order/${order.id}`,
    termsLink: `${publicUrl}/terms`,
    date: order.createdAt,
    buyer: order.buyer ? { name: order.buyer.name, email: order.buyer.email } : null,
    seller: order.seller ? { name: order.seller.name, email: order.seller.email } : null,
    trader: order.seller ? traderOf(order.seller, order.sellerVatRegistered) : null,
    shopName: order.shopName,
    paymentMethod: order.paymentMethod,
    paymentLabel: paymentProviders?.forMethod(order.paymentMethod)?.label.sv ?? order.paymentMethod,
    paymentInstructions: paymentInstructions(order, publicUrl, paymentProviders),
    items: order.items
      .getItems()
      .map((item) => ({ name: item.name, qty: item.qty, priceOre: item.priceOre, vatRate: item.vatRate })),
    vatLines: vatShares(order.items.getItems(), order.shippingOre).map(({ rate, vatOre }) => ({
      rate,
      vatOre,
    })),
    sellerVatRegistered: order.sellerVatRegistered,
    itemsOre: order.itemsOre,
    shippingOre: order.shippingOre,
    totalOre: order.totalOre,
    shipping: [
      order.shippingFullName,
      order.shippingAddress,
      `${order.shippingPostalCode} ${order.shippingCity}`,
      order.shippingCountry,
    ].join('\n'),
  };
}

/** The order's payment plugin says how to pay; by default, on the order page. */
function paymentInstructions(order: Order, publicUrl: string, providers: PaymentRegistry | undefined) {
  const provider = providers?.forMethod(order.paymentMethod);
  const fromPlugin = provider?.mailInstructions?.(toPaymentOrder(order, publicUrl));
  return fromPlugin?.sv ?? `Betala med ${provider?.label.sv ?? order.paymentMethod} på orderns sida.`;
}

/** The shop as the seller of record on a receipt: who the buyer's contract is with. */
function traderOf(seller: User, vatRegistered: boolean): TraderMailData {
  const shop = seller.seller;
  return {
    legalName: shop.legalName || shop.name,
    address: [shop.address, `${shop.postNumber} ${shop.city}`.trim()].filter(Boolean).join(', '),
    organisationNumber: shop.organisationNumber,
    vatNumber: vatRegistered ? shop.vatNumber : '',
    email: shop.contactEmail,
    phone: shop.phone,
  };
}
