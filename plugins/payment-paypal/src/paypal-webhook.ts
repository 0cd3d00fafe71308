import type { PaymentWebhookEvent, VerifiedPayment } from '@torget/core/plugin-sdk';
import { toOre } from './paypal-amount';
import { PayPalApiError, type PayPalCapture, type PayPalClient, type PayPalRefund } from './paypal.client';
import { isPayee, payeeOf, type PayPalPayee } from './paypal-payee';

const TYPES: Record<string, PaymentWebhookEvent['type']> = {
  'PAYMENT.CAPTURE.COMPLETED': 'payment.completed',
  'PAYMENT.CAPTURE.REFUNDED': 'payment.refunded',
  'PAYMENT.CAPTURE.REVERSED': 'payment.reversed',
};

/**
 * Reads a PayPal webhook after PayPal's verify-webhook-signature call said SUCCESS for exactly these
 * bytes and transmission headers; anything else answers null.
 */
export async function parsePayPalWebhook(
  client: PayPalClient,
  webhookId: string | undefined,
  rawBody: string,
  headers: Record<string, string>,
  toPayment: (capture: PayPalCapture, orderId: string, raw: Record<string, unknown>) => VerifiedPayment,
): Promise<PaymentWebhookEvent | null> {
  let event: { id?: unknown; event_type?: unknown; resource?: unknown };
  try {
    event = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (typeof event?.id !== 'string' || typeof event.event_type !== 'string' || !webhookId) return null;
  const verified = await client
    .verifyWebhookSignature(
      {
        auth_algo: headers['paypal-auth-algo'],
        cert_url: headers['paypal-cert-url'],
        transmission_id: headers['paypal-transmission-id'],
        transmission_sig: headers['paypal-transmission-sig'],
        transmission_time: headers['paypal-transmission-time'],
        webhook_id: webhookId,
      },
      rawBody,
    )
    .catch(() => false);
  if (!verified) return null;

  const raw = event as Record<string, unknown>;
  const type = TYPES[event.event_type] ?? 'other';
  if (type === 'payment.refunded') return refundEvent(client, event.id, event.resource as PayPalRefund, raw);
  const resource = event.resource as PayPalCapture | undefined;
  // Captures carry our order id as custom_id (and invoice_id).
  const orderId = resource?.custom_id ?? resource?.invoice_id;
  if (type !== 'payment.completed' || !resource?.amount) return { eventId: event.id, type, orderId, raw };
  const paidTo = await capturePayee(client, resource);
  const payment: VerifiedPayment = {
    ...toPayment(resource, orderId ?? '', raw),
    // As when the buyer's /pay captures: the money must have gone to the order's shop.
    paidTo: (shop) => {
      const expected = payeeOf(shop);
      return !!expected && isPayee(expected, paidTo);
    },
  };
  return { eventId: event.id, type, orderId, payment, raw };
}

/**
 * Who a webhook's capture paid, read back as the buyer's /pay reads it: the payee of the PayPal order
 * the capture belongs to (its `supplementary_data`), that order holding this capture; the capture's own
 * `payee` when it names no order. Undefined when PayPal does not know the order or the capture is not
 * in it, so the payment is refused; an unreachable PayPal throws, so PayPal sends the event again.
 */
async function capturePayee(client: PayPalClient, capture: PayPalCapture): Promise<PayPalPayee | undefined> {
  const paypalOrderId = capture.supplementary_data?.related_ids?.order_id;
  if (!paypalOrderId) return capture.payee;
  const order = await client.getOrder(paypalOrderId).catch((error: unknown) => {
    if (error instanceof PayPalApiError) return undefined;
    throw error;
  });
  return order?.purchase_units.find((unit) => unit.payments?.captures?.some((held) => held.id === capture.id))
    ?.payee;
}

/**
 * PAYMENT.CAPTURE.REFUNDED carries the refund. Ours are tagged with the order id (custom_id); one made
 * in PayPal's dashboard is not, so the order is read from the refunded capture (its `up` link).
 */
async function refundEvent(
  client: PayPalClient,
  eventId: string,
  resource: PayPalRefund | undefined,
  raw: Record<string, unknown>,
): Promise<PaymentWebhookEvent> {
  if (!resource?.id || !resource.amount) return { eventId, type: 'payment.refunded', raw };
  let orderId = resource.custom_id ?? resource.invoice_id;
  const captureId = /\/v2\/payments\/captures\/([^/?#]+)$/.exec(
    resource.links?.find((link) => link.rel === 'up')?.href ?? '',
  )?.[1];
  if (!orderId && captureId) {
    const capture = await client.getCapture(decodeURIComponent(captureId));
    orderId = capture.custom_id ?? capture.invoice_id;
  }
  const refund = {
    refundId: resource.id,
    status: resource.status === 'COMPLETED' ? ('COMPLETED' as const) : ('PENDING' as const),
    amountOre: toOre(resource.amount.value),
    raw,
  };
  return { eventId, type: 'payment.refunded', orderId, refund, raw };
}
