import { PaymentError } from '@torget/core/plugin-sdk';

export interface PayPalClientOptions {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com (or a local fake in tests). */
  baseUrl: string;
}

export interface PayPalCapture {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'FAILED' | string;
  amount: { currency_code: string; value: string };
  custom_id?: string;
  invoice_id?: string;
}

export interface PayPalOrder {
  id: string;
  status: string;
  purchase_units: { custom_id?: string; invoice_id?: string; payments?: { captures?: PayPalCapture[] } }[];
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

  async verifyWebhookSignature(body: object): Promise<boolean> {
    const answer = await this.call<{ verification_status: string }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      body,
    );
    return answer.verification_status === 'SUCCESS';
  }

  private async call<T>(
    method: string,
    path: string,
    body?: object,
    headers: Record<string, string> = {},
    retried = false,
  ): Promise<T> {
    const token = await this.accessToken();
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new PaymentError('PayPal could not be reached. Please try again in a moment.', 502, {
        cause: error,
      });
    }
    if (response.status === 401 && !retried) {
      this.token = undefined; // revoked or expired early: fetch a new one once
      return this.call(method, path, body, headers, true);
    }
    const payload = (await response.json().catch(() => ({}))) as T & PayPalApiError['body'];
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
      throw new PaymentError('PayPal could not be reached. Please try again in a moment.', 502, {
        cause: error,
      });
    }
    if (!response.ok) throw new PaymentError('The marketplace could not sign in to PayPal.', 502);
    const { access_token: value, expires_in: seconds } = (await response.json()) as {
      access_token: string;
      expires_in: number;
    };
    this.token = { value, expiresAt: Date.now() + Math.max(seconds - 60, 1) * 1000 };
    return value;
  }
}
