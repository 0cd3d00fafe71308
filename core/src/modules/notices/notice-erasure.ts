import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The notices module's part of deleting an account (docs/privacy.md), run on the privacy module's
 * 'account.erased' event inside the erasure's transaction: the reports the person sent stay (decisions rest on
 * them) without who sent them. Statements of reasons about the person stay as the record the DSA asks for.
 */
export async function eraseNotifier(em: EntityManager, email: string): Promise<void> {
  await em.execute(`update notices set notifier_name = '', notifier_email = '' where notifier_email = ?`, [
    email,
  ]);
}
