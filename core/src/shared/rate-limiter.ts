import type { EntityManager } from '@mikro-orm/postgresql';
import { TooManyRequestsError } from './errors';

/**
 * Fixed-window limits kept in PostgreSQL, so every core instance counts the same hits (an in-memory
 * counter would let a client multiply its allowance by the number of instances).
 */
export async function hitRateLimit(
  em: EntityManager,
  key: string,
  limit: { max: number; windowSeconds: number; message: string },
): Promise<void> {
  const [row] = await em.execute<{ hits: number }[]>(
    `with hit as (insert into rate_limit_hits (key) values (?) returning 1)
     select count(*)::int + 1 as hits from rate_limit_hits where key = ? and at > now() - make_interval(secs => ?)`,
    [key, key, limit.windowSeconds],
  );
  // Old hits are only ever counted inside the window; drop them now and then.
  if (Math.random() < 0.01)
    await em.execute(`delete from rate_limit_hits where at < now() - interval '1 day'`);
  if ((row?.hits ?? 0) > limit.max) throw new TooManyRequestsError(limit.message, 'RATE_LIMITED');
}
