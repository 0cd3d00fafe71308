import { torgetMessages } from '@torget/i18n/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [torgetMessages('ui')],
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // A worker runs its files one after another, as the storefront's do (see its config for why it is safe).
    isolate: false,
    setupFiles: ['src/testing/setup.ts'],
  },
});
