import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'pg-boss';
import type { MailMessage } from '../../plugins/mail.provider';
import type { JobQueue } from '../../shared/job-queue';

export const MAIL_QUEUE = 'mail';
/** Where a message goes when its last attempt failed: kept there (for a year) to read and redrive. */
export const MAIL_DEAD_LETTER_QUEUE = 'mail-failed';

/** Backoff starts at 10–20 s and doubles (with jitter) up to an hour between attempts. */
const FIRST_RETRY_SECONDS = 10;
const LONGEST_RETRY_SECONDS = 3600;
/**
 * With the backoff above this is about three days of retries, so a long SMTP outage (a weekend)
 * still loses nothing; only a message no server ever accepts ends as 'failed'.
 */
export const MAX_ATTEMPTS = 80;
const DAY = 24 * 60 * 60;

/** The mail queue's settings, applied by pg-boss to every message. */
export const mailQueues: Queue[] = [
  { name: MAIL_DEAD_LETTER_QUEUE, retentionSeconds: 365 * DAY, deleteAfterSeconds: 365 * DAY },
  {
    name: MAIL_QUEUE,
    retryLimit: MAX_ATTEMPTS - 1,
    retryDelay: FIRST_RETRY_SECONDS,
    retryBackoff: true,
    retryDelayMax: LONGEST_RETRY_SECONDS,
    // A message claimed by an instance that died (crash, kill -9) is claimed again after this long.
    expireInSeconds: 5 * 60,
    // Unsent messages outlive the three days of retries and a long stop of every instance.
    retentionSeconds: 30 * DAY,
    // Sent (and failed) messages are kept this long (to answer "did it go out?"), then pruned.
    deleteAfterSeconds: 30 * DAY,
    deadLetter: MAIL_DEAD_LETTER_QUEUE,
  },
];

/**
 * Puts a message in the durable queue (a pg-boss job). Always called with the EntityManager of the
 * transaction that makes the change the mail reports (mail subscribers run in it, see
 * EventBus.publishInTransaction; the password reset writes its token in it): the job is inserted by
 * that transaction, so the mail exists exactly when the change does.
 */
export class MailQueue {
  constructor(private readonly deps: { jobs: JobQueue }) {}

  async enqueue(em: EntityManager, message: MailMessage): Promise<void> {
    await this.deps.jobs.send(em, MAIL_QUEUE, message);
  }
}
