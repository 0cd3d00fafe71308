import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { AwilixContainer } from 'awilix';
import type { Cradle } from './cradle';
import type { RouteDef } from './route-def';

/**
 * A slice of the domain: its entities, its checked-in migrations, its registrations in the container
 * and its routes (from its `*.routes.ts`). A module adds its services to `Cradle` and its events to
 * `DomainEvents` by declaration merging in its own files, so adding a module touches only the list in
 * `modules/index.ts`.
 */
export interface CoreModule {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entities?: EntitySchema<any, any>[];
  /** Hand-written migrations; names start with a timestamp and all modules' migrations run in name order. */
  migrations?: MigrationObject[];
  register(container: AwilixContainer<Cradle>): void;
  routes: RouteDef[];
  /** Background work started after the server listens (e.g. the mail worker) … */
  start?(container: AwilixContainer<Cradle>): void | Promise<void>;
  /** … and stopped on shutdown, before the database closes. */
  stop?(container: AwilixContainer<Cradle>): void | Promise<void>;
}
