import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../core/src/app';
import { loadConfig } from '../../core/src/config/env';
import { buildContainer } from '../../core/src/container';
import { openOrm } from '../../core/src/db/orm';
import { createLogger } from '../../core/src/logger';
import { coreModules } from '../../core/src/modules';

/** Core as it runs in production (JSON request logs included), on the benchmark database. */
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'torget-bench-')),
  DATABASE_URL: process.env.DATABASE_URL,
  PORT: process.env.PORT,
});
const logger = createLogger(config);
const orm = await openOrm(config.databaseUrl!);
const container = buildContainer({ config, logger, orm });
const app = createApp(container);
process.on('SIGINT', () => process.exit(0));
createServer(app.callback()).listen(config.port, '127.0.0.1', async () => {
  // Background work as under `npm start` (LISTEN for other instances' catalogue changes, mail worker).
  for (const module of coreModules) await module.start?.(container);
  process.send?.('ready');
});
