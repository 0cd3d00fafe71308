import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Locale } from '@torget/i18n';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/env';
import type { Site } from '../http/site';
import type { CoreModule } from './core-module';
import type { PaymentRegistry } from '../plugins/payment-registry';
import type { CarrierRegistry } from '../plugins/carrier-registry';
import type { LoadedPlugin } from '../plugins/define-plugin';
import type { CatalogueVersion } from '../shared/catalogue-version';
import type { EventBus } from '../shared/event-bus';
import type { JobQueue } from '../shared/job-queue';

/**
 * Everything the container can resolve. Request-scoped entries exist only inside a request scope.
 * Modules add their own services by declaration merging (`declare module '../../kernel/cradle'`), so this
 * file imports no module and the container, the modules and the route helper share types without a circle.
 */
export interface Cradle {
  config: AppConfig;
  logger: Logger;
  orm: MikroORM;
  events: EventBus;
  /** Background jobs (pg-boss); modules declare their queues when they register. */
  jobs: JobQueue;
  catalogueVersion: CatalogueVersion;
  /** The modules and plugins the composition root wired, for the app's routes and the server's start/stop. */
  modules: CoreModule[];
  plugins: LoadedPlugin[];
  /** Payment plugins add their providers here in `register`. */
  paymentProviders: PaymentRegistry;
  /** Carrier plugins add theirs here in `register`. */
  carriers: CarrierRegistry;
  // request scope
  em: EntityManager;
  requestToken: string | undefined;
  /** The request's id (request-log.ts), which its log lines carry. */
  requestId: string;
  site: Site;
  /** The language the request is answered in (Accept-Language; English when none fits). */
  locale: Locale;
  log: Logger;
}
