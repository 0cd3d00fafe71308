import { execSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { FakePayPal } from '../../plugins/payment-paypal/test/fake-paypal.server';
import { ensureChromium } from './ensure-chromium';
import { startPayPalApprovals } from './fake-paypal-approvals';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: journeys read mail from its outbox/ (the dev mail provider's .eml files). */
    dataDir: string;
    /** Where the fake PayPal checkout approves a PayPal order: POST {url}/approve/{paypalOrderId}. */
    paypalApproveUrl: string;
    /** A second origin the API lets in through CORS_ORIGINS, for the admin bundle served on its own. */
    adminOrigin: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the real server as `npm start` does (built apps, embedded PostgreSQL, demo data) on a fresh data dir. */
export default async function setup(project: TestProject) {
  // First: without a browser nothing below is worth starting.
  ensureChromium();
  if (
    !existsSync(path.join(repoRoot, 'storefront/dist/index.html')) ||
    !existsSync(path.join(repoRoot, 'admin-ui/dist/index.html'))
  ) {
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    execSync('npm run build:apps', {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'torget-e2e-'));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the data dir.
  chmodSync(dataDir, 0o755);
  // PayPal is on, against a local fake of PayPal's REST API (the plugin's own test double).
  const paypal = new FakePayPal();
  await paypal.start();
  const approvals = await startPayPalApprovals(paypal);
  const port = await freePort();
  const adminOrigin = `http://127.0.0.1:${await freePort()}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'core/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: dataDir,
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_API_BASE: paypal.url,
      CORS_ORIGINS: adminOrigin,
      // Every journey registers and signs in from 127.0.0.1; the production limits are tested in core
      // (users/__tests__/rate-limits.test.ts).
      REGISTRATIONS_PER_IP: '10000',
      SIGNIN_FAILURES_PER_IP: '10000',
      RESET_REQUESTS_PER_IP: '10000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('the server exited before it was ready');
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (i > 600) throw new Error('the server did not become ready in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('paypalApproveUrl', approvals.url);
  project.provide('adminOrigin', adminOrigin);
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await approvals.stop();
    await paypal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
