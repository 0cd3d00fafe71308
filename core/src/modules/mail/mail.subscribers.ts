import type { AwilixContainer } from 'awilix';
import type { Cradle } from '../../kernel/cradle';
import { UserSchema } from '../users/user.entity';
import { enqueueMail } from './mail-queue';
import { orderReference } from '../orders/order-reference';
import { loadOrderMailData } from './order-mail-data';
import { applicationReceivedMail, sellerApprovedMail } from './templates/account.templates';
import {
  newOrderMail,
  orderConfirmationMail,
  orderDeletedMail,
  orderDeliveredMail,
  orderPaidMail,
} from './templates/order.templates';

/**
 * The shop's emails, as reactions to domain events. They run after the call that caused them has
 * answered (the event bus never waits), and only enqueue: the worker sends.
 */
export function registerMailSubscribers(container: AwilixContainer<Cradle>): void {
  const { events, orm, config, paymentProviders } = container.cradle;
  const url = config.publicUrl;

  events.on('order.placed', async ({ orderId }) => {
    const em = orm.em.fork();
    const order = await loadOrderMailData(em, orderId, url, paymentProviders);
    if (!order) return;
    if (order.buyer) await enqueueMail(em, orderConfirmationMail(order.buyer.email, order));
    if (order.seller) await enqueueMail(em, newOrderMail(order.seller.email, order));
  });

  events.on('order.paid', async ({ orderId }) => {
    const em = orm.em.fork();
    const order = await loadOrderMailData(em, orderId, url);
    if (order?.buyer) await enqueueMail(em, orderPaidMail(order.buyer.email, order));
  });

  events.on('order.delivered', async ({ orderId }) => {
    const em = orm.em.fork();
    const order = await loadOrderMailData(em, orderId, url);
    if (order?.buyer) await enqueueMail(em, orderDeliveredMail(order.buyer.email, order));
  });

  // An unpaid order was deleted (by the buyer, the seller or an admin): nobody pays, nothing ships.
  events.on('order.deleted', async ({ orderId, buyerId, sellerId }) => {
    const em = orm.em.fork();
    const seller = sellerId ? await em.findOne(UserSchema, { id: sellerId }) : null;
    const buyer = buyerId ? await em.findOne(UserSchema, { id: buyerId }) : null;
    const order = { reference: orderReference(orderId), shopName: seller?.seller.name || 'Torget' };
    if (buyer) await enqueueMail(em, orderDeletedMail(buyer.email, order, 'buyer'));
    if (seller) await enqueueMail(em, orderDeletedMail(seller.email, order, 'seller'));
  });

  events.on('seller.applied', async ({ userId }) => {
    const em = orm.em.fork();
    const applicant = await em.findOne(UserSchema, { id: userId });
    if (!applicant) return;
    const admins = await em.find(UserSchema, { isAdmin: true });
    const details = { name: applicant.name, email: applicant.email, plan: applicant.seller.plan ?? null };
    for (const admin of admins) {
      await enqueueMail(
        em,
        applicationReceivedMail(admin.email, details, `${url}/user/${applicant.id}/edit`),
      );
    }
  });

  events.on('seller.approved', async ({ userId }) => {
    const em = orm.em.fork();
    const seller = await em.findOne(UserSchema, { id: userId });
    if (seller)
      await enqueueMail(
        em,
        sellerApprovedMail(seller.email, seller.name, seller.seller.name, `${url}/my_shop_menu`),
      );
  });
}
