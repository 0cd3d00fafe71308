import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../core/src/config/env';
import { loadPlugins } from '../../core/src/config/plugins';
import { buildContainer } from '../../core/src/container';
import { openOrm } from '../../core/src/db/orm';
import { createLogger } from '../../core/src/logger';
import { CoalescedReads } from '../../core/src/shared/coalesced-reads';
import type { ShopOverviewDto } from '@torget/contract';
import { figuresStatement } from '../../core/src/modules/overview/figures';
import { ShopOverviewService } from '../../core/src/modules/overview/shop-overview.service';
import { readCaller } from '../../core/src/modules/users/caller-read';
import { UserSchema } from '../../core/src/modules/users/user.entity';
import { openBenchDatabase } from './database';
import { seedBench } from './seed';
import { seedOverviewShop } from './seed-overview';

/**
 * `npm run explain:overview -w @torget/bench`: every query the seller's overview runs, on the bench's shop with 100 000
 * orders, each timed alone (`EXPLAIN (ANALYZE, BUFFERS)`, median of 5 of planning + execution) for both
 * ranges, then the service's own round trips and node CPU per answer (serially, no HTTP). Times that a
 * busy shared machine disturbs less than a load test's latencies. The database is kept under
 * `.data/bench-overview` (seeded on first use: `BENCH_PRODUCTS`, default 2 000, `BENCH_ORDERS`, 100 000);
 * `--plans` prints each plan.
 */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = 5;
const printPlans = process.argv.includes('--plans');
const root = path.resolve(import.meta.dirname, '../..');
const EMAIL = 'overview@bench.torget';

const database = await openBenchDatabase(path.join(root, '.data/bench-overview/postgres'));
const client = new pg.Client({ connectionString: database.url });
await client.connect();
let sellerId = (await client.query('select id from users where email = $1', [EMAIL])).rows[0]?.id as
  string | undefined;
if (!sellerId) {
  console.warn(`seeding ${PRODUCTS} products and a shop with ${ORDERS} orders…`);
  await seedBench(database.url, PRODUCTS);
  sellerId = (
    await client.query(
      `insert into users (id, name, email, password_hash, created_at, updated_at)
       values (gen_random_uuid(), 'Översikt', $1, '!', now(), now()) returning id`,
      [EMAIL],
    )
  ).rows[0].id as string;
  await seedOverviewShop(database.url, sellerId, ORDERS);
}

const config = loadConfig({
  DATABASE_URL: database.url,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'torget-explain-')),
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
});
// Every statement the ORM sends (the service's own and findOne's), counted per answer.
let statements = 0;
const orm = await openOrm(database.url);
const ormLogger = orm.config.getLogger() as unknown as { logQuery: (...args: unknown[]) => void };
ormLogger.logQuery = () => void statements++;
const container = buildContainer({ config, logger: createLogger(config), orm, plugins: await loadPlugins() });
const { paymentProviders, overviewStatements } = container.cradle;
// The figures' prepared statement goes through a pool of its own (prepared-figures.ts): counted too.
const runPrepared = overviewStatements.run.bind(overviewStatements);
overviewStatements.run = (sql, params) => {
  statements++;
  return runPrepared(sql, params);
};
// One answer at a time here, so nothing is ever shared: each answer's full cost.
const overviewReads = new CoalescedReads<ShopOverviewDto>();

/** The report goes to stdout (a markdown table to paste); progress to stderr. */
const say = (text: string) => process.stdout.write(`${text}\n`);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** CPU (user + system, ms) a process has used, from /proc at 100 ticks a second. */
const cpuOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
// PostgreSQL's CPU: all processes of the cluster (the backends, and background work that is idle here).
const dataDir = (await client.query<{ data_directory: string }>('show data_directory')).rows[0]!
  .data_directory;
const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
const pgCpu = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .reduce((sum, pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return Number(stat[1]) === postmaster || Number(pid) === postmaster ? sum + cpuOf(Number(pid)) : sum;
      } catch {
        return sum; // gone meanwhile
      }
    }, 0);

/** Runs `work` until PostgreSQL has spent `budget` ms of CPU on it (or `most` times): its CPU per run. */
async function pgCpuPerRun(work: () => Promise<unknown>, budget = 300, most = 400) {
  const before = pgCpu();
  let runs = 0;
  while (runs < most && pgCpu() - before < budget) {
    await work();
    runs++;
  }
  return (pgCpu() - before) / runs;
}

for (const range of process.argv.includes('--answers') ? [] : (['month', 'year'] as const)) {
  const em = orm.em.fork();
  const actor = await em.findOneOrFail(UserSchema, { id: sellerId });
  const { figures } = await new ShopOverviewService({
    em,
    paymentProviders,
    overviewReads,
    overviewStatements,
  }).figures(actor, {
    range,
  });
  const queries = [
    ...Object.entries(figures).map(([name, { sql, params }]) => ({ figure: name, sql, params })),
    { figure: '**all, as one statement**', ...figuresStatement(figures) },
  ];
  say(`\n## range=${range}: ${queries.length} figures`);
  say('| figure | EXPLAIN ANALYZE ms, median of 5 | PostgreSQL CPU ms per run | buffers hit | read | rows |');
  for (const query of queries) {
    const times: number[] = [];
    type Plan = { Plan: Record<string, number>; 'Planning Time': number; 'Execution Time': number };
    let plan: Plan | undefined;
    for (let i = 0; i < RUNS; i++) {
      const [row] = await orm.em
        .fork()
        .execute<{ 'QUERY PLAN': Plan[] }[]>(
          `explain (analyze, buffers, format json) ${query.sql}`,
          query.params,
        );
      plan = row!['QUERY PLAN'][0]!;
      times.push(plan['Planning Time'] + plan['Execution Time']);
    }
    const cpu = await pgCpuPerRun(() => orm.em.fork().execute(query.sql, query.params));
    const top = plan!.Plan;
    say(
      `| ${query.figure} | ${median(times).toFixed(2)} | ${cpu.toFixed(2)} | ${top['Shared Hit Blocks']} | ${top['Shared Read Blocks']} | ${top['Actual Rows']} |`,
    );
    if (printPlans) {
      const rows = await orm.em
        .fork()
        .execute<{ 'QUERY PLAN': string }[]>(`explain (analyze, buffers) ${query.sql}`, query.params);
      say(`\n${query.sql}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
    }
  }
  // The one statement as the service sends it: prepared, so after its first runs on a connection
  // PostgreSQL runs its kept plan without parsing or planning (prepared-figures.ts).
  const all = figuresStatement(figures);
  const prepared = await pgCpuPerRun(() => overviewStatements.run(all.sql, all.params));
  say(`| **all, prepared (as answered)** | – | ${prepared.toFixed(2)} | – | – | 1 |`);
}

// The whole answer, serially (no HTTP, no token check): wall time, node's and PostgreSQL's CPU, statements
// per answer (the user's read by the sign-in included). One at a time, so no answer is shared
// (coalesced-reads.ts): this is what each answer costs when no identical one is asked at the same moment.
say('\n| range | answers | wall ms | node CPU ms | PostgreSQL CPU ms | statements |');
for (const range of ['month', 'year'] as const) {
  const n = Number(process.env.ANSWERS ?? 100);
  statements = 0;
  const cpu = process.cpuUsage();
  const pgBefore = pgCpu();
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const em = orm.em.fork();
    // As the sign-in reads the caller (core/src/modules/users/caller-read.ts).
    const actor = (await readCaller(em, sellerId))!;
    await new ShopOverviewService({
      em,
      paymentProviders,
      overviewReads,
      overviewStatements,
    }).overview(actor, { range });
  }
  const used = process.cpuUsage(cpu);
  say(
    `| ${range} | ${n} | ${((performance.now() - started) / n).toFixed(1)} | ${((used.user + used.system) / 1000 / n).toFixed(2)} | ${((pgCpu() - pgBefore) / n).toFixed(2)} | ${statements / n} |`,
  );
}

await client.end();
await orm.close();
await database.stop();
