import type { MikroORM } from '@mikro-orm/postgresql';
import { asClass, asValue, createContainer, InjectionMode, type AwilixContainer } from 'awilix';
import type { Logger } from 'pino';
import type { AppConfig } from './config/env';
import type { Cradle } from './kernel/cradle';
import { coreModules, type CoreModule } from './modules';
import type { LoadedPlugin } from './plugins/define-plugin';
import { PaymentRegistry } from './plugins/payment-registry';
import { CarrierRegistry } from './plugins/carrier-registry';
import { CatalogueVersion } from './shared/catalogue-version';
import { EventBus } from './shared/event-bus';
import { JobQueue } from './shared/job-queue';

export type { Cradle };

export interface ContainerInput {
  config: AppConfig;
  logger: Logger;
  orm: MikroORM;
  modules?: CoreModule[];
  /** Validated plugins; they register after the modules, so they can replace a module's default provider. */
  plugins?: LoadedPlugin[];
}

/**
 * The composition root: the one place that wires core's values, the modules and the plugins into the
 * strict awilix container. Types live in `kernel/` (which imports no module), so nothing a module
 * imports leads back here.
 */
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
    // Stopped (gracefully) when the container is disposed, before the ORM's pool closes.
    jobs: asClass(JobQueue)
      .singleton()
      .disposer((jobs) => jobs.stop()),
    catalogueVersion: asClass(CatalogueVersion).singleton(),
    paymentProviders: asClass(PaymentRegistry).singleton(),
    carriers: asClass(CarrierRegistry).singleton(),
    modules: asValue(modules),
    plugins: asValue(plugins),
  });
  for (const module of modules) module.register(container);
  for (const plugin of plugins) plugin.definition.register(container, plugin.options);
  return container;
}
