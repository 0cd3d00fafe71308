import type { PaymentMethod } from '@torget/contract';
import type { AppConfig } from '../../config/env';
import type { User } from '../users/user.entity';

/**
 * SPEC §5: PayPal only if the seller has_paypal (and the marketplace has PayPal configured);
 * Swish only if the seller has_swish with a number.
 */
export function paymentMethodsOf(seller: User, config: AppConfig): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (seller.seller.hasPaypal && config.paypal.clientId) methods.push('PayPal');
  if (seller.seller.hasSwish && seller.seller.swishNumber) methods.push('Swish');
  return methods;
}
