import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { loadPlugin } from '@torget/core/plugin-sdk';
import { createTestApp, defaultPlugins, type TestApp } from '@torget/core/testing';
import { freePort } from '../../../core/src/db/embedded-postgres';
import { createShop, orderBody } from '../../../core/src/modules/orders/__tests__/fixtures';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import plugin from '../src/index';
import { SmtpMailProvider } from '../src/smtp.provider';

/**
 * A real SMTP server on loopback that keeps what it receives; with `auth` it requires those
 * credentials; with `holdMs` it answers each message only that long after receiving it (a slow server).
 */
async function startSmtp(port: number, auth?: { user: string; pass: string }, holdMs = 0) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: !auth,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(login, _session, callback) {
      if (auth && login.username === auth.user && login.password === auth.pass)
        return callback(null, { user: login.username });
      callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        setTimeout(() => {
          received.push(mail);
          callback();
        }, holdMs);
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let app: TestApp;
let port: number;
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;

beforeAll(async () => {
  port = await freePort();
  app = await createTestApp({
    env: { PUBLIC_URL: 'https://torget.example' },
    plugins: [
      ...(await defaultPlugins()),
      loadPlugin(plugin, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Torget <hej@torget.example>' }),
    ],
  });
});
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});
afterAll(() => app.close());

/** The mail queue's jobs (pg-boss), oldest first. */
const queue = () =>
  app.orm.em.fork().execute<{ recipient: string; status: string; retries: number; error: string | null }[]>(
    `select data->>'to' as recipient, state::text as status, retry_count as retries,
       output->>'message' as error
     from pgboss.job where name = 'mail' order by created_on, id`,
  );

describe('mail-smtp plugin', () => {
  it('refuses bad options at boot with a message naming the option', () => {
    expect(() => loadPlugin(plugin, { smtpUrl: 'mail.example.se' })).toThrow(
      /smtpUrl: SMTP_URL must look like/,
    );
  });

  it('delivers queued mail through SMTP: the reset link arrives with text and HTML parts', async () => {
    smtp = await startSmtp(port);
    const user = await app.createUser({ email: 'smtp-user@example.se', name: 'Sara' });
    await app.http.post('/api/users/forgot_password', { email: user.email });
    expect(await app.container.cradle.mailWorker.drain()).toBe(1);
    const [mail] = smtp.received;
    expect(mail!.to).toMatchObject({ text: 'smtp-user@example.se' });
    expect(mail!.from?.value[0]).toMatchObject({ name: 'Torget', address: 'hej@torget.example' });
    expect(mail!.subject).toBe('Återställ ditt lösenord på Torget');
    expect(mail!.text).toMatch(/https:\/\/torget\.example\/reset_password\/[A-Za-z0-9_-]{43}/);
    expect(mail!.html).toContain('Hej Sara!');
  });

  it('loses no mail across an SMTP outage and sends each message exactly once after it', async () => {
    const first = await app.createUser({ email: 'outage-1@example.se' });
    const second = await app.createUser({ email: 'outage-2@example.se' });
    await app.http.post('/api/users/forgot_password', { email: first.email });
    await app.http.post('/api/users/forgot_password', { email: second.email });

    // The server is down: nothing is sent, both stay queued with a later retry time.
    expect(await app.container.cradle.mailWorker.drain()).toBe(0);
    const waiting = (await queue()).filter((row) => row.recipient.startsWith('outage-'));
    expect(waiting).toMatchObject([
      { recipient: first.email, status: 'retry', retries: 0 },
      { recipient: second.email, status: 'retry', retries: 0 },
    ]);
    expect(waiting[0]!.error).toMatch(/ECONNREFUSED/);
    // Not due yet: another pass right away does not hammer the server.
    expect(await app.container.cradle.mailWorker.drain()).toBe(0);

    smtp = await startSmtp(port);
    // The backoff has passed.
    await app.orm.em.fork().execute(`update pgboss.job set start_after = now() where state = 'retry'`);
    expect(await app.container.cradle.mailWorker.drain()).toBe(2);
    expect(await app.container.cradle.mailWorker.drain()).toBe(0);
    expect(smtp.received.map((mail) => (mail.to as { text: string }).text).sort()).toEqual([
      first.email,
      second.email,
    ]);
    expect((await queue()).every((row) => row.status === 'completed')).toBe(true);
  });

  it('on stop, finishes the message it is sending, and never leaves one claimed past the grace time', async () => {
    const { mailWorker } = app.container.cradle;
    const sending = async (email: string) => {
      for (let i = 0; i < 200; i++) {
        if ((await queue()).find((row) => row.recipient === email)?.status === 'active') return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`the mail to ${email} was never claimed`);
    };

    // The server takes a second to accept: a stop (SIGTERM) waits for it.
    smtp = await startSmtp(port, undefined, 1_000);
    const patient = await app.createUser({ email: 'stop-1@example.se' });
    await mailWorker.start();
    await app.http.post('/api/users/forgot_password', { email: patient.email });
    await sending(patient.email);
    await mailWorker.stop();
    expect(smtp.received.map((mail) => (mail.to as { text: string }).text)).toEqual([patient.email]);
    expect((await queue()).find((row) => row.recipient === patient.email)?.status).toBe('completed');
    await smtp.close();

    // A server slower than the grace time: the message is released for a retry, not left claimed
    // until its claim expires. (Should this server still accept it, it is sent twice: at least once.)
    smtp = await startSmtp(port, undefined, 3_000);
    const hurried = await app.createUser({ email: 'stop-2@example.se' });
    await mailWorker.start();
    await app.http.post('/api/users/forgot_password', { email: hurried.email });
    await sending(hurried.email);
    const stopped = Date.now();
    await mailWorker.stop(500);
    expect(Date.now() - stopped).toBeLessThan(2_500);
    expect((await queue()).find((row) => row.recipient === hurried.email)).toMatchObject({
      status: 'retry',
      retries: 0,
    });
  });

  it('logs in with the credentials in SMTP_URL, and a rejected login throws so the queue retries', async () => {
    smtp = await startSmtp(port, { user: 'torget', pass: 'hemligt lösen' });
    const message = { to: 'auth@example.se', subject: 'Inloggad', text: 'Hej', html: '<p>Hej</p>' };
    const url = (pass: string) => `smtp://torget:${encodeURIComponent(pass)}@127.0.0.1:${port}`;
    const good = new SmtpMailProvider({ smtpUrl: url('hemligt lösen'), from: 'Torget <hej@torget.example>' });
    const result = await good.send({ ...message, from: 'Kafé <kafe@example.se>' });
    expect(result.messageId).toBeTruthy();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.from?.value[0]).toMatchObject({ name: 'Kafé', address: 'kafe@example.se' });

    const bad = new SmtpMailProvider({ smtpUrl: url('fel'), from: 'Torget <hej@torget.example>' });
    await expect(bad.send(message)).rejects.toThrow(/Invalid username or password/);
    expect(smtp.received).toHaveLength(1);
  });

  it('delivers the order confirmation to the buyer and the notice to the seller, Swedish text intact', async () => {
    smtp = await startSmtp(port);
    const shop = await createShop(app, [{ name: 'Ullvantar', price: 199, shipping_price: 39 }], {
      name: 'Åsas Ull',
    });
    const buyer = await app.createUser({ email: 'kund@example.se' });
    const placed = await app.http.post(
      '/api/orders',
      orderBody([{ product: shop.products[0]!._id, qty: 1 }]),
      {
        token: buyer.token,
      },
    );
    expect(placed.status).toBe(201);
    expect(await app.container.cradle.mailWorker.drain()).toBe(2);
    const byRecipient = new Map(smtp.received.map((mail) => [(mail.to as { text: string }).text, mail]));
    const confirmation = byRecipient.get('kund@example.se')!;
    expect(confirmation.subject).toMatch(/^Orderbekräftelse T[0-9A-F]{8} från Åsas Ull$/);
    expect(confirmation.text!.replace(/\u00a0/g, ' ')).toContain('Totalt  238,00 kr');
    expect(confirmation.html).toContain('Ullvantar');
    expect(byRecipient.get(shop.seller.email)!.subject).toMatch(/^Ny order T[0-9A-F]{8} \(238,00\skr\)$/);
  });
});
