import QRCode from 'qrcode';
import {
  PaymentError,
  type NextAction,
  type PaymentOrder,
  type PaymentProvider,
  type PaymentShop,
} from '@torget/core/plugin-sdk';
import { swishQrPayload } from './swish-qr';

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
  /** SPEC §5: Swish is the payment screen's default where a shop takes it. */
  readonly listOrder = 10;

  isAvailableFor(shop: PaymentShop): boolean {
    return shop.hasSwish && shop.swishNumber.length > 0;
  }

  publicConfig() {
    return { mode: 'manual' };
  }

  async startPayment(order: PaymentOrder): Promise<NextAction> {
    if (!this.isAvailableFor(order.shop))
      throw new PaymentError(`${order.shop.name} does not take Swish.`, 'NOT_OFFERED');
    const payload = swishQrPayload({
      payee: order.shop.swishNumber,
      amountOre: order.totalOre,
      message: order.reference,
    });
    return {
      type: 'qr',
      qr: await QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 }),
      qrPayload: payload,
      instructions:
        'Scan the code with the Swish app, or pay to the number below with the exact amount and the message. The shop marks the order paid when the money has arrived.',
      details: [
        { label: 'Swish number', value: order.shop.swishNumber, copyable: true },
        { label: 'Amount', value: (order.totalOre / 100).toFixed(2), copyable: true },
        { label: 'Message', value: order.reference, copyable: true },
      ],
      markedPaidBy: 'shop',
    };
  }
}
