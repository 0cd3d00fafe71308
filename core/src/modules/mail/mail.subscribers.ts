import type { AwilixContainer } from 'awilix';
import type { Cradle } from '../../kernel/cradle';
import { UserSchema } from '../users/user.entity';
import { orderReference } from '../orders/order-reference';
import { loadOrderMailData } from './order-mail-data';
import { recipientOf } from './templates/mail-text';
import { loadWithdrawalMailData } from './withdrawal-mail-data';
import { loadShippedMailData } from './shipped-mail-data';
import { orderShippedMail } from './templates/shipped.templates';
import { withdrawalNoticeMail, withdrawalReceivedMail } from './templates/withdrawal.templates';
import { applicationReceivedMail, sellerApprovedMail } from './templates/account.templates';
import {
  newOrderMail,
  orderConfirmationMail,
  orderDeletedMail,
  orderDeliveredMail,
  orderPaidMail,
  orderRefundedMail,
} from './templates/order.templates';

/**
 * The shop's emails, as reactions to domain events. They run inside the transaction that made the
 * change (EventBus.publishInTransaction) and only enqueue there: the mail is queued exactly when the
 * change commits, so no crash can keep one without the other. The worker sends.
 */
export function registerMailSubscribers(container: AwilixContainer<Cradle>): void {
  const { events, config, paymentProviders, mailQueue } = container.cradle;
  const enqueueMail = mailQueue.enqueue.bind(mailQueue);
  const url = config.publicUrl;

  events.onTransaction('order.placed', async (em, { orderId }) => {
    const order = await loadOrderMailData(em, orderId, url, paymentProviders);
    if (!order) return;
    if (order.buyer) await enqueueMail(em, orderConfirmationMail(order.buyer, order));
    if (order.seller) await enqueueMail(em, newOrderMail(order.seller, order));
  });

  events.onTransaction('order.paid', async (em, { orderId }) => {
    const order = await loadOrderMailData(em, orderId, url);
    if (order?.buyer) await enqueueMail(em, orderPaidMail(order.buyer, order));
  });

  // Sent with its tracking link, in the buyer's language (issue 38).
  events.onTransaction('order.shipped', async (em, { orderId }) => {
    const data = await loadShippedMailData(em, orderId, url);
    if (data) await enqueueMail(em, orderShippedMail(data.buyer, data.order));
  });

  events.onTransaction('order.delivered', async (em, { orderId }) => {
    const order = await loadOrderMailData(em, orderId, url);
    if (order?.buyer) await enqueueMail(em, orderDeliveredMail(order.buyer, order));
  });

  events.onTransaction('order.refunded', async (em, { orderId, amountOre }) => {
    const order = await loadOrderMailData(em, orderId, url, paymentProviders);
    if (order?.buyer) await enqueueMail(em, orderRefundedMail(order.buyer, order, amountOre));
  });

  // The buyer withdrew: acknowledged to them at once, and the shop told, with the withdrawal itself.
  events.onTransaction('order.withdrawn', async (em, ids) => {
    const data = await loadWithdrawalMailData(em, ids, url, paymentProviders);
    if (!data) return;
    const { order, withdrawal } = data;
    if (order.buyer) await enqueueMail(em, withdrawalReceivedMail(order.buyer, order, withdrawal));
    if (order.seller) await enqueueMail(em, withdrawalNoticeMail(order.seller, order, withdrawal));
  });

  // An unpaid order was deleted (by the buyer, the seller or an admin): nobody pays, nothing ships.
  events.onTransaction('order.deleted', async (em, { orderId, buyerId, sellerId }) => {
    const seller = sellerId ? await em.findOne(UserSchema, { id: sellerId }) : null;
    const buyer = buyerId ? await em.findOne(UserSchema, { id: buyerId }) : null;
    const order = { reference: orderReference(orderId), shopName: seller?.seller.name || 'Torget' };
    if (buyer) await enqueueMail(em, orderDeletedMail(recipientOf(buyer), order, 'buyer'));
    if (seller) await enqueueMail(em, orderDeletedMail(recipientOf(seller), order, 'seller'));
  });

  events.onTransaction('seller.applied', async (em, { userId }) => {
    const applicant = await em.findOne(UserSchema, { id: userId });
    if (!applicant) return;
    const admins = await em.find(UserSchema, { isAdmin: true });
    const details = { name: applicant.name, email: applicant.email, plan: applicant.seller.plan ?? null };
    for (const admin of admins) {
      await enqueueMail(
        em,
        applicationReceivedMail(recipientOf(admin), details, `${url}/user/${applicant.id}/edit`),
      );
    }
  });

  events.onTransaction('seller.approved', async (em, { userId }) => {
    const seller = await em.findOne(UserSchema, { id: userId });
    if (seller)
      await enqueueMail(
        em,
        sellerApprovedMail(recipientOf(seller), seller.name, seller.seller.name, `${url}/my_shop_menu`),
      );
  });
}
