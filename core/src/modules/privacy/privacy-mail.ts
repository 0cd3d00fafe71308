import type { MailMessage } from '../../plugins/mail.provider';
import { compose } from '../mail/templates/layout';
import { mailT, type Recipient } from '../mail/templates/mail-text';

/** The last mail to a deleted account's address: what went and what stays. */
export const accountDeletedMail = ({ email, locale }: Recipient, name: string): MailMessage => {
  const t = mailT(locale);
  return compose({
    to: email,
    locale,
    subject: t('mail.accountDeletedSubject'),
    lines: [t('mail.greeting', { name }), t('mail.accountDeletedBody'), t('mail.accountDeletedAgain')],
  });
};

/** The data export is ready: its link, valid 24 hours. */
export const exportReadyMail = ({ email, locale }: Recipient, name: string, link: string): MailMessage => {
  const t = mailT(locale);
  return compose({
    to: email,
    locale,
    subject: t('mail.exportReadySubject'),
    lines: [t('mail.greeting', { name }), t('mail.exportReadyBody'), { link, label: t('mail.exportLink') }],
  });
};
