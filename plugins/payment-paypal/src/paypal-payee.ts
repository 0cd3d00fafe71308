import type { PaymentSettingField, PaymentShop } from '@torget/core/plugin-sdk';
import { texts } from './paypal.texts';

/**
 * The shop's own PayPal account, which each PayPal order names as its `payee` so the money goes to the
 * shop, not to the marketplace's API account. PayPal Orders v2 takes either the account's merchant id
 * (13 characters of 2–9 and A–Z without I and O) or its email address.
 */
export const PAYPAL_ACCOUNT = 'paypal_account';

const MERCHANT_ID = '[2-9A-HJ-NP-Z]{13}';
const EMAIL = '[^\\s@]{1,64}@[^\\s@]+\\.[^\\s@]+';
const ACCOUNT = new RegExp(`^(?:${MERCHANT_ID}|${EMAIL})$`);

/** The payee as PayPal's `purchase_units[].payee` writes it. */
export interface PayPalPayee {
  merchant_id?: string;
  email_address?: string;
}

/** Needed, and checked, when the shop takes PayPal. */
export const payeeSetting: PaymentSettingField = {
  name: PAYPAL_ACCOUNT,
  label: texts('payeeLabel'),
  type: 'text',
  pattern: ACCOUNT.source,
  message: texts('payeeInvalid'),
  ignore: '\\s',
  requiredWhen: 'has_paypal',
  requiredMessage: texts('payeeRequired'),
};

/** The shop's payee, or undefined when it has no (valid) PayPal account set. */
export function payeeOf(shop: PaymentShop): PayPalPayee | undefined {
  const account = shop.settings[PAYPAL_ACCOUNT];
  if (typeof account !== 'string') return undefined;
  const value = account.replace(/\s/g, '');
  if (!ACCOUNT.test(value)) return undefined;
  return value.includes('@') ? { email_address: value } : { merchant_id: value };
}

/**
 * Whether PayPal's answer names the shop's account as the payee. PayPal writes both the merchant id and
 * the email of the payee in an order it shows; the one the shop gave must match (emails ignoring case).
 */
export function isPayee(expected: PayPalPayee, actual: PayPalPayee | undefined): boolean {
  if (!actual) return false;
  if (expected.merchant_id) return actual.merchant_id === expected.merchant_id;
  return (
    !!expected.email_address && actual.email_address?.toLowerCase() === expected.email_address.toLowerCase()
  );
}
