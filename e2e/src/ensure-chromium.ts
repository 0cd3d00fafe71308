import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM } from './browser';

/**
 * The journeys drive Debian's Chromium. On a fresh machine it is missing: as root with apt (a CI
 * container) it is installed here, the way `playwright install --with-deps` would; anywhere else the run
 * stops at once with the one command to run, instead of every journey failing on a missing executable.
 */
export function ensureChromium(browser = CHROMIUM, chosen = Boolean(process.env.CHROMIUM_PATH)): void {
  if (existsSync(browser)) return;
  if (chosen)
    throw new Error(
      `CHROMIUM_PATH is ${browser}, which does not exist. Point it at a Chromium or Chrome binary.`,
    );
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.warn(
      `Chromium is missing at ${browser}: installing Debian's chromium (apt-get install -y chromium)…`,
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    // With its recommended packages: they bring the fonts pages are drawn (and screenshotted) with.
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    });
    if (existsSync(browser)) return;
  }
  throw new Error(
    `The browser journeys need Chromium at ${browser}, and it is not installed.\n` +
      'Install it with:\n\n  sudo apt-get install -y chromium\n\n' +
      '(elsewhere than Debian/Ubuntu, set CHROMIUM_PATH to a Chromium or Chrome binary).',
  );
}
