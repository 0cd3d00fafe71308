import type { TestApp } from './test-app';

/**
 * Waits until `count` sessions on the app's database are blocked waiting for a lock (pg_stat_activity's
 * wait_event_type 'Lock': a row, tuple, transaction or table lock). A test that holds a lock to make
 * requests race calls this before releasing it, so the requests are known to have reached the lock —
 * however slow the machine — instead of hoping a fixed sleep was long enough.
 */
export async function waitForLockWaiters(app: TestApp, count: number, timeoutMs = 30_000): Promise<void> {
  const em = app.orm.em.fork();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await em.execute<{ waiting: number }[]>(
      `select count(*)::int as waiting from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const waiting = row?.waiting ?? 0;
    if (waiting >= count) return;
    if (Date.now() > deadline)
      throw new Error(`only ${waiting} of ${count} sessions were waiting for a lock after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
