import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { createShop, orderBody } from '../../orders/__tests__/fixtures';
import { ordersKeptFrom } from '../retention-job';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { PUBLIC_URL: 'https://torget.example' } });
});
afterAll(() => app.close());

const sql = <T extends object>(query: string, params: unknown[] = []) =>
  app.orm.em.fork().execute<T[]>(query, params);

describe('the retention job', () => {
  it('keeps orders with their consumers 7 years after the end of the order year (Stockholm)', () => {
    expect(ordersKeptFrom(new Date('2027-03-01T12:00:00Z')).toISOString()).toBe('2019-12-31T23:00:00.000Z');
    // New Year's night in Stockholm is still the old year in UTC.
    expect(ordersKeptFrom(new Date('2026-12-31T23:30:00Z')).toISOString()).toBe('2019-12-31T23:00:00.000Z');
  });

  it('removes spent reset links, ended rate limits, expired exports and old orders’ consumers, once', async () => {
    const shop = await createShop(app, [{ name: 'Skål', price: 100, shipping_price: 0, countInStock: 10 }]);
    const buyer = await app.createUser({ name: 'Olle Gammal' });
    const place = async () =>
      (
        await app.http.post('/api/orders', orderBody([{ product: shop.products[0]!._id, qty: 1 }]), {
          token: buyer.token,
        })
      ).body._id as string;
    const old = await place();
    const recent = await place();
    // The old one was placed on the last day of the last year whose orders may lose their consumers.
    const now = new Date();
    const year = Number(
      new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric' }).format(now),
    );
    await sql(`update orders set created_at = ? where id = ?`, [`${year - 8}-12-31T12:00:00+01:00`, old]);
    await sql(`update orders set created_at = ? where id = ?`, [`${year - 7}-01-01T00:30:00+01:00`, recent]);

    await sql(
      `insert into password_reset_tokens (user_id, token_hash, expires_at) values
         (?, repeat('a', 64), now() - interval '2 days'), (?, repeat('b', 64), now() - interval '1 hour')`,
      [buyer.id, buyer.id],
    );
    await sql(
      `insert into rate_limits (key, points, expire) values ('signin:ip:10.0.0.9', 1, ?), ('signin:ip:10.0.0.8', 1, ?)`,
      [Date.now() - 1000, Date.now() + 48 * 3600 * 1000],
    );
    await app.http.post('/api/users/me/export', undefined, { token: buyer.token });
    await app.container.cradle.dataExports.drain();
    const [made] = await sql<{ id: string }>('select id from data_exports where user_id = ?', [buyer.id]);
    const file = path.join(app.config.dataDir, 'exports', `${made!.id}.zip`);
    expect(existsSync(file)).toBe(true);

    const report = await app.container.cradle.retention.run(new Date(Date.now() + 25 * 3600 * 1000));
    expect(report).toMatchObject({ resetTokens: 2, exports: 1, orders: 1 });
    expect(report.rateLimits).toBeGreaterThanOrEqual(1);

    expect(await sql("select key from rate_limits where key like 'signin:ip:10.0.0.%'")).toEqual([
      { key: 'signin:ip:10.0.0.8' },
    ]);
    expect(await sql('select 1 from data_exports where id = ?', [made!.id])).toEqual([]);
    expect(existsSync(file)).toBe(false);
    const orders = await sql<{
      id: string;
      buyer_id: string | null;
      shipping_full_name: string;
      total_ore: string;
    }>(
      'select id, buyer_id, shipping_full_name, total_ore from orders where id in (?, ?) order by created_at',
      [old, recent],
    );
    expect(orders).toEqual([
      { id: old, buyer_id: null, shipping_full_name: '', total_ore: '10000' },
      { id: recent, buyer_id: buyer.id, shipping_full_name: 'Karin Kund', total_ore: '10000' },
    ]);
    // Nothing left to do: a second run changes nothing.
    expect(await app.container.cradle.retention.run(new Date(Date.now() + 25 * 3600 * 1000))).toMatchObject({
      resetTokens: 0,
      exports: 0,
      orders: 0,
    });
  });
});
