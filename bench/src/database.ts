import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../core/src/db/embedded-postgres';
import { migrate, openOrm } from '../../core/src/db/orm';

export interface BenchDatabase {
  url: string;
  stop: () => Promise<void>;
}

/**
 * DATABASE_URL when set, else an embedded PostgreSQL under `dir` (kept apart from the app's own .data,
 * so benchmark rows never land in the dev shop). Migrated either way.
 */
export async function openBenchDatabase(dir: string): Promise<BenchDatabase> {
  let url = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    mkdirSync(dir, { recursive: true });
    chmodSync(path.dirname(dir), 0o755);
    const postgres = await startEmbeddedPostgres(dir);
    url = postgres.url('postgres');
    stop = postgres.stop;
  }
  const orm = await openOrm(url);
  await migrate(orm);
  await orm.close();
  return { url, stop };
}
