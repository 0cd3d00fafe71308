import type { MailMessage } from '../../plugins/mail.provider';
import { compose } from '../mail/templates/layout';
import { mailT, type Recipient } from '../mail/templates/mail-text';
import type { ReportedSeller } from './dac7-xml';

/**
 * The seller's copy of what was reported about them (informationsuppgift): who Skatteverket was told sells
 * (name, TIN, account) and the figures per quarter; the same copy stays in the shop's Skatteuppgifter.
 */
export function dac7CopyMail(
  { email, locale }: Recipient,
  year: number,
  seller: ReportedSeller,
  link: string,
): MailMessage {
  const t = mailT(locale);
  const { details } = seller;
  return compose({
    to: email,
    locale,
    subject: t('mail.dac7Subject', { year }),
    lines: [
      t('mail.dac7Body', { year, shop: seller.shopName }),
      {
        table: [
          [t('mail.dac7Name'), details.name],
          [t('mail.dac7Tin'), details.tin],
          [t('mail.dac7Account'), `${details.account.number} (${details.account.holder})`],
        ],
      },
      {
        table: seller.quarters.map((quarter, i) => [
          t('mail.dac7Quarter', { quarter: i + 1, sales: quarter.sales }),
          t.money(Math.round(quarter.consideration * 100)),
        ]),
      },
      t('mail.dac7Fees', {
        fees: t.money(Math.round(seller.quarters.reduce((sum, q) => sum + q.fees, 0) * 100)),
      }),
      { link, label: t('mail.dac7CopyLink') },
    ],
  });
}

/**
 * Asks a seller who sold without tax details to give them (DAC7 due diligence); the reminder names the day
 * sales stop if the shop is over the reporting line by then.
 */
export function dac7ReminderMail(
  { email, locale }: Recipient,
  data: { shop: string; stopFrom: string | null; link: string },
): MailMessage {
  const t = mailT(locale);
  return compose({
    to: email,
    locale,
    subject: t(data.stopFrom ? 'mail.dac7ReminderSubject' : 'mail.dac7RequestSubject'),
    lines: [
      t('mail.dac7RequestBody', { shop: data.shop }),
      ...(data.stopFrom ? [t('mail.dac7ReminderStop', { date: data.stopFrom })] : []),
      { link: data.link, label: t('mail.dac7RequestLink') },
    ],
  });
}
