import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const moduleUrl = new URL('../embedded-postgres.ts', import.meta.url).href;
const tsx = path.resolve(fileURLToPath(import.meta.url), '../../../../../node_modules/.bin/tsx');

/** Runs a tiny program that loads our embedded-postgres module and ends with the given exit code. */
function exitCodeOf(program: string) {
  const script = `await import(${JSON.stringify(moduleUrl)}); ${program}`;
  return spawnSync(tsx, ['--eval', script, '--input-type=module'], { encoding: 'utf8', timeout: 30_000 });
}

describe('loading the embedded PostgreSQL module', () => {
  // Every run that starts a database (the test suites, npm start) must keep its own exit status:
  // a failing test run that exits 0 makes CI green.
  it('leaves a process its failing exit code', () => {
    const run = exitCodeOf('process.exitCode = 1;');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
  });

  it('leaves a process its success exit code and does not crash on exit', () => {
    const run = exitCodeOf('');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
