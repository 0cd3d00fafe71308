import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../db/embedded-postgres';
import { TestClient } from '../testing';

const coreDir = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'torget-boot-'));
// As root, PostgreSQL runs as a `postgres` user that must be able to enter the data dir (mkdtemp makes it 0700).
chmodSync(dataDir, 0o755);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  http: TestClient;
  output: () => string;
}

/** Starts the real server the way `npm start` does, on a fresh data dir, and waits for /readyz. */
async function boot(env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: coreDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const http = new TestClient(`http://127.0.0.1:${port}`);
  // A fresh data dir starts PostgreSQL, migrates and seeds the demo: under a full parallel test run that
  // takes well over the half-minute it takes alone, so the deadline is generous (the test allows 120 s).
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ready = await http.get('/readyz').catch(() => undefined);
    if (ready?.status === 200) return { child, http, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready:\n${output}`);
}

function stop(running: Running): Promise<number | null> {
  return new Promise((resolve) => {
    running.child.once('exit', (code) => resolve(code));
    running.child.kill('SIGTERM');
  });
}

describe('server boot and shutdown', () => {
  let token = '';

  it('starts on an empty data dir: embedded PostgreSQL, migrations, demo data, admin from the environment', async () => {
    const server = await boot({ ADMIN_EMAIL: 'ops@torget.se', ADMIN_PASSWORD: 'ops-password-1' });
    const admin = await server.http.post('/api/users/signin', {
      email: 'ops@torget.se',
      password: 'ops-password-1',
    });
    expect(admin.status).toBe(200);
    expect(admin.body.is_admin).toBe(true);
    const demo = await server.http.post('/api/users/signin', {
      email: 'kund@torget.se',
      password: 'torget-kund',
    });
    expect(demo.status).toBe(200);
    token = demo.body.token;
    // Production log lines are gathered into writes of 4 kB or a second's worth (logger.ts): they arrive
    // while the server runs, within about a second.
    await expect.poll(server.output, { timeout: 3_000 }).toMatch(/"reqId":"[0-9a-f-]{36}"/);

    expect(await stop(server)).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    // Everything logged is out by the time it has stopped (the last lines are written on exit).
    expect(server.output()).toContain('kund@torget.se / torget-kund');
    expect(server.output()).toContain('"msg":"stopped"');
    // JSON logs in production carry a request id and never the password or token.
    expect(server.output()).toMatch(/"reqId":"[0-9a-f-]{36}".*"path":"\/api\/users\/signin"/);
    expect(server.output()).not.toContain('ops-password-1');
    expect(server.output()).not.toContain(token);
  }, 120_000);

  it('restarts on the same data dir with the data and signing secret kept', async () => {
    const server = await boot({ SEED_DEMO: 'true' });
    const me = await server.http.put('/api/users/profile', { name: 'Karin K.' }, { token });
    expect(me.status).toBe(200);
    const users = await server.http.post('/api/users/signin', {
      email: 'admin@torget.se',
      password: 'torget-admin',
    });
    expect(users.status).toBe(200);
    expect(await stop(server)).toBe(0);
  }, 120_000);
});
