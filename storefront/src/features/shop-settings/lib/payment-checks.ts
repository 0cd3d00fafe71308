import type { PaymentSettingFieldDto, PaymentSettingsDto } from '@torget/contract';
import type { Translate } from '@torget/ui';
import { cleanedText, matchesRule } from '../../../lib/declared-text';
import type { MessageId } from '../../../lib/i18n';

export type PaymentValues = PaymentSettingsDto['values'];

/** Whether a text setting is needed now: when its switch is on, or (without a switch) when filled in. */
export const isNeeded = (field: PaymentSettingFieldDto, values: PaymentValues) =>
  field.requiredWhen
    ? values[field.requiredWhen] === true
    : cleanedText(field, String(values[field.name] ?? '')) !== '';

/**
 * The declared message of a text setting the server would refuse, or none: the same rule the server applies
 * (needed when its switch is on; then not empty and matching `pattern`), so a seller sees it before sending
 * (a plugin that declares none gets ours, in `t`'s language). The server still checks everything.
 */
export function paymentProblem(
  field: PaymentSettingFieldDto,
  values: PaymentValues,
  t: Translate<MessageId>['t'],
): string | undefined {
  if (field.type !== 'text' || !isNeeded(field, values)) return undefined;
  const value = String(values[field.name] ?? '');
  if (!cleanedText(field, value))
    return field.requiredMessage ?? t('shopSettings.requiredSetting', { label: field.label.toLowerCase() });
  if (!matchesRule(field, value))
    return field.message ?? t('shopSettings.invalidSetting', { label: field.label });
  return undefined;
}

/** The values that differ from the saved ones (what a save sends). */
export const changedValues = (saved: PaymentValues, draft: PaymentValues): PaymentValues =>
  Object.fromEntries(Object.entries(draft).filter(([name, value]) => saved[name] !== value));
