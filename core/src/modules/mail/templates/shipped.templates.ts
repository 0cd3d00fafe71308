import type { MailMessage } from '../../../plugins/mail.provider';
import { compose } from './layout';
import { mailT, type Recipient } from './mail-text';

/** What the shipped mail shows: the order, how it travels and how to follow it. */
export interface ShippedMailData {
  reference: string;
  link: string;
  shopName: string;
  /** The delivery option's name in each language; null for the standard shipping. */
  deliveryName: { sv: string; en: string } | null;
  servicePoint: { name: string; address: string } | null;
  carrierName: { sv: string; en: string } | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

/** "Din beställning är skickad": the carrier's tracking link, and where to collect it when it goes to an ombud. */
export function orderShippedMail({ email, locale }: Recipient, order: ShippedMailData): MailMessage {
  const t = mailT(locale);
  const lines: Parameters<typeof compose>[0]['lines'] = [t('mail.shippedBody', { shop: order.shopName })];
  if (order.deliveryName) lines.push(t('mail.shippedHow', { option: order.deliveryName[locale] }));
  if (order.servicePoint)
    lines.push(
      t('mail.shippedPoint', { point: `${order.servicePoint.name}, ${order.servicePoint.address}` }),
    );
  if (order.trackingNumber)
    lines.push(
      t('mail.shippedTracking', {
        carrier: order.carrierName?.[locale] ?? '',
        number: order.trackingNumber,
      }),
    );
  if (order.trackingUrl) lines.push({ link: order.trackingUrl, label: t('mail.trackParcel') });
  lines.push({ link: order.link, label: t('mail.viewOrder') });
  return compose({
    to: email,
    locale,
    subject: t('mail.shippedSubject', { reference: order.reference }),
    lines,
  });
}
