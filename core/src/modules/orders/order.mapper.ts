import type { OrderDto } from '@torget/contract';
import type { PaymentRegistry } from '../../plugins/payment-registry';
import { oreToSek } from '../../shared/money';
import { toPaymentShop } from '../users/payment-shop';
import type { User } from '../users/user.entity';
import type { Order, OrderItem } from './order.entity';
import { countsAgainstPayment, refundableOre } from './order-refunds';
import { vatShares } from './order-vat';
import { toOrderDeliveryDto } from './order-delivery';
import { stateOf } from './order-lifecycle';
import { toWithdrawalDto } from './order-withdrawal';

type LoadedOrder = Order & { buyer?: User | null; seller?: User | null };

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/**
 * docs/product.md §3 order fields, the VAT its prices include, its refunds and withdrawals; prices in SEK.
 * The relations of `orderAnswerPopulate` must be loaded. The payment providers say whether the shop marks this order paid by hand, so
 * apps show that form without knowing the method, and what can still be refunded through Torget.
 */
export function toOrderDto(
  order: LoadedOrder,
  items: OrderItem[],
  payments: Pick<PaymentRegistry, 'shopMarksPaid' | 'forMethod'>,
): OrderDto {
  const seller = order.seller;
  return {
    _id: order.id,
    orderItems: items.map((item) => ({
      _id: item.id,
      name: item.name,
      qty: item.qty,
      image: item.image,
      price: oreToSek(item.priceOre),
      shipping_price: oreToSek(item.shippingPriceOre),
      vat_rate: item.vatRate,
      product: item.product?.id ?? null,
      variant: item.variant?.id ?? null,
      variantLabel: item.variantLabel,
      sku: item.sku,
    })),
    shippingAddress: {
      fullName: order.shippingFullName,
      address: order.shippingAddress,
      city: order.shippingCity,
      postalCode: order.shippingPostalCode,
      country: order.shippingCountry,
    },
    paymentMethod: order.paymentMethod,
    shopMarksPaid: payments.shopMarksPaid(order.paymentMethod, toPaymentShop(seller, order.shopName)),
    itemsPrice: oreToSek(order.itemsOre),
    shippingPrice: oreToSek(order.shippingOre),
    taxPrice: oreToSek(order.taxOre),
    totalPrice: oreToSek(order.totalOre),
    discount: order.discountCode ? { code: order.discountCode, amount: oreToSek(order.discountOre) } : null,
    vatLines: vatShares(items, order.shippingOre).map(({ rate, vatOre }) => ({
      rate,
      amount: oreToSek(vatOre),
    })),
    sellerVatRegistered: order.sellerVatRegistered,
    status: stateOf(order),
    isPaid: order.isPaid,
    paidAt: iso(order.paidAt),
    isShipped: order.isShipped,
    shippedAt: iso(order.shippedAt),
    isDelivered: order.isDelivered,
    deliveredAt: iso(order.deliveredAt),
    delivery: toOrderDeliveryDto(order, order.shippedAt),
    createdAt: order.createdAt.toISOString(),
    seller: seller
      ? {
          _id: seller.id,
          seller: {
            name: seller.seller.name,
            logo: seller.seller.logo,
            has_swish: seller.seller.hasSwish,
            swish_number: seller.seller.swishNumber,
          },
        }
      : null,
    shopName: order.shopName,
    user: order.buyer ? { _id: order.buyer.id, name: order.buyer.name } : null,
    refunds: order.refunds
      .getItems()
      .filter(countsAgainstPayment)
      .map((refund) => ({
        amount: oreToSek(refund.amountOre),
        date: refund.createdAt.toISOString(),
        status: refund.status === 'completed' ? ('completed' as const) : ('pending' as const),
      })),
    refundable: oreToSek(refundableOre(order, payments)),
    withdrawal: toWithdrawalDto(order, items),
  };
}
