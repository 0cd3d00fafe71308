import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mappedStack } from '../mapped-stack';

// A TypeScript file built the way core is built (esbuild, ESM, source map beside it), run by plain node
// without --enable-source-maps, as the image runs core: its stack names the built file.
const source = `type Order = { id: string };

export function refuse(order: Order): never {
  // the line below is line 5; a stack points at its new Error, column 9
  throw new Error('refused ' + order.id);
}

try {
  refuse({ id: 'A1' });
} catch (error) {
  console.log((error as Error).stack);
}
`;

let dir: string;
let stack: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mapped-stack-'));
  writeFileSync(path.join(dir, 'orders.ts'), source);
  await build({
    entryPoints: [path.join(dir, 'orders.ts')],
    outfile: path.join(dir, 'dist', 'orders.mjs'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    sourcemap: true,
    // Lines moved in the output, so a stack read as is would point at the wrong line.
    banner: { js: '// built\n// by the test\n// with three lines on top' },
  });
  stack = execFileSync(process.execPath, [path.join(dir, 'dist', 'orders.mjs')], { encoding: 'utf8' });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('mappedStack', () => {
  it('points a built file’s frames at the TypeScript line and column they came from', () => {
    expect(stack).toMatch(/dist\/orders\.mjs:\d+:\d+/);
    const mapped = mappedStack(stack);
    expect(mapped).toContain(`${path.join(dir, 'orders.ts')}:5:9`);
    expect(mapped).not.toContain('orders.mjs');
    expect(mapped.split('\n')[0]).toBe('Error: refused A1');
  });

  it('leaves frames alone where no map exists (Node’s own, a file without a map)', () => {
    const foreign = [
      'Error: boom',
      '    at parse (node:internal/url:816:25)',
      `    at run (${path.join(dir, 'nowhere.js')}:3:7)`,
    ].join('\n');
    expect(mappedStack(foreign)).toBe(foreign);
  });
});
