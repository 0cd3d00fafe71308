import pg from 'pg';
import type { TestApp } from './test-app';

const waitingSql = `select count(*)::int as waiting from pg_stat_activity
  where datname = current_database() and wait_event_type = 'Lock'`;

/** How many sessions on the app's database are blocked waiting for a lock (pg_stat_activity's 'Lock'). */
export async function lockWaiters(app: TestApp): Promise<number> {
  const [row] = await app.orm.em.fork().execute<{ waiting: number }[]>(waitingSql);
  return row?.waiting ?? 0;
}

/**
 * Waits until `count` sessions on the app's database are blocked waiting for a lock (a row, tuple,
 * transaction or table lock). A test that holds a lock to make requests race calls this before releasing
 * it, so the requests are known to have reached the lock — however slow the machine — instead of hoping a
 * fixed sleep was long enough. It asks on a connection of its own: requests queued at the lock may hold
 * all of the app's pool, and a question through the pool would then wait for a connection that never comes.
 */
export async function waitForLockWaiters(app: TestApp, count: number, timeoutMs = 30_000): Promise<void> {
  const watcher = new pg.Client({ connectionString: app.databaseUrl });
  await watcher.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await watcher.query<{ waiting: number }>(waitingSql);
      const waiting = rows[0]?.waiting ?? 0;
      if (waiting >= count) return;
      if (Date.now() > deadline)
        throw new Error(`only ${waiting} of ${count} sessions were waiting for a lock after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await watcher.end();
  }
}

/** A session of the test's own in an open transaction, to hold the locks that requests then wait for. */
export async function lockingSession(app: TestApp): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  await client.query('begin');
  return client;
}
