import type { MikroORM } from '@mikro-orm/postgresql';
import { formatDate, stockholmDayStart } from '@torget/i18n';
import type { Queue } from 'pg-boss';
import type { Logger } from 'pino';
import type { JobQueue } from '../../shared/job-queue';
import { anonymiseOrdersBefore } from '../orders/order-erasure';
import { removeSpentResetTokens } from '../password-reset/reset-token-retention';
import { removeEndedRateLimits } from '../users/rate-limit-retention';
import { eraseIdDocumentsOfClosedShops } from '../users/trader-document-retention';
import type { DataExports } from './data-exports';

export const RETENTION_QUEUE = 'privacy-retention';
const HOUR_SECONDS = 3600;
/** Orders keep consumers' details this many years after the end of the order's year (bokföringslagen). */
export const BOOKKEEPING_YEARS = 7;

export const retentionQueues: Queue[] = [
  {
    name: RETENTION_QUEUE,
    retryLimit: 2,
    retryDelay: 300,
    expireInSeconds: 30 * 60,
    deleteAfterSeconds: 30 * 86400,
  },
];

export interface RetentionReport {
  resetTokens: number;
  rateLimits: number;
  exports: number;
  orders: number;
  /** Copies of ID documents of shops closed six months ago. */
  idDocuments: number;
}

/**
 * The first moment whose orders are still kept with their consumers' details: 1 January (Stockholm) of the
 * year BOOKKEEPING_YEARS before `now`'s. An order of 2019 is kept through 2026 and anonymous from 2027.
 */
export function ordersKeptFrom(now: Date): Date {
  const year = Number(formatDate(now, 'sv', 'date').slice(0, 4));
  return stockholmDayStart(`${year - BOOKKEEPING_YEARS}-01-01`);
}

/**
 * The retention rules of docs/privacy.md, run by themselves: every instance asks for a run each ten minutes,
 * and pg-boss's singleton key lets one run an hour through whichever instance asks first, so several
 * instances never run it at once. Each rule is its table's owner's function; this only calls and logs.
 */
export class RetentionJob {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: { orm: MikroORM; jobs: JobQueue; dataExports: DataExports; logger: Logger },
  ) {}

  async run(now = new Date()): Promise<RetentionReport> {
    const em = this.deps.orm.em.fork();
    const report: RetentionReport = {
      resetTokens: await removeSpentResetTokens(em, now),
      rateLimits: await removeEndedRateLimits(em, now),
      exports: await this.deps.dataExports.removeExpired(em, now),
      orders: await anonymiseOrdersBefore(em, ordersKeptFrom(now)),
      idDocuments: await eraseIdDocumentsOfClosedShops(em, now),
    };
    this.deps.logger.info({ retention: report }, 'retention job ran');
    return report;
  }

  async start(): Promise<void> {
    const boss = await this.deps.jobs.ready();
    await boss.work(RETENTION_QUEUE, async () => {
      await this.run();
    });
    const ask = () =>
      boss
        .send(RETENTION_QUEUE, {}, { singletonKey: 'hourly', singletonSeconds: HOUR_SECONDS })
        .catch((err: unknown) => this.deps.logger.warn({ err }, 'retention job not queued; will ask again'));
    await ask();
    this.timer = setInterval(ask, 10 * 60 * 1000);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
