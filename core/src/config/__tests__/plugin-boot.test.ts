import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const coreDir = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'torget-plugin-boot-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('refuses to start with half a PayPal configuration, naming what is missing', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: coreDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      PAYPAL_CLIENT_ID: 'client-id',
      PAYPAL_CLIENT_SECRET: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  expect(code).toBe(1);
  expect(output).toContain(
    'Plugin payment-paypal has invalid options:\n  clientSecret: PAYPAL_CLIENT_SECRET is required',
  );
});
