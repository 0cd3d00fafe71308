import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PaymentError,
  type NextAction,
  type PaymentOrder,
  type PaymentProvider,
  type PaymentSettingField,
  type PaymentShop,
  type PaymentWebhookEvent,
  type VerifiedPayment,
} from '@torget/core/plugin-sdk';
import { texts } from './example.texts';
import type { Checkout, ExampleClient } from './example.client';

const STATUS = { paid: 'COMPLETED', open: 'PENDING', failed: 'DECLINED' } as const;

/**
 * A third way to pay, brought whole by this package: invoice or bank payment through a payment service
 * provider's hosted checkout. The buyer pays on the provider's page and comes back to the order page;
 * the result is always read back from the provider's API — the browser's word and the webhook's body
 * are only pointers to the checkout.
 */
export class ExampleProvider implements PaymentProvider {
  readonly id = 'example';
  readonly method = 'Invoice';
  readonly label = texts('label');
  /** After the methods the spec lists. */
  readonly listOrder = 30;
  /** Each shop switches it on in its payment settings. */
  readonly settings: PaymentSettingField[] = [
    { name: 'has_invoice', label: texts('settingHasInvoice'), type: 'boolean' },
  ];

  constructor(
    private readonly client: ExampleClient,
    private readonly webhookSecret: string,
  ) {}

  isAvailableFor(shop: PaymentShop): boolean {
    return shop.settings.has_invoice === true;
  }

  publicConfig() {
    return {};
  }

  async startPayment(order: PaymentOrder): Promise<NextAction> {
    if (!this.isAvailableFor(order.shop))
      throw new PaymentError(texts('notOffered', { shop: order.shop.name }), 'NOT_OFFERED');
    const checkout = await this.client.createCheckout({
      amount: order.totalOre,
      currency: order.currency,
      reference: order.reference,
      orderId: order.id,
      returnUrl: `${order.returnUrl}${order.returnUrl.includes('?') ? '&' : '?'}checkout_id={CHECKOUT_ID}`,
    });
    return { type: 'redirect', url: checkout.url };
  }

  /**
   * The buyer is back on the order page with `?checkout_id=…`, which the storefront sends here: only a
   * pointer — the checkout is read from the provider, and core pays the order only if that says paid.
   */
  async confirmPayment(_order: PaymentOrder, input: Record<string, unknown>): Promise<VerifiedPayment> {
    return this.read(input.checkout_id);
  }

  /** Signed with HMAC-SHA256 over the exact body (`x-example-signature: sha256=<hex>`). */
  async parseWebhook(rawBody: string, headers: Record<string, string>): Promise<PaymentWebhookEvent | null> {
    const expected = Buffer.from(
      `sha256=${createHmac('sha256', this.webhookSecret).update(rawBody).digest('hex')}`,
    );
    const given = Buffer.from(headers['x-example-signature'] ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const event = JSON.parse(rawBody) as { id: string; type: string; data?: { checkoutId?: string } };
    if (event.type !== 'checkout.paid') return { eventId: event.id, type: 'other', raw: event };
    const payment = await this.read(event.data?.checkoutId);
    return { eventId: event.id, type: 'payment.completed', orderId: payment.orderId, payment, raw: event };
  }

  /** The checkout as the provider's API reports it now. */
  private async read(checkoutId: unknown): Promise<VerifiedPayment> {
    if (typeof checkoutId !== 'string' || !/^[\w-]{1,64}$/.test(checkoutId))
      throw new PaymentError(texts('missingCheckout'), 'BAD_INPUT');
    const checkout: Checkout = await this.client.getCheckout(checkoutId);
    return {
      status: STATUS[checkout.status],
      orderId: checkout.metadata.orderId ?? '',
      amountOre: checkout.amount,
      currency: checkout.currency,
      paymentId: checkout.id,
      message: checkout.status === 'open' ? texts('notFinished') : undefined,
      raw: checkout as unknown as Record<string, unknown>,
    };
  }
}
