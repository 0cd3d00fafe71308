import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';

/** DB_POOL_SIZE's default: the connections one instance may hold for its queries. */
export const DEFAULT_POOL_SIZE = 10;

/**
 * DB_POOL_SIZE's least value: start-up holds one connection for its lock while the migrations (or the
 * demo seed) run their transaction on a second, and a request's statement beside a running job needs a third.
 */
export const MIN_POOL_SIZE = 3;

/** Tells this process's connections apart from other instances' in `pg_stat_activity` (a replica set). */
const instance = randomBytes(4).toString('hex');

/** `application_name` of every connection core opens: `torget-<instance>`, and `-listen` for the listener. */
export const applicationName = {
  pool: `torget-${instance}`,
  listen: `torget-${instance}-listen`,
} as const;

/**
 * Every PostgreSQL connection one core instance opens, in one place. Core holds exactly two kinds:
 *
 * 1. **The pool** (`DB_POOL_SIZE` connections at most, MikroORM's pg pool, `torget-<instance>`). Everything
 *    that queries shares it, each user's statements taking any idle connection and giving it back:
 *    - MikroORM: entities, transactions, migrations, the demo seed (`db/orm.ts`);
 *    - start-up's advisory lock, held on one connection of the pool while the migrations run and destroyed
 *      after (`withStartupLock`), so the lock goes with its session;
 *    - the listing rows' prepared statement (`products/listing-rows.ts`) and the overview's prepared figures
 *      (`overview/prepared-figures.ts`): named statements are kept per connection, so on the pool's
 *      connections they are planned once each, as they were on pools of their own;
 *    - rate-limiter-flexible's counters (`shared/rate-limits.ts`): never inside a request's transaction,
 *      since a pool query takes a connection of its own;
 *    - pg-boss (`shared/job-queue.ts`), through an adapter over the pool; jobs sent with a change go on
 *      that change's transaction.
 *    Connections idle for five minutes close (the prepared plans go with them).
 * 2. **The listener** (1 connection, `torget-<instance>-listen`, `db/pg-listener.ts`): LISTEN holds a
 *    session for as long as it listens, so it cannot be a pooled connection that others use between
 *    queries. Only while the catalogue version listens (the products module's start).
 *
 * Nothing else connects: a new pool or client belongs here, with its reason, and in the budget below
 * (`server-replicas.test.ts` counts the connections a booted instance holds under load against it).
 * Before (issue 35) there were six: the ORM's 10, listings 6, overview 4, pg-boss 4, rate limits 3 and the
 * listener, 28 per instance, and the start-up lock's one more.
 */
export function connectionBudget(poolSize: number) {
  const perInstance = poolSize + 1;
  return {
    pool: poolSize,
    listen: 1,
    perInstance,
    /** Connections a replica set of `instances` holds at most, with every pool full. */
    replicaSet: (instances: number) => instances * perInstance,
  };
}

/** The pg pool behind each ORM that db/orm.ts opened. */
const pools = new WeakMap<MikroORM, pg.Pool>();

export function rememberQueryPool(orm: MikroORM, pool: pg.Pool): void {
  pools.set(orm, pool);
}

/**
 * The instance's one pool (the ORM's), for the statements that go around the ORM: prepared statements,
 * the rate limits' and pg-boss's. Closed by `orm.close()`, never by its other users.
 */
export function queryPool(orm: MikroORM): pg.Pool {
  const pool = pools.get(orm);
  if (!pool) throw new Error('queryPool: this ORM was not opened by openOrm (db/orm.ts)');
  return pool;
}
