import { z } from 'zod';
import { defineCall } from './call';

const tag = 'Config';

export const paypalConfigSchema = z.object({
  /** Empty when PayPal is not configured: sellers cannot offer it then. */
  clientId: z.string(),
  mode: z.enum(['sandbox', 'live']),
});

export const configApi = {
  paypal: defineCall({
    method: 'GET',
    path: '/api/config/paypal',
    summary: "PayPal client id for the browser SDK (empty when PayPal isn't configured)",
    access: 'public',
    tag,
    response: paypalConfigSchema,
  }),
  google: defineCall({
    method: 'GET',
    path: '/api/config/google',
    summary: 'Google Maps key for the map screen (empty when not configured)',
    access: 'public',
    tag,
    response: z.object({ key: z.string() }),
  }),
};
