import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { ensureAdminAccount } from '../admin-account';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const ensure = (email: string, password: string) =>
  ensureAdminAccount(app.orm.em.fork(), app.container.cradle.passwords, { email, password });

describe('ADMIN_EMAIL + ADMIN_PASSWORD at start', () => {
  it('creates the admin when missing, who can then use admin calls', async () => {
    expect(await ensure('Boss@Torget.se', 'boss-password-1')).toBe('created');
    const signin = await app.http.post('/api/users/signin', {
      email: 'boss@torget.se',
      password: 'boss-password-1',
    });
    expect(signin.status).toBe(200);
    expect(signin.body.is_admin).toBe(true);
    expect((await app.http.get('/api/users', { token: signin.body.token })).status).toBe(200);
  });

  it('resets the password and promotes an existing account, ending its old sessions', async () => {
    const user = await app.createUser({ email: 'owner@torget.se', password: 'old-password-1' });
    expect(await ensure('owner@torget.se', 'new-password-2')).toBe('updated');
    expect((await app.http.get(`/api/users/${user.id}`, { token: user.token })).status).toBe(401);
    const old = await app.http.post('/api/users/signin', {
      email: 'owner@torget.se',
      password: 'old-password-1',
    });
    expect(old.status).toBe(401);
    const fresh = await app.http.post('/api/users/signin', {
      email: 'owner@torget.se',
      password: 'new-password-2',
    });
    expect(fresh.body.is_admin).toBe(true);
  });
});
