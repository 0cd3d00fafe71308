// The static checks of `npm test`: `node scripts/checks.mjs typecheck lint` (or either alone).
//
// Typecheck: each workspace's own `tsc -p .` re-checked every file it imports from other packages, so core's
// sources were checked eight times (by core, the five plugins, bench…) and the kit's four. Workspaces whose
// tsconfigs resolve to the same compiler options are checked here as one program over all their files: every
// file is still checked under each option set that checked it before (core's files under the server options
// and, through e2e's imports, the DOM ones), but once per set. `npm run typecheck -w <workspace>` still checks
// one package alone.
//
// The checks are single-threaded processes, so they run side by side, as many at a time as there are cores,
// longest first; each one's output is printed whole when it ends.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { runJob } from './run-job.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** Workspaces (root package.json, `plugins/*` expanded) whose typecheck is a plain `tsc -p .`. */
function tscWorkspaces() {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces
    .flatMap((entry) =>
      entry.endsWith('/*')
        ? readdirSync(path.join(root, entry.slice(0, -2)), { withFileTypes: true })
            .filter((dirent) => dirent.isDirectory())
            .map((dirent) => `${entry.slice(0, -1)}${dirent.name}`)
        : [entry],
    )
    .filter((dir) => {
      const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
      return manifest.scripts?.typecheck === 'tsc -p .';
    });
}

/** Compiler options as a comparable key (the config's own path aside). */
function optionsKey(options) {
  const { configFilePath: _path, ...rest } = options;
  return JSON.stringify(Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b))));
}

/** One job per set of identical compiler options: a tsconfig over all those workspaces' files. */
function typecheckJobs() {
  const groups = new Map();
  for (const dir of tscWorkspaces()) {
    const configFile = path.join(root, dir, 'tsconfig.json');
    const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
    if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
    const parsed = ts.parseJsonConfigFileContent(
      config,
      ts.sys,
      path.dirname(configFile),
      undefined,
      configFile,
    );
    const key = optionsKey(parsed.options);
    const group = groups.get(key) ?? { configFile, dirs: [], files: new Set() };
    group.dirs.push(dir);
    for (const file of parsed.fileNames) group.files.add(file);
    groups.set(key, group);
  }
  const out = path.join(root, '.tmp/typecheck');
  mkdirSync(out, { recursive: true });
  return [...groups.values()].map((group, index) => {
    const file = path.join(out, `group-${index}.json`);
    // The first member's options (all members' are the same); `include: []` drops its own include list.
    writeFileSync(file, JSON.stringify({ extends: group.configFile, include: [], files: [...group.files] }));
    return {
      name: `tsc (${group.dirs.join(', ')})`,
      command: bin('tsc'),
      args: ['-p', file],
      weight: group.files.size,
    };
  });
}

const lintJobs = () => [
  { name: 'eslint', command: bin('eslint'), args: ['.', '--max-warnings=0'], weight: 300 },
  { name: 'prettier', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'], weight: 250 },
  // docs/product.md's route and call tables against the routers and the contract, and every path the docs name.
  {
    name: 'docs tables',
    command: process.execPath,
    args: ['--import', 'tsx', 'scripts/product-tables.mjs', '--check'],
    weight: 10,
  },
  { name: 'docs paths', command: process.execPath, args: ['scripts/doc-paths.mjs'], weight: 2 },
];

const wanted = process.argv.slice(2);
if (!wanted.length || wanted.some((name) => name !== 'typecheck' && name !== 'lint')) {
  console.error('usage: node scripts/checks.mjs [typecheck] [lint]');
  process.exit(2);
}
const jobs = [
  ...(wanted.includes('typecheck') ? typecheckJobs() : []),
  ...(wanted.includes('lint') ? lintJobs() : []),
].sort((a, b) => b.weight - a.weight);

let failed = false;
const queue = [...jobs];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), jobs.length) }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) if (!(await runJob(job))) failed = true;
  }),
);
process.exit(failed ? 1 : 0);
