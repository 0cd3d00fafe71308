import { formatDate } from '@torget/i18n';
import type { MailMessage } from '../../../plugins/mail.provider';
import { money } from '../../../shared/messages';
import { returnToLine } from '../../orders/order-return';
import type { ReturnToDto } from '@torget/contract';
import { compose } from './layout';
import { mailT, type MailT, type Recipient } from './mail-text';
import type { OrderMailData } from './order.templates';

/** A withdrawal as its mails tell it. */
export interface WithdrawalMailData {
  date: Date;
  reason: string;
  items: { name: string; qty: number }[];
  /** The withdrawn items with their shipping: what the shop refunds for them. */
  amountOre: number;
  /** Where and how the goods go back (orders/order-return.ts); null once the shop is gone. */
  returnTo: ReturnToDto | null;
}

const itemLines = (withdrawal: WithdrawalMailData) =>
  withdrawal.items.map(({ name, qty }) => `${qty} × ${name}`).join('\n');

const reasonLine = (t: MailT, withdrawal: WithdrawalMailData) =>
  withdrawal.reason ? [t('mail.reason', { reason: withdrawal.reason })] : [];

/** The buyer's acknowledgement, sent at once: when the withdrawal was received and what happens next. */
export function withdrawalReceivedMail(
  { email, locale }: Recipient,
  order: OrderMailData,
  withdrawal: WithdrawalMailData,
): MailMessage {
  const t = mailT(locale);
  const to = withdrawal.returnTo;
  const returnTo = to ? returnToLine(to) : order.shopName;
  const instructions = to?.instructions[locale] ?? '';
  return compose({
    to: email,
    locale,
    subject: t('mail.withdrawalReceivedSubject', { reference: order.reference }),
    lines: [
      t('mail.withdrawalReceivedBody', {
        date: formatDate(withdrawal.date, locale, 'longTime'),
        reference: order.reference,
        shop: order.shopName,
      }),
      itemLines(withdrawal),
      ...reasonLine(t, withdrawal),
      t('mail.withdrawalReceivedSteps', {
        returnTo,
        shop: order.shopName,
        amount: money(withdrawal.amountOre),
        method: order.paymentLabel,
      }),
      ...(to
        ? [t('mail.returnAddress', { address: `${to.name}\n${to.address}\n${to.postalCode} ${to.city}` })]
        : []),
      ...(instructions ? [t('mail.returnInstructions', { instructions })] : []),
      { link: order.link, label: t('mail.viewOrder') },
      { link: order.termsLink, label: t('mail.terms') },
    ],
  });
}

/** The shop's notice: what the buyer withdrew, and that it refunds within 14 days. */
export function withdrawalNoticeMail(
  { email, locale }: Recipient,
  order: OrderMailData,
  withdrawal: WithdrawalMailData,
): MailMessage {
  const t = mailT(locale);
  return compose({
    to: email,
    locale,
    subject: t('mail.withdrawalNoticeSubject', { reference: order.reference }),
    lines: [
      t('mail.withdrawalNoticeBody', {
        buyer: order.buyer?.name ?? t('mail.customerFallback'),
        date: formatDate(withdrawal.date, locale, 'longTime'),
        reference: order.reference,
      }),
      itemLines(withdrawal),
      ...reasonLine(t, withdrawal),
      t('mail.withdrawalNoticeRefund', { amount: money(withdrawal.amountOre) }),
      { link: order.link, label: t('mail.viewOrder') },
    ],
  });
}
