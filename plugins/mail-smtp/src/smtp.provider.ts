import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, MailProvider } from '@torget/core/plugin-sdk';

/** Sends through an SMTP server. A failure throws, so core's queue keeps the message and retries it. */
export class SmtpMailProvider implements MailProvider {
  private readonly transport: Transporter;

  constructor(private readonly options: { smtpUrl: string; from: string }) {
    this.transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
    });
  }

  async send(message: MailMessage): Promise<{ messageId?: string }> {
    const info = await this.transport.sendMail({ ...message, from: message.from ?? this.options.from });
    return { messageId: info.messageId };
  }
}
