import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { mailTo, outbox } from '../../mail/__tests__/outbox';

let app: TestApp;
beforeAll(async () => {
  // Behind a proxy the client address comes from X-Forwarded-For; the per-address limit uses it.
  app = await createTestApp({ env: { PUBLIC_URL: 'https://torget.example', TRUST_PROXY: 'true' } });
});
afterAll(() => app.close());

const SAME_ANSWER = 'If an account exists for that email, we have sent a link to reset the password.';

async function requestLink(email: string, ip = '10.0.0.1'): Promise<string> {
  const res = await app.http.post(
    '/api/users/forgot_password',
    { email },
    { headers: { 'x-forwarded-for': ip } },
  );
  expect(res.status).toBe(200);
  const mails = mailTo(await outbox(app), email.toLowerCase());
  const link = /https:\/\/torget\.example\/reset_password\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text_body);
  return link![1]!;
}

describe('forgot password', () => {
  it('mails a single-use link to a known account and answers an unknown email the same way', async () => {
    const user = await app.createUser({ email: 'glomsk@example.se', name: 'Glömsk <Person>' });
    const known = await app.http.post('/api/users/forgot_password', { email: 'Glomsk@Example.se' });
    const unknown = await app.http.post('/api/users/forgot_password', { email: 'nobody@example.se' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: SAME_ANSWER });
    expect(unknown.body).toEqual(known.body);
    const rows = await outbox(app);
    expect(mailTo(rows, 'nobody@example.se')).toHaveLength(0);
    const [mail] = mailTo(rows, user.email);
    expect(mail!.subject).toBe('Återställ ditt lösenord på Torget');
    expect(mail!.text_body).toMatch(/https:\/\/torget\.example\/reset_password\/[A-Za-z0-9_-]{43}/);
    expect(mail!.html_body).toContain('Glömsk &lt;Person&gt;');
    // The token is stored hashed, never as sent.
    const token = /reset_password\/([A-Za-z0-9_-]+)/.exec(mail!.text_body)![1]!;
    const stored = await app.orm.em.fork().execute('select token_hash from password_reset_tokens');
    expect(JSON.stringify(stored)).not.toContain(token);
  });
  // Limits on asking (per address, and the per-address mail budget): users/__tests__/rate-limits.test.ts.
});

describe('reset password', () => {
  it('sets the new password, ends older sessions and burns the token', async () => {
    const user = await app.createUser({ email: 'reset@example.se', password: 'gammalt-lösen' });
    const token = await requestLink(user.email, '10.2.0.1');
    const res = await app.http.post('/api/users/reset_password', {
      email: user.email,
      new_password: 'nytt-lösenord',
      reset_password_token: token,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password was reset.');
    expect((await app.http.get(`/api/users/${user.id}`, { token: user.token })).status).toBe(401);
    expect(
      (await app.http.post('/api/users/signin', { email: user.email, password: 'gammalt-lösen' })).status,
    ).toBe(401);
    expect(
      (await app.http.post('/api/users/signin', { email: user.email, password: 'nytt-lösenord' })).status,
    ).toBe(200);

    const again = await app.http.post('/api/users/reset_password', {
      email: user.email,
      new_password: 'tredje-lösen',
      reset_password_token: token,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This reset link is invalid or has expired. Please ask for a new one.');
  });

  it('refuses expired, forged and other-account tokens', async () => {
    const user = await app.createUser({ email: 'expired@example.se' });
    const other = await app.createUser({ email: 'other@example.se' });
    const token = await requestLink(user.email, '10.3.0.1');
    const body = { email: user.email, new_password: 'nytt-lösenord', reset_password_token: token };
    expect((await app.http.post('/api/users/reset_password', { ...body, email: other.email })).status).toBe(
      400,
    );
    expect(
      (await app.http.post('/api/users/reset_password', { ...body, reset_password_token: 'forged' })).status,
    ).toBe(400);
    await app.orm.em
      .fork()
      .execute(`update password_reset_tokens set expires_at = now() - interval '1 minute'`);
    expect((await app.http.post('/api/users/reset_password', body)).status).toBe(400);
    const short = await app.http.post('/api/users/reset_password', { ...body, new_password: 'kort' });
    expect(short.body.field).toBe('new_password');
  });
});

describe('several open links', () => {
  it('burns every open link of the account once one of them was used', async () => {
    const user = await app.createUser({ email: 'twice@example.se' });
    const older = await requestLink(user.email, '10.5.0.1');
    const newer = await requestLink(user.email, '10.5.0.2');
    const reset = (token: string, password: string) =>
      app.http.post('/api/users/reset_password', {
        email: user.email,
        new_password: password,
        reset_password_token: token,
      });
    expect((await reset(newer, 'första-lösenordet')).status).toBe(200);
    const stale = await reset(older, 'andra-lösenordet');
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe('INVALID_RESET_TOKEN');
    expect(
      (await app.http.post('/api/users/signin', { email: user.email, password: 'första-lösenordet' })).status,
    ).toBe(200);
  });
});

describe('the default mail provider', () => {
  it('writes queued mail as .eml files under DATA_DIR/outbox when the worker drains the queue', async () => {
    await requestLink((await app.createUser({ email: 'eml@example.se' })).email, '10.4.0.1');
    const sent = await app.container.cradle.mailWorker.drain();
    expect(sent).toBeGreaterThan(0);
    const dir = path.join(app.config.dataDir, 'outbox');
    expect(existsSync(dir)).toBe(true);
    const files = readdirSync(dir).map((file) => readFileSync(path.join(dir, file), 'utf8'));
    const eml = files.find((file) => file.includes('To: eml@example.se'));
    expect(eml).toContain('Content-Type: multipart/alternative');
    expect((await outbox(app)).every((row) => row.status === 'completed')).toBe(true);
  });
});
