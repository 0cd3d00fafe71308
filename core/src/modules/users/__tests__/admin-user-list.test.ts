import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';

let app: TestApp;
let admin: TestUser;
let waiting: TestUser;
let open: TestUser;
let closed: TestUser;

const application = {
  wants_to_be_seller: true,
  seller_plan: 2,
  seller_address: 'Ågatan 1',
  seller_post_number: '58223',
  seller_city: 'Linköping',
  seller_phone: '013-12 34 56',
  seller_organisation_number: '556016-0680',
};

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.createUser({ admin: true, name: 'Ada Admin', email: 'ada@torget.test' });
  waiting = await app.createUser({ name: 'Vera Väntar', email: 'vera@butik.test' });
  await app.http.put('/api/users/profile', application, { token: waiting.token });
  open = await app.createUser({ seller: true, name: 'Olle Öppen', email: 'olle@butik.test' });
  closed = await app.createUser({ name: 'Kalle 100%_Kund', email: 'kalle@example.test' });
});
afterAll(() => app.close());

const page = (query: string, token = admin.token) => app.http.get(`/api/users/paged?${query}`, { token });
const ids = (body: { users: { _id: string }[] }) => body.users.map((user) => user._id);

describe('GET /api/users/paged', () => {
  it('filters by shop status: waiting, open, closed', async () => {
    const waitingPage = await page('status=waiting');
    expect(waitingPage.status).toBe(200);
    expect(ids(waitingPage.body)).toEqual([waiting.id]);
    expect(waitingPage.body.users[0].shop_status).toBe('Waiting for approval');
    expect(waitingPage.body.users[0].seller).toMatchObject({ city: 'Linköping', plan: 2 });
    expect(ids((await page('status=open')).body)).toEqual([open.id]);
    expect(ids((await page('status=closed')).body).sort()).toEqual([admin.id, closed.id].sort());
    expect((await page('')).body.total).toBe(4);
  });

  it('searches a part of the name or the email, ignoring case, with % and _ taken literally', async () => {
    expect(ids((await page('search=VÄNTAR')).body)).toEqual([waiting.id]);
    expect(ids((await page('search=butik.test')).body).sort()).toEqual([waiting.id, open.id].sort());
    expect(ids((await page('search=100%25_')).body)).toEqual([closed.id]);
    expect(ids((await page('search=0%25')).body)).toEqual([closed.id]);
    expect(ids((await page('search=%25%25')).body)).toEqual([]);
    expect(ids((await page('search=olle&status=waiting')).body)).toEqual([]);
  });

  it('pages newest first by default and oldest first when asked', async () => {
    const first = await page('pageSize=3');
    expect(first.body).toMatchObject({ page: 1, pages: 2, total: 4 });
    expect(ids(first.body)).toEqual([closed.id, open.id, waiting.id]);
    const second = await page('pageSize=3&pageNumber=2');
    expect(ids(second.body)).toEqual([admin.id]);
    expect(ids((await page('order=oldest&pageSize=2')).body)).toEqual([admin.id, waiting.id]);
    expect((await page('pageNumber=9')).body).toMatchObject({ users: [], page: 9, pages: 1, total: 4 });
  });

  it('answers 400 with a message for a bad status, page or size, and only admins may call it', async () => {
    const bad = await page('status=banned');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('status must be waiting, open or closed');
    expect((await page('pageNumber=0')).body.message).toBe('pageNumber must be a whole number of 1 or more');
    expect((await page('pageSize=500')).status).toBe(400);
    expect((await page('order=sideways')).body.message).toBe('order must be newest or oldest');
    expect((await page('', open.token)).status).toBe(403);
    expect((await app.http.get('/api/users/paged')).status).toBe(401);
  });

  it('leaves GET /api/users answering the bare array of docs/product.md §7', async () => {
    const all = await app.http.get('/api/users', { token: admin.token });
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body).toHaveLength(4);
  });
});

describe('PUT /api/users/{id}: plan and domain', () => {
  it('sets plan 1 or 2, refuses plan 3 as not available yet, and a domain needs plan 2', async () => {
    const seller = await app.createUser({ seller: { plan: 1 } });
    const put = (body: object) => app.http.put(`/api/users/${seller.id}`, body, { token: admin.token });

    const tooEarly = await put({ seller_domain: 'plan1.example.se' });
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.body.message).toBe('Only plan 2 shops can have their own domain.');

    const three = await put({ seller_plan: 3 });
    expect(three.status).toBe(400);
    expect(three.body.message).toBe('Please choose plan 1 or 2 (plan 3 is not available yet).');

    const upgraded = await put({ seller_plan: 2, seller_domain: 'Butik.Example.se' });
    expect(upgraded.status).toBe(200);
    expect(upgraded.body.seller).toMatchObject({ plan: 2, domain: 'butik.example.se' });
    const reread = await app.http.get(`/api/users/${seller.id}`, { token: seller.token });
    expect(reread.body.seller.plan).toBe(2);

    // The seller's product limit follows the new plan.
    for (let i = 0; i < 6; i++) {
      expect((await app.http.post('/api/products', undefined, { token: seller.token })).status).toBe(201);
    }

    const keepsDomain = await put({ seller_plan: 1 });
    expect(keepsDomain.status).toBe(400);
    expect(keepsDomain.body.message).toMatch(/remove the shop's domain/);
    const downgraded = await put({ seller_plan: 1, seller_domain: '' });
    expect(downgraded.status).toBe(200);
    expect(downgraded.body.seller).toMatchObject({ plan: 1, domain: '' });
  });

  it('lets only admins set a plan', async () => {
    const seller = await app.createUser({ seller: { plan: 1 } });
    const res = await app.http.put(`/api/users/${seller.id}`, { seller_plan: 2 }, { token: seller.token });
    expect(res.status).toBe(403);
  });
});
