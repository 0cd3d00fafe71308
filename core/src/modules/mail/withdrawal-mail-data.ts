import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentRegistry } from '../../plugins/payment-registry';
import { OrderSchema, OrderWithdrawalSchema } from '../orders/order.entity';
import { returnToOf } from '../orders/order-return';
import { loadOrderMailData } from './order-mail-data';
import type { OrderMailData } from './templates/order.templates';
import type { WithdrawalMailData } from './templates/withdrawal.templates';

/** What the withdrawal mails show: the order and the withdrawal; null when either is gone. */
export async function loadWithdrawalMailData(
  em: EntityManager,
  ids: { orderId: string; withdrawalId: string },
  publicUrl: string,
  paymentProviders: PaymentRegistry,
): Promise<{ order: OrderMailData; withdrawal: WithdrawalMailData } | null> {
  const order = await loadOrderMailData(em, ids.orderId, publicUrl, paymentProviders);
  const withdrawal = await em.findOne(
    OrderWithdrawalSchema,
    { id: ids.withdrawalId },
    { populate: ['items', 'items.orderItem'] },
  );
  if (!order || !withdrawal) return null;
  const placed = await em.findOne(OrderSchema, { id: ids.orderId }, { populate: ['seller'] });
  const items = withdrawal.items.getItems().map(({ orderItem, qty }) => ({
    name: orderItem.name,
    qty,
    amountOre: (orderItem.priceOre + orderItem.shippingPriceOre) * qty,
  }));
  return {
    order,
    withdrawal: {
      date: withdrawal.createdAt,
      reason: withdrawal.reason,
      items: items.map(({ name, qty }) => ({ name, qty })),
      amountOre: items.reduce((sum, item) => sum + item.amountOre, 0),
      returnTo: placed ? returnToOf(placed.seller, placed.shopName) : null,
    },
  };
}
