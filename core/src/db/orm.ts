import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, defineConfig } from '@mikro-orm/postgresql';
import { entities } from './entities';
import { migrationsList } from './migrations';

export type Orm = MikroORM;

/** One place that knows how core talks to PostgreSQL. */
export function ormConfig(clientUrl: string, log: (message: string) => void = () => {}) {
  return defineConfig({
    clientUrl,
    entities,
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

export async function openOrm(clientUrl: string, log?: (message: string) => void): Promise<Orm> {
  return MikroORM.init(ormConfig(clientUrl, log));
}

export async function migrate(orm: Orm): Promise<void> {
  await orm.migrator.up();
}
