import { shopColourFieldNames } from '@torget/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/**
 * A shop colour is defined in ONE place, the contract's `shopColourFields` (contract/src/shop-colours.ts); the
 * seller schema, the profile body, the Seller entity's columns, the ui theme and the settings form derive from
 * it. Adding a colour there and its `seller_<name>` column in a migration is all it takes: this test walks the
 * list, so a colour without its column (or one a derived copy forgets) fails here.
 */
describe('the seller fields, from one definition', () => {
  const colours = Object.fromEntries(
    shopColourFieldNames.map((field, index) => [field, `#0${index}A0B${index}`]),
  );

  it('stores every shop colour of the contract list and answers it on the account and the shop page', async () => {
    const seller = await app.createUser({ seller: true });
    const body = Object.fromEntries(
      Object.entries(colours).map(([field, value]) => [`seller_${field}`, value]),
    );
    const saved = await app.http.put('/api/users/profile', body, { token: seller.token });
    expect(saved.status).toBe(200);
    const lowered = Object.fromEntries(
      Object.entries(colours).map(([field, value]) => [field, value.toLowerCase()]),
    );
    expect(saved.body.seller).toMatchObject(lowered);
    const page = await app.http.get(`/api/shops/${seller.id}`);
    expect(page.body.seller).toMatchObject(lowered);
  });

  it('checks the organisation number once, in the contract: format, then check digit', async () => {
    const user = await app.createUser();
    const send = (value: string) =>
      app.http.put('/api/users/profile', { seller_organisation_number: value }, { token: user.token });
    expect((await send('5560160680')).body).toMatchObject({
      message: 'Organisation number must be written as NNNNNN-NNNN.',
      field: 'seller_organisation_number',
    });
    expect((await send('556016-0681')).body.message).toBe(
      'Organisation number is not valid: write it as NNNNNN-NNNN with a correct check digit.',
    );
    expect((await send('556016-0680')).body.seller.organisation_number).toBe('556016-0680');
  });

  it('stores a Swish number as digits, whatever spaces or dashes it was written with', async () => {
    const seller = await app.createUser({ seller: true });
    const saved = await app.http.put(
      '/api/users/profile',
      { seller_has_swish: true, seller_swish_number: '123-118 11 89' },
      { token: seller.token },
    );
    expect(saved.body.seller).toMatchObject({ has_swish: true, swish_number: '1231181189' });
  });
});
