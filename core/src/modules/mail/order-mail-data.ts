import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentRegistry } from '../../plugins/payment-registry';
import { OrderSchema, type Order } from '../orders/order.entity';
import { orderReference } from '../orders/order-reference';
import { toPaymentOrder } from '../orders/payment-order';
import { vatShares } from '../orders/order-vat';
import type { User } from '../users/user.entity';
import type { OrderMailData, TraderMailData } from './templates/order.templates';
import { recipientOf } from './templates/mail-text';
import { msg, type Text } from '../../shared/messages';
import type { LocalizedText } from '@torget/i18n';

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
    buyer: order.buyer ? { name: order.buyer.name, ...recipientOf(order.buyer) } : null,
    seller: order.seller ? { name: order.seller.name, ...recipientOf(order.seller) } : null,
    trader: order.seller ? traderOf(order.seller, order.sellerVatRegistered) : null,
    shopName: order.shopName,
    paymentMethod: order.paymentMethod,
    paymentLabel: paymentProviders?.forMethod(order.paymentMethod)?.label ?? sameIn(order.paymentMethod),
    paymentInstructions: paymentInstructions(order, publicUrl, paymentProviders),
    items: order.items.getItems().map((item) => ({
      // The variant sold is named on the receipt: "Ullvante (Storlek M, Färg Grå)".
      name: item.variantLabel ? `${item.name} (${item.variantLabel})` : item.name,
      qty: item.qty,
      priceOre: item.priceOre,
      vatRate: item.vatRate,
    })),
    vatLines: vatShares(order.items.getItems(), order.shippingOre).map(({ rate, vatOre }) => ({
      rate,
      vatOre,
    })),
    sellerVatRegistered: order.sellerVatRegistered,
    itemsOre: order.itemsOre,
    shippingOre: order.shippingOre,
    totalOre: order.totalOre,
    discount: order.discountCode ? { code: order.discountCode, ore: order.discountOre } : null,
    shipping: [
      order.shippingFullName,
      order.shippingAddress,
      `${order.shippingPostalCode} ${order.shippingCity}`,
      order.shippingCountry,
    ].join('\n'),
  };
}

/** A method with no installed provider is named by its id, the same in every language. */
const sameIn = (text: string): LocalizedText => ({ sv: text, en: text });

/** The order's payment plugin says how to pay; by default, on the order page. */
function paymentInstructions(order: Order, publicUrl: string, providers: PaymentRegistry | undefined): Text {
  const provider = providers?.forMethod(order.paymentMethod);
  const fromPlugin = provider?.mailInstructions?.(toPaymentOrder(order, publicUrl));
  return fromPlugin ?? msg('mail.payOnOrderPage', { method: provider?.label ?? order.paymentMethod });
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
