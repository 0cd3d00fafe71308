import { definePlugin } from '@torget/core/plugin-sdk';
import { z } from 'zod';
import { PostNordCarrier } from './postnord.carrier';
import { PostNordClient } from './postnord.client';
import { PostNordFake } from './postnord-fake.server';

/**
 * PostNord as a carrier. With POSTNORD_API_KEY it asks PostNord's Business Location API (POSTNORD_API_URL,
 * PostNord's production host by default); without one it runs as a demo on the bundled fake of that API, whose
 * made-up points the apps mark as demo points. POSTNORD_MODE=off switches it off.
 */
export default definePlugin({
  name: 'shipping-postnord',
  env: { apiKey: 'POSTNORD_API_KEY', apiUrl: 'POSTNORD_API_URL', mode: 'POSTNORD_MODE' },
  options: z
    .object({
      apiKey: z.string().min(1).optional(),
      apiUrl: z.url('POSTNORD_API_URL must be a URL').optional(),
      mode: z.enum(['on', 'off'], { error: 'POSTNORD_MODE must be on or off' }).default('on'),
    })
    // A URL without a key would silently fall back to the demo: refused by name instead.
    .refine((options) => options.apiKey !== undefined || options.apiUrl === undefined, {
      message: 'POSTNORD_API_KEY is required when POSTNORD_API_URL is set',
      path: ['apiKey'],
    }),
  enabledWhen: (raw) => raw.mode !== 'off',
  register(container, options) {
    if (options.apiKey) {
      const client = new PostNordClient({
        apiUrl: options.apiUrl ?? 'https://api2.postnord.com',
        apiKey: options.apiKey,
      });
      container.cradle.carriers.add(new PostNordCarrier(client));
      return;
    }
    const fake = new PostNordFake();
    const client = new PostNordClient({ apiUrl: () => fake.start(), apiKey: fake.apiKey });
    container.cradle.carriers.add(new PostNordCarrier(client, true));
  },
});
