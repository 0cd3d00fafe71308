import { expect } from 'vitest';
import type { TestApp, TestUser } from '../../../testing';
import { orderBody } from '../../orders/__tests__/fixtures';

/** Today in Stockholm, `YYYY-MM-DD` (the overviews' default last day). */
export const todayInStockholm = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());

/** Places an order of `items` from the buyer through the API; answers its id. */
export async function place(
  app: TestApp,
  buyer: TestUser,
  items: { product: string; qty: number }[],
  method = 'Swish',
): Promise<string> {
  const res = await app.http.post('/api/orders', orderBody(items, method), { token: buyer.token });
  expect(res.status, res.text).toBe(201);
  return res.body._id as string;
}

/** The shop marks an order paid (a method it confirms by hand) on an instant of its choosing. */
export async function markPaid(app: TestApp, seller: TestUser, orderId: string, paidAt: string) {
  const res = await app.http.put(
    `/api/orders/${orderId}/update`,
    { is_paid: true, paid_date: paidAt },
    { token: seller.token },
  );
  expect(res.status, res.text).toBe(200);
}

export async function markDelivered(app: TestApp, seller: TestUser, orderId: string) {
  const res = await app.http.put(
    `/api/orders/${orderId}/update`,
    { is_delivered: true, delivered_date: new Date().toISOString() },
    { token: seller.token },
  );
  expect(res.status, res.text).toBe(200);
}
