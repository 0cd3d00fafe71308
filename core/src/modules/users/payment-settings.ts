import type { LocalizedText } from '@torget/i18n';
import { msg } from '../../shared/messages';
import type { PaymentSettingField, PaymentSettingValue } from '../../plugins/payment.provider';
import { ValidationError } from '../../shared/errors';
import type { Seller } from './user.entity';

export type PaymentSettings = Record<string, PaymentSettingValue>;

/**
 * The spec's seller fields (docs/product.md §3) that are payment settings: they keep their own columns and are
 * also read and written through the seller profile (`seller_<key>`). Every other key a payment
 * plugin declares lives in `paymentSettings`.
 */
const specColumns = {
  has_swish: 'hasSwish',
  swish_number: 'swishNumber',
  has_paypal: 'hasPaypal',
} as const satisfies Record<string, keyof Seller>;

type SpecKey = keyof typeof specColumns;
const isSpecKey = (key: string): key is SpecKey => Object.hasOwn(specColumns, key);

/** The spec's switches: turning one on needs an installed plugin that declares it. */
export const specPaymentSwitches = Object.keys(specColumns).filter((key) => key.startsWith('has_'));

/** A shop's payment settings as stored: its own columns for the spec's fields, the rest by key. */
export function paymentSettingsOf(seller: Seller | null | undefined): PaymentSettings {
  if (!seller) return {};
  const settings: PaymentSettings = { ...(seller.paymentSettings ?? {}) };
  for (const [key, column] of Object.entries(specColumns)) settings[key] = seller[column];
  return settings;
}

/** Stores checked values: the spec's fields in their columns, the rest by key. */
export function storePaymentSettings(seller: Seller, values: PaymentSettings): void {
  const rest: PaymentSettings = { ...(seller.paymentSettings ?? {}) };
  for (const [key, value] of Object.entries(values)) {
    if (isSpecKey(key)) (seller as Record<SpecKey | string, unknown>)[specColumns[key]] = value;
    else rest[key] = value;
  }
  seller.paymentSettings = rest;
}

/** A label inside a sentence ("Please enter swish number."). */
const lowerCase = (text: LocalizedText): LocalizedText => ({
  sv: text.sv.toLowerCase(),
  en: text.en.toLowerCase(),
});

const defaultOf = (field: PaymentSettingField): PaymentSettingValue =>
  field.type === 'boolean' ? false : '';

/**
 * Checks a shop's payment settings against the installed plugins' declarations and answers them
 * cleaned (normalized texts, defaults for missing keys). `fieldName` names the request field in errors
 * (`seller_<key>` in the profile call). A text is checked when its switch is on (or, without one, when
 * set); a spec switch turned on that no installed plugin declares is refused.
 */
export function checkPaymentSettings(
  values: Record<string, unknown>,
  fields: readonly PaymentSettingField[],
  fieldName: (key: string) => string = (key) => key,
): PaymentSettings {
  const declared = new Set(fields.map((field) => field.name));
  for (const key of specPaymentSwitches) {
    if (values[key] === true && !declared.has(key))
      throw new ValidationError(msg('users.methodNotAvailable'), fieldName(key));
  }
  const checked: PaymentSettings = {};
  for (const field of fields) {
    const raw = values[field.name] ?? defaultOf(field);
    if (field.type === 'boolean') {
      if (typeof raw !== 'boolean')
        throw new ValidationError(
          msg('users.settingTrueOrFalse', { label: field.label }),
          fieldName(field.name),
        );
      checked[field.name] = raw;
      continue;
    }
    if (typeof raw !== 'string' || raw.length > 200)
      throw new ValidationError(msg('users.settingTooLong', { label: field.label }), fieldName(field.name));
    const kept = field.ignore ? raw.replace(new RegExp(field.ignore, 'g'), '') : raw;
    const value = field.normalize ? field.normalize(kept) : kept.trim();
    const needed = field.requiredWhen ? values[field.requiredWhen] === true : value !== '';
    if (needed && !value)
      throw new ValidationError(
        field.requiredMessage ?? msg('users.settingRequired', { label: lowerCase(field.label) }),
        fieldName(field.name),
      );
    if (needed && field.pattern !== undefined && !new RegExp(field.pattern).test(value))
      throw new ValidationError(
        field.message ?? msg('users.settingInvalid', { label: field.label }),
        fieldName(field.name),
      );
    checked[field.name] = value;
  }
  return checked;
}
