import { gzipSync } from 'node:zlib';
import { allCalls, type CallDef } from '@torget/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp, type TestResponse } from '../testing';
import { createShop, orderBody } from '../modules/orders/__tests__/fixtures';

/**
 * Walks every call of the contract with hostile values in every field, query parameter and path
 * parameter, and with broken bodies. Whatever the answer, it must not be a 5xx: bad input is the
 * caller's mistake and gets a 4xx with a message.
 */
const hostile: unknown[] = [
  '\u0000',
  'a\u0000b',
  'x'.repeat(256),
  'x'.repeat(1001),
  'x'.repeat(20_001),
  1e308,
  -1e308,
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 53,
  '1e308',
  'Infinity',
  '0x2',
  true,
  null,
  [],
  [2],
  {},
  { $gt: '' },
  '2026-02-30',
  '0000-01-01',
  '+275760-09-13',
  '-000001-01-01T00:00:00Z',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  "x'); background:url(https://evil.example/x",
  '\ud800',
  '../../etc/passwd',
  '🚀'.repeat(300),
];

const hostileQuery = ['\u0000', 'a%00b', '1e308', '-1e308', 'x'.repeat(2000), 'NaN', '0x2', '-1'];

function shapeKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  let current: z.ZodType = schema;
  while (!(current instanceof z.ZodObject)) {
    const inner = (current as { def?: { innerType?: z.ZodType; in?: z.ZodType } }).def;
    const next = inner?.innerType ?? inner?.in;
    if (!next) return [];
    current = next;
  }
  return Object.keys(current.shape);
}

/** Every leaf path of a sample value (objects and arrays walked). */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...prefix, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
  return [prefix];
}

function withValue(sample: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = value;
  return copy;
}

let app: TestApp;
let token = '';
const ids: Record<string, string> = {};
const failures: string[] = [];

beforeAll(async () => {
  app = await createTestApp();
  const shop = await createShop(app, [{ name: 'Fuzzvara', price: 100, countInStock: 1_000_000 }]);
  const admin = await app.createUser({ admin: true, seller: { plan: 2 } });
  token = admin.token;
  ids.product = shop.products[0]!._id;
  ids.user = shop.seller.id;
  const order = await app.http.post('/api/orders', orderBody([{ product: ids.product, qty: 1 }]), {
    token,
  });
  ids.order = order.body._id;
}, 60_000);
afterAll(() => app?.close());

/** A body the call would accept, so each hostile value is the only thing wrong with the request. */
function sampleBody(call: CallDef): Record<string, unknown> {
  const samples: Record<string, Record<string, unknown>> = {
    'POST /api/users/register': { name: 'Fuzz', email: 'fuzz@example.se', password: 'long enough pw' },
    'POST /api/users/signin': { email: 'fuzz@example.se', password: 'long enough pw' },
    'POST /api/orders': orderBody([{ product: ids.product!, qty: 1 }]),
    'PUT /api/orders/:id/update': { is_paid: true, paid_date: '2026-01-02', delivered_date: '' },
    'PUT /api/products/:id': { name: 'Vara', price: 10, countInStock: 3, image: '' },
    'POST /api/products/:id/reviews': { rating: 4, comment: 'Bra' },
    'PUT /api/users/save_shipping_address': {
      shipping_full_name: 'A',
      shipping_address: 'B',
      shipping_postal_code: '1',
      shipping_city: 'C',
      shipping_country: 'D',
    },
    'POST /api/users/forgot_password': { email: 'fuzz@example.se' },
    'POST /api/users/reset_password': {
      email: 'fuzz@example.se',
      new_password: 'long enough pw',
      reset_password_token: 'abc',
    },
  };
  return { ...samples[`${call.method} ${call.path}`] };
}

/** Where to put hostile values: every leaf of the sample and every field the body's schema names. */
function fieldPaths(call: CallDef, sample: Record<string, unknown>): (string | number)[][] {
  const inSample = leafPaths(sample);
  const others = shapeKeys(call.body).filter((key) => !(key in sample));
  return [...inSample, ...others.map((key) => [key])];
}

function pathFor(call: CallDef, override?: string): string {
  return call.path.replace(/:(\w+)/g, (_, name: string) => {
    if (override !== undefined) return encodeURIComponent(override);
    if (name === 'provider') return 'example';
    if (name === 'hostname') return 'shop.example';
    if (call.path.startsWith('/api/users')) return ids.user!;
    if (call.path.startsWith('/api/products')) return ids.product!;
    return ids.order!;
  });
}

async function send(call: CallDef, path: string, options: Parameters<TestApp['http']['request']>[2]) {
  const response: TestResponse = await app.http.request(call.method, path, { token, ...options });
  // A profile change answers a fresh token (the old one may have ended with a changed password).
  if (typeof response.body?.token === 'string' && call.path === '/api/users/profile')
    token = response.body.token;
  if (response.status >= 500)
    failures.push(
      `${call.method} ${path} ${JSON.stringify(options?.body)?.slice(0, 120)} → ${response.text}`,
    );
  return response;
}

// Deletions last, so the ids the other calls use still exist while they are fuzzed.
const calls = allCalls().sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

describe('every call of the contract, with hostile input, never answers 5xx', () => {
  it.each(calls.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s',
    async (_name, call) => {
      failures.length = 0;
      const path = pathFor(call);
      const hasBody = call.method !== 'GET' && call.method !== 'DELETE';
      if (hasBody && !call.multipart) {
        const sample = sampleBody(call);
        for (const leaf of fieldPaths(call, sample))
          for (const value of hostile) await send(call, path, { body: withValue(sample, leaf, value) });
        for (const value of hostile) await send(call, path, { body: value ?? 'null' });
        // Declared gzip but not gzip, gzip of garbage, and a JSON body that is not JSON.
        await send(call, path, {
          body: JSON.stringify(sample),
          headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        });
        await send(call, path, {
          body: gzipSync('{"not json'),
          headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        });
        await send(call, path, {
          body: JSON.stringify(sample),
          headers: { 'content-type': 'application/json', 'content-encoding': 'br' },
        });
        await send(call, path, { body: '{"a":', headers: { 'content-type': 'application/json' } });
      }
      if (call.multipart) {
        const form = new FormData();
        form.append('image', new Blob([Buffer.from('\u0000not an image')]), 'a\u0000.png');
        await send(call, path, { body: form });
        await send(call, path, {
          body: 'garbage',
          headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-encoding': 'gzip' },
        });
      }
      for (const key of [...shapeKeys(call.query), 'extra'])
        for (const value of hostileQuery) {
          await send(call, `${path}?${key}=${encodeURIComponent(value)}`, {});
          await send(call, `${path}?${key}=${encodeURIComponent(value)}&${key}=2`, {});
        }
      if (call.path.includes(':'))
        for (const value of [
          '\u0000',
          'x'.repeat(400),
          '%',
          '..',
          '1e308',
          '00000000-0000-0000-0000-00000000000',
        ])
          await send(call, pathFor(call, value), {});
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
