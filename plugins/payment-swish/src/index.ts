import { definePlugin } from '@torget/core/plugin-sdk';
import { z } from 'zod';
import { SwishManualProvider } from './swish.provider';

/** On by default (SWISH_MODE=manual); SWISH_MODE=off removes Swish. */
export default definePlugin({
  name: 'payment-swish',
  env: { mode: 'SWISH_MODE' },
  enabledWhen: (raw) => raw.mode !== 'off',
  options: z.object({
    mode: z
      .enum(['manual'], {
        error: (issue) =>
          issue.input === 'commerce'
            ? 'SWISH_MODE=commerce (the Swish Commerce API) is planned, not built: use manual or off'
            : 'SWISH_MODE must be manual or off',
      })
      .default('manual'),
  }),
  register(container) {
    container.cradle.paymentProviders.add(new SwishManualProvider());
  },
});
