import type { PaymentSettingsDto, SessionUserDto } from '@torget/contract';
import { announceChange } from '../../../lib/data-changed';
import type { PaymentValues } from '../lib/payment-checks';
import type { ShopDraft } from '../lib/shop-draft';
import { savePaymentSettings } from './payment-settings';
import { saveShop } from './save-shop';

export type SettingsSaved =
  | { ok: true; user: SessionUserDto; payments: PaymentSettingsDto | null }
  /** Refused by the profile call: nothing was saved. */
  | { ok: false; failed: 'profile'; error: unknown }
  /** The profile was saved (its answer is `user`), the payment settings were refused. */
  | { ok: false; failed: 'payments'; error: unknown; user: SessionUserDto };

/**
 * Saves the settings form: two calls, the profile first and then the payment settings that changed. The
 * profile is the one the server is likely to refuse (organisation number, domain…; the payment texts were
 * checked against their declarations before sending), so a refusal usually leaves nothing half-saved; when
 * the payment call fails after the profile was saved, the answer says so, and the form tells the seller.
 * Once the profile is saved, the shop's data changed (its page, its product cards, the methods it takes).
 */
export async function saveSettings(draft: ShopDraft, paymentChanges: PaymentValues): Promise<SettingsSaved> {
  const saved = await saveBoth(draft, paymentChanges);
  if (saved.ok || saved.failed === 'payments') void announceChange('shop');
  return saved;
}

async function saveBoth(draft: ShopDraft, paymentChanges: PaymentValues): Promise<SettingsSaved> {
  let user: SessionUserDto;
  try {
    user = await saveShop(draft);
  } catch (error) {
    return { ok: false, failed: 'profile', error };
  }
  if (!Object.keys(paymentChanges).length) return { ok: true, user, payments: null };
  try {
    return { ok: true, user, payments: await savePaymentSettings(paymentChanges) };
  } catch (error) {
    return { ok: false, failed: 'payments', error, user };
  }
}
