import { asValue, definePlugin } from '@torget/core/plugin-sdk';
import { z } from 'zod';
import { SmtpMailProvider } from './smtp.provider';

/** Turned on by SMTP_URL (e.g. smtp://user:pass@smtp.example.se:587); MAIL_FROM sets the sender. */
export default definePlugin({
  name: 'mail-smtp',
  env: { smtpUrl: 'SMTP_URL', from: 'MAIL_FROM' },
  enabledWhen: (raw) => raw.smtpUrl !== undefined,
  options: z.object({
    smtpUrl: z
      .string()
      .regex(/^smtps?:\/\/.+/, 'SMTP_URL must look like smtp://host:port or smtps://user:pass@host'),
    from: z.string().min(3).default('Torget <no-reply@torget.local>'),
  }),
  register(container, options) {
    container.register({ mailProvider: asValue(new SmtpMailProvider(options)) });
  },
});
