import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { DataExportDto } from '@torget/contract';
import type { Locale } from '@torget/i18n';
import type { Job, Queue } from 'pg-boss';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config/env';
import { NotFoundError } from '../../shared/errors';
import type { JobQueue } from '../../shared/job-queue';
import { msg } from '../../shared/messages';
import type { MailQueue } from '../mail/mail-queue';
import { recipientOf } from '../mail/templates/mail-text';
import { collectPersonalData, zipExport } from './export-builder';
import { exportReadyMail } from './privacy-mail';

export const EXPORT_QUEUE = 'privacy-export';
/** How long an export's link works. */
export const EXPORT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const exportQueues: Queue[] = [
  // A failed export is tried again a few times, then shown as failed (the person asks again).
  {
    name: EXPORT_QUEUE,
    retryLimit: 3,
    retryDelay: 30,
    expireInSeconds: 15 * 60,
    deleteAfterSeconds: 7 * 86400,
  },
];

interface ExportRow {
  id: string;
  user_id: string;
  status: 'working' | 'ready' | 'failed';
  token: string | null;
  /** Timestamps come back from raw SQL as text. */
  requested_at: string;
  expires_at: string | null;
}

const iso = (text: string) => new Date(text).toISOString();

interface Deps {
  orm: MikroORM;
  jobs: JobQueue;
  config: AppConfig;
  mailQueue: MailQueue;
  logger: Logger;
}

/**
 * A person's data exports (GDPR Art. 15 and 20): the `data_exports` table (this module's alone), the pg-boss
 * job that makes each zip from the privacy map, the file under DATA_DIR/exports and its link, whose 43-character
 * secret is the only key to it (the owner sees it signed in, and by mail).
 */
export class DataExports {
  private working = false;

  constructor(private readonly deps: Deps) {}

  private get dir(): string {
    const dir = path.join(this.deps.config.dataDir, 'exports');
    mkdirSync(dir, { recursive: true });
    return dir;
  }

  private file(id: string): string {
    return path.join(this.dir, `${id}.zip`);
  }

  /** Starts an export unless one is being made; answers where the newest stands. */
  async start(em: EntityManager, userId: string): Promise<DataExportDto> {
    await em.transactional(async (tx) => {
      // One at a time per person: the user's row lock orders two clicks.
      await tx.execute('select 1 from users where id = ? for update', [userId]);
      const current = await this.latest(tx, userId);
      if (current?.status === 'working') return;
      const id = randomUUID();
      await tx.execute(`insert into data_exports (id, user_id, status) values (?, ?, 'working')`, [
        id,
        userId,
      ]);
      await this.deps.jobs.send(tx, EXPORT_QUEUE, { exportId: id });
    });
    return this.state(em, userId);
  }

  async state(em: EntityManager, userId: string): Promise<DataExportDto> {
    const row = await this.latest(em, userId);
    if (!row || (row.expires_at && Date.parse(row.expires_at) <= Date.now()))
      return { status: 'none', requestedAt: null, url: null, expiresAt: null };
    return {
      status: row.status,
      requestedAt: iso(row.requested_at),
      url: row.status === 'ready' && row.token ? this.link(row.token) : null,
      expiresAt: row.expires_at ? iso(row.expires_at) : null,
    };
  }

  /** The zip behind a link, while it is valid; anything else is a 404 that says the link is spent. */
  async download(em: EntityManager, token: string): Promise<{ bytes: Buffer; fileName: string }> {
    const [row] = await em.execute<ExportRow[]>(
      `select * from data_exports where token = ? and status = 'ready' and expires_at > now()`,
      [token],
    );
    if (!row) throw new NotFoundError(msg('privacy.exportGone'), 'EXPORT_NOT_FOUND');
    const day = iso(row.requested_at).slice(0, 10);
    return { bytes: await readFile(this.file(row.id)), fileName: `torget-data-${day}.zip` };
  }

  /** Makes the zip of one asked export, stores it, and mails its link (the job's handler). */
  async make(exportId: string): Promise<void> {
    const em = this.deps.orm.em.fork();
    const [row] = await em.execute<(ExportRow & { name: string; email: string; language: Locale | null })[]>(
      `select e.*, u.name, u.email, u.language from data_exports e join users u on u.id = e.user_id
       where e.id = ? and e.status = 'working'`,
      [exportId],
    );
    if (!row) return; // the person deleted the account meanwhile, or it was made already
    const madeAt = new Date();
    const tables = await collectPersonalData(em, row.user_id);
    const recipient = recipientOf(row);
    await writeFile(this.file(row.id), zipExport(tables, recipient.locale, madeAt));
    const token = randomBytes(32).toString('base64url');
    await em.transactional(async (tx) => {
      await tx.execute(
        `update data_exports set status = 'ready', token = ?, ready_at = ?, expires_at = ? where id = ?`,
        [token, madeAt, new Date(madeAt.getTime() + EXPORT_LIFETIME_MS), row.id],
      );
      await this.deps.mailQueue.enqueue(tx, exportReadyMail(recipient, row.name, this.link(token)));
    });
    this.deps.logger.info({ userId: row.user_id, exportId: row.id }, 'data export made');
  }

  /** Removes a deleted person's exports; answers their files, removed once the deletion has committed. */
  async forgetUser(em: EntityManager, userId: string): Promise<string[]> {
    const rows = await em.execute<{ id: string }[]>(
      'delete from data_exports where user_id = ? returning id',
      [userId],
    );
    return rows.map((row) => this.file(row.id));
  }

  /** The retention rule: exports whose link expired (or that failed a day ago) go, files and rows. */
  async removeExpired(em: EntityManager, now: Date): Promise<number> {
    const rows = await em.execute<{ id: string }[]>(
      `delete from data_exports
       where expires_at <= ? or (status <> 'ready' and requested_at <= ?::timestamptz - interval '1 day')
       returning id`,
      [now, now],
    );
    await this.removeFiles(rows.map((row) => this.file(row.id)));
    return rows.length;
  }

  async removeFiles(files: string[]): Promise<void> {
    await Promise.all(files.map((file) => rm(file, { force: true })));
  }

  /** Works the export queue until stop(); `drain` makes what is queued now, in the call (tests, operators). */
  async startWorker(): Promise<void> {
    if (this.working) return;
    this.working = true;
    const boss = await this.deps.jobs.ready();
    await boss.work<{ exportId: string }>(EXPORT_QUEUE, { pollingIntervalSeconds: 2 }, (jobs) =>
      this.handle(jobs),
    );
  }

  async stopWorker(): Promise<void> {
    if (!this.working) return;
    this.working = false;
    // Straight on pg-boss: when the mail module stopped the job queue first, ready() would start it again.
    await this.deps.jobs.boss.offWork(EXPORT_QUEUE).catch(() => undefined);
  }

  async drain(): Promise<number> {
    const boss = await this.deps.jobs.ready();
    let made = 0;
    for (;;) {
      const jobs = await boss.fetch<{ exportId: string }>(EXPORT_QUEUE, { batchSize: 5 });
      if (!jobs.length) return made;
      for (const job of jobs) {
        try {
          await this.make(job.data.exportId);
          await boss.complete(EXPORT_QUEUE, { id: job.id, retryCount: job.retryCount });
          made += 1;
        } catch (error) {
          await this.failed(job, error);
          await boss.fail(
            EXPORT_QUEUE,
            { id: job.id, retryCount: job.retryCount },
            { message: String(error).slice(0, 500) },
          );
        }
      }
    }
  }

  private async handle(jobs: Job<{ exportId: string }>[]): Promise<void> {
    for (const job of jobs) {
      try {
        await this.make(job.data.exportId);
      } catch (error) {
        await this.failed(job, error);
        throw error;
      }
    }
  }

  /** On the last attempt the person sees "failed" and may ask again; before it the job is retried. */
  private async failed(job: Job<{ exportId: string }>, error: unknown): Promise<void> {
    this.deps.logger.error({ err: error, exportId: job.data.exportId }, 'data export failed');
    if (job.retryCount < (exportQueues[0]!.retryLimit ?? 0)) return;
    await this.deps.orm.em
      .fork()
      .execute(`update data_exports set status = 'failed' where id = ? and status = 'working'`, [
        job.data.exportId,
      ]);
  }

  private latest(em: EntityManager, userId: string): Promise<ExportRow | undefined> {
    return em
      .execute<ExportRow[]>(
        'select * from data_exports where user_id = ? order by requested_at desc limit 1',
        [userId],
      )
      .then((rows) => rows[0]);
  }

  private link(token: string): string {
    return `${this.deps.config.publicUrl}/api/exports/${token}`;
  }
}
