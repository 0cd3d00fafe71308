import type { Logger } from 'pino';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { MailProvider } from '../../plugins/mail.provider';

interface QueuedMail {
  id: string;
  recipient: string;
  sender: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

const BATCH = 20;
const POLL_MS = 2_000;
/** A message claimed by a worker that died (crash, kill -9) is claimed again after this long. */
const STALE_CLAIM = '5 minutes';
/** Sent messages are kept this long (to answer "did it go out?"), then pruned. */
const KEEP_SENT = '30 days';
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Exponential backoff: 10 s, 20 s, 40 s … capped at an hour. */
export const backoffSeconds = (attempts: number) => Math.min(10 * 2 ** (attempts - 1), 3600);
/**
 * With the backoff above this is about three days of retries, so a long SMTP outage (a weekend)
 * still loses nothing; only a message no server ever accepts ends as 'failed' (kept, with last_error).
 */
export const MAX_ATTEMPTS = 80;

/**
 * Sends queued mail. Rows are claimed with FOR UPDATE SKIP LOCKED, so several core instances share the
 * queue without sending anything twice; a failed send is retried with backoff. After a restart, pending
 * rows (and claims older than STALE_CLAIM) are simply picked up again. Delivery is at least once: a
 * crash between the provider's accept and the 'sent' update sends that one message again.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private prunedAt = 0;

  constructor(private readonly deps: { orm: MikroORM; mailProvider: MailProvider; logger: Logger }) {}

  /** Polls the queue every POLL_MS until stop(). A failing pass (database away) is logged and retried. */
  start(): void {
    if (this.timer) return;
    const tick = () => {
      this.drain()
        .catch((err: unknown) => this.deps.logger.error({ err }, 'mail queue pass failed; will retry'))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, POLL_MS);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  /** Stops polling and waits for the pass in progress, so nothing is cut off mid-update. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** Sends everything that is due now; answers how many were sent. One drain at a time per process. */
  drain(): Promise<number> {
    this.running ??= this.sendDue().finally(() => (this.running = undefined));
    return this.running;
  }

  private async sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.claim();
      if (!batch.length) break;
      for (const mail of batch) if (await this.deliver(mail)) sent += 1;
    }
    if (Date.now() - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = Date.now();
      await this.deps.orm.em
        .fork()
        .execute(
          `delete from mail_outbox where status = 'sent' and sent_at < now() - interval '${KEEP_SENT}'`,
        );
    }
    return sent;
  }

  private async claim(): Promise<QueuedMail[]> {
    return this.deps.orm.em.fork().execute<QueuedMail[]>(
      `update mail_outbox set status = 'sending', locked_at = now()
       where id in (
         select id from mail_outbox
         where (status = 'pending' and next_attempt_at <= now())
            or (status = 'sending' and locked_at < now() - interval '${STALE_CLAIM}')
         order by created_at limit ${BATCH} for update skip locked)
       returning id, recipient, sender, subject, text_body, html_body, attempts`,
    );
  }

  private async deliver(mail: QueuedMail): Promise<boolean> {
    const em = this.deps.orm.em.fork();
    try {
      await this.deps.mailProvider.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        ...(mail.sender ? { from: mail.sender } : {}),
      });
    } catch (error) {
      const attempts = mail.attempts + 1;
      const giveUp = attempts >= MAX_ATTEMPTS;
      await em.execute(
        `update mail_outbox set status = ?, attempts = ?, last_error = ?, locked_at = null,
           next_attempt_at = now() + make_interval(secs => ?) where id = ?`,
        [
          giveUp ? 'failed' : 'pending',
          attempts,
          String(error).slice(0, 1000),
          backoffSeconds(attempts),
          mail.id,
        ],
      );
      const log = { to: mail.recipient, subject: mail.subject, attempts, err: error };
      if (giveUp) this.deps.logger.error(log, 'mail not sent; giving up after the last attempt');
      else
        this.deps.logger.warn(
          { ...log, retryInSeconds: backoffSeconds(attempts) },
          'mail not sent; will retry',
        );
      return false;
    }
    await em.execute(
      `update mail_outbox set status = 'sent', sent_at = now(), locked_at = null, attempts = attempts + 1
       where id = ?`,
      [mail.id],
    );
    return true;
  }
}
