import type { SellerDto } from '@torget/contract';
import { vatNumberFor } from '@torget/contract/browser';
import type { ApiFormOptions } from '@torget/ui';
import type { PaymentValues } from './payment-checks';
import { bodyField, DRAFT_FIELDS, draftFrom, type ShopDraft } from './shop-draft';

/**
 * What the settings form holds: the shop's own fields (saved by the profile call) and the payment settings
 * the plugins declare, by their declared names (saved by the payment-settings call).
 */
export interface SettingsValues {
  shop: ShopDraft;
  payments: PaymentValues;
}

export const settingsValues = (seller: SellerDto, payments: PaymentValues): SettingsValues => ({
  shop: draftFrom(seller),
  payments,
});

/**
 * Where the form holds each field a refused profile call names (`seller_name` → `shop.name`), from the same
 * list the call's body is built from.
 */
export const serverShopFields: ApiFormOptions<SettingsValues>['serverFields'] = {
  ...Object.fromEntries(DRAFT_FIELDS.map((field) => [bodyField(field), `shop.${field}` as const])),
  // The instructions are refused per language (`seller_return_instructions.en`).
  'seller_return_instructions.sv': 'shop.return_instructions.sv',
  'seller_return_instructions.en': 'shop.return_instructions.en',
};

/**
 * The VAT number after the organisation number changed from `before` to `after`: it follows the
 * organisation number (`SE` + the 10 digits + `01`, the contract's rule) while it is empty or the one derived
 * from `before`; a number the seller wrote herself stays.
 */
export const vatNumberAfter = (vat: string, before: string, after: string) =>
  vat === '' || vat === vatNumberFor(before) ? vatNumberFor(after) : vat;
