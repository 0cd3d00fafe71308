import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { torgetMessages } from '@torget/i18n/vite';

export default defineConfig({
  plugins: [react(), torgetMessages('storefront')],
  test: {
    name: 'storefront',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // A worker runs its files one after another instead of spawning a fresh worker, jsdom and module graph
    // for each (about 2.4 s of startup a file, and every whole-app render compiling the route chunks again).
    // Safe here: Testing Library unmounts after each test (ui/testing/setup), each whole-app render makes its
    // own router and a fresh SWR cache (testing/render-app.tsx), and the files of the three jsdom projects pass
    // in shuffled order too (--sequence.shuffle.files).
    // The storefront's own run took 78 s instead of 201 s (1 min 19 s of CPU instead of 3 min 49 s).
    isolate: false,
    setupFiles: ['@torget/ui/testing/setup'],
    // Whole-app renders compile lazy route chunks on first use; on a busy machine that alone can pass 5 s.
    testTimeout: 15_000,
  },
});
