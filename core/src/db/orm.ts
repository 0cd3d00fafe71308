import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, defineConfig } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { coreModules, type CoreModule } from '../modules';
import { applicationName, DEFAULT_POOL_SIZE, queryPool, rememberQueryPool } from './connection-budget';

export type Orm = MikroORM;

/**
 * One place that knows how core talks to PostgreSQL. Entities and migrations come from the modules;
 * migrations are listed (not globbed) so they run the same under tsx, vitest and a bundler.
 */
export function ormConfig(
  clientUrl: string,
  log: (message: string) => void = () => {},
  modules: CoreModule[] = coreModules,
  poolSize = DEFAULT_POOL_SIZE,
) {
  const migrationsList = modules
    .flatMap((module) => module.migrations ?? [])
    .sort((a, b) => a.name.localeCompare(b.name));
  return defineConfig({
    clientUrl,
    entities: modules.flatMap((module) => module.entities ?? []),
    extensions: [Migrator],
    migrations: { migrationsList, tableName: 'mikro_orm_migrations', transactional: true, snapshot: false },
    // Nothing may use the global EntityManager: every request works in its own fork.
    allowGlobalContext: false,
    // The instance's one pool (db/connection-budget.ts): the ORM's, and every other query's through queryPool().
    // Idle connections stay five minutes, so the prepared statements planned on them are kept.
    pool: { min: 0, max: poolSize, idleTimeoutMillis: 300_000 },
    driverOptions: {
      application_name: applicationName.pool,
      // Timestamps as PostgreSQL writes them in UTC, whatever the server's own zone: product.mapper turns
      // that text into ISO 8601 directly. Days are counted in Stockholm time explicitly (overview/period.ts).
      options: '-c TimeZone=UTC',
    },
    debug: ['info'],
    // MikroORM's own messages (migrations applied) go to our logger, not the console.
    logger: log,
    colors: false,
  });
}

export async function openOrm(
  clientUrl: string,
  log?: (message: string) => void,
  modules?: CoreModule[],
  poolSize?: number,
): Promise<Orm> {
  const orm = await MikroORM.init(ormConfig(clientUrl, log, modules, poolSize));
  rememberQueryPool(orm, (await orm.em.getConnection().getNativeClient()) as pg.Pool);
  return orm;
}

/** Any fixed number; every core instance takes the same PostgreSQL advisory lock to start up. */
const STARTUP_LOCK = 727_201_611;

/**
 * Runs start-up work (migrations, first data) under a session-level PostgreSQL advisory lock taken
 * on a connection of its own: several instances booting at once on one database take turns, and
 * the later ones find nothing left to do. The lock goes with the session, so a crashed instance
 * cannot leave it held. Not reentrant: do not call migrate() inside it.
 */
export async function withStartupLock<T>(orm: Orm, work: () => Promise<T>): Promise<T> {
  // A connection of the pool, closed afterwards rather than given back, so the lock goes with its session.
  const lock = await queryPool(orm).connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    lock.release(true);
  }
}

/** Applies pending migrations, safe when several instances boot together. */
export async function migrate(orm: Orm): Promise<void> {
  await withStartupLock(orm, () => orm.migrator.up());
}
