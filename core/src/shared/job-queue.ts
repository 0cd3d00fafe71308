import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { fromKysely, PgBoss, type Db, type Queue } from 'pg-boss';
import type { Logger } from 'pino';
import { queryPool } from '../db/connection-budget';

/**
 * How long a stop waits for the jobs in hand. With the HTTP drain before it, this stays within the
 * 10 s a container manager (Docker's default) gives between SIGTERM and SIGKILL in most stops.
 */
const STOP_GRACE_MS = 5_000;

/** pg-boss keeps its tables in this schema of our database. */
export const JOB_SCHEMA = 'pgboss';

/**
 * Background work on the PostgreSQL we run, through pg-boss: a job is a row in its table, claimed with
 * SKIP LOCKED (several core instances share a queue and never run one job twice at once), retried with
 * backoff, kept as 'failed' (and copied to a dead-letter queue) when its retries run out, and deleted
 * after its queue's retention. pg-boss installs and upgrades its own schema on start, under an advisory
 * lock, so instances booting together take turns.
 *
 * pg-boss runs on the instance's one pool (db/connection-budget.ts) through `poolDb`, not on a pool of its
 * own; `send` takes the EntityManager of the caller's transaction and inserts the job on that
 * transaction's connection, so the job exists exactly when the change it belongs to commits.
 */
export class JobQueue {
  readonly boss: PgBoss;
  /** The queues declared so far (each instance creates them on start). */
  readonly queues: Queue[] = [];
  private starting: Promise<PgBoss> | undefined;

  constructor(private readonly deps: { orm: MikroORM; logger: Logger }) {
    this.boss = new PgBoss({
      // Polling workers, the supervisor and the occasional send outside a transaction.
      db: JobQueue.poolDb(queryPool(deps.orm)),
      schema: JOB_SCHEMA,
      // No cron schedules yet; retention, expiry of claims by dead instances and retries are supervised.
      schedule: false,
      // How often an instance looks for jobs whose claim expired (an instance killed mid-job).
      superviseIntervalSeconds: 30,
    });
    this.boss.on('error', (err) => deps.logger.error({ err }, 'job queue error; will retry'));
    this.boss.on('warning', (warning) => deps.logger.warn({ warning: warning.data }, warning.message));
  }

  /**
   * pg-boss's statements on a pg pool, answered as pg-boss's own pool answers them: its maintenance sends
   * several statements in one query and reads every statement's rows (MikroORM's Kysely connection hands
   * back only one), and its rows are parsed by pg's default types (the ORM's pool keeps timestamps as text).
   */
  private static poolDb(pool: pg.Pool): Db {
    return {
      executeSql: (text, values) =>
        pool.query({ text, values, types: pg.types }) as unknown as Promise<{ rows: never[] }>,
    };
  }

  /** Runs pg-boss's statements on `em`'s transaction when it is in one, else on the ORM's pool. */
  private static db(em: EntityManager): Db {
    const connection = em.getConnection();
    return fromKysely(em.getTransactionContext() ?? connection.getClient());
  }

  /** A queue the app uses; modules declare theirs when they register, before anything is sent. */
  declare(queue: Queue): void {
    this.queues.push(queue);
  }

  /** Starts pg-boss once (installing or upgrading its schema) and creates the declared queues. */
  ready(): Promise<PgBoss> {
    this.starting ??= (async () => {
      await this.boss.start();
      for (const { name, ...options } of this.queues) {
        // createQueue leaves an existing queue as it is; updateQueue applies changed settings to it.
        await this.boss.createQueue(name, options);
        const { policy: _policy, partition: _partition, ...changeable } = options;
        await this.boss.updateQueue(name, changeable);
      }
      return this.boss;
    })();
    this.starting.catch(() => (this.starting = undefined));
    return this.starting;
  }

  /** Queues a job inside `em`'s transaction (see the class comment). Answers the job's id. */
  async send(em: EntityManager, queue: string, data: object): Promise<string> {
    const boss = await this.ready();
    const id = await boss.send(queue, data, { db: JobQueue.db(em) });
    if (!id) throw new Error(`pg-boss did not queue the job on "${queue}"`);
    return id;
  }

  /**
   * Stops fetching, waits up to `graceMs` for the jobs in hand to finish, then fails the rest so they
   * are retried (by this instance after a restart or by another one): nothing is left claimed.
   */
  async stop(graceMs = STOP_GRACE_MS): Promise<void> {
    if (!this.starting) return;
    await this.starting.catch(() => undefined);
    await this.boss.stop({ graceful: true, timeout: graceMs });
    this.starting = undefined;
  }
}
