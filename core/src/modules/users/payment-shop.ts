import type { PaymentShop } from '../../plugins/payment.provider';
import { paymentSettingsOf } from './payment-settings';
import type { User } from './user.entity';

/**
 * A seller's shop as payment providers see it: its name and its payment settings. `name` is the name an order
 * kept; when it is blank (an order placed before a shop needed one) the shop's name now, so a provider's
 * message never reads " does not take Swish.".
 */
export function toPaymentShop(seller: User | null | undefined, name = ''): PaymentShop {
  const shown = name.trim() || seller?.seller.name.trim() || seller?.name || '';
  return { id: seller?.id ?? '', name: shown, settings: paymentSettingsOf(seller?.seller) };
}
