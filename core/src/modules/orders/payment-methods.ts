import type { PaymentMethod } from '@torget/contract';
import type { PaymentRegistry } from '../../plugins/payment-registry';
import type { User } from '../users/user.entity';

/**
 * SPEC §5: PayPal only if the seller has_paypal (and a PayPal provider is installed);
 * Swish only if the seller has_swish with a number.
 */
export function paymentMethodsOf(seller: User, providers: PaymentRegistry): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (seller.seller.hasPaypal && providers.forMethod('PayPal')) methods.push('PayPal');
  if (seller.seller.hasSwish && seller.seller.swishNumber) methods.push('Swish');
  return methods;
}
