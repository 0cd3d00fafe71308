import type { TestApp, TestUser } from '../../../testing';
import { address } from '../../orders/__tests__/fixtures';
import { JOB_SCHEMA } from '../../../shared/job-queue';
import { MAIL_QUEUE } from '../../mail/mail-queue';
import { createProduct } from '../../products/__tests__/fixtures';

export interface PlacedOrder {
  _id: string;
  totalPrice: number;
  isPaid: boolean;
}

/** A shop taking both PayPal and Swish, with one product (199 kr + 29 kr shipping). */
export async function createPayingShop(app: TestApp) {
  const seller = await app.createUser({ seller: { hasPaypal: true, hasSwish: true, name: 'Betalbutiken' } });
  const product = await createProduct(app, seller, {
    name: 'Ljusstake',
    price: 199,
    shipping_price: 29,
    countInStock: 100,
  });
  return { seller, product };
}

export async function placeOrder(
  app: TestApp,
  buyer: TestUser,
  productId: string,
  paymentMethod: 'PayPal' | 'Swish' = 'PayPal',
): Promise<PlacedOrder> {
  const res = await app.http.post(
    '/api/orders',
    { orderItems: [{ product: productId, qty: 1 }], shippingAddress: address, paymentMethod },
    { token: buyer.token },
  );
  if (res.status !== 201) throw new Error(`order failed: ${res.text}`);
  return res.body;
}

/** The payment events core recorded for an order, oldest first. */
export async function paymentEvents(app: TestApp, orderId: string) {
  return app.orm.em
    .fork()
    .execute<{ provider: string; event_id: string; type: string }[]>(
      'select provider, event_id, type from payment_events where order_id = ? order by created_at, event_id',
      [orderId],
    );
}

/** "Payment received" mails queued for the order's buyer (one per time the order became paid). */
export async function paidMails(app: TestApp, orderId: string): Promise<number> {
  const reference = `T${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  // Mail subscribers run after the call that published the event has answered.
  await new Promise((resolve) => setTimeout(resolve, 150));
  const [row] = await app.orm.em
    .fork()
    .execute<{ count: string }[]>(
      `select count(*) from ${JOB_SCHEMA}.job where name = ? and data->>'subject' like ?`,
      [MAIL_QUEUE, `Betalning mottagen för order ${reference}%`],
    );
  return Number(row!.count);
}
