// Fails when a file or folder the docs name does not exist, so the guide cannot point at deleted files.
// Read: README.md and docs/*.md; named: a `backticked` path starting with one of the repository's top folders
// (`core/src/http/site.ts`, `storefront/src/features/<name>/`) and a relative Markdown link. `<name>` stands for
// any one folder or file name, `*` for any part of one, `{sv,en}` for each of the names. Paths git ignores
// (build output such as `storefront/dist/`) are not required to exist. Run by `npm run lint` (scripts/checks.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const topFolders = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
  .map((entry) => entry.name);
const docs = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** `a/{b,c}/d` → `a/b/d`, `a/c/d`. */
function expandBraces(pattern) {
  const match = /\{([^{}]*,[^{}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  return match[1]
    .split(',')
    .flatMap((choice) =>
      expandBraces(pattern.slice(0, match.index) + choice + pattern.slice(match.index + match[0].length)),
    );
}

const escape = (text) => text.replace(/[.+?^$()[\]\\|]/g, '\\$&');

/** Whether anything under `dir` matches the remaining segments (`<x>` and `*` as wildcards). */
function matches(dir, segments) {
  if (!segments.length) return true;
  const [first, ...rest] = segments;
  if (!/[<*]/.test(first)) {
    const next = path.join(dir, first);
    return existsSync(next) && matches(next, rest);
  }
  const re = new RegExp(
    `^${escape(first)
      .replace(/<[^>]+>/g, '[^/]+')
      .replace(/\*/g, '[^/]*')}$`,
  );
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return false;
  return readdirSync(dir).some((name) => re.test(name) && matches(path.join(dir, name), rest));
}

const exists = (pattern) =>
  expandBraces(pattern).every((one) => matches(root, one.split('/').filter(Boolean)));

/** The repository paths a document names, with the line each is on. */
function namedPaths(doc) {
  const found = [];
  readFileSync(path.join(root, doc), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      for (const [, span] of line.matchAll(/`([^`]+)`/g)) {
        const candidate = span
          .split(/[\s(]/)[0]
          .replace(/[#:].*$/, '')
          .replace(/[.,;]$/, '');
        if (topFolders.some((folder) => candidate.startsWith(`${folder}/`)) && !candidate.includes('…'))
          found.push({ doc, line: index + 1, path: candidate });
      }
      for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^([a-z]+:|#|\/)/.test(target)) continue;
        const resolved = path.posix.normalize(
          path.posix.join(path.posix.dirname(doc), target.replace(/#.*$/, '')),
        );
        found.push({ doc, line: index + 1, path: resolved });
      }
    });
  return found;
}

/** The paths of `paths` that git ignores (exit status 1: none is). */
function gitIgnored(paths) {
  if (!paths.length) return new Set();
  try {
    const out = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], {
      cwd: root,
      input: paths.join('\n'),
      encoding: 'utf8',
    });
    return new Set(out.split('\n').filter(Boolean));
  } catch (error) {
    if (error.status === 1) return new Set();
    throw error;
  }
}

const missing = docs.flatMap(namedPaths).filter((named) => !exists(named.path));
// A folder named without its slash (`admin-ui/dist`) matches an ignore rule for folders only with it.
const ignored = gitIgnored(missing.flatMap((named) => [named.path, `${named.path.replace(/\/$/, '')}/`]));
const wrong = missing.filter(
  (named) => !ignored.has(named.path) && !ignored.has(`${named.path.replace(/\/$/, '')}/`),
);
for (const named of wrong)
  console.error(`${named.doc}:${named.line}: names ${named.path}, which does not exist`);
if (wrong.length) process.exit(1);
