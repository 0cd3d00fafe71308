import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailMessage } from '../../plugins/mail.provider';

/**
 * Puts a message in the durable queue. Always called with the EntityManager of the transaction that
 * makes the change the mail reports (mail subscribers run in it, see EventBus.publishInTransaction;
 * the password reset writes its token in it), so the mail exists exactly when the change does.
 */
export async function enqueueMail(em: EntityManager, message: MailMessage): Promise<void> {
  await em.execute(
    'insert into mail_outbox (recipient, subject, text_body, html_body, sender) values (?, ?, ?, ?, ?)',
    [message.to, message.subject, message.text, message.html, message.from ?? null],
  );
}
