import { formatDate, type LocalizedText } from '@torget/i18n';
import type { MailMessage } from '../../../plugins/mail.provider';
import { money, type Text } from '../../../shared/messages';
import { compose, type MailContent } from './layout';
import { mailT, type MailT, type Recipient } from './mail-text';

/** The shop as the seller of record on a receipt. `vatNumber` is empty when it is not VAT-registered. */
export interface TraderMailData {
  legalName: string;
  /** Street, post number and city on one line. */
  address: string;
  organisationNumber: string;
  vatNumber: string;
  email: string;
  phone: string;
}

/** What the order emails need, read once by the subscriber. */
export interface OrderMailData {
  id: string;
  reference: string;
  link: string;
  /** The marketplace's terms of purchase (the right of withdrawal's sentence links to them). */
  termsLink: string;
  /** When the order was placed. */
  date: Date;
  /** With the language each reads mail in. */
  buyer: ({ name: string } & Recipient) | null;
  seller: ({ name: string } & Recipient) | null;
  /** Null when the shop's account is gone. */
  trader: TraderMailData | null;
  shopName: string;
  paymentMethod: string;
  /** The payment method as its provider names it, in each language. */
  paymentLabel: LocalizedText;
  /** How to pay, from the order's payment plugin (the confirmation mail says it), in each language. */
  paymentInstructions: Text;
  items: { name: string; qty: number; priceOre: number; vatRate: number }[];
  /** The VAT included per rate (shipping's share in it), highest rate first. */
  vatLines: { rate: number; vatOre: number }[];
  sellerVatRegistered: boolean;
  itemsOre: number;
  shippingOre: number;
  totalOre: number;
  /** The discount code the order used and what it took off; null without one. */
  discount: { code: string; ore: number } | null;
  shipping: string;
}

/** The code's row, before shipping: the lines above it are before the code, the total after it. */
const discountRows = (t: MailT, order: OrderMailData): [string, string][] =>
  order.discount
    ? [[t('mail.discount', { code: order.discount.code }), `−${t.money(order.discount.ore)}`]]
    : [];

const itemTable = (t: MailT, order: OrderMailData): { table: [string, string][] } => ({
  table: [
    ...order.items.map(({ name, qty, priceOre }): [string, string] => [
      `${qty} × ${name}`,
      t.money(qty * priceOre),
    ]),
    ...discountRows(t, order),
    [t('mail.shipping'), t.money(order.shippingOre)],
    [t('mail.total'), t.money(order.totalOre)],
  ],
});

/** Who sold, by law's receipt details: legal name, address, organisation and VAT numbers. */
function sellerOfRecord(t: MailT, order: OrderMailData): string {
  const trader = order.trader;
  if (!trader) return t('mail.seller', { name: order.shopName });
  return [
    t('mail.seller', { name: trader.legalName }),
    trader.address,
    t('mail.organisationNumber', { number: trader.organisationNumber }),
    order.sellerVatRegistered
      ? t('mail.vatNumber', { number: trader.vatNumber })
      : t('mail.notVatRegistered'),
  ]
    .filter(Boolean)
    .join('\n');
}

/** Each line with the VAT rate it was sold at, the total, and the VAT it includes per rate. */
const receiptTable = (t: MailT, order: OrderMailData): { table: [string, string][] } => ({
  table: [
    ...order.items.map(({ name, qty, priceOre, vatRate }): [string, string] => [
      order.sellerVatRegistered
        ? t('mail.vatLine', { line: `${qty} × ${name}`, rate: vatRate })
        : `${qty} × ${name}`,
      t.money(qty * priceOre),
    ]),
    ...discountRows(t, order),
    [t('mail.shipping'), t.money(order.shippingOre)],
    [t('mail.total'), t.money(order.totalOre)],
    ...(order.sellerVatRegistered
      ? order.vatLines
          .filter(({ rate }) => rate > 0)
          .map(({ rate, vatOre }): [string, string] => [t('mail.vatIncluded', { rate }), t.money(vatOre)])
      : []),
  ],
});

/** The right of withdrawal in a sentence, with the terms that tell the rest. */
export const withdrawalNotice = (t: MailT, order: Pick<OrderMailData, 'termsLink'>): MailContent['lines'] => [
  t('mail.withdrawalNotice'),
  { link: order.termsLink, label: t('mail.terms') },
];

const viewOrder = (t: MailT, order: OrderMailData) => ({ link: order.link, label: t('mail.viewOrder') });

/** The order confirmation is the buyer's receipt. */
export const orderConfirmationMail = ({ email, locale }: Recipient, order: OrderMailData): MailMessage => {
  const t = mailT(locale);
  return compose({
    to: email,
    locale,
    subject: t('mail.orderConfirmationSubject', { reference: order.reference, shop: order.shopName }),
    lines: [
      t('mail.thanks', { shop: order.shopName }),
      t('mail.receipt', { reference: order.reference, date: formatDate(order.date, locale, 'long') }),
      sellerOfRecord(t, order),
      receiptTable(t, order),
      t('mail.paymentMethod', { method: order.paymentLabel }),
      t.text(order.paymentInstructions),
      t('mail.shippingAddress', { address: order.shipping }),
      ...withdrawalNotice(t, order),
      viewOrder(t, order),
    ],
  });
};

export const newOrderMail = ({ email, locale }: Recipient, order: OrderMailData): MailMessage => {
  const t = mailT(locale);
  return compose({
    to: email,
    locale,
    subject: t('mail.newOrderSubject', { reference: order.reference, total: money(order.totalOre) }),
    lines: [
      t('mail.newOrderBody', {
        buyer: order.buyer?.name ?? t('mail.buyerFallback'),
        shop: order.shopName,
        method: order.paymentLabel,
      }),
      itemTable(t, order),
      t('mail.shipTo', { address: order.shipping }),
      viewOrder(t, order),
    ],
  });
};

export const orderPaidMail = ({ email, locale }: Recipient, order: OrderMailData): MailMessage => {
  const t = mailT(locale);
  return compose({
    to: email,
    locale,
    subject: t('mail.paidSubject', { reference: order.reference }),
    lines: [t('mail.paidBody', { shop: order.shopName, amount: money(order.totalOre) }), viewOrder(t, order)],
  });
};

export const orderDeliveredMail = ({ email, locale }: Recipient, order: OrderMailData): MailMessage => {
  const t = mailT(locale);
  return compose({
    to: email,
    locale,
    subject: t('mail.deliveredSubject', { reference: order.reference }),
    lines: [t('mail.deliveredBody', { shop: order.shopName }), viewOrder(t, order)],
  });
};

/** A refund of (part of) the order's payment, through its payment method. */
export const orderRefundedMail = (
  { email, locale }: Recipient,
  order: OrderMailData,
  refundOre: number,
): MailMessage => {
  const t = mailT(locale);
  return compose({
    to: email,
    locale,
    subject: t('mail.refundedSubject', { reference: order.reference }),
    lines: [
      t('mail.refundedBody', {
        shop: order.shopName,
        amount: money(refundOre),
        reference: order.reference,
      }),
      t('mail.refundedHow', { method: order.paymentLabel }),
      viewOrder(t, order),
    ],
  });
};

/** The order row is gone by now, so this takes only what the event still names. */
export const orderDeletedMail = (
  { email, locale }: Recipient,
  order: { reference: string; shopName: string },
  role: 'buyer' | 'seller',
): MailMessage => {
  const t = mailT(locale);
  return compose({
    to: email,
    locale,
    subject: t('mail.deletedSubject', { reference: order.reference }),
    lines: [
      role === 'buyer'
        ? t('mail.deletedToBuyer', { reference: order.reference, shop: order.shopName })
        : t('mail.deletedToSeller', { reference: order.reference }),
    ],
  });
};
