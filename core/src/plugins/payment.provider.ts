import type { PaymentMethod } from '@torget/contract';

/** The shop an order is paid to, as a provider sees it. */
export interface PaymentShop {
  id: string;
  name: string;
  hasSwish: boolean;
  swishNumber: string;
  hasPaypal: boolean;
}

/** Our order, as a provider sees it: the amount always comes from the database, never the browser. */
export interface PaymentOrder {
  id: string;
  /** Short reference for payment messages, e.g. "T3F9A01B2". */
  reference: string;
  totalOre: number;
  currency: 'SEK';
  shop: PaymentShop;
}

/** A payment as the provider verified it. Core marks an order paid only for COMPLETED with matching amount. */
export interface VerifiedPayment {
  status: 'COMPLETED' | 'PENDING' | 'DECLINED';
  /** Our order id as the provider recorded it (PayPal custom_id), to catch a payment for another order. */
  orderId: string;
  amountOre: number;
  currency: string;
  /** The provider's id of the payment (PayPal capture id). */
  paymentId: string;
  /** Shown to the buyer when the payment is not COMPLETED. */
  message?: string;
  /** What the provider answered, kept with the order. */
  raw: Record<string, unknown>;
}

/** A webhook event the provider verified as genuine. */
export interface PaymentWebhookEvent {
  /** The provider's event id: each is processed once. */
  eventId: string;
  type: 'payment.completed' | 'payment.refunded' | 'payment.reversed' | 'other';
  orderId?: string;
  payment?: VerifiedPayment;
  raw: Record<string, unknown>;
}

/**
 * A way to pay (PayPal, Swish, …), contributed by a plugin:
 * `register(container) { container.cradle.paymentProviders.add(new MyProvider(options)) }`.
 * Optional capabilities are optional methods; a provider without `confirmPayment` (manual Swish) is
 * marked paid by the seller.
 */
export interface PaymentProvider {
  /** Stable id used in URLs (`/api/hooks/payment/:id`), e.g. "paypal". */
  id: string;
  /** The order payment method it serves (SPEC §3: 'PayPal' or 'Swish'). */
  method: PaymentMethod;
  label: string;
  /** Whether this shop can take payments this way. */
  isAvailableFor(shop: PaymentShop): boolean;
  /** What a browser may know (client id, mode) — never a secret. */
  publicConfig(): Record<string, unknown>;
  /** Starts paying an order; answers what the client needs (a PayPal order id, Swish details and QR code). */
  startPayment(order: PaymentOrder): Promise<Record<string, unknown>>;
  /** Verifies the result the client reports with the provider itself; never trusts the client's claim. */
  confirmPayment?(order: PaymentOrder, input: Record<string, unknown>): Promise<VerifiedPayment>;
  /** Verifies and reads a webhook; answers null for a request that is not genuine. */
  parseWebhook?(rawBody: string, headers: Record<string, string>): Promise<PaymentWebhookEvent | null>;
}

/** A provider refused or failed; the message is shown to the buyer. */
export class PaymentError extends Error {
  constructor(
    message: string,
    readonly status = 400,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'PaymentError';
  }
}
