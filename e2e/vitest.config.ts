import { defineConfig } from 'vitest/config';

// Browser journeys: one real server (npm start's way) for the run, Debian's Chromium driven by playwright-core.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/server.global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    // Tests marked concurrent (phone-layout's languages) run two at a time: their pages mostly wait on
    // the network going quiet, which overlaps well; more would crowd two cores.
    maxConcurrency: 2,
  },
});
