/**
 * The seam for the Swish Commerce API (Swish Handel), planned — see the README. Nothing implements it yet;
 * a `SwishCommerceProvider` would take a client of this shape (mTLS with the marketplace's certificate) and
 * add `confirmPayment`, `parseWebhook` and `refund` to what the manual provider does.
 */

/** `PUT /swish-cpcapi/api/v2/paymentrequests/{instructionUUID}`. */
export interface SwishPaymentRequest {
  /** The shop's Swish for Handel number (the marketplace acts as its technical supplier). */
  payeeAlias: string;
  /** Our order reference: shown in the shop's bank statement. */
  payeePaymentReference: string;
  /** SEK with two decimals and a dot, e.g. "577.00". */
  amount: string;
  currency: 'SEK';
  /** `{PUBLIC_URL}/api/hooks/payment/swish` — Swish calls it unsigned, so the provider re-reads with GET. */
  callbackUrl: string;
  message: string;
}

export type SwishPaymentStatus = 'CREATED' | 'PAID' | 'DECLINED' | 'ERROR' | 'CANCELLED';

/** `GET /swish-cpcapi/api/v1/paymentrequests/{id}`: the truth a callback only points at. */
export interface SwishPaymentRequestState extends SwishPaymentRequest {
  id: string;
  status: SwishPaymentStatus;
  /** Swish's payment reference once PAID: the event id, so a replayed callback changes nothing. */
  paymentReference?: string;
  errorCode?: string;
}

export interface SwishCommerceClient {
  /** Idempotent per instruction id; answers the payment request token for the app on the same device. */
  createPaymentRequest(instructionId: string, request: SwishPaymentRequest): Promise<{ token?: string }>;
  getPaymentRequest(instructionId: string): Promise<SwishPaymentRequestState>;
  /** `PUT /swish-cpcapi/api/v2/refunds/{instructionUUID}` against the original payment reference. */
  createRefund(
    instructionId: string,
    refund: { originalPaymentReference: string; amount: string; currency: 'SEK'; callbackUrl: string },
  ): Promise<void>;
}
