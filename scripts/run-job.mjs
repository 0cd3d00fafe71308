// One command of `npm test`'s scripts (checks.mjs, test.mjs), run from the repository's root.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Runs `command` and resolves whether it passed, printing `✓ name (seconds)` or `✗ …` when it ends. With
 * `buffered`, its output is kept and printed whole after that line, so jobs run side by side do not
 * interleave; otherwise it goes straight through. With `nice`, it runs at a lower priority where `nice` exists.
 */
export function runJob({ name, command, args }, { buffered = true, nice = false } = {}) {
  const started = Date.now();
  if (nice && process.platform !== 'win32') [command, args] = ['nice', ['-n', '10', command, ...args]];
  return new Promise((resolve) => {
    const output = buffered ? 'pipe' : 'inherit';
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', output, output] });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? '✓' : '✗'} ${name} (${seconds} s)\n`);
      if (chunks.length) process.stdout.write(Buffer.concat(chunks));
      resolve(code === 0);
    });
    child.on('error', (error) => {
      process.stdout.write(`✗ ${name}: ${error.message}\n`);
      resolve(false);
    });
  });
}
