import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectionBudget } from '../db/connection-budget';
import { freePort } from '../db/embedded-postgres';
import { TestClient } from '../testing';

/** Two `npm start` processes booting at the same moment on one empty database (compose's scaled profile). */
const coreDir = path.resolve(import.meta.dirname, '../..');
const adminUrl = inject('pgAdminUrl');
const name = `r_${randomBytes(6).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
const dirs: string[] = [];
const children: ChildProcess[] = [];
/** Small, so a few parallel requests fill each instance's pool. */
const POOL_SIZE = 4;
let replicas: TestClient[] = [];

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
  // The demo seed (hundreds of orders through the lifecycle) takes over a minute on a busy 2-core machine.
  for (let i = 0; i < 2_400; i++) {
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
      DB_POOL_SIZE: String(POOL_SIZE),
    };
    replicas = await Promise.all([boot(env), boot(env)]);
    const [a, b] = replicas as [TestClient, TestClient];
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
  }, 300_000);

  it('hold at most DB_POOL_SIZE + 1 PostgreSQL connections each under parallel requests (db/connection-budget.ts)', async () => {
    expect(replicas).toHaveLength(2);
    const budget = connectionBudget(POOL_SIZE);
    const watcher = new pg.Client({ connectionString: adminUrl });
    await watcher.connect();
    // Every client connection to the replicas' database, whoever opened it, by its application_name. Only
    // clients: PostgreSQL's own autovacuum workers are listed there too, unnamed (a CI run with two test
    // files at a time caught one), and they come from no pool.
    const sample = async () =>
      (
        await watcher.query<{ name: string; n: number }>(
          `select application_name as name, count(*)::int as n from pg_stat_activity
           where datname = $1 and backend_type = 'client backend' group by 1`,
          [name],
        )
      ).rows;
    const peak = new Map<string, number>();
    let peakTotal = 0;
    const names = new Set<string>();
    const record = (rows: { name: string; n: number }[]) => {
      const perInstance = new Map<string, number>();
      for (const row of rows) {
        names.add(row.name);
        const instance = row.name.replace(/-listen$/, '');
        perInstance.set(instance, (perInstance.get(instance) ?? 0) + row.n);
      }
      for (const [instance, n] of perInstance) peak.set(instance, Math.max(peak.get(instance) ?? 0, n));
      peakTotal = Math.max(
        peakTotal,
        rows.reduce((sum, row) => sum + row.n, 0),
      );
    };

    // Each path that queries around the ORM is in the load: listing rows, the overview's prepared figures,
    // the rate limits (failed sign-ins), pg-boss (its workers poll throughout), and the ORM itself.
    const load = async (http: TestClient) => {
      const seller = await http.post('/api/users/signin', {
        email: 'butik@torget.se',
        password: 'torget-butik',
      });
      expect(seller.status).toBe(200);
      const token = seller.body.token as string;
      const words = ['lampa', 'kopp', 'vas', 'ljus', 'bricka', 'kanna'];
      const calls: (readonly [string, Promise<{ status: number; text: string }>])[] = [
        ...words.flatMap((word) => {
          const overview = `/api/overview/shop?range=${word.length % 2 ? 'month' : 'year'}`;
          return [
            [`/api/products?keyword=${word}`, http.get(`/api/products?keyword=${word}`)],
            [`/api/search/suggestions?q=${word}`, http.get(`/api/search/suggestions?q=${word}`)],
            [overview, http.get(overview, { token })],
          ] as const;
        }),
        ...words.map(
          (word) =>
            [
              'a failed sign-in',
              http.post('/api/users/signin', { email: `${word}@torget.se`, password: 'inte-rätt-lösenord' }),
            ] as const,
        ),
      ];
      for (const [call, answer] of calls)
        expect((await answer).status, `${call}: ${(await answer).text}`).toBeLessThan(500);
    };
    let loading = true;
    const watching = (async () => {
      while (loading) record(await sample());
    })();
    try {
      await Promise.all(replicas.map((http) => Promise.all([load(http), load(http)])));
    } finally {
      loading = false;
      await watching;
    }
    record(await sample());
    await watcher.end();

    // Every connection is one of an instance's two kinds, named after the instance.
    for (const connection of names) expect(connection).toMatch(/^torget-[0-9a-f]{8}(-listen)?$/);
    expect(peak.size).toBe(2);
    for (const [instance, n] of peak) {
      expect(names).toContain(`${instance}-listen`);
      expect(n, instance).toBeLessThanOrEqual(budget.perInstance);
      // The load did fill the pool beyond a connection or two, so the count means something.
      expect(n, instance).toBeGreaterThanOrEqual(3);
    }
    expect(peakTotal).toBeLessThanOrEqual(budget.replicaSet(2));
  }, 120_000);
});
