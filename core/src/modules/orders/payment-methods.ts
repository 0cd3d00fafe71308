import type { PaymentMethod } from '@torget/contract';
import type { PaymentRegistry } from '../../plugins/payment-registry';
import { toPaymentShop } from '../users/payment-shop';
import type { User } from '../users/user.entity';

/**
 * The payment methods this seller's shop takes now: those of installed providers that say they are
 * available for it (docs/product.md §5's has_paypal / has_swish rules live in the PayPal and Swish plugins), the
 * default first.
 */
export function paymentMethodsOf(seller: User, providers: PaymentRegistry): PaymentMethod[] {
  return providers.availableFor(toPaymentShop(seller)).map((provider) => provider.method);
}
