// `npm test`: the static checks (`scripts/checks.mjs typecheck lint`), the unit tests, then the browser journeys
// with the Storybook build beside them; the first of the three that fails stops the run, as before.
//
// The journeys' global setup spends about a minute booting their server (PostgreSQL, the demo marketplace) and
// building the apps before the first journey starts, and the journeys then keep a 2-core machine about half busy
// (each step waits on another process: browser, server, database). The Storybook build (about 40 s) ran on its
// own before them; beside them it runs at a lower priority (nice 10), so the server, the apps' build and the
// journeys are served first. Its output is printed whole when it ends; the run fails if either failed.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Runs a command; `beside` keeps its output and prints it whole, with its time, when it ends, and runs it at a
 * lower priority where `nice` exists.
 */
function run(name, command, args, { beside = false } = {}) {
  const started = Date.now();
  if (beside && process.platform !== 'win32') [command, args] = ['nice', ['-n', '10', command, ...args]];
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', beside ? 'pipe' : 'inherit', beside ? 'pipe' : 'inherit'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (beside) process.stdout.write(Buffer.concat(output));
      process.stdout.write(`${code === 0 ? '✓' : '✗'} ${name} (${seconds} s)\n`);
      resolve(code === 0);
    });
    child.on('error', (error) => {
      process.stdout.write(`✗ ${name}: ${error.message}\n`);
      resolve(false);
    });
  });
}

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
  run('Storybook build', npm, ['run', 'build:storybook'], { beside: true }),
]);
process.exit(results.every(Boolean) ? 0 : 1);
