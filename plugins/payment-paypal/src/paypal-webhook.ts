import type { PaymentWebhookEvent, VerifiedPayment } from '@torget/core/plugin-sdk';
import type { PayPalCapture, PayPalClient } from './paypal.client';

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
  let event: { id?: unknown; event_type?: unknown; resource?: PayPalCapture };
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
  const resource = event.resource;
  // Captures and refunds both carry our order id as custom_id (and invoice_id).
  const orderId = resource?.custom_id ?? resource?.invoice_id;
  const type = TYPES[event.event_type] ?? 'other';
  const payment =
    type === 'payment.completed' && resource?.amount ? toPayment(resource, orderId ?? '', raw) : undefined;
  return { eventId: event.id, type, orderId, payment, raw };
}
