import type { LocalizedText } from '@torget/i18n';

/**
 * Why a payment could not go ahead. Core answers the buyer with the error's text in their language
 * (so write it for people, in every language: `defineTexts`) and the code `PAYMENT_<code>`.
 * - DECLINED: the provider refused the payment (card declined, insufficient funds…).
 * - NOT_APPROVED: the payer has not approved the payment yet.
 * - UNKNOWN_PAYMENT: the provider does not know the payment the client pointed at.
 * - NOT_OFFERED: this shop does not take payments this way.
 * - BAD_INPUT: what the client sent cannot be a result of this provider.
 * - FAILED: anything else the provider refused.
 */
export type PaymentErrorCode =
  'DECLINED' | 'NOT_APPROVED' | 'UNKNOWN_PAYMENT' | 'NOT_OFFERED' | 'BAD_INPUT' | 'FAILED';

/** A provider refused a payment; throw it from provider methods with a text for the buyer. */
export class PaymentError extends Error {
  constructor(
    readonly text: LocalizedText,
    readonly code: PaymentErrorCode | 'UNAVAILABLE' = 'FAILED',
    options?: ErrorOptions,
  ) {
    super(text.en, options);
    this.name = new.target.name;
  }
}

/**
 * The provider could not be reached, timed out or refused the marketplace's own credentials: nothing
 * happened and the buyer may try again. Core answers 502 and logs the cause.
 */
export class PaymentProviderUnavailableError extends PaymentError {
  constructor(text: LocalizedText, options?: ErrorOptions) {
    super(text, 'UNAVAILABLE', options);
  }
}
