import { defineConfig } from 'vitest/config';

// One run over every package; each package has its own vitest config (environment, setup).
export default defineConfig({
  test: {
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
