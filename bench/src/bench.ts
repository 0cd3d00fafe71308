import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../../core/src/db/embedded-postgres';
import { openBenchDatabase } from './database';
import { seedBench } from './seed';

/**
 * `npm run bench`: on one freshly seeded database (100 000 products), compares core with bare
 * node:http + pg servers under the same load (50 connections, loopback only, bounded duration).
 */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;

async function start(script: string, databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = fork(path.join(import.meta.dirname, script), [], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

async function load(url: string, paths: string[]): Promise<number> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const dir = mkdtempSync(path.join(tmpdir(), 'torget-bench-db-'));
chmodSync(dir, 0o755);
const database = await openBenchDatabase(path.join(dir, 'postgres'));
console.warn(`seeding ${PRODUCTS} products…`);
await seedBench(database.url, PRODUCTS);
const client = new pg.Client({ connectionString: database.url });
await client.connect();
const sample = async (n: number) =>
  (await client.query('select id from products order by random() limit $1', [n])).rows.map(
    (r) => r.id as string,
  );
const hot = await sample(500);
const wide = await sample(20_000);
await client.end();

/** `target` is the least core/baseline ratio that passes; 0 marks a row shown for information only. */
const scenarios: { name: string; paths: string[]; target: number }[] = [
  { name: 'list page 1', paths: ['/api/products'], target: 2 },
  { name: "search name 'lampa'", paths: ['/api/products?name=lampa'], target: 2 },
  {
    name: 'category + price + rating',
    paths: ['/api/products?category=K%C3%B6k&min=100&max=1000&rating=3&order=lowest'],
    target: 2,
  },
  {
    name: 'list pages 2–20',
    paths: Array.from({ length: 19 }, (_, i) => `/api/products?pageNumber=${i + 2}`),
    target: 2,
  },
  { name: 'product by id (500 products)', paths: hot.map((id) => `/api/products/${id}`), target: 0.6 },
  {
    name: 'product by id (20 000, mostly uncached)',
    paths: wide.map((id) => `/api/products/${id}`),
    target: 0,
  },
];

const only = process.env.BENCH_ONLY;
if (only) scenarios.splice(0, scenarios.length, ...scenarios.filter((s) => s.name.includes(only)));
const baseline = await start('baseline-server.ts', database.url);
const core = await start('core-server.ts', database.url);
const rows: string[][] = [];
let failed = false;
for (const scenario of scenarios) {
  const base = await load(baseline.url, scenario.paths);
  const ours = await load(core.url, scenario.paths);
  const ratio = ours / base;
  const pass = ratio >= scenario.target;
  const result = scenario.target === 0 ? 'info' : pass ? 'PASS' : 'FAIL';
  failed ||= !pass;
  rows.push([
    scenario.name,
    base.toFixed(0),
    ours.toFixed(0),
    `${ratio.toFixed(2)}×`,
    scenario.target ? `≥ ${scenario.target}×` : '–',
    result,
  ]);
  console.warn(`${scenario.name}: baseline ${base.toFixed(0)} req/s, core ${ours.toFixed(0)} req/s`);
}
baseline.child.kill();
core.child.kill();
await database.stop();

const header = ['scenario', 'baseline req/s', 'core req/s', 'ratio', 'target', 'result'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
console.warn(
  `\n${PRODUCTS} products, ${CONNECTIONS} connections, ${SECONDS} s per run\n${line(header)}\n${rows.map(line).join('\n')}`,
);
process.exit(failed ? 1 : 0);
