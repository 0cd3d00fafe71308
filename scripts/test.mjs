// `npm test`: the static checks (`scripts/checks.mjs typecheck lint`), the unit tests, then the browser journeys
// with the Storybook build beside them; the first of the three that fails stops the run, as before.
//
// The journeys' global setup spends about a minute booting their server (PostgreSQL, the demo marketplace) and
// building the apps before the first journey starts, and the journeys then keep a 2-core machine about half busy
// (each step waits on another process: browser, server, database). The Storybook build (about 40 s) ran on its
// own before them; beside them it runs at a lower priority (nice 10), so the server, the apps' build and the
// journeys are served first. Its output is printed whole when it ends (scripts/run-job.mjs); the run fails if
// either failed.
import path from 'node:path';
import { runJob } from './run-job.mjs';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (name, command, args, options = { buffered: false }) => runJob({ name, command, args }, options);

if (
  !(await run('static checks', process.execPath, [
    path.join(root, 'scripts/checks.mjs'),
    'typecheck',
    'lint',
  ]))
)
  process.exit(1);
if (!(await run('unit tests', npm, ['run', 'test:unit']))) process.exit(1);
const results = await Promise.all([
  run('journeys', npm, ['run', 'test:e2e']),
  run('Storybook build', npm, ['run', 'build:storybook'], { buffered: true, nice: true }),
]);
process.exit(results.every(Boolean) ? 0 : 1);
