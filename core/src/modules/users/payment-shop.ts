import type { PaymentShop } from '../../plugins/payment.provider';
import { paymentSettingsOf } from './payment-settings';
import type { User } from './user.entity';

/** A seller's shop as payment providers see it: its name and its payment settings. */
export function toPaymentShop(
  seller: User | null | undefined,
  name = seller?.seller.name ?? '',
): PaymentShop {
  return { id: seller?.id ?? '', name, settings: paymentSettingsOf(seller?.seller) };
}
