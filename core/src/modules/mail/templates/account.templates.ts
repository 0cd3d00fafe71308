import type { MailMessage } from '../../../plugins/mail.provider';
import { compose } from './layout';
import { mailT, type Recipient } from './mail-text';

export const passwordResetMail = ({ email, locale }: Recipient, name: string, link: string): MailMessage => {
  const t = mailT(locale);
  return compose({
    to: email,
    locale,
    subject: t('mail.resetSubject'),
    lines: [
      t('mail.greeting', { name }),
      t('mail.resetBody'),
      { link, label: t('mail.resetLink') },
      t('mail.resetIgnore'),
    ],
  });
};

export const applicationReceivedMail = (
  { email, locale }: Recipient,
  applicant: { name: string; email: string; plan: number | null },
  link: string,
) => {
  const t = mailT(locale);
  return compose({
    to: email,
    locale,
    subject: t('mail.applicationReceivedSubject', { name: applicant.name }),
    lines: [
      t('mail.applicationReceived', {
        name: applicant.name,
        email: applicant.email,
        plan: applicant.plan ?? 1,
      }),
      { link, label: t('mail.reviewApplication') },
    ],
  });
};

export const sellerApprovedMail = (
  { email, locale }: Recipient,
  name: string,
  shopName: string,
  link: string,
) => {
  const t = mailT(locale);
  return compose({
    to: email,
    locale,
    subject: t('mail.sellerApprovedSubject'),
    lines: [
      t('mail.greeting', { name }),
      t('mail.sellerApprovedBody', { shop: shopName || t('mail.yourShopFallback') }),
      { link, label: t('mail.sellerApprovedLink') },
    ],
  });
};
