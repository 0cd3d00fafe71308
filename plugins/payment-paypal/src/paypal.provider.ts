import {
  PaymentError,
  PaymentProviderUnavailableError,
  type NextAction,
  type LocalizedText,
  type PaymentOrder,
  type PaymentProvider,
  type PaymentSettingField,
  type PaymentShop,
  type PaymentWebhookEvent,
  type RefundRequest,
  type RefundResult,
  type VerifiedPayment,
} from '@torget/core/plugin-sdk';
import { texts } from './paypal.texts';
import { PayPalApiError, type PayPalCapture, type PayPalClient, type PayPalOrder } from './paypal.client';
import { toOre, toValue } from './paypal-amount';
import { isPayee, payeeOf, payeeSetting } from './paypal-payee';
import { parsePayPalWebhook } from './paypal-webhook';

const MESSAGES: Record<string, LocalizedText> = {
  PENDING: texts('pending'),
  DECLINED: texts('declined'),
  FAILED: texts('failed'),
};

/** PayPal's 4xx answers to a capture, as the buyer should hear them. */
function captureRefusal(error: PayPalApiError): PaymentError {
  if (error.issue === 'ORDER_NOT_APPROVED') return new PaymentError(texts('notApproved'), 'NOT_APPROVED');
  if (error.issue === 'INSTRUMENT_DECLINED') return new PaymentError(MESSAGES.DECLINED!, 'DECLINED');
  if (error.status === 404) return new PaymentError(texts('unknownPayment'), 'UNKNOWN_PAYMENT');
  return new PaymentError(texts('notCompleted'));
}

/** PayPal's 4xx issues for a refund, as the shop should hear them. */
const REFUND_REFUSALS: Record<string, LocalizedText> = {
  REFUND_AMOUNT_EXCEEDED: texts('refundExceeded'),
  CAPTURE_FULLY_REFUNDED: texts('fullyRefunded'),
  REFUND_TIME_LIMIT_EXCEEDED: texts('refundTimeLimit'),
  REFUND_NOT_ALLOWED: texts('refundNotAllowed'),
  TRANSACTION_REFUSED: texts('refundRefused'),
};

/**
 * PayPal Orders v2. The PayPal order is created by the server from OUR order's total (never the browser's),
 * tagged with our order id; approval in the browser is only a pointer: the server captures and reports the
 * capture's status, amount, currency and order id as PayPal returned them, for core to check.
 */
export class PayPalProvider implements PaymentProvider {
  readonly id = 'paypal';
  readonly method = 'PayPal' as const;
  readonly label = texts('label');
  /** docs/product.md §5: PayPal is the default only where a shop does not take Swish. */
  readonly listOrder = 20;

  constructor(
    private readonly client: PayPalClient,
    private readonly options: { clientId: string; mode: 'sandbox' | 'live'; webhookId?: string },
  ) {}

  /** The spec's seller field `has_paypal`, and the shop's PayPal account the payments go to. */
  readonly settings: PaymentSettingField[] = [
    { name: 'has_paypal', label: texts('settingHasPaypal'), type: 'boolean' },
    payeeSetting,
  ];
  /** PayPal's button SDK loads from paypal.com and talks to it; its checkout opens in PayPal's frames. */
  readonly csp = {
    scriptSrc: ['https://www.paypal.com'],
    connectSrc: ['https://www.paypal.com', 'https://*.paypal.com'],
    frameSrc: ['https://www.paypal.com', 'https://*.paypal.com'],
  };

  isAvailableFor(shop: PaymentShop): boolean {
    // Without its own account the money would go to the marketplace's: not offered.
    return shop.settings.has_paypal === true && payeeOf(shop) !== undefined;
  }

  publicConfig() {
    return { clientId: this.options.clientId, mode: this.options.mode };
  }

  /** Creates (or, for a retry, finds again — same PayPal-Request-Id) the PayPal order for our order. */
  async startPayment(order: PaymentOrder): Promise<NextAction> {
    const payee = payeeOf(order.shop);
    if (!this.isAvailableFor(order.shop) || !payee)
      throw new PaymentError(texts('notOffered', { shop: order.shop.name }), 'NOT_OFFERED');
    const body = {
      intent: 'CAPTURE',
      purchase_units: [
        {
          custom_id: order.id,
          invoice_id: order.id,
          description: `${order.shop.name} – order ${order.reference}`.slice(0, 127),
          amount: { currency_code: order.currency, value: toValue(order.totalOre) },
          payee,
        },
      ],
    };
    const created = await this.client.createOrder(body, `create-${order.id}`).catch((error: unknown) => {
      if (!(error instanceof PayPalApiError)) throw error;
      if (error.issue === 'PAYEE_ACCOUNT_INVALID' || error.issue === 'PAYEE_ACCOUNT_RESTRICTED')
        throw new PaymentError(texts('payeeRefused'), 'FAILED', { cause: error });
      throw new PaymentProviderUnavailableError(texts('startFailed'), { cause: error });
    });
    // The storefront's `paypal-buttons` widget renders PayPal's buttons for this PayPal order and sends
    // `{ orderID }` from onApprove to PUT /api/orders/:id/pay, where confirmPayment captures it.
    return {
      type: 'widget',
      widget: 'paypal-buttons',
      config: {
        clientId: this.options.clientId,
        mode: this.options.mode,
        currency: order.currency,
        intent: 'capture',
        paypalOrderId: created.id,
      },
    };
  }

  /** Captures the approved PayPal order `input.orderID` and reports the capture as PayPal answered it. */
  async confirmPayment(order: PaymentOrder, input: Record<string, unknown>): Promise<VerifiedPayment> {
    const paypalOrderId = input.orderID ?? input.paypalOrderId;
    if (typeof paypalOrderId !== 'string' || !/^[A-Z0-9-]{1,64}$/i.test(paypalOrderId)) {
      throw new PaymentError(texts('missingOrderId'), 'BAD_INPUT');
    }
    let paypalOrder: PayPalOrder;
    try {
      paypalOrder = await this.client.captureOrder(paypalOrderId, `capture-${order.id}-${paypalOrderId}`);
    } catch (error) {
      if (!(error instanceof PayPalApiError)) throw error;
      if (error.issue !== 'ORDER_ALREADY_CAPTURED') throw captureRefusal(error);
      paypalOrder = await this.client.getOrder(paypalOrderId).catch((again: unknown) => {
        throw again instanceof PayPalApiError ? captureRefusal(again) : again;
      });
    }
    const unit = paypalOrder.purchase_units[0];
    const capture = unit?.payments?.captures?.[0];
    if (!unit || !capture) throw new PaymentError(texts('notCaptured'));
    // The money must have gone to this shop's account, as the order was created for.
    const payee = payeeOf(order.shop);
    if (!payee || !isPayee(payee, unit.payee)) throw new PaymentError(texts('wrongPayee'), 'FAILED');
    return this.verified(capture, unit.custom_id ?? capture.custom_id ?? '', { order: paypalOrder });
  }

  parseWebhook(rawBody: string, headers: Record<string, string>): Promise<PaymentWebhookEvent | null> {
    return parsePayPalWebhook(this.client, this.options.webhookId, rawBody, headers, (...args) =>
      this.verified(...args),
    );
  }

  /** Payments v2 captures refund, with PayPal-Request-Id from the refund's key (PayPal keeps it 30 days). */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const amount = { currency_code: request.currency, value: toValue(request.amountOre) };
    const refund = await this.client
      .refundCapture(request.paymentId, amount, `refund-${request.key}`, request.orderId)
      .catch((error: unknown) => {
        if (!(error instanceof PayPalApiError)) throw error;
        const message = REFUND_REFUSALS[error.issue ?? ''] ?? texts('refundFailed');
        throw new PaymentError(message, 'FAILED', { cause: error });
      });
    if (refund.status !== 'COMPLETED' && refund.status !== 'PENDING')
      throw new PaymentError(texts('refundFailed'));
    return {
      refundId: refund.id,
      status: refund.status,
      amountOre: refund.amount ? toOre(refund.amount.value) : request.amountOre,
      raw: refund as unknown as Record<string, unknown>,
    };
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
