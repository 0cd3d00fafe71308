import type { EntityManager } from '@mikro-orm/postgresql';
import { asClass, asValue, createContainer, InjectionMode, type AwilixContainer } from 'awilix';
import type { Logger } from 'pino';
import type { AppConfig } from './config/env';
import type { Orm } from './db/orm';
import type { AuthContext } from './http/auth-context';
import type { Site } from './http/site';
import { coreModules, type CoreModule } from './modules';
import type { SettingsService } from './modules/settings/settings.service';
import type { PasswordHasher } from './modules/users/password-hasher';
import type { TokenService } from './modules/users/token.service';
import type { UserAdminService } from './modules/users/user-admin.service';
import type { UserAuthService } from './modules/users/user-auth.service';
import type { UserProfileService } from './modules/users/user-profile.service';
import { EventBus } from './shared/event-bus';

/** Everything the container can resolve. Request-scoped entries exist only inside a request scope. */
export interface Cradle {
  config: AppConfig;
  logger: Logger;
  orm: Orm;
  events: EventBus;
  passwords: PasswordHasher;
  tokens: TokenService;
  // request scope
  em: EntityManager;
  requestToken: string | undefined;
  site: Site;
  log: Logger;
  auth: AuthContext;
  userAuth: UserAuthService;
  userProfile: UserProfileService;
  userAdmin: UserAdminService;
  settings: SettingsService;
}

export interface ContainerInput {
  config: AppConfig;
  logger: Logger;
  orm: Orm;
  modules?: CoreModule[];
}

/** Builds the strict awilix container: core's values, then each module's registrations. */
export function buildContainer({ config, logger, orm, modules = coreModules }: ContainerInput): AwilixContainer<Cradle> {
  const container = createContainer<Cradle>({ injectionMode: InjectionMode.PROXY, strict: true });
  container.register({
    config: asValue(config),
    logger: asValue(logger),
    orm: asValue(orm),
    events: asClass(EventBus).singleton(),
  });
  for (const module of modules) module.register(container);
  return container;
}
