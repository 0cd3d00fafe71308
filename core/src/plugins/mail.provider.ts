/** One email, always with a plain-text part and an HTML part. */
export interface MailMessage {
  /** One recipient address. */
  to: string;
  subject: string;
  /** The plain-text part (shown by text-only clients, read by spam filters). */
  text: string;
  /** The HTML part; core's templates escape every user-provided value in it. */
  html: string;
  /** Defaults to the provider's configured sender (MAIL_FROM for mail-smtp). */
  from?: string;
}

/**
 * Delivers email. Core's default writes .eml files under DATA_DIR/outbox (nothing to set up on a
 * laptop); a plugin such as mail-smtp replaces it by registering its own `mailProvider`.
 * Core never calls a provider from a request: messages go through a durable queue in PostgreSQL whose
 * worker calls `send` and retries with backoff when it throws.
 */
export interface MailProvider {
  /**
   * Hands one message to the mail system. Resolve only once the message was accepted (e.g. the SMTP
   * server answered 250); throw when it was not, so the queue keeps the message and retries it.
   * May be called again for the same message after a crash, so delivery is at least once.
   */
  send(message: MailMessage): Promise<{ messageId?: string }>;
}
