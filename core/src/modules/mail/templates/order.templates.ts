import { formatSek } from '../../../shared/money';
import type { MailMessage } from '../../../plugins/mail.provider';
import { compose } from './layout';

/** What the order emails need, read once by the subscriber. */
export interface OrderMailData {
  id: string;
  reference: string;
  link: string;
  buyer: { name: string; email: string } | null;
  seller: { name: string; email: string } | null;
  shopName: string;
  paymentMethod: string;
  /** How to pay, from the order's payment plugin (the confirmation mail says it). */
  paymentInstructions: string;
  items: { name: string; qty: number; priceOre: number }[];
  itemsOre: number;
  shippingOre: number;
  totalOre: number;
  shipping: string;
}

const itemTable = (order: OrderMailData): { table: [string, string][] } => ({
  table: [
    ...order.items.map(({ name, qty, priceOre }): [string, string] => [
      `${qty} × ${name}`,
      formatSek(qty * priceOre),
    ]),
    ['Frakt', formatSek(order.shippingOre)],
    ['Totalt', formatSek(order.totalOre)],
  ],
});

export const orderConfirmationMail = (to: string, order: OrderMailData): MailMessage =>
  compose({
    to,
    subject: `Orderbekräftelse ${order.reference} från ${order.shopName}`,
    lines: [
      `Tack för din beställning hos ${order.shopName}!`,
      itemTable(order),
      order.paymentInstructions,
      `Leveransadress:\n${order.shipping}`,
      { link: order.link, label: 'Visa ordern' },
    ],
  });

export const newOrderMail = (to: string, order: OrderMailData): MailMessage =>
  compose({
    to,
    subject: `Ny order ${order.reference} (${formatSek(order.totalOre)})`,
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
      `${order.shopName} har tagit emot din betalning på ${formatSek(order.totalOre)}.`,
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
      `${order.shopName} har återbetalat ${formatSek(refundOre)} av din betalning för order ${order.reference}.`,
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
