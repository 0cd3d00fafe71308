import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { orderBody } from '../../orders/__tests__/fixtures';
import { createProduct } from '../../products/__tests__/fixtures';
import { UserSchema } from '../user.entity';

let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await createTestApp({ env: { MARKETPLACE_HOSTS: 'torget.se' } });
  admin = await app.createUser({ admin: true });
});
afterAll(() => app.close());

describe('admin user calls: role boundaries', () => {
  it.each([
    ['GET', '/api/users'],
    ['PUT', '/api/users/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/users/00000000-0000-4000-8000-000000000000'],
  ])('%s %s: 401 anonymous, 403 buyer and seller', async (method, path) => {
    const buyer = await app.createUser();
    const seller = await app.createUser({ seller: true });
    const body = method === 'PUT' ? { is_admin: true } : undefined;
    expect((await app.http.request(method, path, { body })).status).toBe(401);
    expect((await app.http.request(method, path, { body, token: buyer.token })).status).toBe(403);
    expect((await app.http.request(method, path, { body, token: seller.token })).status).toBe(403);
  });

  it('refuses admin calls made through a seller domain (admins act on the marketplace only)', async () => {
    const res = await app.http.get('/api/users', {
      token: admin.token,
      headers: { host: 'butik.example.se' },
    });
    expect(res.status).toBe(403);
    const onMarketplace = await app.http.get('/api/users', {
      token: admin.token,
      headers: { host: 'torget.se' },
    });
    expect(onMarketplace.status).toBe(200);
  });
});

describe('approving sellers', () => {
  it('lists users without passwords and approves an application: Open, plan kept', async () => {
    const applicant = await app.createUser();
    await app.http.put(
      '/api/users/profile',
      {
        wants_to_be_seller: true,
        seller_plan: 2,
        seller_name: 'Bokhandeln',
        seller_address: 'Ågatan 1',
        seller_post_number: '58223',
        seller_city: 'Linköping',
        seller_phone: '013-12 34 56',
        seller_organisation_number: '556016-0680',
      },
      { token: applicant.token },
    );
    const list = await app.http.get('/api/users', { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.text).not.toMatch(/password|argon2|token_?version/i);
    expect(list.body.find((u: { _id: string }) => u._id === applicant.id).shop_status).toBe(
      'Waiting for approval',
    );

    const approved = await app.http.put(
      `/api/users/${applicant.id}`,
      { is_seller: true },
      { token: admin.token },
    );
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ is_seller: true, wants_to_be_seller: false, shop_status: 'Open' });
    expect(approved.body.seller.plan).toBe(2);

    const domain = await app.http.put(
      `/api/users/${applicant.id}`,
      { seller_domain: 'Bokhandel.SE' },
      { token: admin.token },
    );
    expect(domain.body.seller.domain).toBe('bokhandel.se');

    const closed = await app.http.put(
      `/api/users/${applicant.id}`,
      { is_seller: false },
      { token: admin.token },
    );
    expect(closed.body.shop_status).toBe('Closed');
  });

  it('refuses a domain for a shop the admin opens on the free plan', async () => {
    const user = await app.createUser();
    const res = await app.http.put(
      `/api/users/${user.id}`,
      { is_seller: true, seller_domain: 'x.se' },
      { token: admin.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Only plan 2 shops can have their own domain.');
  });

  it('opens no shop without a name or a complete application, saying why in the reader’s language', async () => {
    const approve = (id: string, language: string) =>
      app.http.put(
        `/api/users/${id}`,
        { is_seller: true },
        { token: admin.token, headers: { 'accept-language': language } },
      );
    // The create-shop form asks for no name (docs/product.md §5), so an application may come without one.
    const nameless = await app.createUser();
    const applied = await app.http.put(
      '/api/users/profile',
      {
        wants_to_be_seller: true,
        seller_plan: 1,
        seller_address: 'Ågatan 1',
        seller_post_number: '58223',
        seller_city: 'Linköping',
        seller_phone: '013-12 34 56',
        seller_organisation_number: '556016-0680',
      },
      { token: nameless.token },
    );
    expect(applied.status, applied.text).toBe(200);
    const en = await approve(nameless.id, 'en');
    expect(en.status).toBe(409);
    expect(en.body.message).toBe(
      "This shop cannot be opened without a name. Ask the applicant to add the shop's name to the application.",
    );
    const sv = await approve(nameless.id, 'sv');
    expect(sv.status).toBe(409);
    expect(sv.body.message).toBe(
      'Butiken kan inte öppnas utan ett namn. Be den sökande att lägga till butikens namn i ansökan.',
    );
    const waiting = await app.http.get(`/api/users/${nameless.id}`, { token: admin.token });
    expect(waiting.body).toMatchObject({ is_seller: false, shop_status: 'Waiting for approval' });
    await app.http.put('/api/users/profile', { seller_name: 'Linbutiken' }, { token: nameless.token });
    expect((await approve(nameless.id, 'en')).body.shop_status).toBe('Open');

    // A user who never applied, and an application saved before the check digit was checked.
    const never = await app.createUser();
    expect((await approve(never.id, 'en')).status).toBe(409);
    const em = app.orm.em.fork();
    const stored = await em.findOneOrFail(UserSchema, { id: never.id });
    stored.seller.name = 'Gamla boden';
    await em.flush();
    const notApplied = await approve(never.id, 'en');
    expect(notApplied.status).toBe(409);
    expect(notApplied.body.message).toBe(
      'This shop cannot be opened until its application is complete: Please enter the address.',
    );
    Object.assign(stored.seller, {
      address: 'Storgatan 1',
      postNumber: '111 22',
      city: 'Stockholm',
      phone: '08-123 456',
      organisationNumber: '556016-0681',
      plan: 1,
    });
    stored.wantsToBeSeller = true;
    await em.flush();
    const oldRules = await approve(never.id, 'sv');
    expect(oldRules.status).toBe(409);
    expect(oldRules.body.message).toBe(
      'Butiken kan inte öppnas förrän ansökan är komplett: Organisationsnumret är inte giltigt: skriv det som NNNNNN-NNNN med rätt kontrollsiffra.',
    );
  });

  it('never names a shop by an empty name (one opened before a name was needed)', async () => {
    const shop = await app.createUser({
      name: 'Nora Namnlös',
      seller: { name: '', hasSwish: false, hasPaypal: true },
    });
    const product = await createProduct(app, shop, { name: 'Tygkasse' });
    const buyer = await app.createUser();
    const order = (language: string) =>
      app.http.post('/api/orders', orderBody([{ product: product._id, qty: 1 }], 'Swish'), {
        token: buyer.token,
        headers: { 'accept-language': language },
      });
    expect((await order('en')).body.message).toBe('This shop does not take Swish.');
    expect((await order('sv')).body.message).toBe('Butiken tar inte emot Swish.');
  });

  it('grants admin rights, but an admin cannot remove their own', async () => {
    const user = await app.createUser();
    const granted = await app.http.put(`/api/users/${user.id}`, { is_admin: true }, { token: admin.token });
    expect(granted.body.is_admin).toBe(true);
    expect((await app.http.get('/api/users', { token: user.token })).status).toBe(200);
    const self = await app.http.put(`/api/users/${admin.id}`, { is_admin: false }, { token: admin.token });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot remove your own admin rights.');
  });
});

describe('deleting users', () => {
  it('deletes a user, answers 404 for an unknown one and refuses to delete yourself', async () => {
    const user = await app.createUser();
    const res = await app.http.delete(`/api/users/${user.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'User deleted successfully.', _id: user.id });
    expect((await app.http.delete(`/api/users/${user.id}`, { token: admin.token })).status).toBe(404);
    const signin = await app.http.post('/api/users/signin', { email: user.email, password: user.password });
    expect(signin.status).toBe(401);
    const self = await app.http.delete(`/api/users/${admin.id}`, { token: admin.token });
    expect(self.status).toBe(400);
  });
});
