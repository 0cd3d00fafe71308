import type { PaymentStart } from '@torget/contract';
import { formatMoney } from '@torget/i18n';
import { activeLocale } from '@torget/ui';

/** A value the buyer may need to type into another app, with a copy button. */
export interface PaymentDetail {
  label: string;
  /** As shown. */
  text: string;
  /** As copied; none: no copy button. */
  copy?: string;
}

/**
 * What the buyer does next to pay, as the storefront renders it. The order page draws one UI per kind of the
 * contract's next action — never per payment method — so a payment plugin needs no storefront change.
 */
export type NextAction =
  | { kind: 'qr'; image: string; alt: string; details: PaymentDetail[]; next: string }
  | { kind: 'redirect'; url: string; label: string }
  | { kind: 'app_switch'; url: string; image?: string; alt: string }
  | { kind: 'widget'; widget: string; props: Record<string, unknown> }
  | { kind: 'none'; message: string };

const SHOP_CONFIRMS = 'This page shows the payment date once the shop has marked the order paid.';
const CANNOT_PAY_HERE = 'This payment method cannot be paid on this page. Please contact the shop.';

/** Reads the server's payment-start answer (`{ method, amount, action: { type, … } }`) as a next action. */
export function toNextAction(start: PaymentStart): NextAction {
  const { action } = start;
  const alt = `${start.method} QR code: ${formatMoney(start.amount, activeLocale())}`;
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
        next: [action.instructions, action.markedPaidBy === 'shop' ? SHOP_CONFIRMS : '']
          .filter(Boolean)
          .join(' '),
      };
    case 'redirect':
      return { kind: 'redirect', url: action.url, label: 'Continue to payment' };
    case 'app_switch':
      return { kind: 'app_switch', url: action.url, image: action.qr, alt };
    case 'widget':
      return { kind: 'widget', widget: action.widget, props: action.config };
    default:
      return { kind: 'none', message: CANNOT_PAY_HERE };
  }
}
