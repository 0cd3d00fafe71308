import { definePlugin } from '@torget/core/plugin-sdk';
import { z } from 'zod';
import { ExampleClient } from './example.client';
import { ExampleProvider } from './example.provider';

/** Options come from the environment through core/src/config/plugins.ts and are checked at boot. */
export default definePlugin({
  name: 'payment-example',
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
