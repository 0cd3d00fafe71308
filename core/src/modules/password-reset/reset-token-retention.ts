import type { EntityManager } from '@mikro-orm/postgresql';

/** The retention rule for reset links (docs/privacy.md): gone a day after they expire, used or not. */
export async function removeSpentResetTokens(em: EntityManager, now: Date): Promise<number> {
  const rows = await em.execute(
    `delete from password_reset_tokens where expires_at < ?::timestamptz - interval '1 day' returning id`,
    [now],
  );
  return rows.length;
}
