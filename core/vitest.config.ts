import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // Each file gets its own database; argon2 and PostgreSQL make a few calls slower than vitest's default.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
