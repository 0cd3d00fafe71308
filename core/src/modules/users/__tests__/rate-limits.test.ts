import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { mailTo, outbox } from '../../mail/__tests__/outbox';

let app: TestApp;
let second: TestApp;
beforeAll(async () => {
  // The production limits (core's defaults, which the test kit otherwise raises), behind a proxy so
  // each request can come from its own address.
  const env = {
    TRUST_PROXY: 'true',
    SIGNIN_FAILURES_PER_ACCOUNT: undefined,
    SIGNIN_FAILURES_PER_IP: undefined,
    REGISTRATIONS_PER_IP: undefined,
    RESET_REQUESTS_PER_IP: undefined,
  };
  app = await createTestApp({ env });
  // A second core instance on the same database: limits are counted in PostgreSQL, not per process.
  second = await createTestApp({ env, shareDatabaseWith: app });
});
afterAll(async () => {
  await second.close();
  await app.close();
});

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const signin = (email: string, password: string, ip: string, instance = app) =>
  instance.http.post('/api/users/signin', { email, password }, from(ip));

describe('signing in', () => {
  it('after 10 wrong passwords for one account (from anywhere, on any instance) even the right one gets 429 with Retry-After', async () => {
    const user = await app.createUser({ password: 'right password 1' });
    for (let i = 0; i < 10; i++) {
      const instance = i % 2 ? second : app;
      expect((await signin(user.email, 'wrong', `10.2.0.${i}`, instance)).status).toBe(401);
    }
    const blocked = await signin(user.email, 'right password 1', '10.2.1.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      message: 'Too many failed sign-ins. Please wait a while and try again.',
      code: 'RATE_LIMITED',
    });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('counts parallel guesses too: 30 at once against one account let at most 10 be checked', async () => {
    const user = await app.createUser({ password: 'right password 5' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signin(user.email, `guess ${i}`, `10.12.0.${i}`)),
    );
    expect(answers.filter((res) => res.status === 401)).toHaveLength(10);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(20);
  });

  it('a success clears the account count, so its owner is not locked out by their own typos', async () => {
    const user = await app.createUser({ password: 'right password 2' });
    for (let i = 0; i < 9; i++) await signin(user.email, 'wrong', '10.3.0.1');
    expect((await signin(user.email, 'right password 2', '10.3.0.2')).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await signin(user.email, 'wrong', '10.3.0.3')).status).toBe(401);
    expect((await signin(user.email, 'wrong', '10.3.0.3')).status).toBe(429);
  });

  it('one address guessing across many accounts is stopped after 50 failures; other addresses are not', async () => {
    for (let i = 0; i < 50; i++)
      expect((await signin(`nobody${i}@example.se`, 'x', '10.4.0.1')).status).toBe(401);
    const stopped = await signin('nobody-else@example.se', 'x', '10.4.0.1');
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signin('nobody-else@example.se', 'x', '10.4.0.2')).status).toBe(401);
  });

  it('a locked account opens again once its owner resets the password from the mailed link', async () => {
    const user = await app.createUser({ email: 'locked@example.se', password: 'old password 3' });
    for (let i = 0; i < 10; i++) await signin(user.email, 'wrong', `10.5.0.${i}`);
    expect((await signin(user.email, 'old password 3', '10.5.1.1')).status).toBe(429);
    await app.http.post('/api/users/forgot_password', { email: user.email }, from('10.5.1.1'));
    const token = /reset_password\/([A-Za-z0-9_-]+)/.exec(
      mailTo(await outbox(app, (rows) => mailTo(rows, user.email).length > 0), user.email)[0]!.text_body,
    )![1]!;
    const reset = await app.http.post('/api/users/reset_password', {
      email: user.email,
      new_password: 'new password 33',
      reset_password_token: token,
    });
    expect(reset.status).toBe(200);
    expect((await signin(user.email, 'new password 33', '10.5.1.1')).status).toBe(200);
  });
});

describe('registering', () => {
  it('allows 20 new accounts per address in an hour, then 429 with Retry-After; other addresses go on', async () => {
    const register = (i: number, ip: string) =>
      app.http.post(
        '/api/users/register',
        { name: 'Ny', email: `ny${i}-${ip}@example.se`, password: 'long enough 1' },
        from(ip),
      );
    for (let i = 0; i < 20; i++) expect((await register(i, '10.6.0.1')).status).toBe(201);
    const refused = await register(20, '10.6.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many new accounts from your network. Please try again later.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    expect((await register(21, '10.6.0.2')).status).toBe(201);
  });
});

describe('forgot password', () => {
  const ask = (email: string, ip: string) => app.http.post('/api/users/forgot_password', { email }, from(ip));

  it('refuses an address after 10 requests in 15 minutes with 429 and Retry-After', async () => {
    for (let i = 0; i < 10; i++) expect((await ask(`someone${i}@example.se`, '10.9.9.9')).status).toBe(200);
    const refused = await ask('someone-else@example.se', '10.9.9.9');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many reset requests. Please wait a while and try again.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ask('someone-else@example.se', '10.9.9.10')).status).toBe(200);
  });

  it("cannot be used to block a victim's reset: the owner is never refused and holds a working link", async () => {
    await app.createUser({ email: 'victim@example.se', password: 'old password 1' });
    // An attacker asks for the victim's address from many addresses.
    for (let i = 0; i < 12; i++) expect((await ask('victim@example.se', `10.66.0.${i}`)).status).toBe(200);
    // The mailbox is not flooded: three links in the hour, then no more.
    await outbox(app, (rows) => mailTo(rows, 'victim@example.se').length >= 3);
    // The owner asks too: answered like anyone (200, same words), not refused.
    const own = await ask('victim@example.se', '10.77.0.1');
    expect(own.status).toBe(200);
    const mails = mailTo(await outbox(app), 'victim@example.se');
    expect(mails).toHaveLength(3);
    // Any link in the mailbox resets the password.
    const token = /reset_password\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text_body)![1]!;
    const reset = await app.http.post('/api/users/reset_password', {
      email: 'victim@example.se',
      new_password: 'new password 22',
      reset_password_token: token,
    });
    expect(reset.status).toBe(200);
  });
});
