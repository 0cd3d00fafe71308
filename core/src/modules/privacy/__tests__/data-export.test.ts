import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { mailFor } from '../../mail/__tests__/outbox';
import { createShop, orderBody, type Shop } from '../../orders/__tests__/fixtures';
import { privacyMap } from '../privacy-map';

let app: TestApp;
let shop: Shop;

beforeAll(async () => {
  app = await createTestApp({ env: { PUBLIC_URL: 'https://torget.example' } });
  shop = await createShop(app, [{ name: 'Kanna', price: 199, shipping_price: 29, countInStock: 100 }], {
    name: 'Keramikboden',
  });
});
afterAll(() => app.close());

const sql = <T extends object>(query: string, params: unknown[] = []) =>
  app.orm.em.fork().execute<T[]>(query, params);

async function placeOrder(buyer: TestUser): Promise<string> {
  const placed = await app.http.post('/api/orders', orderBody([{ product: shop.products[0]!._id, qty: 2 }]), {
    token: buyer.token,
  });
  expect(placed.status, placed.text).toBe(201);
  return placed.body._id;
}

const localPath = (url: string) => url.replace('https://torget.example', '');

describe('POST/GET /api/users/me/export', () => {
  it("makes a zip of exactly the person's data in a background job, linked for 24 hours and mailed", async () => {
    const karin = await app.createUser({ name: 'Karin Kund' });
    const bo = await app.createUser({ name: 'Bo Grannsson' });
    const hers = await placeOrder(karin);
    const his = await placeOrder(bo);
    await app.http.post(
      `/api/products/${shop.products[0]!._id}/reviews`,
      { rating: 4, comment: 'Fin kanna' },
      { token: karin.token },
    );

    expect((await app.http.get('/api/users/me/export', { token: karin.token })).body).toEqual({
      status: 'none',
      requestedAt: null,
      url: null,
      expiresAt: null,
    });
    const started = await app.http.post('/api/users/me/export', undefined, { token: karin.token });
    expect(started.status).toBe(202);
    expect(started.body.status).toBe('working');
    // Asking again while it is being made starts no second one.
    await app.http.post('/api/users/me/export', undefined, { token: karin.token });
    expect(await sql('select id from data_exports where user_id = ?', [karin.id])).toHaveLength(1);

    expect(await app.container.cradle.dataExports.drain()).toBe(1);
    const state = (await app.http.get('/api/users/me/export', { token: karin.token })).body;
    expect(state.status).toBe('ready');
    expect(state.url).toMatch(/^https:\/\/torget\.example\/api\/exports\/[A-Za-z0-9_-]{43}$/);
    const hoursValid = (Date.parse(state.expiresAt) - Date.now()) / 3_600_000;
    expect(hoursValid).toBeGreaterThan(23.9);
    expect(hoursValid).toBeLessThanOrEqual(24);

    // Someone else sees only their own (none), and the link is mailed to her.
    expect((await app.http.get('/api/users/me/export', { token: bo.token })).body.status).toBe('none');
    const mails = await mailFor(app, karin.email, 2);
    const mail = mails.find((m) => m.subject === 'Dina uppgifter från Torget är klara')!;
    expect(mail.text_body).toContain(state.url);

    // Fetched as bytes (the test client reads text): the link needs no sign-in.
    const zip = await fetch(new URL(localPath(state.url), app.http.baseUrl));
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toMatch(
      /^attachment; filename="torget-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['torget-data.html', 'torget-data.json']);
    const json = strFromU8(files['torget-data.json']!);
    const data = JSON.parse(json) as { tables: Record<string, Record<string, unknown>[]> };

    // Every table the map finds a person in, and nothing else.
    expect(Object.keys(data.tables).sort()).toEqual(
      privacyMap
        .filter((entry) => entry.rowsOf)
        .map((entry) => entry.table)
        .sort(),
    );
    expect(data.tables.users).toMatchObject([{ id: karin.id, name: 'Karin Kund', email: karin.email }]);
    expect(data.tables.orders!.map((order) => order.id)).toEqual([hers]);
    expect(data.tables.orders![0]).toMatchObject({
      shipping_full_name: 'Karin Kund',
      shop_name: 'Keramikboden',
    });
    expect(data.tables.order_items).toMatchObject([{ order_id: hers, name: 'Kanna', qty: 2 }]);
    expect(data.tables.reviews).toMatchObject([{ comment: 'Fin kanna', rating: 4 }]);
    // No one else's data, and no secrets.
    for (const other of [his, bo.id, bo.email, 'Bo Grannsson', 'password_hash', 'token_hash', 'idempotency'])
      expect(json).not.toContain(other);

    const page = strFromU8(files['torget-data.html']!);
    expect(page).toContain('<html lang="sv">');
    expect(page).toContain('<h1>Dina uppgifter från Torget</h1>');
    expect(page).toContain('Karin Kund');
    expect(page).not.toContain('Bo Grannsson');
  });

  it('reaches no one without the link, and nobody once it expired', async () => {
    const owner = await app.createUser();
    await app.http.post('/api/users/me/export', undefined, { token: owner.token });
    await app.container.cradle.dataExports.drain();
    const { url } = (await app.http.get('/api/users/me/export', { token: owner.token })).body;
    const forged = url.replace(/.{4}$/, 'AAAA');
    const wrong = await app.http.get(localPath(forged), { headers: { 'accept-language': 'sv' } });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe('Länken gäller inte längre. Be om en ny under Mina uppgifter.');
    expect((await app.http.get('/api/exports/not-a-token')).status).toBe(400);

    await sql(`update data_exports set expires_at = now() - interval '1 second' where user_id = ?`, [
      owner.id,
    ]);
    expect((await app.http.get(localPath(url))).status).toBe(404);
    expect((await app.http.get('/api/users/me/export', { token: owner.token })).body.status).toBe('none');
    expect((await app.http.post('/api/users/me/export')).status).toBe(401);
  });
});
