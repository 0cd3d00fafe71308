import type { Job, JobResult } from 'pg-boss';
import type { Logger } from 'pino';
import type { MailMessage, MailProvider } from '../../plugins/mail.provider';
import type { JobQueue } from '../../shared/job-queue';
import { MAIL_QUEUE, MAX_ATTEMPTS } from './mail-queue';

/** Messages claimed per fetch; a full batch is followed by the next fetch at once. */
const BATCH = 20;
const POLL_SECONDS = 2;

/**
 * Sends queued mail (the pg-boss queue 'mail'): pg-boss claims, retries with backoff, expires the
 * claims of dead instances and prunes; this class only hands each message to the mail provider and
 * reports the outcome. Delivery is at least once: a crash between the provider's accept and the
 * job's completion sends that one message again.
 */
export class MailWorker {
  private started = false;

  constructor(private readonly deps: { jobs: JobQueue; mailProvider: MailProvider; logger: Logger }) {}

  /** Polls the queue (every POLL_SECONDS, at once while batches come back full) until stop(). */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const boss = await this.deps.jobs.ready();
    await boss.work<MailMessage>(
      MAIL_QUEUE,
      {
        batchSize: BATCH,
        perJobResults: true,
        burstWhenBatchFull: true,
        pollingIntervalSeconds: POLL_SECONDS,
      },
      (jobs) => this.deliverAll(jobs),
    );
  }

  /**
   * Stops this instance's background work: nothing new is claimed, the messages in hand are finished
   * (or, past the grace time, released for a retry), so a SIGTERM never leaves a message claimed.
   */
  async stop(graceMs?: number): Promise<void> {
    this.started = false;
    await this.deps.jobs.stop(graceMs);
  }

  /** Sends everything that is due now, in this call (tests, operators); answers how many were sent. */
  async drain(): Promise<number> {
    const boss = await this.deps.jobs.ready();
    let sent = 0;
    for (;;) {
      const jobs = await boss.fetch<MailMessage>(MAIL_QUEUE, { batchSize: BATCH });
      if (!jobs.length) return sent;
      const results = await this.deliverAll(jobs);
      for (const [i, result] of results.entries()) {
        const attempt = { id: result.id, retryCount: jobs[i]!.retryCount };
        if (result.status === 'completed') {
          await boss.complete(MAIL_QUEUE, attempt);
          sent += 1;
        } else await boss.fail(MAIL_QUEUE, attempt, result.output);
      }
    }
  }

  private async deliverAll(jobs: Job<MailMessage>[]): Promise<JobResult[]> {
    const results: JobResult[] = [];
    for (const job of jobs) results.push(await this.deliver(job));
    return results;
  }

  private async deliver(job: Job<MailMessage>): Promise<JobResult> {
    const { to, subject } = job.data;
    try {
      await this.deps.mailProvider.send(job.data);
      return { id: job.id, status: 'completed' };
    } catch (error) {
      const attempts = job.retryCount + 1;
      const log = { to, subject, attempts, err: error };
      if (attempts >= MAX_ATTEMPTS)
        this.deps.logger.error(log, 'mail not sent; giving up after the last attempt');
      else this.deps.logger.warn(log, 'mail not sent; will retry');
      return { id: job.id, status: 'failed', output: { message: String(error).slice(0, 1000) } };
    }
  }
}
