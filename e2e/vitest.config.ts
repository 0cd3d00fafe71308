import { defineConfig } from 'vitest/config';

// Browser journeys: one real server (npm start's way) for the run, Debian's Chromium driven by playwright-core.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/server.global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // Two files at a time, each with its own Chromium, against the one server: one journey alone kept a
    // 2-core machine about a third busy (its steps wait on each other: browser, server, database), two fill
    // it. A journey that wants "any product" picks among the demo marketplace's (demo-products.ts), since
    // the newest may be the other file's.
    maxWorkers: 2,
    // Tests marked concurrent (phone-layout's languages) run two at a time: their pages mostly wait on
    // the network going quiet, which overlaps well; more would crowd two cores.
    maxConcurrency: 2,
  },
});
