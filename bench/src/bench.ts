import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, chmodSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../../core/src/db/embedded-postgres';
import { startBuiltCore } from './built-core';
import { openBenchDatabase } from './database';
import { Latencies } from './latencies';
import { seedBench } from './seed';
import { seedOverviewShop } from './seed-overview';
import { distinctTerms, FILTERS, ORDERS, SUGGESTION_PREFIXES, SWEDISH_TERMS } from './workloads';

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

interface Load {
  rps: number;
  /** The exact 95th percentile of the 2xx answers' times (`Latencies`); autocannon reports none. */
  p95: number;
  p99: number;
  p97_5: number;
  requests: number;
}

async function load(
  url: string,
  paths: string[],
  seconds = SECONDS,
  { connections = CONNECTIONS, headers }: { connections?: number; headers?: Record<string, string> } = {},
): Promise<Load> {
  let next = 0;
  const latencies = new Latencies();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers,
        requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
      },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    latencies.listen(instance);
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p95: latencies.percentile(95),
    p99: result.latency.p99,
    p97_5: result.latency.p97_5,
    requests: result.requests.total,
  };
}

/** Peak resident memory of a process so far (VmHWM), in MB. */
const peakRssMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const RSS_TARGET_MB = 250;
/**
 * CPU time a process has used so far (user + system, /proc/{pid}/stat, in ms at Linux's 100 ticks a
 * second). Per request it is the figure a busy shared machine disturbs least: throughput falls when other
 * work takes the cores, the work each request costs barely moves.
 */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
/** Core's CPU per request over one load, in ms. */
async function coreLoad(paths: string[], options?: Parameters<typeof load>[3]) {
  const before = cpuMs(core.child.pid!);
  const result = await load(core.url, paths, SECONDS, options);
  return { ...result, cpu: (cpuMs(core.child.pid!) - before) / Math.max(result.requests, 1) };
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
// What people type: 20 000 distinct pieces of real product names, and a thousand more to warm up with.
const terms = await distinctTerms(client, 21_000);
await client.end();
// The last thousand warm the servers up; the scenario never asks for them.
const warmUpTerms = terms.splice(20_000);
if (terms.length < 20_000 && PRODUCTS >= 100_000) throw new Error(`only ${terms.length} distinct terms`);
const filters = FILTERS.map(
  ({ category, min, max, rating, order }) =>
    `/api/products?category=${encodeURIComponent(category)}&min=${min}&max=${max}&rating=${rating}&order=${order}`,
);

// Each Swedish text in every order and on three pages, so the same text is rarely in flight twice. Since
// issue 35 the catalogue index remembers a text's matches after its first read (until the catalogue
// changes), so this row measures searches paged and sorted anew, as shoppers use them; the 20 000 distinct
// terms above measure first reads.
const swedishSearches = SWEDISH_TERMS.flatMap((term) =>
  ORDERS.flatMap((order) =>
    [1, 2, 3].map(
      (page) => `/api/products?name=${encodeURIComponent(term)}&order=${order}&pageNumber=${page}`,
    ),
  ),
);
const SUGGESTIONS_P95_MS = 20;
// Issue 26: the seller's overview on a shop with 100 000 orders, p95 ≤ 50 ms at 20 connections. 30 days by day
// and 52 weeks by week, as the screen switches.
const OVERVIEW_ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const OVERVIEW_CONNECTIONS = 20;
const OVERVIEW_P95_MS = 50;

/**
 * `target` is the least core/baseline ratio that passes; 0 marks a row shown for information only.
 * `p99` also requires core's 99th percentile latency to be no worse than the baseline's.
 */
interface Scenario {
  name: string;
  paths: string[];
  target: number;
  p99?: boolean;
  /** Core alone, held to a bound on its p95 latency in ms (the baseline has no such call). */
  coreOnly?: { p95: number; connections?: number; signedIn?: boolean };
}
const scenarios: Scenario[] = [
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
  {
    name: 'search, 20 000 distinct terms',
    paths: terms.map((term) => `/api/products?name=${encodeURIComponent(term)}`),
    target: 2,
    p99: true,
  },
  { name: 'filters, 3 200 combinations', paths: filters, target: 2, p99: true },
  { name: 'Swedish: inflected, unaccented, misspelt', paths: swedishSearches, target: 2 },
  {
    name: 'suggestions as you type (core only)',
    paths: SUGGESTION_PREFIXES.map((prefix) => `/api/search/suggestions?q=${encodeURIComponent(prefix)}`),
    target: 0,
    coreOnly: { p95: SUGGESTIONS_P95_MS },
  },
  {
    name: `seller overview, ${OVERVIEW_ORDERS / 1000}k orders (core only, ${OVERVIEW_CONNECTIONS} conn.)`,
    paths: ['/api/overview/shop', '/api/overview/shop?range=year'],
    target: 0,
    coreOnly: { p95: OVERVIEW_P95_MS, connections: OVERVIEW_CONNECTIONS, signedIn: true },
  },
  { name: 'product by id (500 products)', paths: hot.map((id) => `/api/products/${id}`), target: 0.6 },
  {
    name: 'product by id (20 000, mostly uncached)',
    paths: wide.map((id) => `/api/products/${id}`),
    target: 0,
  },
];

// BENCH_ONLY: a part of a scenario's name, or several separated by `|`.
const only = process.env.BENCH_ONLY?.split('|');
if (only)
  scenarios.splice(
    0,
    scenarios.length,
    ...scenarios.filter((s) => only.some((part) => s.name.includes(part))),
  );
const baseline = await start('baseline-server.ts', database.url);
const core = await startBuiltCore(database.url);
// Both servers (and the database's caches) warmed the same way before anything is measured, so the
// first scenario does not pay for the JIT or cold pages (`BENCH_ONLY` runs would otherwise differ).
const warmUp = warmUpTerms.flatMap((term, i) => [
  `/api/products?name=${encodeURIComponent(term)}`,
  `/api/products?pageNumber=${2 + (i % 19)}&order=lowest`,
  `/api/products/${hot[i % hot.length]}`,
]);
for (const server of [baseline, core]) await load(server.url, warmUp, 3);
// Suggestions (core alone has the call) warmed with texts their row never asks: its JIT and the index's
// parts built at first use (the stems' vocabulary for typos) are then as warm as in a full run, where
// other rows come first; the row's own texts still start unremembered.
if (scenarios.some((scenario) => scenario.paths[0]?.startsWith('/api/search/suggestions')))
  await load(
    core.url,
    warmUpTerms
      .filter((term) => !SUGGESTION_PREFIXES.includes(term))
      .map((term) => `/api/search/suggestions?q=${encodeURIComponent(term)}`),
    2,
  );
// The overview's shop: an account registered through the API (so it has a token), its orders written in SQL.
let sellerToken = '';
if (scenarios.some((scenario) => scenario.coreOnly?.signedIn)) {
  const registered = await fetch(`${core.url}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Översikt', email: 'overview@bench.torget', password: 'bench-overview-1' }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const seller = (await registered.json()) as { _id: string; token: string };
  console.warn(`seeding ${OVERVIEW_ORDERS} orders for the overview's shop…`);
  await seedOverviewShop(database.url, seller._id, OVERVIEW_ORDERS);
  sellerToken = seller.token;
  await load(core.url, ['/api/overview/shop', '/api/overview/shop?range=year'], 2, {
    connections: 4,
    headers: { authorization: `Bearer ${sellerToken}` },
  });
}
const rows: string[][] = [];
let failed = false;
for (const scenario of scenarios) {
  if (scenario.coreOnly) {
    // The baseline has no such call: core alone, held to what the issues ask (25: p95 ≤ 20 ms, 26: p95 ≤ 50 ms).
    const { p95: bound, connections, signedIn } = scenario.coreOnly;
    const ours = await coreLoad(scenario.paths, {
      connections,
      headers: signedIn ? { authorization: `Bearer ${sellerToken}` } : undefined,
    });
    const rss = peakRssMb(core.child.pid!);
    const pass = ours.p95 <= bound && rss <= RSS_TARGET_MB;
    failed ||= !pass;
    rows.push([
      scenario.name,
      '–',
      ours.rps.toFixed(0),
      '–',
      `p95 ≤ ${bound} ms`,
      `– / ${ours.p99} (p95 ${ours.p95}, p97.5 ${ours.p97_5})`,
      rss.toFixed(0),
      ours.cpu.toFixed(2),
      pass ? 'PASS' : 'FAIL',
    ]);
    console.warn(
      `${scenario.name}: core ${ours.rps.toFixed(0)} req/s (p95 ${ours.p95} ms, p97.5 ${ours.p97_5} ms, p99 ${ours.p99} ms)`,
    );
    continue;
  }
  const base = await load(baseline.url, scenario.paths);
  const ours = await coreLoad(scenario.paths);
  const rss = peakRssMb(core.child.pid!);
  const ratio = ours.rps / base.rps;
  const pass = ratio >= scenario.target && (!scenario.p99 || ours.p99 <= base.p99) && rss <= RSS_TARGET_MB;
  const result = scenario.target === 0 ? 'info' : pass ? 'PASS' : 'FAIL';
  failed ||= !pass;
  rows.push([
    scenario.name,
    base.rps.toFixed(0),
    ours.rps.toFixed(0),
    `${ratio.toFixed(2)}×`,
    scenario.target ? `≥ ${scenario.target}×` : '–',
    `${base.p99} / ${ours.p99}${scenario.p99 ? ' (≤)' : ''}`,
    rss.toFixed(0),
    ours.cpu.toFixed(2),
    result,
  ]);
  console.warn(
    `${scenario.name}: baseline ${base.rps.toFixed(0)} req/s (p99 ${base.p99} ms), core ${ours.rps.toFixed(0)} req/s (p99 ${ours.p99} ms), core peak RSS ${rss.toFixed(0)} MB`,
  );
}
baseline.child.kill();
core.child.kill();
await database.stop();
// The seeded database is half a gigabyte; each run seeds its own.
rmSync(dir, { recursive: true, force: true });

const header = [
  'scenario',
  'baseline req/s',
  'core req/s',
  'ratio',
  'target',
  'p99 ms base / core',
  'core peak RSS MB',
  'core CPU ms/req',
  'result',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
console.warn(
  `\n${PRODUCTS} products, ${CONNECTIONS} connections, ${SECONDS} s per run\n${line(header)}\n${rows.map(line).join('\n')}`,
);
process.exit(failed ? 1 : 0);
