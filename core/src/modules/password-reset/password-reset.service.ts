import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/env';
import { BadRequestError } from '../../shared/errors';
import { hitRateLimit } from '../../shared/rate-limiter';
import { enqueueMail } from '../mail/mail-queue';
import { passwordResetMail } from '../mail/templates/account.templates';
import type { PasswordHasher } from '../users/password-hasher';
import { UserSchema } from '../users/user.entity';

interface Deps {
  em: EntityManager;
  passwords: PasswordHasher;
  config: AppConfig;
}

const TOKEN_TTL = '1 hour';
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const invalidLink = () =>
  new BadRequestError(
    'This reset link is invalid or has expired. Please ask for a new one.',
    'INVALID_RESET_TOKEN',
  );

/** Forgot/reset password (SPEC §2, §7): single-use tokens, stored hashed, valid for an hour. */
export class PasswordResetService {
  constructor(private readonly deps: Deps) {}

  /**
   * Same outcome whether or not the email has an account, so the answer reveals nothing. (The known
   * case does two more inserts; the per-email limit leaves far too few samples to time that.)
   */
  async requestReset(email: string, ip: string): Promise<void> {
    const { em, config } = this.deps;
    const message = 'Too many reset requests. Please wait a while and try again.';
    await hitRateLimit(em, `reset:ip:${ip}`, { max: 10, windowSeconds: 15 * 60, message });
    await hitRateLimit(em, `reset:email:${email}`, { max: 3, windowSeconds: 15 * 60, message });
    const user = await em.findOne(UserSchema, { email });
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    await em.transactional(async (tx) => {
      await tx.execute(
        `insert into password_reset_tokens (user_id, token_hash, expires_at) values (?, ?, now() + interval '${TOKEN_TTL}')`,
        [user.id, hashToken(token)],
      );
      await enqueueMail(
        tx,
        passwordResetMail(user.email, user.name, `${config.publicUrl}/reset_password/${token}`),
      );
    });
  }

  /** Sets the new password, ends older sessions and burns every open token of the account. */
  async reset(email: string, token: string, newPassword: string): Promise<void> {
    const { em, passwords } = this.deps;
    const tokenHash = hashToken(token);
    // Check the token before hashing: argon2 costs ~20 MB and real CPU, a forged token must cost nothing.
    if (!(await this.openToken(em, tokenHash, email, false))) throw invalidLink();
    const passwordHash = await passwords.hash(newPassword);
    await em.transactional(async (tx) => {
      // Again under a row lock, so two concurrent resets with one token cannot both succeed.
      const row = await this.openToken(tx, tokenHash, email, true);
      if (!row) throw invalidLink();
      await tx.execute(
        'update users set password_hash = ?, token_version = token_version + 1, updated_at = now() where id = ?',
        [passwordHash, row.user_id],
      );
      await tx.execute(
        'update password_reset_tokens set used_at = now() where user_id = ? and used_at is null',
        [row.user_id],
      );
    });
  }

  private async openToken(em: EntityManager, tokenHash: string, email: string, lock: boolean) {
    const [row] = await em.execute<{ user_id: string }[]>(
      `select t.user_id from password_reset_tokens t join users u on u.id = t.user_id
       where t.token_hash = ? and u.email = ? and t.used_at is null and t.expires_at > now()
       ${lock ? 'for update of t' : ''}`,
      [tokenHash, email],
    );
    return row;
  }
}
