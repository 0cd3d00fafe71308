import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // Each file gets its own database; argon2 and PostgreSQL make a few calls slower than vitest's default.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // A worker runs its files one after another in one module graph instead of importing the whole app
    // afresh for each (about 1.3 CPU-s a file, over 90 files). Safe here: each file makes its own app,
    // container and database (testing/test-app.ts), no test mocks modules or changes process.env, and
    // core's module-level state is keyed by app or ORM (WeakMaps) or constant.
    isolate: false,
  },
});
