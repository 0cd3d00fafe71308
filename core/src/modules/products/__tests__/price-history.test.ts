import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { lowestPriceOre } from '../price-history';

// The append-only price history (migration 20261127160001) that the 30-day rule of a reduction reads:
// written with every price change, by whoever makes it, in that change's transaction.
let app: TestApp;
let seller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  seller = await app.createUser({ seller: { plan: 2, hasSwish: true, name: 'Prisboden' } });
  admin = await app.createUser({ admin: true });
});
afterAll(() => app.close());

interface Row {
  variant_id: string | null;
  old_ore: number | null;
  new_ore: number;
}

const historyOf = (productId: string) =>
  app.orm.em
    .fork()
    .execute<Row[]>(
      'select variant_id, old_ore, new_ore from product_price_history where product_id = ? order by id',
      [productId],
    );

const save = (id: string, body: Record<string, unknown>, as = seller) =>
  app.http.put(
    `/api/products/${id}`,
    { name: 'Lampa', countInStock: 5, category: 'Hem', ...body },
    { token: as.token },
  );

async function draft(): Promise<string> {
  const created = await app.http.post('/api/products', undefined, { token: seller.token });
  expect(created.status).toBe(201);
  return created.body._id as string;
}

describe('the price history', () => {
  it('starts at the first save, adds a row per change (the seller’s and an admin’s), none for a save that keeps the price', async () => {
    const id = await draft();
    // A blank draft's price is no price.
    expect(await historyOf(id)).toEqual([]);
    expect((await save(id, { price: 249 })).status).toBe(200);
    expect((await save(id, { price: 249, name: 'Lampa i mässing' })).status).toBe(200);
    expect((await save(id, { price: 299 })).status).toBe(200);
    expect((await save(id, { price: 199 }, admin)).status).toBe(200);
    expect(await historyOf(id)).toEqual([
      { variant_id: null, old_ore: null, new_ore: 24_900 },
      { variant_id: null, old_ore: 24_900, new_ore: 29_900 },
      { variant_id: null, old_ore: 29_900, new_ore: 19_900 },
    ]);
  });

  it('is written in the change’s transaction: a refused save leaves no row', async () => {
    const id = await draft();
    await save(id, { price: 100 });
    const refused = await save(id, { price: 150, vat_rate: 13 });
    expect(refused.status).toBe(400);
    expect((await historyOf(id)).map((row) => row.new_ore)).toEqual([10_000]);
  });

  it('keeps each variant’s own prices beside the product’s (the lowest)', async () => {
    const id = await draft();
    const variant = (size: string, price: number) => ({
      options: { Storlek: size },
      sku: `P-${id.slice(0, 8)}-${size}`,
      price,
      countInStock: 3,
    });
    const first = await save(id, {
      options: [{ name: 'Storlek', values: ['S', 'M'] }],
      variants: [variant('S', 149), variant('M', 159)],
    });
    expect(first.status, first.text).toBe(200);
    const ids = Object.fromEntries(
      first.body.variants.map((v: { _id: string; options: { Storlek: string } }) => [
        v.options.Storlek,
        v._id,
      ]),
    );
    const second = await save(id, {
      options: [{ name: 'Storlek', values: ['S', 'M'] }],
      variants: [
        { ...variant('S', 129), _id: ids.S },
        { ...variant('M', 159), _id: ids.M },
      ],
    });
    expect(second.status, second.text).toBe(200);
    const rows = await historyOf(id);
    expect(rows.filter((row) => row.variant_id === ids.S)).toEqual([
      { variant_id: ids.S, old_ore: null, new_ore: 14_900 },
      { variant_id: ids.S, old_ore: 14_900, new_ore: 12_900 },
    ]);
    expect(rows.filter((row) => row.variant_id === ids.M)).toEqual([
      { variant_id: ids.M, old_ore: null, new_ore: 15_900 },
    ]);
    expect(rows.filter((row) => row.variant_id === null).map((row) => row.new_ore)).toEqual([14_900, 12_900]);
  });

  it('is append-only: a row cannot be changed', async () => {
    const id = await draft();
    await save(id, { price: 100 });
    await expect(
      app.orm.em.fork().execute('update product_price_history set new_ore = 1 where product_id = ?', [id]),
    ).rejects.toThrow(/append-only/);
  });

  it('answers the lowest price of the 30 days before a moment, the price in force when they began included', async () => {
    const id = await draft();
    await save(id, { price: 100 });
    const em = app.orm.em.fork();
    // History as it would stand after weeks of changes (inserted with their times; rows are only added).
    const day = 24 * 60 * 60 * 1000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
    await em.execute('delete from product_price_history where product_id = ?', [id]);
    for (const [daysAgo, ore] of [
      [60, 19_900],
      [20, 24_900],
      [3, 29_900],
    ] as const)
      await em.execute(
        'insert into product_price_history (product_id, new_ore, changed_at) values (?, ?, ?)',
        [id, ore, at(daysAgo)],
      );
    // 199 was in force when the 30 days began (set 60 days ago): a raise to 249 and 299 cannot hide it.
    expect(await lowestPriceOre(em, id, null, new Date())).toBe(19_900);
    // Seen from 31 days later, 199 is gone: the lowest is 249.
    expect(await lowestPriceOre(em, id, null, at(-31 + 20))).toBe(24_900);
    expect(await lowestPriceOre(em, id, null, at(61))).toBeNull();
  });
});
