import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run over every package; each package has its own vitest config (environment, setup).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than cores: one on a 2-core machine, where core's tests then spend
    // much of their time waiting for PostgreSQL, SMTP or Chromium in other processes. Two keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'i18n',
      'contract',
      'core',
      'plugins/*/vitest.config.ts',
      'ui',
      'storefront',
      'admin-ui',
      'storybook',
    ],
  },
});
