import { z } from 'zod';

/** PayPal: the PayPal order created for our order, for the PayPal buttons' `createOrder`. */
export const paypalPaymentStartSchema = z.object({
  provider: z.literal('paypal'),
  paypalOrderId: z.string(),
});

/** Swish (manual): what the buyer needs to pay from the Swish app; the shop marks the order paid. */
export const swishPaymentStartSchema = z.object({
  provider: z.literal('swish'),
  /** The shop's Swish number, digits only. */
  swishNumber: z.string(),
  /** SEK, exactly the order's total. */
  amount: z.number(),
  /** The message to write in Swish: the order reference. */
  message: z.string(),
  /** The QR code's text in Swish's prefilled format, all fields locked. */
  qrPayload: z.string(),
  /** The QR code as a PNG data URL, for an <img src>. */
  qr: z.string(),
});

/** What starting a payment answers, by provider; providers from other plugins answer their own fields. */
export const paymentStartSchema = z.union([
  paypalPaymentStartSchema,
  swishPaymentStartSchema,
  z.looseObject({ provider: z.string() }),
]);
export type PaymentStart = z.output<typeof paymentStartSchema>;

export const paymentWebhookAnswerSchema = z.object({
  received: z.literal(true),
  /** True when this event id was processed before (nothing changed). */
  duplicate: z.boolean(),
});
