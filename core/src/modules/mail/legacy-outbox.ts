import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailQueue } from './mail-queue';

interface LegacyMail {
  recipient: string;
  sender: string | null;
  subject: string;
  text_body: string;
  html_body: string;
}

/** Any fixed number: the instances that boot together take turns moving the old outbox. */
const LEGACY_OUTBOX_LOCK = 727_201_612;

/**
 * Moves the messages the hand-written worker's table (`mail_outbox`) still held unsent into the pg-boss
 * queue and drops the table, in one transaction: every message is queued once, even when several
 * instances boot together, and none is lost if the move fails halfway. Does nothing once the table is
 * gone (the migration drops it at once when it holds nothing unsent). Answers how many were moved.
 */
export async function adoptLegacyOutbox(em: EntityManager, mailQueue: MailQueue): Promise<number> {
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [LEGACY_OUTBOX_LOCK]);
    const [table] = await tx.execute<{ name: string | null }[]>(
      `select to_regclass('mail_outbox')::text as name`,
    );
    if (!table?.name) return 0;
    const unsent = await tx.execute<LegacyMail[]>(
      `select recipient, sender, subject, text_body, html_body from mail_outbox
       where status in ('pending', 'sending') order by created_at`,
    );
    for (const mail of unsent) {
      await mailQueue.enqueue(tx, {
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        ...(mail.sender ? { from: mail.sender } : {}),
      });
    }
    await tx.execute('drop table mail_outbox');
    return unsent.length;
  });
}
