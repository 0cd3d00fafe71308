import type { PaymentSettingFieldDto, PaymentSettingsDto } from '@torget/contract';
import type { Translate } from '@torget/ui';
import { cleanedText } from '../../../lib/declared-text';
import type { MessageId } from '../../../lib/i18n';

export type PaymentValues = PaymentSettingsDto['values'];

/** Whether a text setting is needed now: when its switch is on, or (without a switch) when filled in. */
export const isNeeded = (field: PaymentSettingFieldDto, values: PaymentValues) =>
  field.requiredWhen
    ? values[field.requiredWhen] === true
    : cleanedText(field, String(values[field.name] ?? '')) !== '';

/**
 * The declared messages of the texts that would be refused, by setting name: the same rules the server
 * applies (needed when the switch is on; then not empty and matching `pattern`), so a seller sees them
 * before sending (a plugin that declares none gets ours, in `t`'s language). The server still checks everything.
 */
export function paymentProblems(
  settings: PaymentSettingsDto,
  values: PaymentValues,
  t: Translate<MessageId>['t'],
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of settings.methods.flatMap((method) => method.fields)) {
    if (field.type !== 'text' || !isNeeded(field, values)) continue;
    const value = cleanedText(field, String(values[field.name] ?? ''));
    if (!value)
      problems[field.name] =
        field.requiredMessage ?? t('shopSettings.requiredSetting', { label: field.label.toLowerCase() });
    else if (field.pattern !== undefined && !new RegExp(field.pattern).test(value))
      problems[field.name] = field.message ?? t('shopSettings.invalidSetting', { label: field.label });
  }
  return problems;
}

/** The values that differ from the saved ones (what a save sends). */
export const changedValues = (saved: PaymentValues, draft: PaymentValues): PaymentValues =>
  Object.fromEntries(Object.entries(draft).filter(([name, value]) => saved[name] !== value));
