import type { EntityManager } from '@mikro-orm/postgresql';
import { asClass, asValue, createContainer, InjectionMode, type AwilixContainer } from 'awilix';
import type { Logger } from 'pino';
import type { AppConfig } from './config/env';
import type { Orm } from './db/orm';
import type { Site } from './http/site';
import { coreModules, type CoreModule } from './modules';
import type { LoadedPlugin } from './plugins/define-plugin';
import { CatalogueVersion } from './shared/catalogue-version';
import { EventBus } from './shared/event-bus';

/**
 * Everything the container can resolve. Request-scoped entries exist only inside a request scope.
 * Modules add their own services by declaration merging (see users.module.ts).
 */
export interface Cradle {
  config: AppConfig;
  logger: Logger;
  orm: Orm;
  events: EventBus;
  catalogueVersion: CatalogueVersion;
  // request scope
  em: EntityManager;
  requestToken: string | undefined;
  site: Site;
  log: Logger;
}

export interface ContainerInput {
  config: AppConfig;
  logger: Logger;
  orm: Orm;
  modules?: CoreModule[];
  /** Validated plugins; they register after the modules, so they can replace a module's default provider. */
  plugins?: LoadedPlugin[];
}

/** Builds the strict awilix container: core's values, then each module's registrations. */
export function buildContainer({
  config,
  logger,
  orm,
  modules = coreModules,
  plugins = [],
}: ContainerInput): AwilixContainer<Cradle> {
  const container = createContainer<Cradle>({ injectionMode: InjectionMode.PROXY, strict: true });
  container.register({
    config: asValue(config),
    logger: asValue(logger),
    orm: asValue(orm),
    events: asClass(EventBus).singleton(),
    catalogueVersion: asClass(CatalogueVersion).singleton(),
  });
  for (const module of modules) module.register(container);
  for (const plugin of plugins) plugin.definition.register(container, plugin.options);
  return container;
}
