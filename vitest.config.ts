import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two test files at a time on a 2-core machine (vitest's default is one worker fewer than cores: one), where
// core's tests spend much of their time waiting for PostgreSQL, SMTP or Chromium in other processes.
// The number must reach every project: each resolves `maxWorkers` from its own config, the root's
// `test.maxWorkers` does not reach them, and projects at one worker run their files one by one (the whole
// suite ran that way, leaving one of the two cores idle). Vitest reads VITEST_MAX_WORKERS for every project it
// resolves (over `--maxWorkers` too), so a caller may still set it.
process.env.VITEST_MAX_WORKERS ??= String(Math.max(2, availableParallelism() - 1));

// One run over every package; each package has its own vitest config (environment, setup).
export default defineConfig({
  test: {
    projects: [
      'i18n',
      'contract',
      'core',
      'plugins/*/vitest.config.ts',
      'ui',
      'storefront',
      'admin-ui',
      'storybook',
    ],
  },
});
