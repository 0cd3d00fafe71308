import {
  PaymentError,
  type PaymentOrder,
  type PaymentProvider,
  type PaymentShop,
  type PaymentWebhookEvent,
  type VerifiedPayment,
} from '@torget/core/plugin-sdk';
import { PayPalApiError, type PayPalCapture, type PayPalClient, type PayPalOrder } from './paypal.client';

const MESSAGES: Record<string, string> = {
  PENDING: 'PayPal is still processing the payment. The order is marked paid as soon as PayPal completes it.',
  DECLINED: 'PayPal declined the payment. Please try another card or account.',
  FAILED: 'The PayPal payment failed. Please try again.',
};

const toOre = (value: string) => Math.round(Number(value) * 100);

/**
 * PayPal Orders v2. The PayPal order is created by the server from OUR order's total (never the browser's),
 * tagged with our order id; approval in the browser is only a pointer: the server captures and checks the
 * capture's status, amount, currency and order id with PayPal itself.
 */
export class PayPalProvider implements PaymentProvider {
  readonly id = 'paypal';
  readonly method = 'PayPal' as const;
  readonly label = 'PayPal';

  constructor(
    private readonly client: PayPalClient,
    private readonly options: { clientId: string; mode: 'sandbox' | 'live'; webhookId?: string },
  ) {}

  isAvailableFor(shop: PaymentShop): boolean {
    return shop.hasPaypal;
  }

  publicConfig() {
    return { clientId: this.options.clientId, mode: this.options.mode };
  }

  async startPayment(order: PaymentOrder) {
    if (!this.isAvailableFor(order.shop)) throw new PaymentError(`${order.shop.name} does not take PayPal.`);
    const created = await this.client
      .createOrder(
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              custom_id: order.id,
              invoice_id: order.id,
              description: `${order.shop.name} – order ${order.reference}`.slice(0, 127),
              amount: { currency_code: order.currency, value: (order.totalOre / 100).toFixed(2) },
            },
          ],
        },
        `create-${order.id}`,
      )
      .catch((error: unknown) => {
        throw error instanceof PayPalApiError
          ? new PaymentError('PayPal could not start the payment.', 502)
          : error;
      });
    return { paypalOrderId: created.id };
  }

  async confirmPayment(order: PaymentOrder, input: Record<string, unknown>): Promise<VerifiedPayment> {
    const paypalOrderId = typeof input.orderID === 'string' ? input.orderID : input.paypalOrderId;
    if (typeof paypalOrderId !== 'string' || !/^[A-Z0-9-]{1,64}$/i.test(paypalOrderId)) {
      throw new PaymentError('Missing the PayPal order id (orderID).');
    }
    let paypalOrder: PayPalOrder;
    try {
      paypalOrder = await this.client.captureOrder(paypalOrderId, `capture-${order.id}-${paypalOrderId}`);
    } catch (error) {
      if (!(error instanceof PayPalApiError)) throw error;
      if (error.issue === 'ORDER_ALREADY_CAPTURED') paypalOrder = await this.client.getOrder(paypalOrderId);
      else if (error.issue === 'ORDER_NOT_APPROVED')
        throw new PaymentError('The payment has not been approved in PayPal yet.');
      else if (error.status === 404) throw new PaymentError('PayPal does not know this payment.');
      else throw new PaymentError('PayPal could not complete the payment.');
    }
    const unit = paypalOrder.purchase_units[0];
    const capture = unit?.payments?.captures?.[0];
    if (!unit || !capture) throw new PaymentError('PayPal did not capture the payment.');
    return this.verified(capture, unit.custom_id ?? capture.custom_id ?? '', { order: paypalOrder });
  }

  async parseWebhook(rawBody: string, headers: Record<string, string>): Promise<PaymentWebhookEvent | null> {
    let event: { id?: string; event_type?: string; resource?: PayPalCapture };
    try {
      event = JSON.parse(rawBody);
    } catch {
      return null;
    }
    if (!event.id || !event.event_type || !this.options.webhookId) return null;
    const verified = await this.client
      .verifyWebhookSignature({
        auth_algo: headers['paypal-auth-algo'],
        cert_url: headers['paypal-cert-url'],
        transmission_id: headers['paypal-transmission-id'],
        transmission_sig: headers['paypal-transmission-sig'],
        transmission_time: headers['paypal-transmission-time'],
        webhook_id: this.options.webhookId,
        webhook_event: event,
      })
      .catch(() => false);
    if (!verified) return null;
    const capture = event.resource;
    const orderId = capture?.custom_id ?? capture?.invoice_id;
    const raw = event as Record<string, unknown>;
    switch (event.event_type) {
      case 'PAYMENT.CAPTURE.COMPLETED':
        return {
          eventId: event.id,
          type: 'payment.completed',
          orderId,
          payment: this.verified(capture!, orderId ?? '', raw),
          raw,
        };
      case 'PAYMENT.CAPTURE.REFUNDED':
        return { eventId: event.id, type: 'payment.refunded', orderId, raw };
      case 'PAYMENT.CAPTURE.REVERSED':
        return { eventId: event.id, type: 'payment.reversed', orderId, raw };
      default:
        return { eventId: event.id, type: 'other', orderId, raw };
    }
  }

  private verified(capture: PayPalCapture, orderId: string, raw: Record<string, unknown>): VerifiedPayment {
    const status =
      capture.status === 'COMPLETED' || capture.status === 'PENDING' ? capture.status : 'DECLINED';
    return {
      status,
      orderId,
      amountOre: toOre(capture.amount.value),
      currency: capture.amount.currency_code,
      paymentId: capture.id,
      message: MESSAGES[capture.status] ?? MESSAGES.DECLINED,
      raw,
    };
  }
}
