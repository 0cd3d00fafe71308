import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Replaces an account's password (already hashed) and ends its sessions: the users module's write for
 * a password set outside the profile call, as a reset link does. Run in the caller's transaction.
 */
export async function replacePassword(em: EntityManager, userId: string, passwordHash: string) {
  await em.execute(
    'update users set password_hash = ?, token_version = token_version + 1, updated_at = now() where id = ?',
    [passwordHash, userId],
  );
}
