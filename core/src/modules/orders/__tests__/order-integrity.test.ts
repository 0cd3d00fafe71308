import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, waitForLockWaiters, type TestApp, type TestUser } from '../../../testing';
import { createShop, orderBody, type Shop } from './fixtures';

let app: TestApp;
let shop: Shop;
let buyer: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  shop = await createShop(app, [
    { name: 'Flygel', price: 25_000, countInStock: 5_000 },
    { name: 'Pall', price: 100, countInStock: 5_000 },
  ]);
  buyer = await app.createUser();
});
afterAll(() => app.close());

const flygel = () => shop.products[0]!._id;
const pall = () => shop.products[1]!._id;

describe('money and integrity', () => {
  it('an order above 21 474 836,47 SEK (2^31 öre) is placed and priced exactly', async () => {
    const res = await app.http.post('/api/orders', orderBody([{ product: flygel(), qty: 1_000 }]), {
      token: buyer.token,
    });
    expect(res.status).toBe(201);
    expect(res.body.totalPrice).toBe(25_000_000);
    const again = await app.http.get(`/api/orders/${res.body._id}`, { token: buyer.token });
    expect(again.body.itemsPrice).toBe(25_000_000);
  });

  it('an Idempotency-Key reused with a different cart answers 422; the same cart gets the first order', async () => {
    const headers = { 'idempotency-key': 'checkout-reuse-1' };
    const first = await app.http.post('/api/orders', orderBody([{ product: pall(), qty: 1 }]), {
      token: buyer.token,
      headers,
    });
    expect(first.status).toBe(201);
    const same = await app.http.post('/api/orders', orderBody([{ product: pall(), qty: 1 }]), {
      token: buyer.token,
      headers,
    });
    expect(same.status).toBe(201);
    expect(same.body._id).toBe(first.body._id);
    const other = await app.http.post('/api/orders', orderBody([{ product: pall(), qty: 3 }]), {
      token: buyer.token,
      headers,
    });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(other.body.message).toContain('Idempotency-Key');
  });

  it.each([
    { first: 'mark-paid', second: 'delete' },
    { first: 'delete', second: 'mark-paid' },
  ] as const)(
    "a seller's mark-paid and the buyer's delete at one moment ($first first): one wins, the other is told 409",
    async ({ first }) => {
      const placed = await app.http.post('/api/orders', orderBody([{ product: pall(), qty: 1 }]), {
        token: buyer.token,
      });
      const id: string = placed.body._id;
      // Hold the order's row; both requests pass their checks and queue at its lock, in a known order
      // (PostgreSQL grants a row's waiters in turn), and only then is it released.
      const holder = new pg.Client({ connectionString: app.orm.config.get('clientUrl') });
      await holder.connect();
      await holder.query('begin');
      await holder.query('select id from orders where id = $1 for update', [id]);
      const markPaid = () =>
        app.http.put(
          `/api/orders/${id}/update`,
          { is_paid: true, paid_date: '2026-11-20' },
          { token: shop.seller.token },
        );
      const remove = () => app.http.delete(`/api/orders/${id}`, { token: buyer.token });
      const [startFirst, startSecond] = first === 'mark-paid' ? [markPaid, remove] : [remove, markPaid];
      const firstAnswer = startFirst();
      await waitForLockWaiters(app, 1);
      const secondAnswer = startSecond();
      await waitForLockWaiters(app, 2);
      await holder.query('commit');
      await holder.end();
      const [winner, loser] = await Promise.all([firstAnswer, secondAnswer]);

      expect(winner.status).toBe(200);
      expect(loser.status).toBe(409);
      const after = await app.http.get(`/api/orders/${id}`, { token: buyer.token });
      if (first === 'mark-paid') {
        // The delete re-reads the order under the lock and finds it paid.
        expect(loser.body.code).toBe('ORDER_STATE');
        expect(after.body.isPaid).toBe(true);
      } else {
        // The update finds the row gone under the lock.
        expect(loser.body).toMatchObject({ code: 'ORDER_DELETED' });
        expect(after.status).toBe(404);
      }
    },
  );
});
