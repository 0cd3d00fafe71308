import { definePlugin } from '@torget/core/plugin-sdk';
import { z } from 'zod';
import { PayPalClient } from './paypal.client';
import { PayPalProvider } from './paypal.provider';

const SANDBOX = 'https://api-m.sandbox.paypal.com';

/** On when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set; PAYPAL_API_BASE picks sandbox, live or a fake. */
export default definePlugin({
  name: 'payment-paypal',
  env: {
    clientId: 'PAYPAL_CLIENT_ID',
    clientSecret: 'PAYPAL_CLIENT_SECRET',
    baseUrl: 'PAYPAL_API_BASE',
    webhookId: 'PAYPAL_WEBHOOK_ID',
  },
  // Half a configuration still turns it on, so the options' validation names what is missing.
  enabledWhen: (raw) => raw.clientId !== undefined || raw.clientSecret !== undefined,
  options: z.object({
    clientId: z.string({ error: 'PAYPAL_CLIENT_ID is required' }).min(1, 'PAYPAL_CLIENT_ID is required'),
    clientSecret: z
      .string({ error: 'PAYPAL_CLIENT_SECRET is required' })
      .min(1, 'PAYPAL_CLIENT_SECRET is required'),
    baseUrl: z.url('PAYPAL_API_BASE must be a URL').default(SANDBOX),
    /** The webhook's id in the PayPal dashboard; without it webhooks are refused. */
    webhookId: z.string().optional(),
  }),
  register(container, options) {
    const client = new PayPalClient(options);
    const mode = options.baseUrl === 'https://api-m.paypal.com' ? 'live' : 'sandbox';
    container.cradle.paymentProviders.add(
      new PayPalProvider(client, { clientId: options.clientId, mode, webhookId: options.webhookId }),
    );
  },
});
