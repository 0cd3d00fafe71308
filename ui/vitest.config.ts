import { torgetMessages } from '@torget/i18n/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [torgetMessages('ui')],
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
  },
});
