import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino, type Logger } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { JOB_SCHEMA, JobQueue } from '../../../shared/job-queue';
import type { MailProvider } from '../../../plugins/mail.provider';
import { FileOutboxProvider } from '../file-outbox.provider';
import { MAIL_DEAD_LETTER_QUEUE, MAIL_QUEUE, MAX_ATTEMPTS } from '../mail-queue';
import { MailWorker } from '../mail-worker';
import { outbox } from './outbox';

let app: TestApp;
/** Job queues a test started beside the app's own (other "instances"); stopped after it. */
const instances: JobQueue[] = [];
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  for (const jobs of instances.splice(0)) await jobs.stop();
  await app.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sql = <T = unknown>(query: string, params: unknown[] = []) =>
  app.orm.em.fork().execute<T[]>(query, params);
const silent = pino({ level: 'silent' });

/** A pino logger whose lines the test can read. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const enqueue = (to: string, extra: { from?: string; text?: string } = {}) =>
  app.container.cradle.mailQueue.enqueue(app.orm.em.fork(), {
    to,
    subject: `Hello ${to}`,
    text: extra.text ?? 'Hej!',
    html: '<p>Hej!</p>',
    ...(extra.from ? { from: extra.from } : {}),
  });

/** Another core instance's background work on the same database: its own pg-boss and mail worker. */
function instance(mailProvider?: MailProvider, logger: Logger = silent) {
  const jobs = new JobQueue({ orm: app.orm, logger });
  for (const queue of app.container.cradle.jobs.queues) jobs.declare(queue);
  instances.push(jobs);
  const provider = mailProvider ?? new FileOutboxProvider({ config: app.config, logger: silent });
  return { jobs, worker: new MailWorker({ jobs, mailProvider: provider, logger }) };
}

/** The .eml files core's default provider wrote. */
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

/** The one queued message's job: state, retries, error and seconds until it is due again. */
const job = () =>
  sql<{ status: string; retries: number; error: string | null; wait: number }>(
    `select state::text as status, retry_count as retries, output->>'message' as error,
       extract(epoch from start_after - now())::float as wait
     from ${JOB_SCHEMA}.job where name = ?`,
    [MAIL_QUEUE],
  ).then((rows) => rows[0]!);
const makeDue = () => sql(`update ${JOB_SCHEMA}.job set start_after = now() where name = ?`, [MAIL_QUEUE]);

describe('the mail worker', () => {
  it('lets two core instances share the queue: every message is sent exactly once', async () => {
    for (let i = 0; i < 45; i++) await enqueue(`shared-${i}@example.se`);
    const [a, b] = [instance(), instance()];
    await Promise.all([a.worker.start(), b.worker.start()]);
    await waitFor(async () => (await outbox(app)).every((row) => row.status === 'completed'), 15_000);
    await Promise.all([a.worker.stop(), b.worker.stop()]);
    const recipients = emlFiles(app.config.dataDir).map((eml) => /^To: (\S+)$/m.exec(eml)![1]);
    expect(recipients).toHaveLength(45);
    expect(new Set(recipients).size).toBe(45);
    // Each was claimed once: none was handed to a second instance, none was retried.
    expect((await outbox(app)).every((row) => row.retries === 0)).toBe(true);
  });

  it('resumes a message claimed by an instance that died, but not one a live instance is sending', async () => {
    await enqueue('crashed@example.se');
    await enqueue('in-flight@example.se');
    // Another instance claims both and never finishes them (it was killed, or is still sending).
    const other = instance();
    const claimed = await (await other.jobs.ready()).fetch(MAIL_QUEUE, { batchSize: 2 });
    expect(claimed).toHaveLength(2);
    // The crashed one's claim is older than the queue's expiry (5 minutes).
    await sql(
      `update ${JOB_SCHEMA}.job set started_on = now() - interval '10 minutes' where data->>'to' = ?`,
      ['crashed@example.se'],
    );
    const { jobs, mailWorker } = app.container.cradle;
    await (await jobs.ready()).supervise(MAIL_QUEUE);
    await makeDue(); // the expired claim counts as a failed attempt and waits its backoff
    expect(await mailWorker.drain()).toBe(1);
    expect((await outbox(app)).map((row) => [row.recipient, row.status])).toEqual([
      ['crashed@example.se', 'completed'],
      ['in-flight@example.se', 'active'],
    ]);
  });

  it('backs off exponentially when the provider fails and keeps the message after the last attempt', async () => {
    // A real failure of the default provider: DATA_DIR/outbox is a file, so no .eml can be written.
    const brokenDir = mkdtempSync(path.join(tmpdir(), 'torget-broken-'));
    writeFileSync(path.join(brokenDir, 'outbox'), 'not a folder');
    const { logger, lines } = capturingLogger();
    const broken = new FileOutboxProvider({ config: { ...app.config, dataDir: brokenDir }, logger });
    const { worker } = instance(broken, logger);
    await enqueue('unlucky@example.se');

    expect(await worker.drain()).toBe(0);
    let row = await job();
    expect(row).toMatchObject({ status: 'retry', retries: 0 });
    expect(row.error).toMatch(/EEXIST|ENOTDIR/);
    // pg-boss's backoff: 10 s doubling per attempt, plus up to as much again of jitter.
    expect(row.wait).toBeGreaterThan(8);
    expect(row.wait).toBeLessThanOrEqual(20);
    expect(lines.at(-1)).toMatchObject({ msg: 'mail not sent; will retry', to: 'unlucky@example.se' });
    // Not due yet: an immediate second pass leaves it alone.
    expect(await worker.drain()).toBe(0);
    expect((await job()).retries).toBe(0);

    await makeDue();
    await worker.drain();
    row = await job();
    expect(row).toMatchObject({ status: 'retry', retries: 1 });
    expect(row.wait).toBeGreaterThan(18);
    expect(row.wait).toBeLessThanOrEqual(40);

    // Skip to the last attempt: the claim counts it as attempt MAX_ATTEMPTS.
    await sql(`update ${JOB_SCHEMA}.job set start_after = now(), retry_count = ? where name = ?`, [
      MAX_ATTEMPTS - 2,
      MAIL_QUEUE,
    ]);
    await worker.drain();
    row = await job();
    expect(row).toMatchObject({ status: 'failed', retries: MAX_ATTEMPTS - 1 });
    expect(lines.at(-1)).toMatchObject({
      msg: 'mail not sent; giving up after the last attempt',
      attempts: MAX_ATTEMPTS,
    });
    // A failed message is kept for inspection (and copied to the dead-letter queue, from which an
    // operator can redrive it), and never picked up again, even by a healthy worker.
    const [dead] = await sql<{ to: string; state: string }>(
      `select data->>'to' as to, state::text as state from ${JOB_SCHEMA}.job where name = ?`,
      [MAIL_DEAD_LETTER_QUEUE],
    );
    expect(dead).toEqual({ to: 'unlucky@example.se', state: 'created' });
    await makeDue();
    expect(await app.container.cradle.mailWorker.drain()).toBe(0);
    expect((await job()).status).toBe('failed');
    rmSync(brokenDir, { recursive: true, force: true });
  });

  it('polls on its own after start(), keeps going after a database error, and stops on stop()', async () => {
    const { logger, lines } = capturingLogger();
    const { worker } = instance(undefined, logger);
    await enqueue('first@example.se'); // creates pg-boss's tables
    await sql(`alter table ${JOB_SCHEMA}.job_common rename to job_common_away`);
    await worker.start();
    try {
      await waitFor(async () => lines.some((line) => line.msg === 'job queue error; will retry'), 5_000);
      await sql(`alter table ${JOB_SCHEMA}.job_common_away rename to job_common`);
      await enqueue('polled@example.se');
      await waitFor(async () => (await outbox(app)).every((row) => row.status === 'completed'), 5_000);
    } finally {
      await worker.stop();
    }
    await enqueue('after-stop@example.se');
    await sleep(2_300); // longer than one polling interval
    expect((await outbox(app)).map((row) => [row.recipient, row.status])).toEqual([
      ['first@example.se', 'completed'],
      ['polled@example.se', 'completed'],
      ['after-stop@example.se', 'created'],
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
    await instance(dev, logger).worker.drain();
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
