import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';
import { createProduct } from '../modules/products/__tests__/fixtures';
import { orderBody } from '../modules/orders/__tests__/fixtures';
import { MAIL_QUEUE } from '../modules/mail/mail-queue';
import { JOB_SCHEMA } from '../shared/job-queue';

/**
 * Two core instances on one database, each with its background work running as under `npm start`
 * (the mail worker, LISTEN for the other's catalogue changes) — the scaled deployment in small.
 */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  const env = { JWT_SECRET: randomBytes(32).toString('hex') };
  a = await createTestApp({ env, startBackground: true });
  b = await createTestApp({ env, startBackground: true, shareDatabaseWith: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** A change through one instance must be served by the other within moments (the caches keep 60 s). */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 1_000;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The .eml files both instances' default mail providers wrote to `recipient`. */
function mailsTo(recipient: string): string[] {
  return [a, b].flatMap((app) => {
    const dir = path.join(app.config.dataDir, 'outbox');
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .map((file) => readFileSync(path.join(dir, file), 'utf8'))
      .filter((eml) => eml.includes(`To: ${recipient}`));
  });
}

describe('two core instances on one database', () => {
  it('serve a price, stock or shop change made through the other at once, despite their caches', async () => {
    const seller = await a.createUser({ seller: { plan: 2, name: 'Delad butik' } });
    const admin = await a.createUser({ admin: true });
    const lamp = await createProduct(a, seller, { name: 'Delad lampa', price: 100, countInStock: 5 });
    await createProduct(a, seller, { name: 'Delad stol', price: 200, countInStock: 5 });
    const detail = `/api/products/${lamp._id}`;
    const list = `/api/products?seller=${seller.id}&pageSize=1`;

    // B reads (and caches) the product page and the listing's count.
    expect((await b.http.get(detail)).body).toMatchObject({ price: 100, countInStock: 5 });
    expect((await b.http.get(list)).body).toMatchObject({ pages: 2 });
    expect((await b.http.get(list)).body).toMatchObject({ pages: 2 });

    const update = { name: 'Delad lampa', price: 150, countInStock: 2, category: 'Ljus' };
    expect((await a.http.put(detail, update, { token: seller.token })).status).toBe(200);
    const seen = await eventually(
      () => b.http.get(detail),
      (res) => res.body.price === 150,
    );
    expect(seen.body).toMatchObject({ price: 150, countInStock: 2, category: 'Ljus' });

    await createProduct(a, seller, { name: 'Delad soffa' });
    const listed = await eventually(
      () => b.http.get(list),
      (res) => res.body.pages === 3,
    );
    expect(listed.body.pages).toBe(3);

    // A rename through A is found by its new name on B (B's catalogue index caught up), not by the old one.
    expect(
      (await a.http.put(detail, { ...update, name: 'Omdöpt taklampa' }, { token: seller.token })).status,
    ).toBe(200);
    const found = await eventually(
      () => b.http.get('/api/products?name=omd%C3%B6pt'),
      (res) => res.body.products.length === 1,
    );
    expect(found.body).toMatchObject({ products: [{ _id: lamp._id, name: 'Omdöpt taklampa' }], pages: 1 });
    expect((await b.http.get('/api/products?name=delad%20lampa')).body).toMatchObject({ pages: 0 });

    // A shop closed through A disappears from B's listings and product pages.
    expect(
      (await a.http.put(`/api/users/${seller.id}`, { is_seller: false }, { token: admin.token })).status,
    ).toBe(200);
    expect(
      (
        await eventually(
          () => b.http.get(detail),
          (res) => res.status === 404,
        )
      ).status,
    ).toBe(404);
    expect((await b.http.get(list)).body).toMatchObject({ products: [], pages: 0 });
  });

  it('keep serving fresh pages while one of them lost its LISTEN connection, and hear again after it', async () => {
    const seller = await a.createUser({ seller: { plan: 2, name: 'Avbrottet' } });
    const product = await createProduct(a, seller, { name: 'Kopp', price: 20, countInStock: 5 });
    const page = `/api/products/${product._id}`;
    expect((await b.http.get(page)).body.price).toBe(20);

    await a.orm.em
      .fork()
      .execute(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name like 'torget-%-listen' and datname = current_database()`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await b.http.get(page)).body.price).toBe(20);
    // Whatever A announces now is missed: B must not answer from its cache meanwhile.
    const edit = (price: number) =>
      a.http.put(page, { name: 'Kopp', price, countInStock: 5 }, { token: seller.token });
    expect((await edit(25)).status).toBe(200);
    expect((await b.http.get(page)).body.price).toBe(25);

    // Once B listens again (a reconnect after about half a second), its cache works and hears A again.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await b.http.get(page)).body.price).toBe(25);
    expect((await edit(30)).status).toBe(200);
    expect(
      (
        await eventually(
          () => b.http.get(page),
          (res) => res.body.price === 30,
        )
      ).body.price,
    ).toBe(30);
  });

  it('never oversell when buyers are spread over both, and send each order mail exactly once', async () => {
    const seller = await a.createUser({ seller: { plan: 2, hasSwish: true, name: 'Sista exemplaren' } });
    const product = await createProduct(b, seller, { name: 'Sista vasen', price: 10, countInStock: 3 });
    // Both instances have the product page cached with 3 in stock.
    for (const app of [a, b])
      expect((await app.http.get(`/api/products/${product._id}`)).body.countInStock).toBe(3);

    const buyers = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).createUser()));
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        (i % 2 ? a : b).http.post('/api/orders', orderBody([{ product: product._id, qty: 1 }]), {
          token: buyer.token,
        }),
      ),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(3);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(9);
    for (const app of [a, b]) {
      const page = await eventually(
        () => app.http.get(`/api/products/${product._id}`),
        (res) => res.body.countInStock === 0,
      );
      expect(page.body.countInStock).toBe(0);
    }

    // Both instances run a mail worker on the shared queue: the seller gets three order mails, each once.
    const sent = async () =>
      (
        await a.orm.em.fork().execute<{ count: number }[]>(
          `select count(*)::int as count from ${JOB_SCHEMA}.job
             where name = ? and data->>'to' = ? and state = 'completed'`,
          [MAIL_QUEUE, seller.email],
        )
      )[0]!.count;
    await eventually(sent, (count) => count >= 3);
    await new Promise((resolve) => setTimeout(resolve, 2_500)); // one more poll of both workers
    const sellerMails = mailsTo(seller.email);
    expect(sellerMails).toHaveLength(3);
    const buyerMails = buyers.flatMap((buyer) => mailsTo(buyer.email));
    expect(buyerMails).toHaveLength(3);
  });
});
