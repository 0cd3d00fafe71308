import {
  PaymentError,
  type LocalizedText,
  type NextAction,
  type PaymentOrder,
  type PaymentProvider,
  type PaymentSettingField,
  type PaymentShop,
  type PaymentStartInput,
  type PaymentWebhookEvent,
  type RefundRequest,
  type RefundResult,
  type VerifiedPayment,
} from '@torget/core/plugin-sdk';
import { swishErrorText, texts } from './messages';
import {
  SwishApiError,
  type SwishCommerceClient,
  type SwishPaymentRequestState,
  type SwishRefundState,
} from './swish-commerce';
import {
  instructionId,
  MAX_ORE,
  MIN_ORE,
  oreOf,
  PAYER_RULE,
  payerAlias,
  swishAmount,
  swishMessage,
  swishNumber,
} from './swish-format';
import { SwishManualProvider } from './swish.provider';
import { tokenQrCode } from './swish-token-qr';

/** An order's attempts are found by asking for ids 0, 1, 2…; past this many the buyer is told to ask the shop. */
const MAX_ATTEMPTS = 20;
/** Swish's answers that are about the payer's number (not enrolled, invalid, a request already open). */
const PAYER_FAULTS = new Set(['ACMT01', 'ACMT03', 'BE18', 'RP06']);

export interface SwishHandelOptions {
  /** PUBLIC_URL: Swish's callbacks come to `<publicUrl>/api/hooks/payment/swish`. */
  publicUrl: string;
  /** Swish's QR code API (commerce tokens); unset: no QR for the token. */
  qrUrl?: string;
}

interface Attempt {
  number: number;
  id: string;
  state: SwishPaymentRequestState;
}

/** Handel shops: switched on by the seller, with a 123 number (Swish Företag numbers also start with 123). */
const isHandel = (shop: PaymentShop) =>
  shop.settings.swish_handel === true && swishNumber(shop.settings.swish_number).startsWith('123');

/** Our order id, as we put it in the callback URL Swish keeps with the request. */
function orderIdOf(callbackUrl: string | undefined): string {
  try {
    return new URL(callbackUrl ?? '').searchParams.get('order') ?? '';
  } catch {
    return '';
  }
}

/**
 * Swish through Swish Handel (the Commerce API) for shops that connected their Swish Handel number to
 * the marketplace, and manual Swish (QR code, the shop marks the order paid) for the others. Swish's
 * callbacks are only hints: every answer comes from reading the request back from Swish over mTLS.
 */
export class SwishHandelProvider implements PaymentProvider {
  private readonly manual = new SwishManualProvider();
  readonly id = this.manual.id;
  readonly method = this.manual.method;
  readonly label = this.manual.label;
  readonly listOrder = this.manual.listOrder;
  readonly settings: PaymentSettingField[] = [
    ...this.manual.settings,
    { name: 'swish_handel', label: texts('handelSetting'), type: 'boolean' },
  ];
  /** Handel shops are paid by Swish's confirmation; the others mark Swish orders paid by hand. */
  readonly shopMarksPaid = (shop: PaymentShop) => !isHandel(shop);

  constructor(
    private readonly client: SwishCommerceClient,
    private readonly options: SwishHandelOptions,
  ) {}

  isAvailableFor(shop: PaymentShop): boolean {
    return this.manual.isAvailableFor(shop);
  }

  publicConfig() {
    return { mode: 'handel' };
  }

  mailInstructions(order: PaymentOrder): LocalizedText {
    return isHandel(order.shop)
      ? texts('mailHandel', { url: order.returnUrl })
      : this.manual.mailInstructions(order);
  }

  async startPayment(order: PaymentOrder, input: PaymentStartInput = {}): Promise<NextAction> {
    if (!this.isAvailableFor(order.shop) || !isHandel(order.shop)) return this.manual.startPayment(order);
    if (order.totalOre < MIN_ORE) throw new PaymentError(texts('amountTooSmall'), 'BAD_INPUT');
    if (order.totalOre > MAX_ORE) throw new PaymentError(texts('amountTooLarge'), 'BAD_INPUT');
    const payer = input.payer === undefined || input.payer === '' ? undefined : payerAlias(input.payer);
    if (input.payer && !payer) throw new PaymentError(texts('badPayer'), 'BAD_INPUT');

    const latest = await this.latest(order);
    if (latest?.state.status === 'PAID') throw new PaymentError(texts('alreadyPaid'), 'FAILED');
    if (latest?.state.status === 'CREATED') {
      // A request to the buyer's phone is still open: the page waits for it (after a reload too).
      if (latest.state.payerAlias && (!payer || payer === latest.state.payerAlias)) return this.awaiting();
      // An app token cannot be read back from Swish, so an open one is replaced by a new request —
      // unless the buyer paid it meanwhile.
      if (!(await this.cancel(latest.id)))
        if ((await this.client.getPaymentRequest(latest.id))?.status === 'PAID')
          throw new PaymentError(texts('alreadyPaid'), 'FAILED');
    }
    const number = latest ? latest.number + 1 : 0;
    if (number >= MAX_ATTEMPTS) throw new PaymentError(texts('tooManyAttempts'), 'FAILED');
    const id = instructionId(order.id, number);
    const { token } = await this.client
      .createPaymentRequest(id, {
        payeeAlias: swishNumber(order.shop.settings.swish_number),
        payeePaymentReference: order.reference,
        amount: swishAmount(order.totalOre),
        currency: 'SEK',
        callbackUrl: this.callbackUrl(order.id),
        message: swishMessage(`${order.reference} ${order.shop.name}`),
        ...(payer && { payerAlias: payer }),
      })
      .catch((error: unknown) => {
        if (!(error instanceof SwishApiError)) throw error;
        const code = error.codes[0];
        // The buyer's number was the problem: the page shows it beside the field.
        const payerFault = code !== undefined && PAYER_FAULTS.has(code);
        throw new PaymentError(swishErrorText(code, 'refused'), payerFault ? 'BAD_INPUT' : 'FAILED', {
          cause: error,
        });
      });
    if (payer) return this.awaiting();
    if (!token) throw new PaymentError(texts('refused'), 'FAILED');
    const qr = this.options.qrUrl ? await tokenQrCode(this.options.qrUrl, token) : undefined;
    return {
      type: 'app_switch',
      url: `swish://paymentrequest?token=${encodeURIComponent(token)}&callbackurl=${encodeURIComponent(order.returnUrl)}`,
      token,
      ...(qr && { qr }),
      // The rule payerAlias applies, so the page can say it before sending.
      payerField: {
        label: texts('payerLabel'),
        hint: texts('payerHint'),
        ...PAYER_RULE,
        message: texts('badPayer'),
      },
    };
  }

  /** Where the order's latest request stands at Swish; the order page's "I'm back" asks the same. */
  async confirmPayment(order: PaymentOrder): Promise<VerifiedPayment> {
    const payment = await this.checkPayment(order);
    if (!payment) throw new PaymentError(texts('notStarted'), 'UNKNOWN_PAYMENT');
    return payment;
  }

  async checkPayment(order: PaymentOrder): Promise<VerifiedPayment | null> {
    if (!isHandel(order.shop)) return null;
    const latest = await this.latest(order);
    if (!latest) return null;
    const { state } = latest;
    if (
      state.status === 'PAID' &&
      swishNumber(state.payeeAlias) !== swishNumber(order.shop.settings.swish_number)
    )
      throw new PaymentError(texts('paidElsewhere'), 'FAILED');
    return this.verified(state, orderIdOf(state.callbackUrl) === order.id ? order.id : '');
  }

  async cancelPayment(order: PaymentOrder): Promise<void> {
    if (!isHandel(order.shop)) return;
    const latest = await this.latest(order);
    if (latest?.state.status === 'CREATED') await this.cancel(latest.id);
  }

  /**
   * Swish's callback (unsigned): the request or refund it names is read back from Swish, and only what
   * Swish answers counts. A request Swish does not know for our certificate is not genuine (null).
   */
  async parseWebhook(rawBody: string): Promise<PaymentWebhookEvent | null> {
    let hint: { id?: unknown; originalPaymentReference?: unknown };
    try {
      hint = JSON.parse(rawBody);
    } catch {
      return null;
    }
    if (typeof hint?.id !== 'string' || !/^[0-9A-F]{32}$/.test(hint.id)) return null;
    if (typeof hint.originalPaymentReference === 'string') return this.refundEvent(hint.id);
    const state = await this.client.getPaymentRequest(hint.id);
    if (!state) return null;
    const orderId = orderIdOf(state.callbackUrl);
    // Only requests this marketplace made for that order (their ids derive from it) settle it.
    const ours = Array.from({ length: MAX_ATTEMPTS }, (_, n) => instructionId(orderId, n)).includes(state.id);
    if (!ours) return null;
    const raw = { ...state } as Record<string, unknown>;
    if (state.status !== 'PAID' || !state.paymentReference)
      return { eventId: `${state.id}:${state.status}`, type: 'other', orderId, raw };
    return {
      eventId: state.paymentReference,
      type: 'payment.completed',
      orderId,
      payment: this.verified(state, orderId),
      raw,
    };
  }

  /** `PUT /api/v2/refunds/{id}` from the shop's number, the id derived from our refund key. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const id = instructionId('refund', request.orderId, request.key);
    const existing = await this.client.getRefund(id);
    if (existing) return this.refundResult(existing);
    await this.client
      .createRefund(id, {
        originalPaymentReference: request.paymentId,
        payerAlias: swishNumber(request.shop.settings.swish_number),
        amount: swishAmount(request.amountOre),
        currency: 'SEK',
        callbackUrl: this.callbackUrl(request.orderId),
        message: swishMessage(`Återbetalning ${request.shop.name}`),
      })
      .catch((error: unknown) => {
        if (!(error instanceof SwishApiError)) throw error;
        throw new PaymentError(swishErrorText(error.codes[0], 'refundRefused'), 'FAILED', { cause: error });
      });
    const created = await this.client.getRefund(id);
    return created
      ? this.refundResult(created)
      : { refundId: id, status: 'PENDING', amountOre: request.amountOre, raw: {} };
  }

  private async refundEvent(id: string): Promise<PaymentWebhookEvent | null> {
    const state = await this.client.getRefund(id);
    if (!state) return null;
    const orderId = orderIdOf(state.callbackUrl);
    const raw = { ...state } as Record<string, unknown>;
    if (state.status !== 'PAID')
      return { eventId: `refund:${id}:${state.status}`, type: 'other', orderId, raw };
    return {
      eventId: `refund:${id}:PAID`,
      type: 'payment.refunded',
      orderId,
      refund: this.refundResult(state),
      raw,
    };
  }

  private refundResult(state: SwishRefundState): RefundResult {
    if (state.status === 'ERROR')
      throw new PaymentError(swishErrorText(state.errorCode, 'refundRefused'), 'FAILED');
    return {
      refundId: state.id,
      status: state.status === 'PAID' ? 'COMPLETED' : 'PENDING',
      amountOre: oreOf(state.amount),
      raw: { ...state },
    };
  }

  private verified(state: SwishPaymentRequestState, orderId: string): VerifiedPayment {
    const status =
      state.status === 'PAID' ? 'COMPLETED' : state.status === 'CREATED' ? 'PENDING' : 'DECLINED';
    const message =
      status === 'PENDING'
        ? texts('pending')
        : state.status === 'CANCELLED'
          ? texts('cancelled')
          : swishErrorText(state.errorCode, 'declined');
    return {
      status,
      orderId,
      amountOre: oreOf(state.amount),
      currency: state.currency,
      paymentId: state.paymentReference ?? state.id,
      ...(status !== 'COMPLETED' && { message }),
      raw: { ...state },
    };
  }

  private awaiting(): NextAction {
    return { type: 'await_approval', message: texts('awaitApproval') };
  }

  private callbackUrl(orderId: string): string {
    return `${this.options.publicUrl.replace(/\/$/, '')}/api/hooks/payment/${this.id}?order=${orderId}`;
  }

  /** The order's latest request at Swish: ids are asked for in turn until Swish knows one no more. */
  private async latest(order: PaymentOrder): Promise<Attempt | undefined> {
    let found: Attempt | undefined;
    for (let number = 0; number < MAX_ATTEMPTS; number += 1) {
      const id = instructionId(order.id, number);
      const state = await this.client.getPaymentRequest(id);
      if (!state) return found;
      found = { number, id, state };
    }
    return found;
  }

  /** Cancels an open request; answers false when Swish refused (it ended meanwhile: paid, declined…). */
  private async cancel(id: string): Promise<boolean> {
    try {
      await this.client.cancelPaymentRequest(id);
      return true;
    } catch (error) {
      if (!(error instanceof SwishApiError)) throw error;
      return false;
    }
  }
}
