import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlugin } from '../../../plugins/define-plugin';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { LedgerProvider, ledgerPlugin } from '../../payments/__tests__/ledger.plugin';
import { createProduct } from '../../products/__tests__/fixtures';
import { markPaid, place, todayInStockholm } from './fixtures';

// The shop's overview reads rollups kept by triggers (sales per day, a product's sales per day and per
// week, reviews per day); these follow each change that moves them and compare the rollups with what
// counting the orders and reviews themselves gives, and the overview's answers with it.
const ledger = new LedgerProvider();
let app: TestApp;
let seller: TestUser;
let buyer: TestUser;
const ids = {} as Record<'kopp' | 'tallrik' | 'late' | 'midnight' | 'paypal' | 'fat', string>;

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
    sales: {
      from: string;
      to: string;
      points: { date: string; revenue: number; orders: number; refunds: number; discounts: number }[];
    };
    bestSellers: { product: string | null; name: string; units: number; revenue: number }[];
    latestReviews: { product: string; name: string; rating: number; createdAt: string }[];
    rating: { points: { date: string; reviews: number; rating: number | null }[] };
  };
};
const day = async (date: string) => (await overview(`end=${date}`)).sales.points.find((p) => p.date === date);
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.orm.em.fork().execute<T[]>(query, params);

/** The rollups hold exactly what counting the orders gives (per shop and Stockholm day). */
async function expectRollupsMatchOrders() {
  const counted = await sql(
    `select seller_id, day, sum(orders)::int as orders, sum(revenue)::int as revenue, sum(refunds)::int as refunds,
       sum(discounts)::int as discounts
     from (
       select o.seller_id, (o.paid_at at time zone 'Europe/Stockholm')::date as day, count(*) as orders,
         sum(o.total_ore) as revenue, 0 as refunds, sum(o.discount_ore) as discounts
       from orders o where o.is_paid and o.seller_id is not null group by 1, 2
       union all
       select o.seller_id, (r.created_at at time zone 'Europe/Stockholm')::date, 0, 0, sum(r.amount_ore), 0
       from order_refunds r join orders o on o.id = r.order_id
       where r.status <> 'failed' and o.seller_id is not null group by 1, 2
     ) parts group by 1, 2 having sum(orders) <> 0 or sum(refunds) <> 0 order by 1, 2`,
  );
  const rolled = await sql(
    `select seller_id, day, orders::int, revenue_ore::int as revenue, refunds_ore::int as refunds,
       discounts_ore::int as discounts
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
  const weeks = await sql(
    `select o.seller_id, date_trunc('week', o.paid_at at time zone 'Europe/Stockholm')::date as week, i.product_id,
       i.name, sum(i.qty)::int as units, sum(i.qty::bigint * i.price_ore)::int as revenue
     from orders o join order_items i on i.order_id = o.id
     where o.is_paid and o.seller_id is not null group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  );
  const rolledWeeks = await sql(
    `select seller_id, week, product_id, name, units::int, revenue_ore::int as revenue
     from shop_product_sales_weekly where units <> 0 order by 1, 2, 3, 4`,
  );
  expect(rolledWeeks).toEqual(weeks);
}

/** The reviews rollup holds what counting the reviews gives, and each review names its product's shop. */
async function expectReviewRollupMatches() {
  const counted = await sql(
    `select p.seller_id, (r.created_at at time zone 'Europe/Stockholm')::date as day, count(*)::int as reviews,
       sum(r.rating)::int as rating_sum
     from reviews r join products p on p.id = r.product_id group by 1, 2 order by 1, 2`,
  );
  const rolled = await sql(
    `select seller_id, day, reviews::int, rating_sum::int from shop_reviews_daily where reviews <> 0 order by 1, 2`,
  );
  expect(rolled).toEqual(counted);
  const astray = await sql(
    `select r.id from reviews r join products p on p.id = r.product_id where r.seller_id <> p.seller_id`,
  );
  expect(astray).toEqual([]);
}

/**
 * The best sellers of the overview ending `end`, counted from the paid orders' lines (a product named as on
 * its latest paid line in the period), as the answer lists them.
 */
async function countedBestSellers(from: string, to: string) {
  const rows = await sql<{ product: string | null; name: string; units: number; revenue: number }>(
    `with lines as (
       select i.product_id, i.name, i.qty, i.price_ore, o.paid_at
       from orders o join order_items i on i.order_id = o.id
       where o.seller_id = ? and o.is_paid
         and (o.paid_at at time zone 'Europe/Stockholm')::date between ?::date and ?::date
     )
     select l.product_id as product,
       (array_agg(l.name order by l.paid_at desc))[1] as name, sum(l.qty)::int as units,
       sum(l.qty * l.price_ore)::int as revenue
     from lines l group by l.product_id, case when l.product_id is null then l.name end
     order by revenue desc, units desc, name limit 5`,
    [seller.id, from, to],
  );
  return rows.map((row) => ({ ...row, revenue: row.revenue / 100 }));
}

/** The overview's best sellers equal counting the lines, for 30 days and 52 weeks ending on `ends`. */
async function expectBestSellersCounted(...ends: string[]) {
  for (const end of ends)
    for (const range of ['month', 'year']) {
      const body = await overview(`range=${range}&end=${end}`);
      expect(body.bestSellers, `${range} to ${end}`).toEqual(
        await countedBestSellers(body.sales.from, body.sales.to),
      );
    }
}

describe('the overview rollups', () => {
  it('count an order on the Stockholm day it was paid, either side of midnight', async () => {
    // 23:59:59 on 3 November in Stockholm, and midnight of the 4th (23:00 UTC on the 3rd).
    ids.late = await place(app, buyer, [{ product: ids.kopp, qty: 1 }]);
    await markPaid(app, seller, ids.late, '2026-11-03T22:59:59Z');
    ids.midnight = await place(app, buyer, [{ product: ids.tallrik, qty: 2 }]);
    await markPaid(app, seller, ids.midnight, '2026-11-03T23:00:00Z');
    expect(await day('2026-11-03')).toEqual({
      date: '2026-11-03',
      revenue: 40,
      orders: 1,
      refunds: 0,
      discounts: 0,
    });
    expect(await day('2026-11-04')).toEqual({
      date: '2026-11-04',
      revenue: 180,
      orders: 1,
      refunds: 0,
      discounts: 0,
    });
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
    expect(await day(today)).toEqual({ date: today, revenue: 80, orders: 1, refunds: 30, discounts: 0 });
    await expectRollupsMatchOrders();
  });

  it('move an order whose payment date is changed, and drop a deleted one with its refunds', async () => {
    // No route re-dates or deletes a paid order today; the triggers follow any writer all the same. The
    // order's discount (a code's, here written straight) moves with it.
    await sql('update orders set discount_ore = 2000 where id = ?', [ids.midnight]);
    expect((await day('2026-11-04'))?.discounts).toBe(20);
    await sql(`update orders set paid_at = '2026-11-05T10:00:00Z' where id = ?`, [ids.midnight]);
    expect(await day('2026-11-04')).toEqual({
      date: '2026-11-04',
      revenue: 0,
      orders: 0,
      refunds: 0,
      discounts: 0,
    });
    expect(await day('2026-11-05')).toEqual({
      date: '2026-11-05',
      revenue: 180,
      orders: 1,
      refunds: 0,
      discounts: 20,
    });
    await expectRollupsMatchOrders();

    await sql('delete from orders where id = ?', [ids.paypal]);
    const today = todayInStockholm();
    expect(await day(today)).toEqual({ date: today, revenue: 0, orders: 0, refunds: 0, discounts: 0 });
    await sql('delete from orders where id = ?', [ids.late]);
    expect(await day('2026-11-03')).toEqual({
      date: '2026-11-03',
      revenue: 0,
      orders: 0,
      refunds: 0,
      discounts: 0,
    });
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

describe('the weekly product sales rollup', () => {
  it('sums a product by Stockholm week, a Sunday night either side of midnight', async () => {
    ids.fat = (await createProduct(app, seller, { name: 'Fat', price: 70, countInStock: 50 }))._id;
    // 23:59:59 on Sunday 8 November in Stockholm (week of 2 November), and midnight of Monday the 9th.
    const sunday = await place(app, buyer, [{ product: ids.fat, qty: 3 }]);
    await markPaid(app, seller, sunday, '2026-11-08T22:59:59Z');
    const monday = await place(app, buyer, [
      { product: ids.fat, qty: 1 },
      { product: ids.kopp, qty: 4 },
    ]);
    await markPaid(app, seller, monday, '2026-11-08T23:00:00Z');
    await expectRollupsMatchOrders();
    expect((await overview('range=year&end=2026-11-08')).bestSellers).toEqual([
      { product: ids.fat, name: 'Fat', units: 3, revenue: 210 },
      { product: null, name: 'Tallrik', units: 2, revenue: 180 },
    ]);
    expect((await overview('range=year&end=2026-11-09')).bestSellers).toEqual([
      { product: ids.fat, name: 'Fat', units: 4, revenue: 280 },
      { product: null, name: 'Tallrik', units: 2, revenue: 180 },
      { product: ids.kopp, name: 'Kopp', units: 4, revenue: 160 },
    ]);
    // Ends on a Sunday, a Monday and mid-week: whole weeks from the weekly rollup, the rest by day.
    await expectBestSellersCounted('2026-11-08', '2026-11-09', '2026-11-11', '2026-11-15', '2026-12-06');
  });

  it('follows a line renamed, re-priced or deleted, an order re-dated across a week, and a shop change', async () => {
    await sql(
      `update order_items set name = 'Stort fat', price_ore = 6000 where product_id = ? and qty = 1`,
      [ids.fat],
    );
    await expectRollupsMatchOrders();
    // The product is named as on its latest paid line: the renamed one, paid on Monday.
    expect((await overview('range=year&end=2026-11-09')).bestSellers[0]).toEqual({
      product: ids.fat,
      name: 'Stort fat',
      units: 4,
      revenue: 270,
    });
    await sql(`update orders set paid_at = '2026-11-01T12:00:00Z' where id = ?`, [ids.midnight]);
    await expectRollupsMatchOrders();
    await sql(`delete from order_items where product_id = ? and qty = 4`, [ids.kopp]);
    await expectRollupsMatchOrders();
    await expectBestSellersCounted('2026-11-01', '2026-11-08', '2026-11-09', '2026-11-12');

    const other = await app.createUser({ seller: { plan: 2, hasSwish: true, name: 'Andra boden' } });
    await sql(`update orders set seller_id = ? where id = ?`, [other.id, ids.midnight]);
    await expectRollupsMatchOrders();
    await expectBestSellersCounted('2026-11-09');
    await sql(`update orders set seller_id = ? where id = ?`, [seller.id, ids.midnight]);
    await expectRollupsMatchOrders();
  });
});

/** The shop's reviews as counted from the reviews: per point of the answer, the ones written in it and
 * the average of all written up to its end (the period's end at the latest). */
async function countedRatingPoints(query: string) {
  const body = await overview(query);
  const reviews = await sql<{ day: string; rating: number }>(
    `select (r.created_at at time zone 'Europe/Stockholm')::date::text as day, r.rating
     from reviews r join products p on p.id = r.product_id where p.seller_id = ?`,
    [seller.id],
  );
  const points = body.rating.points.map((point, i, all) => {
    const next = all[i + 1]?.date;
    const inside = reviews.filter(
      (r) => r.day >= point.date && (!next || r.day < next) && r.day <= body.sales.to,
    );
    const upTo = reviews.filter((r) => (next ? r.day < next : r.day <= body.sales.to));
    const sum = upTo.reduce((total, r) => total + r.rating, 0);
    return {
      date: point.date,
      reviews: inside.length,
      rating: upTo.length ? Math.round((sum / upTo.length) * 100) / 100 : null,
    };
  });
  return { body, points };
}

async function expectRatingCounted(...queries: string[]) {
  for (const query of queries) {
    const { body, points } = await countedRatingPoints(query);
    expect(body.rating.points, query).toEqual(points);
  }
}

describe('the reviews rollup', () => {
  const review = async (who: TestUser, product: string, rating: number) => {
    const res = await app.http.post(
      `/api/products/${product}/reviews`,
      { rating, comment: `Betyg ${rating}` },
      { token: who.token },
    );
    expect(res.status, res.text).toBe(201);
    return res.body._id as string;
  };
  const reviewIds: string[] = [];

  it('counts a review on the Stockholm day it was written, either side of midnight', async () => {
    const second = await app.createUser({ name: 'Siv Svensson' });
    const third = await app.createUser({ name: 'Tor Tornqvist' });
    reviewIds.push(await review(buyer, ids.kopp, 5), await review(second, ids.kopp, 2));
    reviewIds.push(await review(third, ids.fat, 3));
    await expectReviewRollupMatches();
    // 23:59:59 on 3 November in Stockholm, and midnight of the 4th (23:00 UTC on the 3rd).
    await sql(`update reviews set created_at = '2026-11-03T22:59:59Z' where id = ?`, [reviewIds[0]]);
    await sql(`update reviews set created_at = '2026-11-03T23:00:00Z' where id = ?`, [reviewIds[1]]);
    await expectReviewRollupMatches();
    const { rating, latestReviews } = await overview('end=2026-11-04');
    expect(rating.points.slice(-2)).toEqual([
      { date: '2026-11-03', reviews: 1, rating: 5 },
      { date: '2026-11-04', reviews: 1, rating: 3.5 },
    ]);
    expect(latestReviews.map((r) => r.rating)).toEqual([3, 2, 5]);
    await expectRatingCounted(
      'end=2026-11-03',
      'end=2026-11-04',
      'range=year&end=2026-11-04',
      '',
      'range=year',
    );
  });

  it('follows a changed rating or date and a deleted review', async () => {
    await sql(`update reviews set rating = 1 where id = ?`, [reviewIds[0]]);
    await sql(`update reviews set created_at = '2026-10-30T10:00:00Z' where id = ?`, [reviewIds[1]]);
    await expectReviewRollupMatches();
    await expectRatingCounted('end=2026-11-04', 'range=year&end=2026-11-04', '');
    await sql('delete from reviews where id = ?', [reviewIds[2]]);
    await expectReviewRollupMatches();
    expect((await overview('')).latestReviews.map((r) => r.rating)).toEqual([1, 2]);
    await expectRatingCounted('end=2026-11-04', '');
  });

  it('moves reviews with their product to another shop, and drops them with a deleted product', async () => {
    const other = await app.createUser({ seller: { plan: 2, hasSwish: true, name: 'Grannboden' } });
    const otherOverview = async () => {
      const res = await app.http.get('/api/overview/shop', { token: other.token });
      expect(res.status, res.text).toBe(200);
      return res.body as { latestReviews: { product: string }[] };
    };
    await sql('update products set seller_id = ? where id = ?', [other.id, ids.kopp]);
    await expectReviewRollupMatches();
    expect((await overview('')).latestReviews).toEqual([]);
    expect((await otherOverview()).latestReviews.map((r) => r.product)).toEqual([ids.kopp, ids.kopp]);
    await expectRatingCounted('end=2026-11-04', '');

    // A review moved to another product follows that product's shop.
    await sql('update reviews set product_id = ? where id = ?', [ids.fat, reviewIds[1]]);
    await expectReviewRollupMatches();
    expect((await overview('')).latestReviews.map((r) => r.product)).toEqual([ids.fat]);

    const res = await app.http.delete(`/api/products/${ids.fat}`, { token: seller.token });
    expect(res.status, res.text).toBe(200);
    await expectReviewRollupMatches();
    expect((await overview('')).latestReviews).toEqual([]);
    await expectRatingCounted('end=2026-11-04', '');
  });
});
