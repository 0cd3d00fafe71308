import type { PaymentStart } from '@torget/contract';
import type { Translate } from '@torget/ui';
import type { MessageId } from '../../../lib/i18n';

/** A value the buyer may need to type into another app, with a copy button. */
export interface PaymentDetail {
  label: string;
  /** As shown. */
  text: string;
  /** As copied; none: no copy button. */
  copy?: string;
}

/** The payer's number at the provider, with the server's rule for it. */
export interface PayerField {
  label: string;
  hint?: string;
  pattern?: string;
  ignore?: string;
  /** Shown when the number breaks the rule. */
  message: string;
}

/**
 * What the buyer does next to pay, as the storefront renders it. The order page draws one UI per kind of the
 * contract's next action — never per payment method — so a payment plugin needs no storefront change.
 */
export type NextAction =
  | { kind: 'qr'; image: string; alt: string; details: PaymentDetail[]; next: string }
  | { kind: 'redirect'; url: string; label: string }
  | {
      kind: 'app_switch';
      /** Opens the provider's app on this device. */
      url: string;
      /** "Open Swish": the method's name on the button. */
      open: string;
      image?: string;
      alt: string;
      /** A device without the app may send the payer's number instead (its field's texts and rule). */
      payer?: PayerField;
    }
  /** The provider sent the payment to the payer's app: show `message` while she approves there. */
  | { kind: 'await_approval'; message: string }
  | { kind: 'widget'; widget: string; props: Record<string, unknown> }
  | { kind: 'none'; message: string };

/**
 * Reads the server's payment-start answer (`{ method, amount, action: { type, … } }`) as a next action, with our
 * own texts in the reader's language (the server's — labels, instructions — come in it already).
 */
export function toNextAction(
  start: PaymentStart,
  { t, money }: Pick<Translate<MessageId>, 't' | 'money'>,
): NextAction {
  const { action } = start;
  const alt = t('order.pay.qrAlt', { method: start.method, amount: money(start.amount) });
  switch (action.type) {
    case 'qr':
      return {
        kind: 'qr',
        image: action.qr,
        alt,
        details: action.details.map((detail) => ({
          label: detail.label,
          text: detail.value,
          copy: detail.copyable ? detail.value : undefined,
        })),
        next: [action.instructions, action.markedPaidBy === 'shop' ? t('order.pay.shopConfirms') : '']
          .filter(Boolean)
          .join(' '),
      };
    case 'redirect':
      return { kind: 'redirect', url: action.url, label: t('order.pay.continue') };
    case 'app_switch':
      return {
        kind: 'app_switch',
        url: action.url,
        open: t('order.pay.openApp', { method: start.method }),
        image: action.qr,
        alt,
        payer: action.payerField && {
          ...action.payerField,
          message: action.payerField.message ?? t('order.pay.payerInvalid'),
        },
      };
    case 'await_approval':
      return { kind: 'await_approval', message: action.message };
    case 'widget':
      return { kind: 'widget', widget: action.widget, props: action.config };
    default:
      return { kind: 'none', message: t('order.pay.notHereContact') };
  }
}
