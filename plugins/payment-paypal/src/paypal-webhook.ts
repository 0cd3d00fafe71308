import type { PaymentWebhookEvent, VerifiedPayment } from '@torget/core/plugin-sdk';
import { toOre } from './paypal-amount';
import type { PayPalCapture, PayPalClient, PayPalRefund } from './paypal.client';

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
  const payment =
    type === 'payment.completed' && resource?.amount ? toPayment(resource, orderId ?? '', raw) : undefined;
  return { eventId: event.id, type, orderId, payment, raw };
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
