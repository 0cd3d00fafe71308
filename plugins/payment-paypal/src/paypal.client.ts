import type { PayPalPayee } from './paypal-payee';
import { PaymentProviderUnavailableError } from '@torget/core/plugin-sdk';
import { texts } from './paypal.texts';

export interface PayPalClientOptions {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com (or a local fake in tests). */
  baseUrl: string;
}

export interface PayPalAmount {
  currency_code: string;
  /** A decimal string, e.g. "548.50". */
  value: string;
}

export interface PayPalCapture {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'FAILED' | string;
  amount: PayPalAmount;
  custom_id?: string;
  invoice_id?: string;
  /** Who received the money, as PayPal shows a capture. */
  payee?: PayPalPayee;
  /** The PayPal order the capture belongs to. */
  supplementary_data?: { related_ids?: { order_id?: string } };
}

export interface PayPalRefund {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'CANCELLED' | 'FAILED' | string;
  amount?: PayPalAmount;
  /** What the refund request set (our order id); absent on refunds made in PayPal's own dashboard. */
  custom_id?: string;
  invoice_id?: string;
  /** HATEOAS links; `rel: "up"` is the refunded capture. */
  links?: { href: string; rel: string; method?: string }[];
}

export interface PayPalOrder {
  id: string;
  status: string;
  purchase_units: {
    custom_id?: string;
    invoice_id?: string;
    /** Who receives the money (the order's `payee`; PayPal shows both ids of the account). */
    payee?: PayPalPayee;
    payments?: { captures?: PayPalCapture[] };
  }[];
}

/** An error answer from PayPal's REST API. */
export class PayPalApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { name?: string; details?: { issue?: string }[]; message?: string },
  ) {
    super(
      `PayPal answered ${status}: ${body.name ?? ''} ${body.details?.map((d) => d.issue).join(',') ?? ''}`.trim(),
    );
  }

  get issue(): string | undefined {
    return this.body.details?.[0]?.issue ?? this.body.name;
  }
}

/**
 * PayPal's REST API (Orders v2 and webhook verification) with an OAuth client-credentials token that is
 * cached until shortly before it expires.
 */
export class PayPalClient {
  private token: { value: string; expiresAt: number } | undefined;

  constructor(private readonly options: PayPalClientOptions) {}

  createOrder(body: object, requestId: string): Promise<PayPalOrder> {
    return this.call('POST', '/v2/checkout/orders', body, {
      'PayPal-Request-Id': requestId,
      Prefer: 'return=representation',
    });
  }

  captureOrder(paypalOrderId: string, requestId: string): Promise<PayPalOrder> {
    return this.call(
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`,
      {},
      {
        'PayPal-Request-Id': requestId,
        Prefer: 'return=representation',
      },
    );
  }

  getOrder(paypalOrderId: string): Promise<PayPalOrder> {
    return this.call('GET', `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`);
  }

  /**
   * PayPal's verify-webhook-signature. The event goes in as the exact text PayPal sent: parsing and
   * re-serialising it could change bytes (escapes, number formats) and fail a genuine signature.
   */
  async verifyWebhookSignature(transmission: Record<string, string | undefined>, rawEvent: string) {
    const head = JSON.stringify(transmission).slice(0, -1);
    const answer = await this.call<{ verification_status: string }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      `${head},"webhook_event":${rawEvent}}`,
    );
    return answer.verification_status === 'SUCCESS';
  }

  /**
   * Refunds `amount` of a capture (Payments v2 captures refund), tagged with `customId` so the refund's
   * webhook names it; a retry with the same `requestId` answers the first refund.
   */
  refundCapture(
    captureId: string,
    amount: PayPalAmount,
    requestId: string,
    customId: string,
  ): Promise<PayPalRefund> {
    return this.call(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
      { amount, custom_id: customId },
      { 'PayPal-Request-Id': requestId, Prefer: 'return=representation' },
    );
  }

  getCapture(captureId: string): Promise<PayPalCapture> {
    return this.call('GET', `/v2/payments/captures/${encodeURIComponent(captureId)}`);
  }

  private async call<T>(
    method: string,
    path: string,
    body?: object | string,
    headers: Record<string, string> = {},
    retried = false,
  ): Promise<T> {
    const token = await this.accessToken();
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
        body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new PaymentProviderUnavailableError(texts('unreachable'), {
        cause: error,
      });
    }
    if (response.status === 401 && !retried) {
      this.token = undefined; // revoked or expired early: fetch a new one once
      return this.call(method, path, body, headers, true);
    }
    const payload = (await response.json().catch(() => ({}))) as T & PayPalApiError['body'];
    if (response.status >= 500 || response.status === 429) {
      throw new PaymentProviderUnavailableError(texts('unavailable'), {
        cause: new PayPalApiError(response.status, payload),
      });
    }
    if (!response.ok) throw new PayPalApiError(response.status, payload);
    return payload;
  }

  private async accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.expiresAt) return this.token.value;
    const credentials = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString(
      'base64',
    );
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${credentials}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new PaymentProviderUnavailableError(texts('unreachable'), {
        cause: error,
      });
    }
    if (!response.ok)
      throw new PaymentProviderUnavailableError(texts('unavailable'), {
        cause: new Error(`PayPal refused the client credentials (${response.status})`),
      });
    const { access_token: value, expires_in: seconds } = (await response.json()) as {
      access_token: string;
      expires_in: number;
    };
    this.token = { value, expiresAt: Date.now() + Math.max(seconds - 60, 1) * 1000 };
    return value;
  }
}
