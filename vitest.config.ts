import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Two test files at a time on a 2-core machine (vitest's default is one worker fewer than cores: one), where
// core's tests spend much of their time waiting for PostgreSQL, SMTP or Chromium in other processes.
// The number must reach every project: each resolves `maxWorkers` from its own config, the root's
// `test.maxWorkers` does not reach them, and projects at one worker run their files one by one (the whole
// suite ran that way, leaving one of the two cores idle). Vitest reads VITEST_MAX_WORKERS for every project it
// resolves (over `--maxWorkers` too), so a caller may still set it.
process.env.VITEST_MAX_WORKERS ??= String(Math.max(2, availableParallelism() - 1));

/**
 * Files that run long for their size, started first. Without a cache of earlier durations (a clean CI
 * checkout) vitest runs each project's larger files first, projects in name order, so the story test (one
 * short file that renders every story about 800 times) came last and ran its minute alone while the other
 * worker had nothing left.
 */
const LONG_FOR_THEIR_SIZE = ['storybook/test/stories.test.tsx'];

class LongForTheirSizeFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = LONG_FOR_THEIR_SIZE.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return index === -1 ? LONG_FOR_THEIR_SIZE.length : index;
    };
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}

// One run over every package; each package has its own vitest config (environment, setup).
export default defineConfig({
  test: {
    sequence: { sequencer: LongForTheirSizeFirst },
    projects: [
      'i18n',
      'contract',
      'core',
      // Every plugin's tests in one project rather than each plugin's own config (which still runs them from
      // the plugin's folder): a worker runs its files one after another in one module graph, as core's do
      // (see core/vitest.config.ts), where each plugin file had its own worker import the whole of core
      // again (5–9 s each under a full run) beside a vite server per plugin transforming it again.
      {
        root: 'plugins',
        test: {
          name: 'plugins',
          include: ['*/test/**/*.test.ts'],
          // Core's test database (embedded PostgreSQL with a migrated template).
          globalSetup: ['../core/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
      'ui',
      'storefront',
      'admin-ui',
      'storybook',
    ],
  },
});
