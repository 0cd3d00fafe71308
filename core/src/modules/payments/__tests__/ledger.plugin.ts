import { createHmac, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { definePlugin } from '../../../plugins/define-plugin';
import {
  PaymentError,
  PaymentProviderUnavailableError,
  type NextAction,
  type PaymentOrder,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
  type VerifiedPayment,
} from '../../../plugins/payment.provider';

/**
 * A payment provider the way a plugin adds one, whose "outside world" is a ledger the test writes to
 * (payments the provider would report, an outage switch). Core's payment rules are tested through it
 * over HTTP; real providers are tested against fakes of their APIs in their plugins.
 */
export class LedgerProvider implements PaymentProvider {
  readonly id = 'ledger';
  readonly method = 'PayPal' as const;
  readonly label = { en: 'Ledger', sv: 'Huvudbok' };
  /** What the provider would report for each payment id. */
  readonly payments = new Map<string, VerifiedPayment>();
  down = false;
  /** While set, confirmations wait here (to line concurrent requests up); `waiting` counts them. */
  gate: Promise<void> | undefined;
  waiting = 0;
  readonly signingKey = randomUUID();

  isAvailableFor(shop: PaymentOrder['shop']) {
    return shop.settings.has_paypal === true;
  }

  publicConfig() {
    return { mode: 'test' };
  }

  async startPayment(order: PaymentOrder): Promise<NextAction> {
    return { type: 'redirect', url: `https://ledger.example/pay/${order.reference}?back=${order.returnUrl}` };
  }

  async confirmPayment(_order: PaymentOrder, input: Record<string, unknown>) {
    if (this.gate) {
      this.waiting += 1;
      await this.gate;
    }
    if (this.down)
      throw new PaymentProviderUnavailableError({
        en: 'The ledger is closed. Please try again later.',
        sv: 'Huvudboken är stängd. Försök igen senare.',
      });
    const payment = this.payments.get(String(input.paymentId));
    if (!payment)
      throw new PaymentError(
        { en: 'The ledger does not know this payment.', sv: 'Huvudboken känner inte till betalningen.' },
        'UNKNOWN_PAYMENT',
      );
    return payment;
  }

  /** A COMPLETED payment as the ledger would report it; override any field. */
  pay(order: { _id: string; totalPrice: number }, overrides: Partial<VerifiedPayment> = {}): string {
    const payment: VerifiedPayment = {
      status: 'COMPLETED',
      orderId: order._id,
      amountOre: Math.round(order.totalPrice * 100),
      currency: 'SEK',
      paymentId: `PAY-${randomUUID()}`,
      raw: { note: 'ledger entry' },
      ...overrides,
    };
    this.payments.set(payment.paymentId, payment);
    return payment.paymentId;
  }

  /** Refunds the ledger made, by key (a retried key answers the first). */
  readonly refunds = new Map<string, RefundResult & { request: RefundRequest }>();
  /** Refund calls the ledger received, retries included. */
  refundCalls = 0;

  async refund(request: RefundRequest): Promise<RefundResult> {
    this.refundCalls += 1;
    if (this.gate) {
      this.waiting += 1;
      await this.gate;
    }
    if (this.down)
      throw new PaymentProviderUnavailableError({
        en: 'The ledger is closed. Please try again later.',
        sv: 'Huvudboken är stängd. Försök igen senare.',
      });
    const earlier = this.refunds.get(request.key);
    if (earlier) return earlier;
    const payment = this.payments.get(request.paymentId);
    if (!payment)
      throw new PaymentError(
        { en: 'The ledger does not know this payment.', sv: 'Huvudboken känner inte till betalningen.' },
        'UNKNOWN_PAYMENT',
      );
    if (request.amountOre > payment.amountOre - this.refundedOre(request.paymentId))
      throw new PaymentError({
        en: 'The ledger will not refund more than was paid.',
        sv: 'Huvudboken återbetalar inte mer än som betalades.',
      });
    const refund = {
      refundId: `REF-${randomUUID()}`,
      status: 'COMPLETED' as const,
      amountOre: request.amountOre,
      raw: { note: 'ledger refund' },
      request,
    };
    this.refunds.set(request.key, refund);
    return refund;
  }

  /** Öre the ledger refunded of a payment. */
  refundedOre(paymentId: string): number {
    return [...this.refunds.values()]
      .filter((refund) => refund.request.paymentId === paymentId)
      .reduce((sum, refund) => sum + refund.amountOre, 0);
  }

  sign(body: string): string {
    return createHmac('sha256', this.signingKey).update(body).digest('hex');
  }

  async parseWebhook(rawBody: string, headers: Record<string, string>) {
    if (headers['x-ledger-signature'] !== this.sign(rawBody)) return null;
    const event = JSON.parse(rawBody) as {
      id: string;
      type: string;
      paymentId: string;
      orderId: string;
      refund?: { refundId: string; amountOre: number; status?: 'COMPLETED' | 'PENDING' };
    };
    const type = event.type === 'refund' ? ('payment.refunded' as const) : ('payment.completed' as const);
    return {
      eventId: event.id,
      type,
      orderId: event.orderId,
      payment: this.payments.get(event.paymentId),
      refund: event.refund && { status: 'COMPLETED' as const, ...event.refund, raw: event },
      raw: event,
    };
  }
}

/** A provider with no optional capabilities: the shop marks its payments. */
export const counterProvider: PaymentProvider = {
  id: 'counter',
  method: 'Swish',
  label: { en: 'Counter', sv: 'Disk' },
  shopMarksPaid: true,
  isAvailableFor: (shop) => shop.settings.has_swish === true,
  publicConfig: () => ({}),
  startPayment: async (order) => ({
    type: 'qr',
    qr: 'data:image/png;base64,',
    qrPayload: order.reference,
    instructions: { en: 'Pay at the counter', sv: 'Betala i kassan' },
    details: [{ label: { en: 'Reference', sv: 'Referens' }, value: order.reference, copyable: true }],
    markedPaidBy: 'shop',
  }),
};

export function ledgerPlugin(ledger: LedgerProvider) {
  return definePlugin({
    name: 'payment-ledger',
    options: z.object({}),
    register(container) {
      container.cradle.paymentProviders.add(ledger);
      container.cradle.paymentProviders.add(counterProvider);
    },
  });
}
