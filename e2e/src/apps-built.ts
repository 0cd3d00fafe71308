import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The folders whose files end up in the apps' bundles. */
const SOURCES = [
  'storefront/src',
  'storefront/index.html',
  'admin-ui/src',
  'admin-ui/index.html',
  'ui/src',
  'i18n/src',
];

function newest(target: string): number {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newest(path.join(target, name))));
}

/**
 * Whether the built apps are missing or older than their sources. A journey run against yesterday's bundle
 * tests yesterday's screens, so a changed source means a new build (a fresh clone always builds).
 */
export function appsNeedBuild(repoRoot: string): boolean {
  const built = Math.min(
    newest(path.join(repoRoot, 'storefront/dist/index.html')),
    newest(path.join(repoRoot, 'admin-ui/dist/index.html')),
  );
  return built === 0 || SOURCES.some((source) => newest(path.join(repoRoot, source)) > built);
}
