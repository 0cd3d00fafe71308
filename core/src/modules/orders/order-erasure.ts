import type { EntityManager } from '@mikro-orm/postgresql';
import { WITHDRAWALS_TO_HANDLE } from './order-todo';

/**
 * What orders say about a person who wants their account deleted (docs/privacy.md): the orders module's part
 * of an erasure, called by the privacy module inside its transaction. Orders stay as bookkeeping records
 * (7 years); what a receipt does not need about a consumer leaves them.
 */

/**
 * An order still running: not delivered, and not ended by a refund of all of its payment. An unpaid order
 * counts too (it may still be paid, or its buyer deletes it).
 */
const RUNNING = `not o.is_delivered and not (o.is_paid and o.total_ore <= (
  select coalesce(sum(r.amount_ore), 0) from order_refunds r where r.order_id = o.id and r.status <> 'failed'))`;

/** Orders with a withdrawal the shop still owes for (the balances order-todo.ts publishes). */
const OWED = `exists (select 1 from ${WITHDRAWALS_TO_HANDLE} and b.order_id = o.id)`;

export interface ErasureBlockers {
  /** The person's orders as a buyer that are not delivered yet. */
  ordersRunning: number;
  /** The person's orders with a withdrawal not refunded yet. */
  withdrawalsOwed: number;
  /** Orders in the person's shop that are not delivered, or owe a refund for a withdrawal. */
  shopOrdersOpen: number;
}

export async function erasureBlockers(em: EntityManager, userId: string): Promise<ErasureBlockers> {
  const [row] = await em.execute<{ running: string; owed: string; shop: string }[]>(
    `select
       (select count(*) from orders o where o.buyer_id = ? and ${RUNNING}) as running,
       (select count(*) from orders o where o.buyer_id = ? and ${OWED}) as owed,
       (select count(*) from orders o where o.seller_id = ? and ((${RUNNING}) or ${OWED})) as shop`,
    [userId, userId, userId],
  );
  return {
    ordersRunning: Number(row!.running),
    withdrawalsOwed: Number(row!.owed),
    shopOrdersOpen: Number(row!.shop),
  };
}

/**
 * Leaves on the buyer's orders only what a receipt needs: the shop, lines, prices, VAT, payment method and
 * dates. The delivery name, address and the buyer's words on withdrawals go, and the order no longer points
 * at the person. (The country stays: it decides the VAT and says nothing about who.)
 */
export async function anonymiseBuyerOrders(em: EntityManager, userId: string): Promise<number> {
  await em.execute(
    `update order_withdrawals w set reason = '' from orders o where o.id = w.order_id and o.buyer_id = ?`,
    [userId],
  );
  await em.execute(`update order_events set actor_id = null where actor_id = ?`, [userId]);
  const rows = await em.execute(
    `update orders set buyer_id = null, shipping_full_name = '', shipping_address = '',
       shipping_postal_code = '', shipping_city = '', service_point = null, tracking_number = null,
       tracking_url = null
     where buyer_id = ? returning id`,
    [userId],
  );
  return rows.length;
}

/**
 * The retention rule: consumers' delivery details leave orders placed before `before` (7 years after the
 * end of the order's year); the record stays, anonymous. Answers how many orders it changed.
 */
export async function anonymiseOrdersBefore(em: EntityManager, before: Date): Promise<number> {
  await em.execute(
    `update order_withdrawals w set reason = '' from orders o
     where o.id = w.order_id and o.created_at < ? and w.reason <> ''`,
    [before],
  );
  const rows = await em.execute(
    `update orders set buyer_id = null, shipping_full_name = '', shipping_address = '',
       shipping_postal_code = '', shipping_city = '', service_point = null, tracking_number = null,
       tracking_url = null
     where created_at < ? and (buyer_id is not null or shipping_full_name <> '' or shipping_address <> '')
     returning id`,
    [before],
  );
  return rows.length;
}
