import { z } from 'zod';
import { defineCall } from './call';
import { idParams } from './common';

const tag = 'Payments';

export const paymentsApi = {
  start: defineCall({
    method: 'POST',
    path: '/api/orders/:id/payment',
    summary:
      'Start paying an order with its payment method: PayPal → { provider, paypalOrderId }; Swish → { provider, swishNumber, amount, message, qr } (the amount always comes from the order)',
    access: 'user',
    tag,
    params: idParams,
    response: z.looseObject({ provider: z.string() }),
  }),
  webhook: defineCall({
    method: 'POST',
    path: '/api/hooks/payment/:provider',
    summary: "A payment provider's webhook (verified by the provider; each event processed once)",
    access: 'public',
    tag,
    params: z.object({ provider: z.string().max(50) }),
    response: z.object({ received: z.literal(true), duplicate: z.boolean() }),
  }),
};
