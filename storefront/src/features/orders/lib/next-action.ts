import type { PaymentStart } from '@torget/contract';

/** A value the buyer may need to type into another app, with a copy button. */
export interface PaymentDetail {
  label: string;
  /** As shown. */
  text: string;
  /** As copied (no spaces or currency sign). */
  copy: string;
}

/**
 * What the buyer does next to pay, as the storefront renders it. The order page draws one UI per kind —
 * never per payment method — so a payment plugin that answers one of these kinds needs no storefront change.
 */
export type NextAction =
  | { kind: 'qr'; image: string; alt: string; details: PaymentDetail[]; next: string }
  | { kind: 'redirect'; url: string; label: string }
  | { kind: 'widget'; widget: string; props: Record<string, unknown> }
  | { kind: 'none'; message: string };

const kronor = (amount: number) => amount.toFixed(2).replace('.', ',');
const formatSek = (amount: number) =>
  new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' }).format(amount);
/** Swish numbers are read in groups: 123 118 11 89. */
const groupSwish = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{2})(\d{2})$/, '$1 $2 $3 $4');

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** Reads the server's payment-start answer as a next action. */
export function toNextAction(start: PaymentStart): NextAction {
  const answer = start as Record<string, unknown>;
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
        next: 'Pay with the Swish app. The shop confirms your payment when it arrives, and this page shows the payment date.',
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
