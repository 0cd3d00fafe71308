import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { migrate, openOrm } from '../db/orm';

export const TEMPLATE_DB = 'torget_template';

interface Cluster {
  adminUrl: string;
  stop: () => Promise<void>;
}

/** One real PostgreSQL (embedded-postgres) with a migrated template database that each test file clones. */
async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'torget-pg-'));
  const postgres = await startEmbeddedPostgres(dir);
  const adminUrl = postgres.url('postgres');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${TEMPLATE_DB}`);
  await client.end();
  const orm = await openOrm(postgres.url(TEMPLATE_DB));
  await migrate(orm);
  await orm.close();
  return {
    adminUrl,
    stop: async () => {
      await postgres.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// `vitest run` at the root runs core's and each plugin's global setup (all this file) one after another in one
// process, each project through its own module runner: the cluster is kept on globalThis so that the first
// project starts it, the others share it, and the last one's teardown stops it. (A cluster per project cost an
// initdb, a start and the migrations, about 10 s of CPU each, before the first test could run.)
const KEY = Symbol.for('torget.test-postgres');
type Shared = { cluster: Promise<Cluster>; users: number };
const shared = globalThis as typeof globalThis & { [KEY]?: Shared };

/** Vitest global setup for core and plugin tests: provides the shared cluster's maintenance URL. */
export default async function setup(project: TestProject) {
  const entry = (shared[KEY] ??= { cluster: startCluster(), users: 0 });
  entry.users += 1;
  let cluster: Cluster;
  try {
    cluster = await entry.cluster;
  } catch (error) {
    if (--entry.users === 0) delete shared[KEY];
    throw error;
  }
  project.provide('pgAdminUrl', cluster.adminUrl);
  return async () => {
    if (--entry.users > 0) return;
    delete shared[KEY];
    await cluster.stop();
  };
}
