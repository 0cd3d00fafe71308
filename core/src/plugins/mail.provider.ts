/** One email, always with a plain-text part and an HTML part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Defaults to the provider's configured sender. */
  from?: string;
}

/**
 * Delivers email. Core's default writes .eml files under DATA_DIR/outbox (nothing to set up on a
 * laptop); plugins such as mail-smtp replace it. Messages reach a provider through core's durable
 * queue, which retries on failure — so `send` should throw when delivery did not happen.
 */
export interface MailProvider {
  send(message: MailMessage): Promise<{ messageId?: string }>;
}
