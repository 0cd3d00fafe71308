import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { AwilixContainer } from 'awilix';
import type { Cradle } from '../container';
import type { RouteDef } from '../http/route';
import { mailModule } from './mail/mail.module';
import { ordersModule } from './orders/orders.module';
import { passwordResetModule } from './password-reset/password-reset.module';
import { paymentsModule } from './payments/payments.module';
import { productsModule } from './products/products.module';
import { reviewsModule } from './reviews/reviews.module';
import { settingsModule } from './settings/settings.module';
import { shopsModule } from './shops/shops.module';
import { uploadsModule } from './uploads/uploads.module';
import { usersModule } from './users/users.module';

/**
 * A slice of the domain: its entities, its checked-in migrations, its registrations in the container
 * and its routes. A module adds its services to `Cradle` and its events to `DomainEvents` by
 * declaration merging in its own files, so adding a module touches only the list below.
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

export const coreModules: CoreModule[] = [
  usersModule,
  settingsModule,
  productsModule,
  reviewsModule,
  shopsModule,
  uploadsModule,
  ordersModule,
  mailModule,
  passwordResetModule,
  paymentsModule,
];
