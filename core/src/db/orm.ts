import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, defineConfig } from '@mikro-orm/postgresql';
import pg from 'pg';
import { coreModules, type CoreModule } from '../modules';

export type Orm = MikroORM;

/**
 * One place that knows how core talks to PostgreSQL. Entities and migrations come from the modules;
 * migrations are listed (not globbed) so they run the same under tsx, vitest and a bundler.
 */
export function ormConfig(
  clientUrl: string,
  log: (message: string) => void = () => {},
  modules: CoreModule[] = coreModules,
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
    pool: { min: 0, max: 10 },
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
): Promise<Orm> {
  return MikroORM.init(ormConfig(clientUrl, log, modules));
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
  const lock = new pg.Client({
    connectionString: orm.config.get('clientUrl'),
    application_name: 'torget-startup',
  });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await lock.end();
  }
}

/** Applies pending migrations, safe when several instances boot together. */
export async function migrate(orm: Orm): Promise<void> {
  await withStartupLock(orm, () => orm.migrator.up());
}
