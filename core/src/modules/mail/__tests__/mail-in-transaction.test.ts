import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { createShop, orderBody } from '../../orders/__tests__/fixtures';
import { JOB_SCHEMA } from '../../../shared/job-queue';
import { MAIL_QUEUE } from '../mail-queue';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/**
 * A mail must be queued by the very transaction that made the change it reports, so a crash can never
 * commit the change and lose the mail. PostgreSQL stamps every row a transaction writes with that
 * transaction's id (the `xmin` column): the queued mail and the changed row must carry the same one.
 * Read at once, without waiting: the call's answer means both are committed.
 */
const sql = <T>(query: string, params: unknown[] = []) => app.orm.em.fork().execute<T[]>(query, params);
const rowXid = async (table: string, id: string) =>
  (await sql<{ xid: string }>(`select xmin::text as xid from ${table} where id = ?`, [id]))[0]?.xid;
const mailXids = async (recipient: string) =>
  (
    await sql<{ xid: string }>(
      `select xmin::text as xid from ${JOB_SCHEMA}.job where name = ? and data->>'to' = ?
       order by created_on, id`,
      [MAIL_QUEUE, recipient],
    )
  ).map(({ xid }) => xid);

describe('mail is queued inside the transaction of the change', () => {
  it('for an order placed, paid, delivered and deleted', async () => {
    const shop = await createShop(app, [{ name: 'Kanna', price: 200, countInStock: 5 }]);
    const buyer = await app.createUser();
    const place = () =>
      app.http.post('/api/orders', orderBody([{ product: shop.products[0]!._id, qty: 1 }]), {
        token: buyer.token,
      });

    const placed = await place();
    expect(placed.status).toBe(201);
    const id = placed.body._id as string;
    const placedXid = await rowXid('orders', id);
    expect(await mailXids(buyer.email)).toEqual([placedXid]);
    expect(await mailXids(shop.seller.email)).toEqual([placedXid]);

    const paid = await app.http.put(
      `/api/orders/${id}/update`,
      { is_paid: true, paid_date: '2026-11-22' },
      { token: shop.seller.token },
    );
    expect(paid.status).toBe(200);
    const paidXid = await rowXid('orders', id);
    expect(paidXid).not.toBe(placedXid);
    expect(await mailXids(buyer.email)).toEqual([placedXid, paidXid]);

    await app.http.put(
      `/api/orders/${id}/update`,
      { is_delivered: true, delivered_date: '2026-11-23' },
      { token: shop.seller.token },
    );
    expect(await mailXids(buyer.email)).toEqual([placedXid, paidXid, await rowXid('orders', id)]);

    // A deleted order's row is gone; the stock it returns is written by the same transaction.
    const second = await place();
    const deleted = await app.http.delete(`/api/orders/${second.body._id}`, { token: buyer.token });
    expect(deleted.status).toBe(200);
    const stockXid = await rowXid('products', shop.products[0]!._id);
    expect((await mailXids(buyer.email)).at(-1)).toBe(stockXid);
    expect((await mailXids(shop.seller.email)).at(-1)).toBe(stockXid);
  });

  it('for a seller application and its approval', async () => {
    const admin = await app.createUser({ admin: true });
    const applicant = await app.createUser();
    const applied = await app.http.put(
      '/api/users/profile',
      {
        wants_to_be_seller: true,
        seller_plan: 1,
        seller_name: 'Ateljén',
        seller_address: 'Ågatan 1',
        seller_post_number: '582 23',
        seller_city: 'Linköping',
        seller_phone: '013-12 34 56',
        seller_organisation_number: '556016-0680',
      },
      { token: applicant.token },
    );
    expect(applied.status).toBe(200);
    expect(await mailXids(admin.email)).toEqual([await rowXid('users', applicant.id)]);

    const approved = await app.http.put(
      `/api/users/${applicant.id}`,
      { is_seller: true },
      { token: admin.token },
    );
    expect(approved.status).toBe(200);
    expect(await mailXids(applicant.email)).toEqual([await rowXid('users', applicant.id)]);
  });
});
