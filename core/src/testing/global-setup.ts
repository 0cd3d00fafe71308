import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { migrate, openOrm } from '../db/orm';

export const TEMPLATE_DB = 'torget_template';

/**
 * Vitest global setup for core and plugin tests: one real PostgreSQL (embedded-postgres) per test run,
 * with a migrated template database that each test file clones in milliseconds.
 */
export default async function setup(project: TestProject) {
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
  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    await postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
