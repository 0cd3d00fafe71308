import type { MailMessage } from '../../../plugins/mail.provider';
import { formatOre } from '../../../shared/money';
import { formatDate } from '@torget/i18n';
import { compose } from './layout';
import type { OrderMailData } from './order.templates';

/** A withdrawal as its mails tell it. */
export interface WithdrawalMailData {
  date: Date;
  reason: string;
  items: { name: string; qty: number }[];
  /** The withdrawn items with their shipping: what the shop refunds for them. */
  amountOre: number;
}

const itemLines = (withdrawal: WithdrawalMailData) =>
  withdrawal.items.map(({ name, qty }) => `${qty} × ${name}`).join('\n');

const reasonLine = (withdrawal: WithdrawalMailData) =>
  withdrawal.reason ? [`Anledning: ${withdrawal.reason}`] : [];

/** The buyer's acknowledgement, sent at once: when the withdrawal was received and what happens next. */
export function withdrawalReceivedMail(
  to: string,
  order: OrderMailData,
  withdrawal: WithdrawalMailData,
): MailMessage {
  const shop = order.trader?.legalName || order.shopName;
  const returnTo = order.trader?.address ? `${shop}, ${order.trader.address}` : shop;
  return compose({
    to,
    subject: `Vi har tagit emot att du ångrar köpet (order ${order.reference})`,
    lines: [
      `Du ångrade köpet ${formatDate(withdrawal.date, 'sv', 'longTime')}. Det gäller order ${order.reference} hos ${order.shopName}:`,
      itemLines(withdrawal),
      ...reasonLine(withdrawal),
      `Så här går det till nu:\n1. Skicka tillbaka varorna till ${returnTo} inom 14 dagar.\n2. ${order.shopName} betalar tillbaka ${formatOre(withdrawal.amountOre, 'sv')} (varorna och deras frakt) med ${order.paymentLabel} inom 14 dagar från i dag. Butiken får vänta med återbetalningen tills den har fått tillbaka varorna eller du har visat att du skickat dem.\n3. Du får ett mejl när pengarna är på väg tillbaka.`,
      { link: order.link, label: 'Visa ordern' },
      { link: order.termsLink, label: 'Köpvillkor' },
    ],
  });
}

/** The shop's notice: what the buyer withdrew, and that it refunds within 14 days. */
export function withdrawalNoticeMail(
  to: string,
  order: OrderMailData,
  withdrawal: WithdrawalMailData,
): MailMessage {
  return compose({
    to,
    subject: `Ångrat köp: order ${order.reference}`,
    lines: [
      `${order.buyer?.name ?? 'Kunden'} ångrade köpet ${formatDate(withdrawal.date, 'sv', 'longTime')} (order ${order.reference}):`,
      itemLines(withdrawal),
      ...reasonLine(withdrawal),
      `Återbetala ${formatOre(withdrawal.amountOre, 'sv')} (varorna och deras frakt) inom 14 dagar, på orderns sida. Du får vänta tills du har fått tillbaka varorna eller kunden har visat att de är skickade.`,
      { link: order.link, label: 'Visa ordern' },
    ],
  });
}
