import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { UserSchema } from '../user.entity';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('POST /api/users/register', () => {
  it('creates the account, signs in and never returns the password', async () => {
    const res = await app.http.post('/api/users/register', {
      name: 'Åsa Öberg',
      email: '  Asa.Oberg@Example.SE ',
      password: 'hemligt-lösen',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Åsa Öberg',
      email: 'asa.oberg@example.se',
      is_admin: false,
      is_seller: false,
      wants_to_be_seller: false,
      shop_status: 'Closed',
    });
    expect(res.body._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof res.body.token).toBe('string');
    expect(res.text).not.toContain('hemligt-lösen');
    expect(res.text).not.toMatch(/password|\$argon2/i);

    const stored = await app.orm.em
      .fork()
      .findOneOrFail(UserSchema, { id: res.body._id }, { populate: ['passwordHash'] });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an email that is taken, whatever its case', async () => {
    await app.http.post('/api/users/register', {
      name: 'A',
      email: 'taken@example.se',
      password: 'password-1',
    });
    const res = await app.http.post('/api/users/register', {
      name: 'B',
      email: 'TAKEN@example.se',
      password: 'password-2',
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'An account with this email already exists.', code: 'EMAIL_TAKEN' });
  });

  it.each([
    [{ email: 'a@example.se', password: 'password-1' }, 'name', 'Please enter your name.'],
    [{ name: '  ', email: 'a@example.se', password: 'password-1' }, 'name', 'Please enter your name.'],
    [
      { name: 'A', email: 'not-an-email', password: 'password-1' },
      'email',
      'Please enter a valid email address.',
    ],
    [{ name: 'A', password: 'password-1' }, 'email', 'Please enter your email.'],
    [
      { name: 'A', email: 'a@example.se', password: 'short' },
      'password',
      'Password must be at least 8 characters.',
    ],
    [{ name: 'A', email: 'a@example.se' }, 'password', 'Please enter a password.'],
  ])('rejects %j with a message naming %s', async (body, field, message) => {
    const res = await app.http.post('/api/users/register', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'VALIDATION_FAILED', field });
  });
});

describe('POST /api/users/signin', () => {
  it('signs in with the right password (email case-insensitive)', async () => {
    const user = await app.createUser({ email: 'signin@example.se', password: 'rätt lösenord' });
    const res = await app.http.post('/api/users/signin', {
      email: 'SignIn@Example.se',
      password: 'rätt lösenord',
    });
    expect(res.status).toBe(200);
    expect(res.body._id).toBe(user.id);
    const me = await app.http.get(`/api/users/${user.id}`, { token: res.body.token });
    expect(me.status).toBe(200);
  });

  it('answers 401 "Invalid email or password" for a wrong password or an unknown email alike', async () => {
    await app.createUser({ email: 'wrong@example.se', password: 'rätt lösenord' });
    const wrong = await app.http.post('/api/users/signin', {
      email: 'wrong@example.se',
      password: 'fel lösenord',
    });
    const unknown = await app.http.post('/api/users/signin', {
      email: 'nobody@example.se',
      password: 'fel lösenord',
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid email or password');
    }
  });
});

describe('tokens', () => {
  it('401s protected calls without a token, with a forged token or with a token for a deleted user', async () => {
    const user = await app.createUser();
    expect((await app.http.put('/api/users/profile', { name: 'X' })).status).toBe(401);
    const forged = user.token.slice(0, -4) + 'AAAA';
    expect((await app.http.put('/api/users/profile', { name: 'X' }, { token: forged })).status).toBe(401);
    expect((await app.http.put('/api/users/profile', { name: 'X' }, { token: 'not.a.jwt' })).status).toBe(
      401,
    );

    const admin = await app.createUser({ admin: true });
    expect((await app.http.delete(`/api/users/${user.id}`, { token: admin.token })).status).toBe(200);
    const after = await app.http.put('/api/users/profile', { name: 'X' }, { token: user.token });
    expect(after.status).toBe(401);
  });

  it('ends older tokens when the password changes, and the new token works', async () => {
    const user = await app.createUser();
    const changed = await app.http.put(
      '/api/users/profile',
      { password: 'ett nytt lösenord' },
      { token: user.token },
    );
    expect(changed.status).toBe(200);
    expect((await app.http.get(`/api/users/${user.id}`, { token: user.token })).status).toBe(401);
    expect((await app.http.get(`/api/users/${user.id}`, { token: changed.body.token })).status).toBe(200);
    const signin = await app.http.post('/api/users/signin', {
      email: user.email,
      password: 'ett nytt lösenord',
    });
    expect(signin.status).toBe(200);
  });

  it('reads roles from the database: a demoted admin loses admin calls at once', async () => {
    const boss = await app.createUser({ admin: true });
    const other = await app.createUser({ admin: true });
    expect((await app.http.get('/api/users', { token: other.token })).status).toBe(200);
    const demoted = await app.http.put(`/api/users/${other.id}`, { is_admin: false }, { token: boss.token });
    expect(demoted.status).toBe(200);
    expect((await app.http.get('/api/users', { token: other.token })).status).toBe(403);
  });
});
