import { definePlugin } from '@torget/core/plugin-sdk';
import { z } from 'zod';
import { ExampleClient } from './example.client';
import { ExampleProvider } from './example.provider';

/**
 * On when its package is listed in TORGET_PLUGINS; its options come from the EXAMPLE_PSP_* variables and
 * are checked at boot (a missing one stops the start, naming it).
 */
export default definePlugin({
  name: 'payment-example',
  env: { apiUrl: 'EXAMPLE_PSP_URL', apiKey: 'EXAMPLE_PSP_KEY', webhookSecret: 'EXAMPLE_PSP_WEBHOOK_SECRET' },
  options: z.object({
    apiUrl: z.url('EXAMPLE_PSP_URL must be a URL'),
    apiKey: z.string().min(1, 'EXAMPLE_PSP_KEY is required'),
    webhookSecret: z.string().min(16, 'EXAMPLE_PSP_WEBHOOK_SECRET must be at least 16 characters'),
  }),
  register(container, options) {
    container.cradle.paymentProviders.add(
      new ExampleProvider(new ExampleClient(options), options.webhookSecret),
    );
  },
});
