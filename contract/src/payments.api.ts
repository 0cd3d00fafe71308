import { z } from 'zod';
import { defineCall } from './call';
import { idParams } from './common';
import {
  paymentSettingsBody,
  paymentSettingsSchema,
  paymentStartBody,
  paymentStartSchema,
  paymentWebhookAnswerSchema,
  shopPaymentMethodsSchema,
} from './payments.schema';

const tag = 'Payments';

export const paymentsApi = {
  methods: defineCall({
    method: 'GET',
    path: '/api/shops/:id/payment-methods',
    summary:
      "The payment methods a shop's cart or order can be paid with now (installed, switched on by the seller, available for the shop); the first is the default",
    access: 'public',
    tag,
    params: idParams,
    response: shopPaymentMethodsSchema,
  }),
  settings: defineCall({
    method: 'GET',
    path: '/api/users/profile/payment-settings',
    summary:
      "The installed payment methods' per-shop settings (name, label, boolean or text, pattern and messages) and the caller's shop's values: a form any seller settings screen can render",
    access: 'seller',
    tag,
    response: paymentSettingsSchema,
  }),
  updateSettings: defineCall({
    method: 'PUT',
    path: '/api/users/profile/payment-settings',
    summary:
      "Change the caller's shop's payment settings (checked against what the payment plugins declare); answers them all",
    access: 'seller',
    tag,
    body: paymentSettingsBody,
    response: paymentSettingsSchema,
  }),
  start: defineCall({
    method: 'POST',
    path: '/api/orders/:id/payment',
    summary:
      "Start paying an order (the buyer's) with its payment method: answers the next action for the storefront (redirect to a hosted page, a QR code with details, an app switch, or a named client widget). The amount always comes from the order in the database; safe to call again.",
    access: 'user',
    tag,
    params: idParams,
    body: paymentStartBody,
    response: paymentStartSchema,
    errors: ['bad_request', 'forbidden', 'upstream_unavailable'],
  }),
  webhook: defineCall({
    method: 'POST',
    path: '/api/hooks/payment/:provider',
    summary: "A payment provider's webhook (verified by the provider; each event processed once)",
    access: 'public',
    tag,
    params: z.object({ provider: z.string().max(50) }),
    response: paymentWebhookAnswerSchema,
    errors: ['bad_request', 'payload_too_large', 'upstream_unavailable'],
  }),
};
