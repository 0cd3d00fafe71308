import { PaymentError, PaymentProviderUnavailableError } from '@torget/core/plugin-sdk';
import { texts } from './example.texts';

/** A checkout as the payment service provider reports it. */
export interface Checkout {
  id: string;
  status: 'open' | 'paid' | 'failed';
  /** Öre. */
  amount: number;
  currency: string;
  metadata: { orderId?: string };
}

/** The provider's REST API: create a checkout, read it back. */
export class ExampleClient {
  constructor(private readonly options: { apiUrl: string; apiKey: string }) {}

  /**
   * A checkout and its hosted page (`url`). The provider sends the payer back to `returnUrl` with the
   * checkout's id in place of `{CHECKOUT_ID}`. The Idempotency-Key makes a retry (or a reloaded order
   * page) find the same checkout.
   */
  createCheckout(input: {
    amount: number;
    currency: string;
    reference: string;
    orderId: string;
    returnUrl: string;
  }) {
    return this.call<Checkout & { url: string }>('POST', '/checkouts', {
      body: {
        amount: input.amount,
        currency: input.currency,
        reference: input.reference,
        return_url: input.returnUrl,
        metadata: { orderId: input.orderId },
      },
      idempotencyKey: `checkout-${input.orderId}`,
    });
  }

  getCheckout(id: string) {
    return this.call<Checkout>('GET', `/checkouts/${encodeURIComponent(id)}`);
  }

  private async call<T>(
    method: string,
    path: string,
    options: { body?: object; idempotencyKey?: string } = {},
  ) {
    let response: Response;
    try {
      response = await fetch(`${this.options.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.apiKey}`,
          'content-type': 'application/json',
          ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
        },
        body: options.body ? JSON.stringify(options.body) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new PaymentProviderUnavailableError(texts('unreachable'), {
        cause: error,
      });
    }
    // Our own credentials refused or the service failing: nothing the buyer did, so "try again later".
    if (response.status === 401 || response.status >= 500)
      throw new PaymentProviderUnavailableError(texts('unavailable'));
    if (response.status === 404) throw new PaymentError(texts('unknownPayment'), 'UNKNOWN_PAYMENT');
    if (!response.ok) throw new PaymentError(texts('refused'));
    return (await response.json()) as T;
  }
}
