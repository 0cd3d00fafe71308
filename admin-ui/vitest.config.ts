import { torgetMessages } from '@torget/i18n/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), torgetMessages('admin')],
  test: {
    name: 'admin-ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // A worker runs its files one after another, as the storefront's do (see its config for why it is safe).
    isolate: false,
    setupFiles: ['@torget/ui/testing/setup'],
    // Whole-app renders compile lazy route chunks on first use; on a busy machine that alone can pass 5 s.
    testTimeout: 15_000,
  },
});
