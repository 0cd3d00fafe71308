import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { FileOutboxProvider } from '../file-outbox.provider';
import { enqueueMail } from '../mail-queue';
import { MAX_ATTEMPTS, MailWorker } from '../mail-worker';
import { outbox } from './outbox';

let app: TestApp;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(() => app.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sql = <T = unknown>(query: string, params: unknown[] = []) =>
  app.orm.em.fork().execute<T[]>(query, params);

/** A pino logger whose lines the test can read. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const enqueue = (to: string, extra: { from?: string; text?: string } = {}) =>
  enqueueMail(app.orm.em.fork(), {
    to,
    subject: `Hello ${to}`,
    text: extra.text ?? 'Hej!',
    html: '<p>Hej!</p>',
    ...(extra.from ? { from: extra.from } : {}),
  });

/** The .eml files core's default provider wrote, by their To: line. */
function emlFiles(dataDir: string) {
  const dir = path.join(dataDir, 'outbox');
  return readdirSync(dir).map((file) => readFileSync(path.join(dir, file), 'utf8'));
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await sleep(25);
  }
}

describe('the mail worker', () => {
  it('lets two core instances share the queue: every message is sent exactly once', async () => {
    for (let i = 0; i < 45; i++) await enqueue(`shared-${i}@example.se`);
    const instance = () =>
      new MailWorker({
        orm: app.orm,
        mailProvider: new FileOutboxProvider({ config: app.config, logger: pino({ level: 'silent' }) }),
        logger: pino({ level: 'silent' }),
      });
    const counts = await Promise.all([instance().drain(), instance().drain()]);
    expect(counts[0]! + counts[1]!).toBe(45);
    const recipients = emlFiles(app.config.dataDir).map((eml) => /^To: (\S+)$/m.exec(eml)![1]);
    expect(recipients).toHaveLength(45);
    expect(new Set(recipients).size).toBe(45);
    expect((await outbox(app)).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('resumes a message claimed by an instance that died, but not one a live instance is sending', async () => {
    await enqueue('crashed@example.se');
    await enqueue('in-flight@example.se');
    await sql(`update mail_outbox set status = 'sending', locked_at = now() - interval '10 minutes'
               where recipient = 'crashed@example.se'`);
    await sql(
      `update mail_outbox set status = 'sending', locked_at = now() where recipient = 'in-flight@example.se'`,
    );
    expect(await app.container.cradle.mailWorker.drain()).toBe(1);
    const rows = await outbox(app);
    expect(rows.map((row) => [row.recipient, row.status])).toEqual([
      ['crashed@example.se', 'sent'],
      ['in-flight@example.se', 'sending'],
    ]);
  });

  it('backs off exponentially when the provider fails and gives up only after the last attempt', async () => {
    // A real failure of the default provider: DATA_DIR/outbox is a file, so no .eml can be written.
    const brokenDir = mkdtempSync(path.join(tmpdir(), 'torget-broken-'));
    writeFileSync(path.join(brokenDir, 'outbox'), 'not a folder');
    const { logger, lines } = capturingLogger();
    const worker = new MailWorker({
      orm: app.orm,
      mailProvider: new FileOutboxProvider({ config: { ...app.config, dataDir: brokenDir }, logger }),
      logger,
    });
    await enqueue('unlucky@example.se');
    const state = () =>
      sql<{ status: string; attempts: number; last_error: string | null; wait: number }>(
        `select status, attempts, last_error, extract(epoch from next_attempt_at - now())::float as wait
         from mail_outbox`,
      ).then((rows) => rows[0]!);

    expect(await worker.drain()).toBe(0);
    let row = await state();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toMatch(/EEXIST|ENOTDIR/);
    expect(row.wait).toBeGreaterThan(8);
    expect(row.wait).toBeLessThanOrEqual(10);
    expect(lines.at(-1)).toMatchObject({ msg: 'mail not sent; will retry', to: 'unlucky@example.se' });
    // Not due yet: an immediate second pass leaves it alone.
    expect(await worker.drain()).toBe(0);
    expect((await state()).attempts).toBe(1);

    await sql(`update mail_outbox set next_attempt_at = now()`);
    await worker.drain();
    row = await state();
    expect(row.attempts).toBe(2);
    expect(row.wait).toBeGreaterThan(18);
    expect(row.wait).toBeLessThanOrEqual(20);

    await sql(`update mail_outbox set next_attempt_at = now(), attempts = ?`, [MAX_ATTEMPTS - 1]);
    await worker.drain();
    row = await state();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(lines.at(-1)).toMatchObject({ msg: 'mail not sent; giving up after the last attempt' });
    // A failed message is kept for inspection and never picked up again, even by a healthy worker.
    await sql(`update mail_outbox set next_attempt_at = now()`);
    expect(await app.container.cradle.mailWorker.drain()).toBe(0);
    rmSync(brokenDir, { recursive: true, force: true });
  });

  it('polls on its own after start(), keeps going after a database error, and stops on stop()', async () => {
    const { logger, lines } = capturingLogger();
    const worker = new MailWorker({ orm: app.orm, mailProvider: app.container.cradle.mailProvider, logger });
    await sql('alter table mail_outbox rename to mail_outbox_away');
    worker.start();
    try {
      await waitFor(
        async () => lines.some((line) => line.msg === 'mail queue pass failed; will retry'),
        2_000,
      );
      await sql('alter table mail_outbox_away rename to mail_outbox');
      await enqueue('polled@example.se');
      await waitFor(async () => (await outbox(app))[0]?.status === 'sent', 5_000);
    } finally {
      await worker.stop();
    }
    await enqueue('after-stop@example.se');
    await sleep(2_300); // longer than one polling interval
    expect((await outbox(app)).map((row) => [row.recipient, row.status])).toEqual([
      ['polled@example.se', 'sent'],
      ['after-stop@example.se', 'pending'],
    ]);
  });
});

describe('the default mail provider', () => {
  it('writes an .eml with the message’s own sender and logs recipient, subject and, in development, the link', async () => {
    await enqueue('dev@example.se', {
      from: 'Kafé <kafe@example.se>',
      text: 'Välj ett nytt lösenord: http://localhost:8080/reset_password/abc123',
    });
    const { logger, lines } = capturingLogger();
    const dev = new FileOutboxProvider({ config: { ...app.config, env: 'development' }, logger });
    await new MailWorker({ orm: app.orm, mailProvider: dev, logger }).drain();
    const [eml] = emlFiles(app.config.dataDir);
    expect(eml).toMatch(/^From: =\?UTF-8\?Q\?Kaf=C3=A9\?= <kafe@example\.se>$/m);
    expect(eml).toContain('Subject: Hello dev@example.se');
    expect(eml).toContain('Content-Type: multipart/alternative');
    expect(lines[0]).toMatchObject({
      msg: 'mail written to outbox',
      to: 'dev@example.se',
      subject: 'Hello dev@example.se',
      link: 'http://localhost:8080/reset_password/abc123',
    });

    const production = capturingLogger();
    const prodDir = mkdtempSync(path.join(tmpdir(), 'torget-prod-'));
    mkdirSync(path.join(prodDir, 'outbox'));
    await new FileOutboxProvider({
      config: { ...app.config, env: 'production', dataDir: prodDir },
      logger: production.logger,
    }).send({
      to: 'prod@example.se',
      subject: 'Hej',
      text: 'https://torget.example/reset_password/x',
      html: '',
    });
    expect(production.lines[0]).toMatchObject({ to: 'prod@example.se', subject: 'Hej' });
    expect(production.lines[0]).not.toHaveProperty('link');
    rmSync(prodDir, { recursive: true, force: true });
  });
});
