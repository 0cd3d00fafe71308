import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config/env';
import type { MailMessage, MailProvider } from '../../plugins/mail.provider';

/**
 * The default mail provider: every message becomes an .eml file under DATA_DIR/outbox (open it with any
 * mail program) and one log line. In development the line also shows the first link of the message,
 * so a password reset works on a laptop with no mail server.
 */
export class FileOutboxProvider implements MailProvider {
  private readonly dir: string;
  private readonly composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(private readonly deps: { config: AppConfig; logger: Logger }) {
    this.dir = path.join(deps.config.dataDir, 'outbox');
  }

  async send(message: MailMessage): Promise<{ messageId?: string }> {
    const info = await this.composer.sendMail({
      ...message,
      from: message.from ?? 'Torget <no-reply@torget.local>',
    });
    await mkdir(this.dir, { recursive: true });
    const file = path.join(
      this.dir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
    );
    await writeFile(file, info.message as Buffer);
    const link =
      this.deps.config.env === 'development' ? /https?:\/\/\S+/.exec(message.text)?.[0] : undefined;
    this.deps.logger.info(
      { to: message.to, subject: message.subject, file, ...(link ? { link } : {}) },
      'mail written to outbox',
    );
    return { messageId: info.messageId };
  }
}
