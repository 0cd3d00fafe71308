import type { NextAction as ContractNextAction, PaymentSettingsDto } from '@torget/contract';
import type { Locale, LocalizedText } from '@torget/i18n';
import type { NextAction, PaymentSettingField } from './payment.provider';

/** A plugin's next action as the contract's, its texts in the buyer's language (picked, not translated). */
export function localizeAction(action: NextAction, locale: Locale): ContractNextAction {
  switch (action.type) {
    case 'qr':
      return {
        ...action,
        instructions: action.instructions[locale],
        details: action.details.map((detail) => ({ ...detail, label: detail.label[locale] })),
      };
    case 'app_switch': {
      const { payerField, ...rest } = action;
      if (!payerField) return rest;
      const { label, hint, message, ...rule } = payerField;
      return {
        ...rest,
        payerField: {
          ...rule,
          label: label[locale],
          ...(hint ? { hint: hint[locale] } : {}),
          ...(message ? { message: message[locale] } : {}),
        },
      };
    }
    case 'await_approval':
      return { ...action, message: action.message[locale] };
    default:
      return action;
  }
}

type FieldDto = PaymentSettingsDto['methods'][number]['fields'][number];

/** A setting's declaration for a browser form: its texts in the reader's language, `normalize` left out. */
export function localizeField(
  { normalize: _normalize, label, message, requiredMessage, ...field }: PaymentSettingField,
  locale: Locale,
): FieldDto {
  const pick = (text: LocalizedText | undefined) => text?.[locale];
  return {
    ...field,
    label: label[locale],
    ...(message ? { message: pick(message) } : {}),
    ...(requiredMessage ? { requiredMessage: pick(requiredMessage) } : {}),
  };
}
