import {
  PaymentError,
  formatMoney,
  moneyText,
  type LocalizedText,
  type NextAction,
  type PaymentOrder,
  type PaymentProvider,
  type PaymentSettingField,
  type PaymentShop,
} from '@torget/core/plugin-sdk';
import type QrCode from 'qrcode';
import { texts } from './messages';
import { swishQrPayload } from './swish-qr';

/** The QR encoder, loaded at the first Swish payment shown rather than at every start. */
let qrCode: Promise<typeof QrCode> | undefined;
const loadQrCode = () => (qrCode ??= import('qrcode').then((module) => module.default));

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
  readonly label = texts('label');
  /** docs/product.md §5: Swish is the payment screen's default where a shop takes it. */
  readonly listOrder = 10;
  /** docs/product.md §4/§5: only the seller sees the money arrive, so the seller marks Swish orders paid. */
  readonly shopMarksPaid = true;
  /** The spec's seller fields `has_swish` and `swish_number`. */
  readonly settings: PaymentSettingField[] = [
    { name: 'has_swish', label: texts('settingHasSwish'), type: 'boolean' },
    {
      name: 'swish_number',
      label: texts('settingNumber'),
      type: 'text',
      // A business number (123 and seven digits) or a mobile number (07 and eight digits); spaces and dashes are dropped.
      pattern: '^(123\\d{7}|07\\d{8})$',
      ignore: '[\\s-]',
      message: texts('numberInvalid'),
      requiredWhen: 'has_swish',
      requiredMessage: texts('numberRequired'),
    },
  ];

  isAvailableFor(shop: PaymentShop): boolean {
    return shop.settings.has_swish === true && numberOf(shop) !== '';
  }

  mailInstructions(order: PaymentOrder): LocalizedText {
    return texts('mailInstructions', {
      number: numberOf(order.shop),
      amount: moneyText(order.totalOre / 100),
      reference: order.reference,
      shop: order.shop.name,
    });
  }

  publicConfig() {
    return { mode: 'manual' };
  }

  async startPayment(order: PaymentOrder): Promise<NextAction> {
    if (!this.isAvailableFor(order.shop))
      throw new PaymentError(texts('notOffered', { shop: order.shop.name }), 'NOT_OFFERED');
    const payload = swishQrPayload({
      payee: numberOf(order.shop),
      amountOre: order.totalOre,
      message: order.reference,
    });
    return {
      type: 'qr',
      qr: await (await loadQrCode()).toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 }),
      qrPayload: payload,
      // Said without "above" or "below": the storefront places the details and the code by screen width.
      instructions: texts('qrInstructions'),
      details: [
        { label: texts('detailNumber'), value: numberOf(order.shop), copyable: true },
        // Through the one money formatter, which writes SEK the same way in both languages (577,00 kr).
        { label: texts('detailAmount'), value: formatMoney(order.totalOre / 100, 'sv'), copyable: true },
        { label: texts('detailMessage'), value: order.reference, copyable: true },
      ],
      markedPaidBy: 'shop',
    };
  }
}
