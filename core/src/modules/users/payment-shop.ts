import type { PaymentShop } from '../../plugins/payment.provider';
import type { User } from './user.entity';

/** A seller's shop as payment providers see it (its name and its payment settings). */
export function toPaymentShop(
  seller: User | null | undefined,
  name = seller?.seller.name ?? '',
): PaymentShop {
  return {
    id: seller?.id ?? '',
    name,
    hasSwish: seller?.seller.hasSwish ?? false,
    swishNumber: seller?.seller.swishNumber ?? '',
    hasPaypal: seller?.seller.hasPaypal ?? false,
  };
}
