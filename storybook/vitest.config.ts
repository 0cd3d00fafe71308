import { torgetMessages } from '@torget/i18n/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Every story of every package runs as a test (portable stories in jsdom: fast and steady on a small CI box).
export default defineConfig({
  plugins: [react(), torgetMessages('storybook')],
  test: {
    name: 'storybook',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['@torget/ui/testing/setup', 'test/setup.ts'],
  },
});
