import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailMessage } from '../../plugins/mail.provider';

/**
 * Puts a message in the durable queue. Called with the request's EntityManager inside its transaction
 * where there is one, so the mail exists exactly when the change that caused it does.
 */
export async function enqueueMail(em: EntityManager, message: MailMessage): Promise<void> {
  await em.execute(
    'insert into mail_outbox (recipient, subject, text_body, html_body, sender) values (?, ?, ?, ?, ?)',
    [message.to, message.subject, message.text, message.html, message.from ?? null],
  );
}
