import type { PaymentStart } from '@torget/contract';

/** A value the buyer may need to type into another app, with a copy button. */
export interface PaymentDetail {
  label: string;
  /** As shown. */
  text: string;
  /** As copied (no spaces or currency sign); none: no copy button. */
  copy?: string;
}

/**
 * What the buyer does next to pay, as the storefront renders it. The order page draws one UI per kind —
 * never per payment method — so a payment plugin that answers one of these kinds needs no storefront change.
 */
export type NextAction =
  | { kind: 'qr'; image: string; alt: string; details: PaymentDetail[]; next: string }
  | { kind: 'redirect'; url: string; label: string }
  | { kind: 'app_switch'; url: string; image?: string; alt: string }
  | { kind: 'widget'; widget: string; props: Record<string, unknown> }
  | { kind: 'none'; message: string };

const kronor = (amount: number) => amount.toFixed(2).replace('.', ',');
const formatSek = (amount: number) =>
  new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' }).format(amount);
/** Swish numbers are read in groups: 123 118 11 89. */
const groupSwish = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{2})(\d{2})$/, '$1 $2 $3 $4');

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const SHOP_CONFIRMS = 'The shop confirms your payment when it arrives, and this page shows the payment date.';

/**
 * The contract's typed next action (`{ method, amount, action: { type, … } }`, the payment plugins' shape):
 * read field by field, so an unexpected answer falls back to a message instead of breaking the page.
 */
function fromAction(action: Record<string, unknown>, method: string): NextAction {
  const alt = `QR code for paying with ${method || 'the app'}`;
  switch (str(action.type)) {
    case 'qr': {
      const details = Array.isArray(action.details) ? (action.details as Record<string, unknown>[]) : [];
      return {
        kind: 'qr',
        image: str(action.qr),
        alt,
        details: details.map((detail) => ({
          label: str(detail.label),
          text: str(detail.value),
          copy: detail.copyable === true ? str(detail.value) : undefined,
        })),
        next: [str(action.instructions), action.markedPaidBy === 'shop' ? SHOP_CONFIRMS : '']
          .filter(Boolean)
          .join(' '),
      };
    }
    case 'redirect':
      return { kind: 'redirect', url: str(action.url), label: 'Continue to payment' };
    case 'app_switch':
      return { kind: 'app_switch', url: str(action.url), image: str(action.qr) || undefined, alt };
    case 'widget':
      return {
        kind: 'widget',
        widget: str(action.widget),
        props: (action.config as Record<string, unknown> | undefined) ?? {},
      };
    default:
      return { kind: 'none', message: CANNOT_PAY_HERE };
  }
}

const CANNOT_PAY_HERE = 'This payment method cannot be paid on this page. Please contact the shop.';

/** Reads the server's payment-start answer as a next action. */
export function toNextAction(start: PaymentStart): NextAction {
  const answer = start as Record<string, unknown>;
  if (answer.action && typeof answer.action === 'object')
    return fromAction(answer.action as Record<string, unknown>, str(answer.method));
  // The first payment-start answers, keyed by provider (Swish's details, PayPal's order id).
  switch (str(answer.kind) || str(answer.provider)) {
    case 'swish': {
      const amount = Number(answer.amount);
      const number = str(answer.swishNumber);
      return {
        kind: 'qr',
        image: str(answer.qr),
        alt: `Swish QR code: ${formatSek(amount)} to ${groupSwish(number)}`,
        details: [
          { label: 'Swish number', text: groupSwish(number), copy: number },
          { label: 'Amount', text: formatSek(amount), copy: kronor(amount) },
          { label: 'Message', text: str(answer.message), copy: str(answer.message) },
        ],
        next: `Pay with the Swish app. ${SHOP_CONFIRMS}`,
      };
    }
    case 'paypal':
      return { kind: 'widget', widget: 'paypal', props: { paypalOrderId: str(answer.paypalOrderId) } };
    case 'redirect':
      return { kind: 'redirect', url: str(answer.url), label: str(answer.label) || 'Continue to payment' };
    default:
      return {
        kind: 'none',
        message: 'This payment method cannot be paid on this page. Please contact the shop.',
      };
  }
}
