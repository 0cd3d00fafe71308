import { z } from 'zod';
import { defineCall } from './call';
import { idParams } from './common';
import { paymentStartSchema, paymentWebhookAnswerSchema } from './payments.schema';

const tag = 'Payments';

export const paymentsApi = {
  start: defineCall({
    method: 'POST',
    path: '/api/orders/:id/payment',
    summary:
      "Start paying an order (the buyer's) with its payment method: PayPal → the PayPal order id for the buttons; Swish → the shop's number, the amount, the message and a QR code. The amount always comes from the order in the database; safe to call again.",
    access: 'user',
    tag,
    params: idParams,
    response: paymentStartSchema,
  }),
  webhook: defineCall({
    method: 'POST',
    path: '/api/hooks/payment/:provider',
    summary: "A payment provider's webhook (verified by the provider; each event processed once)",
    access: 'public',
    tag,
    params: z.object({ provider: z.string().max(50) }),
    response: paymentWebhookAnswerSchema,
  }),
};
