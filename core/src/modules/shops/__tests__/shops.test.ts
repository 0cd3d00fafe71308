import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { UserSchema } from '../../users/user.entity';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const privateFields =
  /password|argon2|token_?version|tokenVersion|is_admin|(?<!free_)shipping_|wants_to_be_seller|swish_number/i;

async function rate(userId: string, rating: number, numReviews: number) {
  const em = app.orm.em.fork();
  const user = await em.findOneOrFail(UserSchema, { id: userId });
  user.seller.rating = rating;
  user.seller.numReviews = numReviews;
  await em.flush();
}

describe('GET /api/users/top-sellers', () => {
  it('lists open shops by rating, then number of reviews, with public fields only', async () => {
    const good = await app.createUser({ seller: { name: 'Bra Butik' } });
    const better = await app.createUser({ seller: { name: 'Bättre Butik' } });
    const popular = await app.createUser({ seller: { name: 'Populär Butik' } });
    const closed = await app.createUser({ seller: { name: 'Stängd Butik' } });
    await rate(good.id, 4, 3);
    await rate(better.id, 4.8, 2);
    await rate(popular.id, 4, 30);
    await rate(closed.id, 5, 100);
    const admin = await app.createUser({ admin: true });
    await app.http.put(`/api/users/${closed.id}`, { is_seller: false }, { token: admin.token });

    const res = await app.http.get('/api/users/top-sellers');
    expect(res.status).toBe(200);
    const listed = res.body.map((s: { seller: { name: string } }) => s.seller.name);
    expect(listed.slice(0, 3)).toEqual(['Bättre Butik', 'Populär Butik', 'Bra Butik']);
    expect(listed).not.toContain('Stängd Butik');
    expect(Object.keys(res.body[0])).toEqual(['_id', 'seller']);
    expect(res.text).not.toMatch(privateFields);
    expect(res.text).not.toContain('@');
  });
});

describe('GET /api/users/domain_seller/{hostname}', () => {
  it('finds the shop by its domain, ignoring case, a port and a leading www.', async () => {
    const seller = await app.createUser({ seller: { plan: 2 } });
    await app.http.put('/api/users/profile', { seller_domain: 'butik.localhost' }, { token: seller.token });
    for (const host of [
      'butik.localhost',
      'BUTIK.localhost',
      'butik.localhost:3000',
      'www.butik.localhost',
    ]) {
      const res = await app.http.get(`/api/users/domain_seller/${encodeURIComponent(host)}`);
      expect(res.status, host).toBe(200);
      expect(res.body).toEqual({ _id: seller.id });
    }
    const none = await app.http.get('/api/users/domain_seller/nobody.example');
    expect(none.status).toBe(404);
  });

  it('follows a domain moving, a shop closing and a new shop at once (answers are cached per domain)', async () => {
    const admin = await app.createUser({ admin: true });
    const first = await app.createUser({ seller: { plan: 2 } });
    const second = await app.createUser({ seller: { plan: 2 } });
    const owner = async (host: string) => {
      const res = await app.http.get(`/api/users/domain_seller/${host}`);
      return res.status === 200 ? res.body._id : res.status;
    };
    expect(await owner('flytt.localhost')).toBe(404);
    await app.http.put('/api/users/profile', { seller_domain: 'flytt.localhost' }, { token: first.token });
    expect(await owner('flytt.localhost')).toBe(first.id);
    await app.http.put('/api/users/profile', { seller_domain: '' }, { token: first.token });
    expect(await owner('flytt.localhost')).toBe(404);
    await app.http.put('/api/users/profile', { seller_domain: 'flytt.localhost' }, { token: second.token });
    expect(await owner('flytt.localhost')).toBe(second.id);
    await app.http.put(`/api/users/${second.id}`, { is_seller: false }, { token: admin.token });
    expect(await owner('flytt.localhost')).toBe(404);
  });
});

describe('GET /api/shops/{id}', () => {
  it("gives an open shop's page data, sanitized, without private fields; 404 for closed shops and buyers", async () => {
    const seller = await app.createUser({ seller: { name: 'Keramikboden' } });
    await app.http.put(
      '/api/users/profile',
      {
        seller_description: '<p>Handdrejat</p><script>x()</script>',
        seller_name_text_color: '#112233',
        seller_subtitle: 'Från Gotland',
      },
      { token: seller.token },
    );
    const res = await app.http.get(`/api/shops/${seller.id}`);
    expect(res.status).toBe(200);
    expect(res.body.seller).toMatchObject({
      name: 'Keramikboden',
      subtitle: 'Från Gotland',
      description: '<p>Handdrejat</p>',
      name_text_color: '#112233',
      organisation_number: '556016-0680',
      city: 'Stockholm',
    });
    // The shop's contact address (none chosen), never the sign-in email.
    expect(res.body.email).toBe('');
    expect(res.text).not.toMatch(privateFields);

    const buyer = await app.createUser();
    expect((await app.http.get(`/api/shops/${buyer.id}`)).status).toBe(404);
    expect((await app.http.get(`/api/shops/${buyer.id}`)).body.message).toBe('No Seller Found');
  });
});
