import type { EntityManager } from '@mikro-orm/postgresql';
import type { PasswordHasher } from './password-hasher';
import { UserSchema } from './user.entity';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: make sure that admin exists with that password (created, or reset and
 * promoted). A reset bumps the token version, so sessions made with the old password end.
 */
export async function ensureAdminAccount(
  em: EntityManager,
  passwords: PasswordHasher,
  admin: { email: string; password: string },
): Promise<'created' | 'updated'> {
  const email = admin.email.trim().toLowerCase();
  const existing = await em.findOne(UserSchema, { email }, { populate: ['passwordHash'] });
  if (!existing) {
    em.create(UserSchema, {
      name: 'Admin',
      email,
      passwordHash: await passwords.hash(admin.password),
      isAdmin: true,
      seller: { domain: null, plan: null },
    });
    await em.flush();
    return 'created';
  }
  existing.isAdmin = true;
  if (!(await passwords.verify(existing.passwordHash, admin.password))) {
    existing.passwordHash = await passwords.hash(admin.password);
    existing.tokenVersion += 1;
  }
  await em.flush();
  return 'updated';
}
