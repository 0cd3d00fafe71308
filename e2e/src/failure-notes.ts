import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { beforeEach } from 'vitest';

const shots = path.resolve(import.meta.dirname, '../screenshots');

/** At most this long for each page's text and picture: a hung page must not hold the failure's report. */
const LOOK_MS = 5_000;

const within = <T>(work: Promise<T>): Promise<T | string> =>
  Promise.race([work, new Promise<string>((done) => setTimeout(() => done('(no answer)'), LOOK_MS))]);

async function look(page: Page, name: string): Promise<string> {
  const text = await within(
    page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').trim().slice(0, 1_500)),
  ).catch((error: Error) => `(unreadable: ${error.message})`);
  await within(page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true })).catch(() => {});
  return `${page.url()}\n  ${text}`;
}

/**
 * When a test of this file fails, what its open pages showed: each page's address and visible text go to the
 * log, and its picture to screenshots/failed-*.png. A timeout names what it waited for, not what the screen
 * showed instead, and CI keeps only the log. Pages a test closed before it failed are not seen.
 */
export function describePagesOnFailure(browser: () => Browser | undefined) {
  beforeEach(({ onTestFailed, task }) => {
    onTestFailed(async () => {
      const pages =
        browser()
          ?.contexts()
          .flatMap((context) => context.pages()) ?? [];
      if (!pages.length) return;
      mkdirSync(shots, { recursive: true });
      const slug = task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60);
      const seen = await Promise.all(pages.map((page, index) => look(page, `failed-${slug}-${index + 1}`)));
      console.error(
        `The open pages when "${task.name}" failed:\n${seen.map((one) => `- ${one}`).join('\n')}`,
      );
    });
  });
}
