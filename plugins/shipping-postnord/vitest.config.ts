import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shipping-postnord',
    include: ['test/**/*.test.ts'],
    // Core's test database (embedded PostgreSQL with a migrated template).
    globalSetup: ['../../core/src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
