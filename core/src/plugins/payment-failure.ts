import { BadRequestError, UpstreamUnavailableError } from '../shared/errors';
import { PaymentError, PaymentProviderUnavailableError } from './payment-errors';

/**
 * What a payment provider's error means for the caller: an unreachable provider is
 * `upstream_unavailable` (502, may retry), a refusal a bad request with the provider's message (code
 * `PAYMENT_<code>`). Anything else is a bug and comes back unchanged.
 */
export function paymentFailure(error: unknown): unknown {
  if (error instanceof PaymentProviderUnavailableError)
    return new UpstreamUnavailableError(error.text, 'PAYMENT_PROVIDER_UNAVAILABLE');
  if (error instanceof PaymentError) return new BadRequestError(error.text, `PAYMENT_${error.code}`);
  return error;
}
