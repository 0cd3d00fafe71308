import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { createProduct } from './fixtures';

/**
 * Suggestions as you type are remembered per typed text (the whole answer: products, shops, categories).
 * Two core instances on one database, each hearing the other's changes as under `npm start`: whatever is
 * changed through one, both suggest what is true now — the instance that made the change at once, the
 * other as soon as the change's announcement reaches it.
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

type Named = { name: string };
const suggest = async (app: TestApp, typed: string) => {
  const res = await app.http.get(`/api/search/suggestions?q=${encodeURIComponent(typed)}`);
  expect(res.status, res.text).toBe(200);
  return res.body as { products: Named[]; shops: Named[]; categories: string[] };
};
const shops = async (app: TestApp, typed: string) => (await suggest(app, typed)).shops.map((s) => s.name);
const products = async (app: TestApp, typed: string) =>
  (await suggest(app, typed)).products.map((p) => p.name);

/** Asks both instances twice, so each has the answer remembered before a change. */
async function rememberedBoth(read: (app: TestApp) => Promise<string[]>, expected: string[]) {
  for (const app of [a, b, a, b]) expect(await read(app)).toEqual(expected);
}

/** The instance that made a change answers anew at once; the other once it has heard of the change. */
async function seenBoth(read: (app: TestApp) => Promise<string[]>, expected: string[]) {
  expect(await read(a)).toEqual(expected);
  await expect.poll(() => read(b), { timeout: 2_000, interval: 20 }).toEqual(expected);
}

describe('suggestions as you type, remembered per text', () => {
  it('suggest a shop by its new name once renamed, and no longer once closed or deleted', async () => {
    const admin = await a.createUser({ admin: true });
    const seller = await a.createUser({ seller: { plan: 2, name: 'Vävstugan' } });
    await createProduct(a, seller, { name: 'Vävd löpare', category: 'Textil' });
    await rememberedBoth((app) => shops(app, 'vävstu'), ['Vävstugan']);
    await rememberedBoth((app) => shops(app, 'spetsbo'), []);

    const renamed = await a.http.put(
      '/api/users/profile',
      { seller_name: 'Spetsboden' },
      { token: seller.token },
    );
    expect(renamed.status, renamed.text).toBe(200);
    await seenBoth((app) => shops(app, 'spetsbo'), ['Spetsboden']);
    await seenBoth((app) => shops(app, 'vävstu'), []);

    // Closed by an admin: neither the shop nor its products are suggested.
    await rememberedBoth((app) => products(app, 'vävd lö'), ['Vävd löpare']);
    const close = (open: boolean) =>
      a.http.put(`/api/users/${seller.id}`, { is_seller: open }, { token: admin.token });
    expect((await close(false)).status).toBe(200);
    await seenBoth((app) => shops(app, 'spetsbo'), []);
    await seenBoth((app) => products(app, 'vävd lö'), []);

    // Opened again, then deleted.
    expect((await close(true)).status).toBe(200);
    await seenBoth((app) => shops(app, 'spetsbo'), ['Spetsboden']);
    await seenBoth((app) => products(app, 'vävd lö'), ['Vävd löpare']);
    const removed = await a.http.delete(`/api/users/${seller.id}`, { token: admin.token });
    expect(removed.status, removed.text).toBe(200);
    await seenBoth((app) => shops(app, 'spetsbo'), []);
    await seenBoth((app) => products(app, 'vävd lö'), []);
  });

  it('suggest a new product and its category as soon as it is saved', async () => {
    const seller = await a.createUser({ seller: { plan: 2, name: 'Tomteverkstan' } });
    await rememberedBoth((app) => products(app, 'tovad'), []);
    await rememberedBoth(async (app) => (await suggest(app, 'julpy')).categories, []);
    await createProduct(a, seller, { name: 'Tovad tomte', category: 'Julpynt' });
    await seenBoth((app) => products(app, 'tovad'), ['Tovad tomte']);
    await seenBoth(async (app) => (await suggest(app, 'julpy')).categories, ['Julpynt']);
  });

  it('answer a text typed by many at once the same for all', async () => {
    const seller = await a.createUser({ seller: { plan: 2, name: 'Korgmakarna' } });
    await createProduct(a, seller, { name: 'Flätad korg', category: 'Förvaring' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => suggest(b, 'korgm')));
    for (const answer of answers)
      expect(answer).toEqual({
        products: [],
        shops: [{ _id: seller.id, name: 'Korgmakarna' }],
        categories: [],
      });
    expect((await suggest(a, 'flät')).products.map((p) => p.name)).toEqual(['Flätad korg']);
  });
});
