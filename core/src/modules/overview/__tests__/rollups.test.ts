import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlugin } from '../../../plugins/define-plugin';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { LedgerProvider, ledgerPlugin } from '../../payments/__tests__/ledger.plugin';
import { createProduct } from '../../products/__tests__/fixtures';
import { markPaid, place, todayInStockholm } from './fixtures';

// The shop's overview reads daily rollups kept by triggers; these follow each change that moves them
// and compare the rollups with the figures counted from the orders themselves.
const ledger = new LedgerProvider();
let app: TestApp;
let seller: TestUser;
let buyer: TestUser;
const ids = {} as Record<'kopp' | 'tallrik' | 'late' | 'midnight' | 'paypal', string>;

beforeAll(async () => {
  app = await createTestApp({ plugins: [loadPlugin(ledgerPlugin(ledger), {})] });
  seller = await app.createUser({
    seller: { plan: 2, hasPaypal: true, hasSwish: true, name: 'Rullboden' },
  });
  buyer = await app.createUser({ name: 'Rut Rullsson' });
  ids.kopp = (await createProduct(app, seller, { name: 'Kopp', price: 40, countInStock: 50 }))._id;
  ids.tallrik = (await createProduct(app, seller, { name: 'Tallrik', price: 90, countInStock: 50 }))._id;
});

afterAll(async () => {
  await app?.close();
});

const overview = async (query: string) => {
  const res = await app.http.get(`/api/overview/shop?${query}`, { token: seller.token });
  expect(res.status, res.text).toBe(200);
  return res.body as {
    sales: { points: { date: string; revenue: number; orders: number; refunds: number }[] };
    bestSellers: { product: string | null; name: string; units: number; revenue: number }[];
  };
};
const day = async (date: string) => (await overview(`end=${date}`)).sales.points.find((p) => p.date === date);
const sql = <T>(query: string, params: unknown[] = []) => app.orm.em.fork().execute<T[]>(query, params);

/** The rollups hold exactly what counting the orders gives (per shop and Stockholm day). */
async function expectRollupsMatchOrders() {
  const counted = await sql(
    `select seller_id, day, sum(orders)::int as orders, sum(revenue)::int as revenue, sum(refunds)::int as refunds
     from (
       select o.seller_id, (o.paid_at at time zone 'Europe/Stockholm')::date as day, count(*) as orders,
         sum(o.total_ore) as revenue, 0 as refunds
       from orders o where o.is_paid and o.seller_id is not null group by 1, 2
       union all
       select o.seller_id, (r.created_at at time zone 'Europe/Stockholm')::date, 0, 0, sum(r.amount_ore)
       from order_refunds r join orders o on o.id = r.order_id
       where r.status <> 'failed' and o.seller_id is not null group by 1, 2
     ) parts group by 1, 2 having sum(orders) <> 0 or sum(refunds) <> 0 order by 1, 2`,
  );
  const rolled = await sql(
    `select seller_id, day, orders::int, revenue_ore::int as revenue, refunds_ore::int as refunds
     from shop_sales_daily where orders <> 0 or refunds_ore <> 0 order by 1, 2`,
  );
  expect(rolled).toEqual(counted);
  const lines = await sql(
    `select o.seller_id, (o.paid_at at time zone 'Europe/Stockholm')::date as day, i.product_id, i.name,
       sum(i.qty)::int as units, sum(i.qty::bigint * i.price_ore)::int as revenue
     from orders o join order_items i on i.order_id = o.id
     where o.is_paid and o.seller_id is not null group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  );
  const rolledLines = await sql(
    `select seller_id, day, product_id, name, units::int, revenue_ore::int as revenue
     from shop_product_sales_daily where units <> 0 order by 1, 2, 3, 4`,
  );
  expect(rolledLines).toEqual(lines);
}

describe('the overview rollups', () => {
  it('count an order on the Stockholm day it was paid, either side of midnight', async () => {
    // 23:59:59 on 3 November in Stockholm, and midnight of the 4th (23:00 UTC on the 3rd).
    ids.late = await place(app, buyer, [{ product: ids.kopp, qty: 1 }]);
    await markPaid(app, seller, ids.late, '2026-11-03T22:59:59Z');
    ids.midnight = await place(app, buyer, [{ product: ids.tallrik, qty: 2 }]);
    await markPaid(app, seller, ids.midnight, '2026-11-03T23:00:00Z');
    expect(await day('2026-11-03')).toEqual({ date: '2026-11-03', revenue: 40, orders: 1, refunds: 0 });
    expect(await day('2026-11-04')).toEqual({ date: '2026-11-04', revenue: 180, orders: 1, refunds: 0 });
    expect((await overview('end=2026-11-04')).bestSellers).toEqual([
      { product: ids.tallrik, name: 'Tallrik', units: 2, revenue: 180 },
      { product: ids.kopp, name: 'Kopp', units: 1, revenue: 40 },
    ]);
    await expectRollupsMatchOrders();
  });

  it('leave out unpaid orders and one deleted before it was paid', async () => {
    const unpaid = await place(app, buyer, [{ product: ids.kopp, qty: 5 }]);
    const res = await app.http.delete(`/api/orders/${unpaid}`, { token: buyer.token });
    expect(res.status, res.text).toBe(200);
    await place(app, buyer, [{ product: ids.kopp, qty: 3 }]);
    expect((await overview('end=2026-11-04')).bestSellers[1]).toMatchObject({ name: 'Kopp', units: 1 });
    await expectRollupsMatchOrders();
  });

  it('show a refund on the day it was made', async () => {
    ids.paypal = await place(app, buyer, [{ product: ids.kopp, qty: 2 }], 'PayPal');
    const paymentId = ledger.pay({ _id: ids.paypal, totalPrice: 80 });
    const paid = await app.http.put(`/api/orders/${ids.paypal}/pay`, { paymentId }, { token: buyer.token });
    expect(paid.status, paid.text).toBe(200);
    const refund = await app.http.post(
      `/api/orders/${ids.paypal}/refund`,
      { amount: 30 },
      { token: seller.token },
    );
    expect(refund.status, refund.text).toBe(200);
    const today = todayInStockholm();
    expect(await day(today)).toEqual({ date: today, revenue: 80, orders: 1, refunds: 30 });
    await expectRollupsMatchOrders();
  });

  it('move an order whose payment date is changed, and drop a deleted one with its refunds', async () => {
    // No route re-dates or deletes a paid order today; the triggers follow any writer all the same.
    await sql(`update orders set paid_at = '2026-11-05T10:00:00Z' where id = ?`, [ids.midnight]);
    expect(await day('2026-11-04')).toEqual({ date: '2026-11-04', revenue: 0, orders: 0, refunds: 0 });
    expect(await day('2026-11-05')).toEqual({ date: '2026-11-05', revenue: 180, orders: 1, refunds: 0 });
    await expectRollupsMatchOrders();

    await sql('delete from orders where id = ?', [ids.paypal]);
    const today = todayInStockholm();
    expect(await day(today)).toEqual({ date: today, revenue: 0, orders: 0, refunds: 0 });
    await sql('delete from orders where id = ?', [ids.late]);
    expect(await day('2026-11-03')).toEqual({ date: '2026-11-03', revenue: 0, orders: 0, refunds: 0 });
    expect((await overview('end=2026-11-05')).bestSellers).toEqual([
      { product: ids.tallrik, name: 'Tallrik', units: 2, revenue: 180 },
    ]);
    await expectRollupsMatchOrders();
  });

  it('keep a deleted product among the best sellers under its name', async () => {
    const res = await app.http.delete(`/api/products/${ids.tallrik}`, { token: seller.token });
    expect(res.status, res.text).toBe(200);
    expect((await overview('end=2026-11-05')).bestSellers).toEqual([
      { product: null, name: 'Tallrik', units: 2, revenue: 180 },
    ]);
    await expectRollupsMatchOrders();
  });
});
