import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AwilixContainer } from 'awilix';
import { inject } from 'vitest';
import { createApp } from '../app';
import { loadConfig, type AppConfig } from '../config/env';
import { loadPlugins } from '../config/plugins';
import { buildContainer } from '../container';
import { loadPageServer } from '../http/page-server';
import { undocumentedErrors } from '../http/route';
import { openOrm, type Orm } from '../db/orm';
import { createLogger } from '../logger';
import type { Cradle } from '../kernel/cradle';
import type { CoreModule } from '../kernel/core-module';
import { coreModules } from '../modules';
import { UserSchema } from '../modules/users/user.entity';
import type { LoadedPlugin } from '../plugins/define-plugin';
import { TestClient } from './http-client';
import { createTestDatabase } from './test-database';

export interface TestApp {
  http: TestClient;
  config: AppConfig;
  orm: Orm;
  /** The database this app uses; pass the app as `shareDatabaseWith` to run a second instance on it. */
  databaseUrl: string;
  container: AwilixContainer<Cradle>;
  /**
   * Runs the modules' background work now, as `npm start` does once it listens (what `startBackground: true`
   * runs at creation): a test of what a start does with data already there (a start-up backfill) makes the
   * data first. Once per app; `close` stops it.
   */
  startBackground(): Promise<void>;
  /** Registers a user through the API, then applies roles directly (there is no API to make the first admin). */
  createUser(options?: CreateUserOptions): Promise<TestUser>;
  close(): Promise<void>;
}

export interface CreateUserOptions {
  name?: string;
  email?: string;
  password?: string;
  admin?: boolean;
  /** Makes the user an approved seller with a complete shop (plan 1 unless given). */
  seller?:
    | boolean
    | {
        plan?: number;
        name?: string;
        hasSwish?: boolean;
        hasPaypal?: boolean;
        /** Other payment plugins' settings, by key (e.g. `{ has_invoice: true }`). */
        paymentSettings?: Record<string, string | boolean>;
        /** False: the shop is not VAT-registered (set before it has products). */
        vatRegistered?: boolean;
      };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the test cluster's maintenance database (global-setup.ts); each test file clones the template. */
    pgAdminUrl: string;
  }
}

let counter = 0;

/**
 * The plugins `npm start` turns on for this environment (by default: manual Swish). A test that adds its own
 * plugin and still wants to place orders lists these beside it.
 */
export function defaultPlugins(env: Record<string, string | undefined> = {}): Promise<LoadedPlugin[]> {
  return loadPlugins(env);
}

/**
 * The real app on its own fresh database (cloned from the migrated template), listening on a loopback
 * port. Use one per test file: `const app = await createTestApp(); afterAll(() => app.close());`
 */
export async function createTestApp(
  options: {
    /** Extra environment; a variable set to undefined falls back to core's own default (production's value). */
    env?: Record<string, string | undefined>;
    modules?: CoreModule[];
    plugins?: LoadedPlugin[];
    /** Another core instance on the same database (it is dropped by the app that created it). */
    shareDatabaseWith?: TestApp;
    /**
     * Runs the modules' background work as `npm start` does (the mail worker, hearing other
     * instances' catalogue changes); off by default so tests drive the mail queue themselves.
     */
    startBackground?: boolean;
    /**
     * The site settings `require_trader_details` and `require_product_safety_info` (docs/notices.md): a new
     * marketplace requires both; a test app starts with both off, so the specification's calls (approving a
     * shop, saving a product) work as docs/product.md §7 says. Tests of the requirements turn them on.
     */
    requirements?: { traderDetails?: boolean; productSafetyInfo?: boolean };
  } = {},
): Promise<TestApp> {
  const database = options.shareDatabaseWith
    ? { url: options.shareDatabaseWith.databaseUrl, drop: async () => {} }
    : await createTestDatabase(inject('pgAdminUrl'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'torget-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    // Test files sign up and sign in many users from one address. rate-limits.test.ts runs with the
    // production values (passing these as undefined).
    SIGNIN_FAILURES_PER_ACCOUNT: '1000',
    SIGNIN_FAILURES_PER_IP: '100000',
    REGISTRATIONS_PER_IP: '100000',
    RESET_REQUESTS_PER_IP: '100000',
    ...options.env,
  });
  const logger = createLogger(config);
  const orm = await openOrm(database.url, undefined, undefined, config.dbPoolSize);
  const modules = options.modules ?? coreModules;
  // Unless a test names its plugins, the app runs with those the environment turns on, as `npm start`
  // does (by default: manual Swish), so tests pay the way people do.
  const plugins = options.plugins ?? (await defaultPlugins(options.env));
  const container = buildContainer({ config, logger, orm, modules, plugins });
  const app = createApp(container, { pages: await loadPageServer(config.storefrontServer) });
  const server: Server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const http = new TestClient(`http://127.0.0.1:${port}`);
  let started = false;
  const startBackground = async () => {
    if (started) return;
    started = true;
    for (const module of modules) await module.start?.(container);
  };
  if (options.startBackground) await startBackground();
  if (!options.shareDatabaseWith && modules.some((module) => module.name === 'settings'))
    await orm.em.fork().execute(
      `insert into site_settings (id, require_trader_details, require_product_safety_info, updated_at)
       values (1, ?, ?, now())`,
      [options.requirements?.traderDetails ?? false, options.requirements?.productSafetyInfo ?? false],
    );

  return {
    http,
    config,
    orm,
    databaseUrl: database.url,
    container,
    startBackground,
    async createUser(userOptions = {}) {
      counter += 1;
      const email = userOptions.email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.se`;
      const password = userOptions.password ?? 'correct horse battery';
      const registered = await http.post('/api/users/register', {
        name: userOptions.name ?? `Test User ${counter}`,
        email,
        password,
      });
      if (registered.status !== 201) throw new Error(`register failed: ${registered.text}`);
      const id: string = registered.body._id;
      if (userOptions.admin || userOptions.seller) {
        const em = orm.em.fork();
        const user = await em.findOneOrFail(UserSchema, { id });
        if (userOptions.admin) user.isAdmin = true;
        if (userOptions.seller) {
          const shop = typeof userOptions.seller === 'object' ? userOptions.seller : {};
          user.isSeller = true;
          Object.assign(user.seller, {
            name: shop.name ?? `Butik ${counter}`,
            address: 'Storgatan 1',
            postNumber: '111 22',
            city: 'Stockholm',
            phone: '08-123 456',
            organisationNumber: '556016-0680',
            vatRegistered: shop.vatRegistered ?? true,
            vatNumber: 'SE556016068001',
            plan: shop.plan ?? 1,
            hasSwish: shop.hasSwish ?? true,
            swishNumber: shop.hasSwish === false ? '' : '1231181189',
            hasPaypal: shop.hasPaypal ?? false,
            paymentSettings: shop.paymentSettings ?? null,
          });
        }
        await em.flush();
      }
      return { id, email, password, token: registered.body.token };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (started) for (const module of modules) await module.stop?.(container);
      await container.dispose();
      await orm.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
      // Every error answer these tests saw must be one the API description lists (the contract's `errors`).
      const undocumented = undocumentedErrors(app);
      if (undocumented.length)
        throw new Error(
          `Error answers missing from the API description (add the kind to the call's \`errors\` in the contract):\n${undocumented.join('\n')}`,
        );
    },
  };
}
