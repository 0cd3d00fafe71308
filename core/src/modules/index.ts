import type { AwilixContainer } from 'awilix';
import type { Cradle } from '../container';
import type { RouteDef } from '../http/route';
import { settingsModule } from './settings/settings.module';
import { usersModule } from './users/users.module';

/** A slice of the domain: its registrations in the container and its routes. */
export interface CoreModule {
  name: string;
  register(container: AwilixContainer<Cradle>): void;
  routes: RouteDef[];
}

export const coreModules: CoreModule[] = [usersModule, settingsModule];
