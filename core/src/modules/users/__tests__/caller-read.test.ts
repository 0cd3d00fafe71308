import { wrap } from '@mikro-orm/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../testing';
import { readCaller } from '../caller-read';
import { UserSchema } from '../user.entity';

let app: TestApp;
let seller: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  seller = await app.createUser({
    name: 'Saga Säljare',
    seller: { name: 'Sagas bod', plan: 2, hasSwish: true, paymentSettings: { has_invoice: true } },
  });
});
afterAll(() => app?.close());

it('reads the caller as findOne does: every column but the password hash, as a managed entity', async () => {
  const profile = await app.http.put(
    '/api/users/save_shipping_address',
    {
      shipping_full_name: 'Saga S',
      shipping_address: 'Storgatan 1',
      shipping_postal_code: '97231',
      shipping_city: 'Luleå',
      shipping_country: 'Sverige',
    },
    { token: seller.token },
  );
  expect(profile.status, profile.text).toBe(200);

  const byFindOne = await app.orm.em.fork().findOneOrFail(UserSchema, { id: seller.id });
  const em = app.orm.em.fork();
  const read = await readCaller(em, seller.id);
  expect(read).not.toBeNull();
  expect(wrap(read!).toObject()).toEqual(wrap(byFindOne).toObject());
  expect(read!.seller).toEqual(byFindOne.seller);
  expect(read!.shippingCity).toBe('Luleå');
  expect(read!.seller.paymentSettings).toEqual({ has_invoice: true });
  expect(read!.createdAt).toBeInstanceOf(Date);
  expect(read!.passwordHash).toBeUndefined();
  // The identity map holds it: the request's later reads of the same user get this entity.
  expect(await em.findOne(UserSchema, { id: seller.id })).toBe(read);
  expect(await readCaller(em, '00000000-0000-4000-8000-000000000000')).toBeNull();
});

it("writes the caller's own changes, and only those, when the request flushes", async () => {
  const renamed = await app.http.put('/api/users/profile', { name: 'Saga Nilsson' }, { token: seller.token });
  expect(renamed.status, renamed.text).toBe(200);
  const stored = await app.orm.em.fork().findOneOrFail(UserSchema, { id: seller.id });
  expect(stored.name).toBe('Saga Nilsson');
  expect(stored.seller.name).toBe('Sagas bod');
  expect(stored.shippingCity).toBe('Luleå');
  // The password hash (not read with the caller) was left as it was: the password still signs in.
  const signin = await app.http.post('/api/users/signin', { email: seller.email, password: seller.password });
  expect(signin.status).toBe(200);
});
