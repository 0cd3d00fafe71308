import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { MARKETPLACE_HOSTS: 'torget.se' } });
});
afterAll(() => app.close());

/** A complete create-shop form (docs/product.md §2 Create-shop form, §5 Create shop). */
const application = {
  wants_to_be_seller: true,
  seller_plan: 1,
  seller_name: 'Lilla Bokhandeln',
  seller_address: 'Drottninggatan 5',
  seller_post_number: '111 51',
  seller_city: 'Stockholm',
  seller_phone: '08-765 43 21',
  seller_organisation_number: '556016-0680',
  seller_description:
    '<p>Böcker <strong>för alla</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
};

describe('seller application through PUT /api/users/profile', () => {
  it('stores the application, sanitizes the description and shows "Waiting for approval"', async () => {
    const user = await app.createUser();
    const res = await app.http.put('/api/users/profile', application, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.wants_to_be_seller).toBe(true);
    expect(res.body.is_seller).toBe(false);
    expect(res.body.shop_status).toBe('Waiting for approval');
    expect(res.body.seller).toMatchObject({
      name: 'Lilla Bokhandeln',
      plan: 1,
      organisation_number: '556016-0680',
    });
    expect(res.body.seller.description).toContain('<strong>för alla</strong>');
    expect(res.body.seller.description).not.toMatch(/script|onerror|alert/);
  });

  it.each([
    ['seller_address', '', 'Please enter the address.'],
    ['seller_post_number', '', 'Please enter the post number.'],
    ['seller_post_number', '1234', 'Post number must be five digits, e.g. 123 45.'],
    ['seller_city', '', 'Please enter the city.'],
    ['seller_phone', '', 'Please enter the phone number.'],
    ['seller_organisation_number', '', 'Please enter the organisation number.'],
    ['seller_organisation_number', '5560160680', 'Organisation number must be written as NNNNNN-NNNN.'],
    [
      'seller_organisation_number',
      '556016-0681',
      'Organisation number is not valid: write it as NNNNNN-NNNN with a correct check digit.',
    ],
    ['seller_plan', 3, 'Please choose plan 1 or 2 (plan 3 is not available yet).'],
    ['seller_plan', 7, 'Please choose plan 1 or 2 (plan 3 is not available yet).'],
  ])('refuses an application with %s = %j', async (field, value, message) => {
    const user = await app.createUser();
    const res = await app.http.put(
      '/api/users/profile',
      { ...application, [field]: value },
      { token: user.token },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, field });
    const me = await app.http.get(`/api/users/${user.id}`, { token: user.token });
    expect(me.body.wants_to_be_seller).toBe(false);
  });
});

describe('shop settings through PUT /api/users/profile', () => {
  it('saves colours (lower-cased) and refuses colours that are not #RRGGBB', async () => {
    const seller = await app.createUser({ seller: true });
    const ok = await app.http.put(
      '/api/users/profile',
      { seller_name_text_color: '#A0B1C2', seller_footer_background_color: '#000000' },
      { token: seller.token },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.seller.name_text_color).toBe('#a0b1c2');
    const bad = await app.http.put(
      '/api/users/profile',
      { seller_name_text_color: 'red' },
      { token: seller.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: 'Colours must be written as #RRGGBB.',
      field: 'seller_name_text_color',
    });
  });

  it('requires a shop name, a swish number when Swish is on and a logo when the logo is on', async () => {
    const seller = await app.createUser({ seller: true });
    const noName = await app.http.put('/api/users/profile', { seller_name: '' }, { token: seller.token });
    expect(noName.body).toMatchObject({ message: 'Please enter the shop name.', field: 'seller_name' });
    const noSwish = await app.http.put(
      '/api/users/profile',
      { seller_has_swish: true, seller_swish_number: '' },
      { token: seller.token },
    );
    expect(noSwish.status).toBe(400);
    expect(noSwish.body.message).toBe('Please enter a swish number.');
    const badSwish = await app.http.put(
      '/api/users/profile',
      { seller_has_swish: true, seller_swish_number: '12345' },
      { token: seller.token },
    );
    expect(badSwish.body.field).toBe('seller_swish_number');
    const noLogo = await app.http.put(
      '/api/users/profile',
      { seller_has_logo: true, seller_logo: '' },
      { token: seller.token },
    );
    expect(noLogo.body).toMatchObject({ message: 'Please choose a logo image.', field: 'seller_logo' });
    const fine = await app.http.put(
      '/api/users/profile',
      {
        seller_has_swish: true,
        seller_swish_number: '123 456 78 90',
        seller_has_logo: true,
        seller_logo: '/uploads/l.png',
      },
      { token: seller.token },
    );
    expect(fine.status).toBe(200);
    expect(fine.body.seller).toMatchObject({ has_swish: true, swish_number: '1234567890', has_logo: true });
  });

  it('refuses PayPal while the marketplace has no PayPal configured', async () => {
    const seller = await app.createUser({ seller: true });
    const res = await app.http.put(
      '/api/users/profile',
      { seller_has_paypal: true },
      { token: seller.token },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'This payment method is not available on this marketplace.',
      field: 'seller_has_paypal',
    });
  });

  it('lets only plan 2 shops have a domain, stored lower-case and unique', async () => {
    const small = await app.createUser({ seller: { plan: 1 } });
    const denied = await app.http.put(
      '/api/users/profile',
      { seller_domain: 'liten.se' },
      { token: small.token },
    );
    expect(denied.status).toBe(400);
    expect(denied.body.message).toBe('Only plan 2 shops can have their own domain.');

    const big = await app.createUser({ seller: { plan: 2 } });
    const set = await app.http.put(
      '/api/users/profile',
      { seller_domain: 'https://WWW.Stor-Butik.SE/' },
      { token: big.token },
    );
    expect(set.status).toBe(200);
    expect(set.body.seller.domain).toBe('stor-butik.se');

    const other = await app.createUser({ seller: { plan: 2 } });
    const taken = await app.http.put(
      '/api/users/profile',
      { seller_domain: 'stor-butik.se' },
      { token: other.token },
    );
    expect(taken.status).toBe(409);
    const marketplace = await app.http.put(
      '/api/users/profile',
      { seller_domain: 'torget.se' },
      { token: other.token },
    );
    expect(marketplace.body.message).toBe('That domain belongs to the marketplace.');
    const junk = await app.http.put(
      '/api/users/profile',
      { seller_domain: 'not a domain' },
      { token: other.token },
    );
    expect(junk.status).toBe(400);
  });

  it('refuses a plan that cannot be chosen, with the message the contract gives: none, or a stored plan 3', async () => {
    const noPlan = await app.createUser();
    const { seller_plan: _plan, ...withoutPlan } = application;
    const missing = await app.http.put('/api/users/profile', withoutPlan, { token: noPlan.token });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      message: 'Please choose plan 1 or 2 (plan 3 is not available yet).',
      field: 'seller_plan',
    });
    const planThree = await app.createUser({ seller: { plan: 3 } });
    const saved = await app.http.put(
      '/api/users/profile',
      { seller_city: 'Uppsala' },
      { token: planThree.token },
    );
    expect(saved.status).toBe(400);
    expect(saved.body.message).toBe('Please choose plan 1 or 2 (plan 3 is not available yet).');
  });

  it('does not let a seller change plan by themselves', async () => {
    const seller = await app.createUser({ seller: { plan: 1 } });
    const res = await app.http.put('/api/users/profile', { seller_plan: 2 }, { token: seller.token });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('seller_plan');
  });
});

describe('own account', () => {
  it('changes only the caller, whatever userId the body names', async () => {
    const me = await app.createUser({ name: 'Me' });
    const victim = await app.createUser({ name: 'Victim' });
    const res = await app.http.put(
      '/api/users/profile',
      { userId: victim.id, name: 'Hacked' },
      { token: me.token },
    );
    expect(res.status).toBe(200);
    expect(res.body._id).toBe(me.id);
    const admin = await app.createUser({ admin: true });
    const check = await app.http.get(`/api/users/${victim.id}`, { token: admin.token });
    expect(check.body.name).toBe('Victim');
  });

  it('refuses an email another account has', async () => {
    const me = await app.createUser();
    const other = await app.createUser();
    const res = await app.http.put(
      '/api/users/profile',
      { email: other.email.toUpperCase() },
      { token: me.token },
    );
    expect(res.status).toBe(409);
  });

  it('saves the shipping address and requires all five fields', async () => {
    const me = await app.createUser();
    const address = {
      shipping_full_name: 'Karin Kund',
      shipping_address: 'Storgatan 12',
      shipping_postal_code: '411 38',
      shipping_city: 'Göteborg',
      shipping_country: 'Sverige',
    };
    const ok = await app.http.put('/api/users/save_shipping_address', address, { token: me.token });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject(address);
    const missing = await app.http.put(
      '/api/users/save_shipping_address',
      { ...address, shipping_city: '' },
      { token: me.token },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('shipping_city');
  });

  it('shows a user to themselves and admins only', async () => {
    const me = await app.createUser();
    const other = await app.createUser();
    expect((await app.http.get(`/api/users/${me.id}`, { token: other.token })).status).toBe(403);
    expect((await app.http.get(`/api/users/${me.id}`)).status).toBe(401);
    expect((await app.http.get('/api/users/not-a-uuid', { token: me.token })).status).toBe(400);
  });
});
