import { formatOre } from '../../../shared/money';
import type { MailMessage } from '../../../plugins/mail.provider';
import { formatDate } from '@torget/i18n';
import { compose, type MailContent } from './layout';

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
  buyer: { name: string; email: string } | null;
  seller: { name: string; email: string } | null;
  /** Null when the shop's account is gone. */
  trader: TraderMailData | null;
  shopName: string;
  paymentMethod: string;
  /** The payment method as its provider names it. */
  paymentLabel: string;
  /** How to pay, from the order's payment plugin (the confirmation mail says it). */
  paymentInstructions: string;
  items: { name: string; qty: number; priceOre: number; vatRate: number }[];
  /** The VAT included per rate (shipping's share in it), highest rate first. */
  vatLines: { rate: number; vatOre: number }[];
  sellerVatRegistered: boolean;
  itemsOre: number;
  shippingOre: number;
  totalOre: number;
  shipping: string;
}

const itemTable = (order: OrderMailData): { table: [string, string][] } => ({
  table: [
    ...order.items.map(({ name, qty, priceOre }): [string, string] => [
      `${qty} × ${name}`,
      formatOre(qty * priceOre, 'sv'),
    ]),
    ['Frakt', formatOre(order.shippingOre, 'sv')],
    ['Totalt', formatOre(order.totalOre, 'sv')],
  ],
});

/** Who sold, by law's receipt details: legal name, address, organisation and VAT numbers. */
function sellerOfRecord(order: OrderMailData): string {
  const trader = order.trader;
  if (!trader) return `Säljare: ${order.shopName}`;
  return [
    `Säljare: ${trader.legalName}`,
    trader.address,
    `Organisationsnummer: ${trader.organisationNumber}`,
    order.sellerVatRegistered
      ? `Momsregistreringsnummer: ${trader.vatNumber}`
      : 'Säljaren är inte momsregistrerad.',
  ]
    .filter(Boolean)
    .join('\n');
}

/** Each line with the VAT rate it was sold at, the total, and the VAT it includes per rate. */
const receiptTable = (order: OrderMailData): { table: [string, string][] } => ({
  table: [
    ...order.items.map(({ name, qty, priceOre, vatRate }): [string, string] => [
      order.sellerVatRegistered ? `${qty} × ${name} (moms ${vatRate} %)` : `${qty} × ${name}`,
      formatOre(qty * priceOre, 'sv'),
    ]),
    ['Frakt', formatOre(order.shippingOre, 'sv')],
    ['Totalt', formatOre(order.totalOre, 'sv')],
    ...(order.sellerVatRegistered
      ? order.vatLines
          .filter(({ rate }) => rate > 0)
          .map(({ rate, vatOre }): [string, string] => [`varav moms ${rate} %`, formatOre(vatOre, 'sv')])
      : []),
  ],
});

/** The right of withdrawal in a sentence, with the terms that tell the rest. */
export const withdrawalNotice = (order: Pick<OrderMailData, 'termsLink'>): MailContent['lines'] => [
  'Ångerrätt: du har rätt att ångra köpet inom 14 dagar från den dag du tog emot varorna. Det gör du med knappen "Ångra köpet här" på orderns sida. Läs mer i köpvillkoren.',
  { link: order.termsLink, label: 'Köpvillkor' },
];

/** The order confirmation is the buyer's receipt. */
export const orderConfirmationMail = (to: string, order: OrderMailData): MailMessage =>
  compose({
    to,
    subject: `Orderbekräftelse ${order.reference} från ${order.shopName}`,
    lines: [
      `Tack för din beställning hos ${order.shopName}!`,
      `Kvitto för order ${order.reference}\nDatum: ${formatDate(order.date, 'sv', 'long')}`,
      sellerOfRecord(order),
      receiptTable(order),
      `Betalsätt: ${order.paymentLabel}`,
      order.paymentInstructions,
      `Leveransadress:\n${order.shipping}`,
      ...withdrawalNotice(order),
      { link: order.link, label: 'Visa ordern' },
    ],
  });

export const newOrderMail = (to: string, order: OrderMailData): MailMessage =>
  compose({
    to,
    subject: `Ny order ${order.reference} (${formatOre(order.totalOre, 'sv')})`,
    lines: [
      `${order.buyer?.name ?? 'En kund'} har beställt från ${order.shopName}. Betalning: ${order.paymentMethod}.`,
      itemTable(order),
      `Skickas till:\n${order.shipping}`,
      { link: order.link, label: 'Visa ordern' },
    ],
  });

export const orderPaidMail = (to: string, order: OrderMailData): MailMessage =>
  compose({
    to,
    subject: `Betalning mottagen för order ${order.reference}`,
    lines: [
      `${order.shopName} har tagit emot din betalning på ${formatOre(order.totalOre, 'sv')}.`,
      { link: order.link, label: 'Visa ordern' },
    ],
  });

export const orderDeliveredMail = (to: string, order: OrderMailData): MailMessage =>
  compose({
    to,
    subject: `Order ${order.reference} är skickad`,
    lines: [
      `${order.shopName} har skickat din order. Hoppas du blir nöjd!`,
      { link: order.link, label: 'Visa ordern' },
    ],
  });

/** A refund of (part of) the order's payment, through its payment method. */
export const orderRefundedMail = (to: string, order: OrderMailData, refundOre: number): MailMessage =>
  compose({
    to,
    subject: `Återbetalning för order ${order.reference}`,
    lines: [
      `${order.shopName} har återbetalat ${formatOre(refundOre, 'sv')} av din betalning för order ${order.reference}.`,
      `Pengarna kommer tillbaka med ${order.paymentMethod}; det kan ta några bankdagar innan du ser dem.`,
      { link: order.link, label: 'Visa ordern' },
    ],
  });

/** The order row is gone by now, so this takes only what the event still names. */
export const orderDeletedMail = (
  to: string,
  order: { reference: string; shopName: string },
  role: 'buyer' | 'seller',
): MailMessage =>
  compose({
    to,
    subject: `Order ${order.reference} är borttagen`,
    lines: [
      role === 'buyer'
        ? `Din order ${order.reference} hos ${order.shopName} har tagits bort. Den ska inte betalas och skickas inte.`
        : `Order ${order.reference} har tagits bort. Den ska inte skickas, och varorna är tillbaka i lager.`,
    ],
  });
