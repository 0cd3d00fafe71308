import { composeStories, type composeStory } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shopThemes } from '../.storybook/shop-themes';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoryModule>(
  [
    '../../ui/src/**/*.stories.tsx',
    '../../admin-ui/src/**/*.stories.tsx',
    '../../storefront/src/**/*.stories.tsx',
  ],
  { eager: true },
);

afterEach(cleanup);

/** Spies in a story's args (`fn()`) are shared by every run of that story: each run starts from zero calls. */
function clearSpies(args: Record<string, unknown>) {
  for (const value of Object.values(args)) {
    if (typeof value === 'function' && 'mockClear' in value) (value as { mockClear: () => void }).mockClear();
  }
}

interface A11yResult {
  violations?: { id: string; help: string; nodes: { target: unknown }[] }[];
}

/** A failed report in a line a person can act on: the axe rule, its help text and where. */
const describeReport = (result: unknown) =>
  (result as A11yResult).violations
    ?.map((v) => `${v.id} (${v.help}) at ${v.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`)
    .join('; ') ?? JSON.stringify(result).slice(0, 400);

it('finds the stories (at least 30)', () => {
  const count = Object.values(modules).reduce(
    (sum, module) => sum + Object.keys(composeStories(module)).length,
    0,
  );
  expect(count).toBeGreaterThanOrEqual(30);
});

/** Every story in each language of the toolbar and each seller theme. */
const runs = ['sv', 'en'].flatMap((locale) => Object.keys(shopThemes).map((shop) => [locale, shop]));

/**
 * Each story renders in Swedish and in English, runs its play function and passes the accessibility checks in every seller theme of the
 * toolbar. A story that throws, fails its play function or has an a11y violation fails here.
 */
for (const [file, module] of Object.entries(modules)) {
  describe(file.replace(/^(\.\.\/)+/, ''), () => {
    for (const [name, Story] of Object.entries(composeStories(module)) as [string, ComposedStory][]) {
      it.each(runs)(`${name} in %s, in the %s theme`, async (locale, shop) => {
        clearSpies(Story.args);
        const before = Story.reporting.reports.length;
        await Story.run({ globals: { shop, locale } });
        // The story's report list is shared by its runs too: judge this run's reports only.
        const failed = Story.reporting.reports.slice(before).filter((report) => report.status === 'failed');
        expect(failed.map((report) => describeReport(report.result))).toEqual([]);
      });
    }
  });
}
