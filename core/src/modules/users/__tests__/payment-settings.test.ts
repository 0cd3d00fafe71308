import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadPlugins } from '../../../config/plugins';
import { definePlugin, loadPlugin } from '../../../plugins/define-plugin';
import type { PaymentProvider } from '../../../plugins/payment.provider';
import { createTestApp, type TestApp } from '../../../testing';

/** A method core has never heard of, with a switch and an account number of its own. */
const giro: PaymentProvider = {
  id: 'giro',
  method: 'Giro',
  label: { en: 'Bank giro', sv: 'Bankgiro' },
  settings: [
    { name: 'has_giro', label: { en: 'Take bank giro payments', sv: 'Ta emot bankgiro' }, type: 'boolean' },
    {
      name: 'giro_account',
      label: { en: 'Bank giro number', sv: 'Bankgironummer' },
      type: 'text',
      pattern: '^\\d{3,4}-\\d{4}$',
      message: {
        en: 'Write the bank giro number as NNN-NNNN or NNNN-NNNN.',
        sv: 'Skriv bankgironumret som NNN-NNNN eller NNNN-NNNN.',
      },
      requiredWhen: 'has_giro',
      normalize: (value) => value.replace(/\s/g, ''),
    },
  ],
  isAvailableFor: (shop) => shop.settings.has_giro === true,
  publicConfig: () => ({}),
  startPayment: async (order) => ({ type: 'redirect', url: `https://giro.example/${order.reference}` }),
};
const giroPlugin = definePlugin({
  name: 'payment-giro',
  options: z.object({}),
  register: (container) => container.cradle.paymentProviders.add(giro),
});

let app: TestApp;
beforeAll(async () => {
  const defaults = await loadPlugins({});
  app = await createTestApp({ plugins: [...defaults, loadPlugin(giroPlugin, {})] });
});
afterAll(() => app.close());

const path = '/api/users/profile/payment-settings';

describe('a shop’s payment settings, as the payment plugins declare them', () => {
  it('lists each method’s settings as a form a browser can render, with the shop’s values', async () => {
    const seller = await app.createUser({ seller: true });
    const res = await app.http.get(path, { token: seller.token });
    expect(res.status).toBe(200);
    expect(res.body.methods.map((method: { id: string }) => method.id)).toEqual(['Swish', 'Giro']);
    // What the server drops before checking travels with the form, so a browser checks the same way.
    expect(res.body.methods[0].fields[1]).toMatchObject({ name: 'swish_number', ignore: '[\\s-]' });
    const giroForm = res.body.methods[1];
    expect(giroForm.fields).toEqual([
      { name: 'has_giro', label: 'Take bank giro payments', type: 'boolean' },
      {
        name: 'giro_account',
        label: 'Bank giro number',
        type: 'text',
        pattern: '^\\d{3,4}-\\d{4}$',
        message: 'Write the bank giro number as NNN-NNNN or NNNN-NNNN.',
        requiredWhen: 'has_giro',
      },
    ]);
    expect(res.body.values).toEqual({
      has_swish: true,
      swish_number: '1231181189',
      has_giro: false,
      giro_account: '',
    });
  });

  it('checks values against the declarations and switches the method on for the shop', async () => {
    const seller = await app.createUser({ seller: true });
    const put = (values: object) => app.http.put(path, { values }, { token: seller.token });

    const missing = await put({ has_giro: true });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'Please enter bank giro number.', field: 'giro_account' });
    const wrong = await put({ has_giro: true, giro_account: '12-34' });
    expect(wrong.body).toMatchObject({
      message: 'Write the bank giro number as NNN-NNNN or NNNN-NNNN.',
      field: 'giro_account',
    });
    // The plugin's own texts, picked in the reader's language (core translates nothing of a plugin's).
    const swedish = await app.http.put(
      path,
      { values: { has_giro: true, giro_account: '12-34' } },
      { token: seller.token, headers: { 'accept-language': 'sv' } },
    );
    expect(swedish.body.message).toBe('Skriv bankgironumret som NNN-NNNN eller NNNN-NNNN.');
    const missingSv = await app.http.put(
      path,
      { values: { has_giro: true } },
      { token: seller.token, headers: { 'accept-language': 'sv' } },
    );
    expect(missingSv.body.message).toBe('Ange bankgironummer.');
    const form = await app.http.get(path, { token: seller.token, headers: { 'accept-language': 'sv-SE' } });
    expect(form.body.methods[1].label).toBe('Bankgiro');
    expect(form.body.methods[1].fields[1]).toMatchObject({
      label: 'Bankgironummer',
      message: 'Skriv bankgironumret som NNN-NNNN eller NNNN-NNNN.',
    });
    expect((await put({ has_giro: 'yes' })).status).toBe(400);

    const saved = await put({ has_giro: true, giro_account: ' 5050 -1055 ' });
    expect(saved.status).toBe(200);
    expect(saved.body.values).toMatchObject({ has_giro: true, giro_account: '5050-1055' });
    const methods = await app.http.get(`/api/shops/${seller.id}/payment-methods`);
    expect(methods.body.methods.map((method: { id: string }) => method.id)).toEqual(['Swish', 'Giro']);
  });

  it('keeps the spec’s seller fields working: set here, read in the profile, and the other way round', async () => {
    const seller = await app.createUser({ seller: true });
    const bad = await app.http.put(path, { values: { swish_number: '12345' } }, { token: seller.token });
    expect(bad.body).toMatchObject({
      message:
        'Swish number must be a Swish business number (such as 123 456 78 90) or a mobile number (such as 070 123 45 67).',
      field: 'swish_number',
    });
    await app.http.put(path, { values: { swish_number: '070-123 45 67' } }, { token: seller.token });
    const me = await app.http.get(`/api/users/${seller.id}`, { token: seller.token });
    expect(me.body.seller).toMatchObject({ has_swish: true, swish_number: '0701234567' });

    await app.http.put('/api/users/profile', { seller_has_swish: false }, { token: seller.token });
    const after = await app.http.get(path, { token: seller.token });
    expect(after.body.values.has_swish).toBe(false);
    const methods = await app.http.get(`/api/shops/${seller.id}/payment-methods`);
    expect(methods.body.methods).toEqual([]);
  });

  it('is the seller’s own: a buyer is refused', async () => {
    const buyer = await app.createUser();
    expect((await app.http.get(path, { token: buyer.token })).status).toBe(403);
  });
});
