import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  /** Its DATA_DIR: journeys read mail from its outbox/ (the dev mail provider's .eml files). */
  dataDir: string;
  /** When it answered /readyz (ISO time): the demo marketplace was made before. */
  readyAt: string;
  /** Stops it (SIGTERM, as a deployment does) and removes its data dir. */
  stop(): Promise<void>;
}

/**
 * Starts the real server as `npm start` does (the built apps, embedded PostgreSQL, demo data) on a fresh
 * data dir and a free port, with `env` on top, and waits until it is ready. PUBLIC_URL is the address
 * the browser uses, so a provider's page sends the buyer back to the same origin (and session).
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'torget-e2e-'));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the data dir.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'core/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      // Every journey registers and signs in from 127.0.0.1; the production limits are tested in core
      // (users/__tests__/rate-limits.test.ts).
      REGISTRATIONS_PER_IP: '10000',
      SIGNIN_FAILURES_PER_IP: '10000',
      RESET_REQUESTS_PER_IP: '10000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error('the server exited before it was ready');
    }
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    // Boot creates the demo marketplace (weeks of orders through the real services): on a busy 2-core
    // machine that alone has taken over a minute.
    if (i > 1800) {
      await stop();
      throw new Error('the server did not become ready in 180 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, dataDir, readyAt: new Date().toISOString(), stop };
}
