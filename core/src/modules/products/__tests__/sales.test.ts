import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { orderBody } from '../../orders/__tests__/fixtures';

// Sales with the lawful reference price (issue 37): the reduced price is the price a buyer pays while the
// sale runs; its prior price is the lowest of the 30 days before, from the price history, never typed.
let app: TestApp;
let seller: TestUser;
let other: TestUser;
let buyer: TestUser;

const DAY = 24 * 60 * 60 * 1000;
const sv = { 'accept-language': 'sv' };
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  app = await createTestApp();
  seller = await app.createUser({ seller: { plan: 2, hasSwish: true, name: 'Reaboden' } });
  other = await app.createUser({ seller: { plan: 2, hasSwish: true, name: 'Grannen' } });
  buyer = await app.createUser({ name: 'Köpare' });
});
afterAll(() => app.close());

async function product(body: Record<string, unknown>): Promise<string> {
  const created = await app.http.post('/api/products', undefined, { token: seller.token });
  expect(created.status).toBe(201);
  const id = created.body._id as string;
  const saved = await app.http.put(
    `/api/products/${id}`,
    { name: 'Lampa', countInStock: 20, category: 'Hem', ...body },
    { token: seller.token },
  );
  expect(saved.status, saved.text).toBe(200);
  return id;
}

/** The product's history as weeks of changes would have left it: (days ago, öre) for the product's price. */
async function history(id: string, prices: [number, number][]) {
  const em = app.orm.em.fork();
  await em.execute('delete from product_price_history where product_id = ?', [id]);
  for (const [daysAgo, ore] of prices)
    await em.execute('insert into product_price_history (product_id, new_ore, changed_at) values (?, ?, ?)', [
      id,
      ore,
      new Date(Date.now() - daysAgo * DAY),
    ]);
}

/** The money formatter writes a no-break space before "kr". */
const text = (message: string) => message.replace(/\u00a0/g, ' ');

const startSale = (id: string, body: Record<string, unknown>, as = seller, headers = sv) =>
  app.http.put(`/api/products/${id}/sale`, body, { token: as.token, headers });

const shown = async (id: string) => (await app.http.get(`/api/products/${id}`)).body;

describe('a sale and its prior price', () => {
  it('shows the real lowest price when the price was raised in the 30 days before the sale', async () => {
    const id = await product({ price: 299 });
    // 199 for two months, raised to 299 ten days ago to make a "-33 %" out of 199.
    await history(id, [
      [60, 19_900],
      [10, 29_900],
    ]);
    const refused = await startSale(id, { price: 199 });
    expect(refused.status).toBe(400);
    expect(text(refused.body.message)).toBe(
      'Reapriset måste vara lägre än det lägsta priset de senaste 30 dagarna: 199,00 kr',
    );
    const inEnglish = await startSale(id, { price: 199 }, seller, en);
    expect(text(inEnglish.body.message)).toBe(
      'The sale price must be lower than the lowest price in the last 30 days: 199,00 kr',
    );
    // Refused means nothing changed.
    expect(await shown(id)).toMatchObject({ price: 299, sale: null });

    const started = await startSale(id, { price: 149 });
    expect(started.status, started.text).toBe(200);
    expect(started.body).toMatchObject({
      price: 149,
      sale: { price: 149, priorPrice: 199, percentOff: 25, endsAt: null, variants: [] },
    });
    expect(await shown(id)).toMatchObject({ price: 149, sale: { priorPrice: 199, percentOff: 25 } });
  });

  it('counts only the last 30 days: 31 days after a lower price, the new price is the prior price', async () => {
    const id = await product({ price: 249 });
    await history(id, [
      [61, 19_900],
      [31, 24_900],
    ]);
    const started = await startSale(id, { price: 199 });
    expect(started.status, started.text).toBe(200);
    expect(started.body.sale).toMatchObject({ price: 199, priorPrice: 249, percentOff: 20 });
  });

  it('rounds the per cent off down', async () => {
    // (300 − 225.01) / 300 = 24.997 %: 24, not 25.
    const id = await product({ price: 300 });
    expect((await startSale(id, { price: 225.01 })).body.sale).toMatchObject({
      priorPrice: 300,
      percentOff: 24,
    });
    const other = await product({ price: 300 });
    expect((await startSale(other, { price: 201 })).body.sale.percentOff).toBe(33);
  });

  it('replacing a sale counts the earlier sale price as a price of the 30 days', async () => {
    const id = await product({ price: 300 });
    expect((await startSale(id, { price: 201 })).status).toBe(200);
    const replaced = await startSale(id, { price: 150 });
    expect(replaced.status, replaced.text).toBe(200);
    // floor((201 − 150) / 201 × 100) = floor(25.37)
    expect(replaced.body.sale).toMatchObject({ price: 150, priorPrice: 201, percentOff: 25 });
  });

  it('refuses a sale price not below the prior price, a past end, another seller, and bad input; nothing saved', async () => {
    const id = await product({ price: 100 });
    expect(text((await startSale(id, { price: 100 }, seller, en)).body.message)).toBe(
      'The sale price must be lower than the lowest price in the last 30 days: 100,00 kr',
    );
    const past = await startSale(id, { price: 80, endsAt: new Date(Date.now() - DAY).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('Rean måste sluta i framtiden.');
    expect((await startSale(id, { price: 80 }, other)).status).toBe(403);
    expect((await startSale(id, { price: -5 })).status).toBe(400);
    expect((await startSale(id, { price: 0 }, seller, en)).body.message).toBe(
      'Sale price must be more than 0',
    );
    expect((await startSale(id, { price: 80, endsAt: 'i morgon' })).status).toBe(400);
    expect((await startSale(id, { price: 80, variants: [crypto.randomUUID()] })).status).toBe(400);
    expect(await shown(id)).toMatchObject({ price: 100, sale: null });
  });
});

describe('a sale ending', () => {
  it('DELETE ends it: the price before the sale returns', async () => {
    const id = await product({ price: 400 });
    expect((await startSale(id, { price: 300 })).status).toBe(200);
    const ended = await app.http.delete(`/api/products/${id}/sale`, { token: seller.token });
    expect(ended.status, ended.text).toBe(200);
    expect(ended.body).toMatchObject({ price: 400, sale: null });
    expect((await app.http.delete(`/api/products/${id}/sale`, { token: other.token })).status).toBe(403);
  });

  it('ends by itself when its end has come, and not before', async () => {
    const id = await product({ price: 500 });
    const endsAt = new Date(Date.now() + DAY);
    const started = await startSale(id, { price: 350, endsAt: endsAt.toISOString() });
    expect(started.body.sale).toMatchObject({ price: 350, endsAt: endsAt.toISOString() });
    const sweep = app.container.cradle.saleEndSweep;
    // The sweep each half minute, run at two moments: a minute before the end, then at it.
    await sweep.run(new Date(endsAt.getTime() - 60_000));
    expect(await shown(id)).toMatchObject({ price: 350, sale: { price: 350 } });
    expect(await sweep.run(endsAt)).toBeGreaterThanOrEqual(1);
    expect(await shown(id)).toMatchObject({ price: 500, sale: null });
  });

  it('keeps a price the seller changed during the sale when it ends', async () => {
    const id = await product({ price: 600 });
    await startSale(id, { price: 450 });
    await app.http.put(
      `/api/products/${id}`,
      { name: 'Lampa', countInStock: 20, category: 'Hem', price: 550 },
      { token: seller.token },
    );
    await app.http.delete(`/api/products/${id}/sale`, { token: seller.token });
    expect(await shown(id)).toMatchObject({ price: 550, sale: null });
  });
});

describe('variants on sale', () => {
  it('reduces only the chosen variants and restores them', async () => {
    const variant = (size: string, price: number) => ({
      options: { Storlek: size },
      price,
      countInStock: 3,
    });
    const id = await product({
      options: [{ name: 'Storlek', values: ['S', 'M'] }],
      variants: [variant('S', 200), variant('M', 240)],
    });
    const before = await shown(id);
    const m = before.variants.find((v: { options: { Storlek: string } }) => v.options.Storlek === 'M');
    expect((await startSale(id, { price: 240, variants: [m._id] })).status).toBe(400);
    const started = await startSale(id, { price: 180, variants: [m._id] });
    expect(started.status, started.text).toBe(200);
    expect(started.body.sale).toMatchObject({
      price: 180,
      priorPrice: 240,
      percentOff: 25,
      variants: [m._id],
    });
    const prices = (body: { variants: { price: number; options: { Storlek: string } }[] }) =>
      Object.fromEntries(body.variants.map((v) => [v.options.Storlek, v.price]));
    expect(prices(started.body)).toEqual({ S: 200, M: 180 });
    expect(started.body.price).toBe(180);
    const ended = await app.http.delete(`/api/products/${id}/sale`, { token: seller.token });
    expect(prices(ended.body)).toEqual({ S: 200, M: 240 });
    expect(ended.body.price).toBe(200);
  });
});

describe('an order during a sale', () => {
  it('is priced at the sale price', async () => {
    const id = await product({ price: 800 });
    expect((await startSale(id, { price: 600 })).status).toBe(200);
    const order = await app.http.post('/api/orders', orderBody([{ product: id, qty: 2 }]), {
      token: buyer.token,
    });
    expect(order.status, order.text).toBe(201);
    expect(order.body.orderItems[0]).toMatchObject({ price: 600, qty: 2 });
    expect(order.body.itemsPrice).toBe(1200);
  });
});
