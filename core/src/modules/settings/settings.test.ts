import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { definePlugin, loadPlugin } from '../../plugins/define-plugin';
import type { PaymentProvider } from '../../plugins/payment.provider';
import { createTestApp, type TestApp } from '../../testing';

/** A PayPal provider as a plugin installs one; only its public config matters here. */
const paypal: PaymentProvider = {
  id: 'paypal',
  method: 'PayPal',
  label: { en: 'PayPal', sv: 'PayPal' },
  csp: { scriptSrc: ['https://widgets.psp.example'], frameSrc: ['https://checkout.psp.example'] },
  isAvailableFor: (shop) => shop.settings.has_paypal === true,
  publicConfig: () => ({ clientId: 'paypal-client-id', mode: 'live' }),
  startPayment: async () => ({ type: 'widget', widget: 'paypal-buttons', config: {} }),
};
const paypalPlugin = definePlugin({
  name: 'test-paypal',
  options: z.object({}),
  register: (container) => container.cradle.paymentProviders.add(paypal),
});

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    env: { GOOGLE_MAPS_KEY: 'maps-key' },
    plugins: [loadPlugin(paypalPlugin, {})],
  });
});
afterAll(() => app.close());

describe('site texts', () => {
  it('are public, and on a fresh site each is its default in the reader’s language', async () => {
    const res = await app.http.get('/api/settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      about_text: expect.stringContaining('<h2>Om Torget</h2><p>Torget är en öppen marknadsplats'),
      privacy_text: expect.stringContaining('<h2>Integritet</h2>'),
      become_seller_text_1: expect.stringContaining('<h2>Sälj på Torget</h2>'),
      become_seller_text_2: '<p>Välj den plan som passar din butik. Du kan börja gratis.</p>',
      // What is kept, why and how long, as docs/privacy.md says, in the reader's language.
      privacy_policy_text: expect.stringMatching(
        /^<h2>Integritetspolicy<\/h2>[\s\S]*sju år[\s\S]*\(DAC7\)[\s\S]*<strong>Mina uppgifter<\/strong>/,
      ),
      terms_text: expect.stringContaining('<h2>Köpvillkor</h2>'),
      notice_intro_text: expect.stringContaining('Säljaren får inte veta vem som har anmält.'),
      terms_grounds_text: expect.stringContaining('Villkoren 3.1: Förbjudna varor\nVillkoren 3.2'),
      // The test kit turns both off (a new marketplace's true: trader-details.test.ts).
      require_trader_details: false,
      require_product_safety_info: false,
      product_safety_contact: '',
    });
    const english = await app.http.get('/api/settings', { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(english.body).toEqual({
      about_text: expect.stringContaining('<h2>About Torget</h2><p>Torget is an open marketplace'),
      privacy_text: expect.stringContaining('<h2>Privacy</h2>'),
      become_seller_text_1: expect.stringContaining('<h2>Sell on Torget</h2>'),
      become_seller_text_2: '<p>Choose the plan that suits your shop. You can start for free.</p>',
      privacy_policy_text: expect.stringMatching(
        /^<h2>Privacy policy<\/h2>[\s\S]*seven years[\s\S]*\(DAC7\)[\s\S]*<strong>My data<\/strong>/,
      ),
      terms_text: expect.stringContaining('<h2>Terms of purchase</h2>'),
      notice_intro_text: expect.stringContaining('The seller is not told who reported.'),
      terms_grounds_text: expect.stringContaining('Terms 3.1: Prohibited goods'),
      require_trader_details: false,
      require_product_safety_info: false,
      product_safety_contact: '',
    });
  });

  it('serve default terms of purchase in the reader’s language until the admin writes them; empty brings them back', async () => {
    const swedish = (await app.http.get('/api/settings')).body.terms_text;
    expect(swedish).toContain('Ångerrätt');
    expect(swedish).toContain('inom 14 dagar');
    const english = await app.http.get('/api/settings', { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(english.body.terms_text).toContain('<h2>Terms of purchase</h2>');
    expect(english.body.terms_text).toContain('Right of withdrawal');
    const preferSwedish = await app.http.get('/api/settings', {
      headers: { 'accept-language': 'sv-SE,en;q=0.5' },
    });
    expect(preferSwedish.body.terms_text).toBe(swedish);

    const admin = await app.createUser({ admin: true });
    const own = '<h2>Våra villkor</h2><p onclick="x()">Öppet köp i 30 dagar.</p>';
    const saved = await app.http.put('/api/settings', { terms_text: own }, { token: admin.token });
    expect(saved.body.terms_text).toBe('<h2>Våra villkor</h2><p>Öppet köp i 30 dagar.</p>');
    const read = await app.http.get('/api/settings', { headers: { 'accept-language': 'en' } });
    expect(read.body.terms_text).toBe('<h2>Våra villkor</h2><p>Öppet köp i 30 dagar.</p>');
    await app.http.put('/api/settings', { terms_text: '' }, { token: admin.token });
    expect((await app.http.get('/api/settings')).body.terms_text).toBe(swedish);
  });

  it('serve the report form’s introduction and the terms’ grounds the admin writes, sanitized; empty brings the defaults back', async () => {
    const admin = await app.createUser({ admin: true });
    const saved = await app.http.put(
      '/api/settings',
      {
        notice_intro_text: '<p>Anmäl här.</p><script>alert(1)</script>',
        terms_grounds_text: 'Villkor 7: Inga vapen\nVillkor 8: Inga djur',
      },
      { token: admin.token },
    );
    expect(saved.body.notice_intro_text).toBe('<p>Anmäl här.</p>');
    expect(saved.body.terms_grounds_text).toBe('Villkor 7: Inga vapen\nVillkor 8: Inga djur');
    // Written once, served as written in either language.
    const english = await app.http.get('/api/settings', { headers: { 'accept-language': 'en' } });
    expect(english.body.notice_intro_text).toBe('<p>Anmäl här.</p>');
    const emptied = await app.http.put(
      '/api/settings',
      { notice_intro_text: '', terms_grounds_text: '' },
      { token: admin.token, headers: { 'accept-language': 'en' } },
    );
    expect(emptied.body.notice_intro_text).toContain('The seller is not told who reported.');
    expect(emptied.body.terms_grounds_text).toContain('Terms 3.1: Prohibited goods');
  });

  it('serve a default privacy text saying what the browser stores and why, in the reader’s language', async () => {
    const swedish = (await app.http.get('/api/settings')).body.privacy_text as string;
    for (const stored of ['userInfo', 'cartItems', 'shippingAddress', '<code>lang</code>'])
      expect(swedish).toContain(stored);
    expect(swedish).toContain('Det här sparas i din webbläsare');
    expect(swedish).toContain('inga spårningskakor');
    const english = await app.http.get('/api/settings', { headers: { 'accept-language': 'en' } });
    expect(english.body.privacy_text).toContain('What is stored in your browser');
    expect(english.body.privacy_text).toContain('no tracking cookies');

    const admin = await app.createUser({ admin: true });
    await app.http.put('/api/settings', { privacy_text: '<p>Vår egen text</p>' }, { token: admin.token });
    expect((await app.http.get('/api/settings')).body.privacy_text).toBe('<p>Vår egen text</p>');
    await app.http.put('/api/settings', { privacy_text: '' }, { token: admin.token });
    expect((await app.http.get('/api/settings')).body.privacy_text).toBe(swedish);
  });

  it('are updated by admins only, sanitized on write, and only the fields sent change', async () => {
    const admin = await app.createUser({ admin: true });
    const buyer = await app.createUser();
    const seller = await app.createUser({ seller: true });
    const body = { about_text: '<h2>Om oss</h2><p onclick="x()">Hej</p><script>steal()</script>' };
    expect((await app.http.put('/api/settings/', body)).status).toBe(401);
    expect((await app.http.put('/api/settings/', body, { token: buyer.token })).status).toBe(403);
    expect((await app.http.put('/api/settings/', body, { token: seller.token })).status).toBe(403);

    const saved = await app.http.put('/api/settings/', body, { token: admin.token });
    expect(saved.status).toBe(200);
    expect(saved.body.about_text).toBe('<h2>Om oss</h2><p>Hej</p>');
    await app.http.put('/api/settings', { privacy_text: '<p>Privat</p>' }, { token: admin.token });
    const read = await app.http.get('/api/settings');
    expect(read.body).toMatchObject({
      about_text: '<h2>Om oss</h2><p>Hej</p>',
      privacy_text: '<p>Privat</p>',
    });
  });

  it('refuses non-string texts with a 400 naming the field', async () => {
    const admin = await app.createUser({ admin: true });
    const res = await app.http.put('/api/settings', { about_text: 42 }, { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('about_text');
  });
});

describe('the product safety contact point (GPSR Art. 22, DSA Art. 12)', () => {
  it('is empty until an admin sets it, then in the settings and the small answer every page reads', async () => {
    const admin = await app.createUser({ admin: true });
    expect((await app.http.get('/api/settings/contact_points')).body).toEqual({ product_safety_contact: '' });
    const contact = '  produktsakerhet@torget.se, 08-123 45 67 <b>vardagar</b> ';
    const saved = await app.http.put(
      '/api/settings',
      { product_safety_contact: contact },
      { token: admin.token },
    );
    expect(saved.status).toBe(200);
    // Plain text, trimmed: the storefront shows it as text, so markup is kept as typed, never run.
    const stored = 'produktsakerhet@torget.se, 08-123 45 67 <b>vardagar</b>';
    expect(saved.body.product_safety_contact).toBe(stored);
    expect((await app.http.get('/api/settings')).body.product_safety_contact).toBe(stored);
    expect((await app.http.get('/api/settings/contact_points')).body).toEqual({
      product_safety_contact: stored,
    });
    // Other fields sent leave it as it is; empty removes it.
    await app.http.put('/api/settings', { about_text: '<p>Om oss</p>' }, { token: admin.token });
    expect((await app.http.get('/api/settings/contact_points')).body.product_safety_contact).toBe(stored);
    await app.http.put('/api/settings', { product_safety_contact: '' }, { token: admin.token });
    expect((await app.http.get('/api/settings/contact_points')).body).toEqual({ product_safety_contact: '' });
  });

  it('refuses one without an email address, too long or on two lines, in the reader’s language; only admins set it', async () => {
    const admin = await app.createUser({ admin: true });
    const put = (value: unknown, language = 'sv', token = admin.token) =>
      app.http.put(
        '/api/settings',
        { product_safety_contact: value },
        { token, headers: { 'accept-language': language } },
      );
    const noEmail = await put('08-123 45 67');
    expect(noEmail.status).toBe(400);
    expect(noEmail.body).toMatchObject({
      field: 'product_safety_contact',
      message: 'Kontaktpunkten för produktsäkerhet måste innehålla en e-postadress.',
    });
    expect((await put('08-123 45 67', 'en')).body.message).toBe(
      'The product safety contact point must include an email address.',
    );
    expect((await put(`a@torget.se ${'x'.repeat(200)}`)).body.message).toBe(
      'Kontaktpunkten för produktsäkerhet är för lång (högst 200 tecken).',
    );
    expect((await put('a@torget.se\n08-123 45 67', 'en')).body.message).toBe(
      'The product safety contact point must be on one line.',
    );
    expect((await put(42, 'en')).body.message).toBe('The product safety contact point must be text.');
    const seller = await app.createUser({ seller: { name: 'Butik' } });
    expect((await put('a@torget.se', 'sv', seller.token)).status).toBe(403);
    expect((await app.http.get('/api/settings/contact_points')).body.product_safety_contact).toBe('');
  });
});

describe('client configuration', () => {
  it("answers the installed PayPal provider's public config and the maps key", async () => {
    expect((await app.http.get('/api/config/paypal')).body).toEqual({
      clientId: 'paypal-client-id',
      mode: 'live',
    });
    expect((await app.http.get('/api/config/google')).body).toEqual({ key: 'maps-key' });
  });
});

/** `default-src 'self';script-src …` → { 'default-src': "'self'", … } */
const directives = (header: string | null) =>
  Object.fromEntries(
    (header ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(' ');
      return [name, sources.join(' ')];
    }),
  );

describe('Content-Security-Policy', () => {
  it("lets the installed payment plugins' browser parts load from the sources they declare", async () => {
    const csp = directives((await app.http.get('/api/settings')).headers.get('content-security-policy'));
    expect(csp['script-src']).toBe("'self' https://widgets.psp.example");
    expect(csp['frame-src']).toBe("'self' https://checkout.psp.example");
    const bare = await createTestApp({ plugins: [] });
    try {
      const plain = (await bare.http.get('/api/settings')).headers.get('content-security-policy');
      expect(directives(plain)['script-src']).toBe("'self'");
      expect(plain).not.toContain('psp.example');
    } finally {
      await bare.close();
    }
  });
});

describe('without a PayPal provider', () => {
  it('answers an empty client id, so the payment screen does not offer PayPal', async () => {
    const bare = await createTestApp();
    try {
      expect((await bare.http.get('/api/config/paypal')).body).toEqual({ clientId: '', mode: 'sandbox' });
    } finally {
      await bare.close();
    }
  });
});
