import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, defineConfig } from '@mikro-orm/postgresql';
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

export async function migrate(orm: Orm): Promise<void> {
  await orm.migrator.up();
}
