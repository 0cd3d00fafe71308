import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The retention rule for rate-limit rows (docs/privacy.md): a row whose window has ended holds an email or an
 * IP address for nothing. (rate-limiter-flexible also clears them now and then; this makes it certain.)
 */
export async function removeEndedRateLimits(em: EntityManager, now: Date): Promise<number> {
  const rows = await em.execute('delete from rate_limits where expire < ? returning key', [now.getTime()]);
  return rows.length;
}
