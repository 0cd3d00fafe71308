import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../db/embedded-postgres';
import { demoAccounts } from '../db/seed/demo-accounts';
import { orderBody } from '../modules/orders/__tests__/fixtures';
import { TestClient } from '../testing';

/**
 * The real server as `npm start` runs it (its own process, embedded PostgreSQL, demo data), on one data dir
 * for the whole file: booted on it empty, stopped and restarted, then killed with SIGKILL in the middle of
 * order writes and started again. (One data dir: a fresh one costs an initdb and the demo seed, the most of
 * a boot.) The crash test seeds the dir itself when it runs alone.
 */
const coreDir = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'torget-boot-'));
// As root, PostgreSQL runs as a `postgres` user that must be able to enter the data dir (mkdtemp makes it 0700).
chmodSync(dataDir, 0o755);
const running = new Set<ChildProcess>();

afterAll(async () => {
  for (const child of running) await stop(child, 'SIGTERM');
  // Had the crash test failed between the kill and the restart, the orphan would still run: stop it.
  const orphan = postmasterPid();
  if (orphan && isAlive(orphan)) {
    process.kill(orphan, 'SIGINT');
    for (let i = 0; i < 100 && isAlive(orphan); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  rmSync(dataDir, { recursive: true, force: true });
});

interface Running {
  child: ChildProcess;
  http: TestClient;
  output: () => string;
}

/** Starts the real server the way `npm start` does on this file's data dir, and waits for /readyz. */
async function boot(env: Record<string, string> = {}, port?: number): Promise<Running> {
  port ??= await freePort();
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
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const http = new TestClient(`http://127.0.0.1:${port}`);
  // An empty data dir starts PostgreSQL, migrates and seeds the demo: under a full parallel test run that
  // takes well over the half-minute it takes alone, so the deadline is generous (the tests allow 120 s).
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      running.delete(child);
      throw new Error(`the server exited before it was ready:\n${output}`);
    }
    const ready = await http.get('/readyz').catch(() => undefined);
    if (ready?.status === 200) return { child, http, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not become ready in 90 s:\n${output}`);
}

/** Stops a server with `signal` and answers its exit code. */
async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
  running.delete(child);
  return child.exitCode;
}

function postmasterPid(): number | undefined {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

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

    expect(await stop(server.child, 'SIGTERM')).toBe(0);
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
    expect(await stop(server.child, 'SIGTERM')).toBe(0);
  }, 120_000);
});

async function signIn(base: string): Promise<Record<string, string>> {
  const { email, password } = demoAccounts.buyer;
  const res = await fetch(`${base}/api/users/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

describe('a server killed with SIGKILL', () => {
  it(
    'restarts on the same data, and every order it acknowledged is there',
    { timeout: 240_000 },
    async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      // The demo data of the tests above (or, run alone, seeded now on the empty dir).
      const first = await boot({ SEED_DEMO: 'true' }, port);
      const headers = await signIn(base);

      // One shop's products with the most stock, so the orders are not refused for stock.
      const list = (await (await fetch(`${base}/api/products`)).json()) as {
        products: { _id: string; countInStock: number; seller: { _id: string } }[];
      };
      const stockBySeller = new Map<string, number>();
      for (const p of list.products)
        stockBySeller.set(p.seller._id, (stockBySeller.get(p.seller._id) ?? 0) + p.countInStock);
      const [shop] = [...stockBySeller].sort((a, b) => b[1] - a[1])[0]!;
      const products = list.products.filter((p) => p.seller._id === shop);
      const placeOrder = (i: number) =>
        fetch(`${base}/api/orders`, {
          method: 'POST',
          headers,
          body: JSON.stringify(orderBody([{ product: products[i % products.length]!._id, qty: 1 }])),
        });

      // Four writers place orders until the server dies under them; an answered 201 is an acknowledgement.
      const acknowledged: string[] = [];
      const refused: number[] = [];
      let killed = false;
      const writer = async (offset: number) => {
        for (let i = offset; !killed; i += 4) {
          try {
            const res = await placeOrder(i);
            if (res.status === 201) acknowledged.push(((await res.json()) as { _id: string })._id);
            else refused.push(res.status);
          } catch {
            // The connection died with the server: not acknowledged, so nothing is promised.
          }
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      while (acknowledged.length < 12) await new Promise((resolve) => setTimeout(resolve, 20));
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
      killed = true;
      running.delete(first.child);
      await Promise.all(writers);
      expect(refused).toEqual([]);

      // The embedded PostgreSQL outlived its server (what used to block the next start).
      const orphan = postmasterPid();
      expect(orphan && isAlive(orphan)).toBe(true);

      const second = await boot({ SEED_DEMO: 'true' }, port);
      expect(second.output()).toContain('left running by a server that did not shut down');
      expect(isAlive(orphan!)).toBe(false);
      const after = await signIn(base);
      for (const id of acknowledged) {
        const res = await fetch(`${base}/api/orders/${id}`, { headers: after });
        expect(res.status, `acknowledged order ${id}`).toBe(200);
      }

      // A second server on the same data dir while this one runs is refused, and leaves this one's database alone.
      const intruder = await boot({ SEED_DEMO: 'true' }).then(
        () => '',
        (error: Error) => error.message,
      );
      expect(intruder).toContain(
        `Another Torget server (process ${second.child.pid}) is running on this data directory`,
      );
      expect((await fetch(`${base}/api/orders/${acknowledged[0]}`, { headers: after })).status).toBe(200);

      // A clean stop leaves no PostgreSQL behind.
      const pid = postmasterPid()!;
      await stop(second.child, 'SIGTERM');
      expect(isAlive(pid)).toBe(false);
    },
  );
});
