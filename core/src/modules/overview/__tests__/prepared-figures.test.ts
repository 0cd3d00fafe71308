import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { createProduct } from '../../products/__tests__/fixtures';
import { figuresStatement } from '../figures';
import { periodOf } from '../period';
import { salesFigures } from '../sales.query';
import { bestSellers, latestReviews, orderTodo, ratingOverTime } from '../shop-figures.query';
import { markPaid, place } from './fixtures';

let app: TestApp;
let seller: TestUser;
let quiet: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  seller = await app.createUser({ seller: { plan: 2, hasSwish: true, name: 'Förberedda boden' } });
  quiet = await app.createUser({ seller: { plan: 1, hasSwish: true, name: 'Tysta boden' } });
  const buyer = await app.createUser({ name: 'Per Pettersson' });
  const kanna = (await createProduct(app, seller, { name: 'Kanna', price: 200, countInStock: 9 }))._id;
  await markPaid(app, seller, await place(app, buyer, [{ product: kanna, qty: 2 }]), '2026-11-02T09:00:00Z');
  await place(app, buyer, [{ product: kanna, qty: 1 }]);
  const review = await app.http.post(
    `/api/products/${kanna}/reviews`,
    { rating: 4, comment: 'Fin' },
    { token: buyer.token },
  );
  expect(review.status, review.text).toBe(201);
});
afterAll(() => app?.close());

const statement = (shop: string, range: 'month' | 'year') => {
  const period = periodOf(range, '2026-11-26');
  return figuresStatement({
    ...salesFigures(shop, period),
    orders: orderTodo(shop, ['Swish']),
    sellers: bestSellers(shop, period),
    reviews: latestReviews(shop),
    rating: ratingOverTime(shop, period),
  });
};

it('answers as the same statement sent unnamed, run after run, for a shop with sales and one without', async () => {
  const prepared = app.container.cradle.overviewStatements;
  // More runs than PostgreSQL plans for each run's values (five) before it may keep one plan.
  for (let run = 0; run < 7; run++)
    for (const shop of [seller.id, quiet.id])
      for (const range of ['month', 'year'] as const) {
        const { sql, params } = statement(shop, range);
        const [unnamed] = await app.orm.em.fork().execute(sql, params);
        expect(await prepared.run(sql, params)).toEqual(unnamed);
      }
  const { sql, params } = statement(seller.id, 'year');
  const row = await prepared.run(sql, params);
  expect(row.f3).toEqual([{ product: expect.any(String), name: 'Kanna', units: 2, revenue: 40000 }]);
});

it('answers the same with the one plan PostgreSQL keeps for a large shop', async () => {
  // This test's few rows keep PostgreSQL planning each run; on a large shop it keeps a generic plan, which
  // a session of the test's own is told to use from the first run.
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    await client.query('set plan_cache_mode = force_generic_plan');
    for (const shop of [seller.id, quiet.id])
      for (const range of ['month', 'year'] as const) {
        const { sql, params } = statement(shop, range);
        let n = 0;
        const text = sql.replace(/\?/g, () => `$${++n}`);
        const { rows } = await client.query({ name: `generic-${range}`, text, values: params });
        const [unnamed] = await app.orm.em.fork().execute(sql, params);
        expect(rows[0]).toEqual(unnamed);
      }
    const plans = await client.query('select sum(generic_plans)::int as n from pg_prepared_statements');
    expect(plans.rows[0].n).toBe(4);
  } finally {
    await client.end();
  }
});

it('refuses a statement whose placeholders and values differ, instead of sending it', async () => {
  const prepared = app.container.cradle.overviewStatements;
  await expect(prepared.run('select ?::int as a, ?::int as b', [1])).rejects.toThrow(
    'figures statement: 2 placeholders, 1 values',
  );
});
