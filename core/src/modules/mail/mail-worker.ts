import type { Logger } from 'pino';
import type { Orm } from '../../db/orm';
import type { MailProvider } from '../../plugins/mail.provider';

interface QueuedMail {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

const BATCH = 20;
const MAX_ATTEMPTS = 12;
const POLL_MS = 2_000;
/** A message claimed by a worker that died is retried after this long. */
const STALE_CLAIM = '5 minutes';

/** Exponential backoff: 10 s, 20 s, 40 s … capped at an hour. */
export const backoffSeconds = (attempts: number) => Math.min(10 * 2 ** (attempts - 1), 3600);

/**
 * Sends queued mail. Rows are claimed with FOR UPDATE SKIP LOCKED, so several core instances share the
 * queue without sending anything twice; a failed send is retried with backoff until MAX_ATTEMPTS.
 * After a restart, pending rows (and claims older than STALE_CLAIM) are simply picked up again.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(private readonly deps: { orm: Orm; mailProvider: MailProvider; logger: Logger }) {}

  start(): void {
    const tick = () => {
      void this.drain().finally(() => {
        if (this.timer) this.timer = setTimeout(tick, POLL_MS);
      });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
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
      if (!batch.length) return sent;
      for (const mail of batch) if (await this.deliver(mail)) sent += 1;
    }
  }

  private async claim(): Promise<QueuedMail[]> {
    return this.deps.orm.em.fork().execute<QueuedMail[]>(
      `update mail_outbox set status = 'sending', locked_at = now()
       where id in (
         select id from mail_outbox
         where (status = 'pending' and next_attempt_at <= now())
            or (status = 'sending' and locked_at < now() - interval '${STALE_CLAIM}')
         order by created_at limit ${BATCH} for update skip locked)
       returning id, recipient, subject, text_body, html_body, attempts`,
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
      });
      await em.execute(
        `update mail_outbox set status = 'sent', sent_at = now(), attempts = attempts + 1 where id = ?`,
        [mail.id],
      );
      return true;
    } catch (error) {
      const attempts = mail.attempts + 1;
      const status = attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
      await em.execute(
        `update mail_outbox set status = ?, attempts = ?, last_error = ?,
           next_attempt_at = now() + make_interval(secs => ?) where id = ?`,
        [status, attempts, String(error).slice(0, 1000), backoffSeconds(attempts), mail.id],
      );
      this.deps.logger.warn({ to: mail.recipient, attempts, err: error }, 'mail not sent; will retry');
      return false;
    }
  }
}
