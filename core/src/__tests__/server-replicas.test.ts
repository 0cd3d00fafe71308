import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../db/embedded-postgres';
import { TestClient } from '../testing';

/** Two `npm start` processes booting at the same moment on one empty database (compose's scaled profile). */
const coreDir = path.resolve(import.meta.dirname, '../..');
const adminUrl = inject('pgAdminUrl');
const name = `r_${randomBytes(6).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
const dirs: string[] = [];
const children: ChildProcess[] = [];

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

async function boot(env: Record<string, string>): Promise<TestClient> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'torget-replica-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: coreDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const http = new TestClient(`http://127.0.0.1:${port}`);
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if ((await http.get('/readyz').catch(() => undefined))?.status === 200) return http;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become ready:\n${output}`);
}

beforeAll(() => admin(`create database ${name}`));
afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await admin(`drop database if exists ${name} with (force)`);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('two instances starting together', () => {
  it('both come up: one migrates and seeds the demo shop and the admin, the other waits and finds it done', async () => {
    const env = {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'true',
      ADMIN_EMAIL: 'drift@torget.se',
      ADMIN_PASSWORD: 'drift-password-1',
    };
    const [a, b] = await Promise.all([boot(env), boot(env)]);
    for (const http of [a, b]) {
      const signin = await http.post('/api/users/signin', {
        email: 'drift@torget.se',
        password: 'drift-password-1',
      });
      expect(signin.status).toBe(200);
      expect(signin.body.is_admin).toBe(true);
    }
    const demo = await a.post('/api/users/signin', { email: 'kund@torget.se', password: 'torget-kund' });
    expect(demo.status).toBe(200);
    // The demo catalogue exists once, the same through either instance.
    const listA = await a.get('/api/products?pageSize=100');
    const listB = await b.get('/api/products?pageSize=100');
    expect(listA.body.products.length).toBeGreaterThan(0);
    expect(listB.body.products.map((p: { _id: string }) => p._id)).toEqual(
      listA.body.products.map((p: { _id: string }) => p._id),
    );
    const names = listA.body.products.map((p: { name: string }) => p.name);
    expect(new Set(names).size).toBe(names.length);
  }, 180_000);
});
