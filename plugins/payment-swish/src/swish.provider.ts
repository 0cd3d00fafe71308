import QRCode from 'qrcode';
import {
  PaymentError,
  formatMoney,
  type NextAction,
  type PaymentOrder,
  type PaymentProvider,
  type PaymentSettingField,
  type PaymentShop,
} from '@torget/core/plugin-sdk';
import { swishQrPayload } from './swish-qr';

const numberOf = (shop: PaymentShop) =>
  typeof shop.settings.swish_number === 'string' ? shop.settings.swish_number : '';

/**
 * Swish in manual mode (SPEC: the seller marks Swish orders paid): the buyer gets the shop's Swish number,
 * the exact amount, the order reference as message and a QR code with all three locked. There is no
 * `confirmPayment`: only the seller can see that the money arrived. (The Swish Commerce API — see the
 * README — would add it without changing this interface.)
 */
export class SwishManualProvider implements PaymentProvider {
  readonly id = 'swish';
  readonly method = 'Swish' as const;
  readonly label = 'Swish';
  /** docs/product.md §5: Swish is the payment screen's default where a shop takes it. */
  readonly listOrder = 10;
  /** docs/product.md §4/§5: only the seller sees the money arrive, so the seller marks Swish orders paid. */
  readonly shopMarksPaid = true;
  /** The spec's seller fields `has_swish` and `swish_number`. */
  readonly settings: PaymentSettingField[] = [
    { name: 'has_swish', label: 'Take Swish payments', type: 'boolean' },
    {
      name: 'swish_number',
      label: 'Swish number',
      type: 'text',
      // A business number (123 and seven digits) or a mobile number (07 and eight digits); spaces and dashes are dropped.
      pattern: '^(123\\d{7}|07\\d{8})$',
      ignore: '[\\s-]',
      message:
        'Swish number must be a Swish business number (such as 123 456 78 90) or a mobile number (such as 070 123 45 67).',
      requiredWhen: 'has_swish',
      requiredMessage: 'Please enter a swish number.',
    },
  ];

  isAvailableFor(shop: PaymentShop): boolean {
    return shop.settings.has_swish === true && numberOf(shop) !== '';
  }

  mailInstructions(order: PaymentOrder): string {
    return `Betala med Swish till ${numberOf(order.shop)}: ${formatMoney(order.totalOre / 100, 'sv')}, meddelande "${order.reference}". ${order.shop.name} markerar ordern som betald när pengarna kommit.`;
  }

  publicConfig() {
    return { mode: 'manual' };
  }

  async startPayment(order: PaymentOrder): Promise<NextAction> {
    if (!this.isAvailableFor(order.shop))
      throw new PaymentError(`${order.shop.name} does not take Swish.`, 'NOT_OFFERED');
    const payload = swishQrPayload({
      payee: numberOf(order.shop),
      amountOre: order.totalOre,
      message: order.reference,
    });
    return {
      type: 'qr',
      qr: await QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 }),
      qrPayload: payload,
      instructions:
        // Said without "above" or "below": the storefront places the details and the code by screen width.
        "Scan the code with the Swish app, or pay to the shop's Swish number with the exact amount and message shown here. The shop marks the order paid when the money has arrived.",
      details: [
        { label: 'Swish number', value: numberOf(order.shop), copyable: true },
        { label: 'Amount', value: (order.totalOre / 100).toFixed(2), copyable: true },
        { label: 'Message', value: order.reference, copyable: true },
      ],
      markedPaidBy: 'shop',
    };
  }
}
