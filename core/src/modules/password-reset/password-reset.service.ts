import { msg } from '../../shared/messages';
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/env';
import { BadRequestError } from '../../shared/errors';
import { RESET_LINK_TTL_SECONDS, type RateLimits } from '../../shared/rate-limits';
import type { MailQueue } from '../mail/mail-queue';
import { passwordResetMail } from '../mail/templates/account.templates';
import { recipientOf } from '../mail/templates/mail-text';
import type { PasswordHasher } from '../users/password-hasher';
import { UserSchema } from '../users/user.entity';
import { replacePassword } from '../users/user-password';

interface Deps {
  em: EntityManager;
  passwords: PasswordHasher;
  config: AppConfig;
  rateLimits: RateLimits;
  mailQueue: MailQueue;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const invalidLink = () => new BadRequestError(msg('passwordReset.invalidLink'), 'INVALID_RESET_TOKEN');

/** Forgot/reset password (docs/product.md §2, §7): single-use tokens, stored hashed, valid for an hour. */
export class PasswordResetService {
  constructor(private readonly deps: Deps) {}

  /**
   * Same outcome whether or not the email has an account, so the answer reveals nothing. (The known
   * case does two more inserts; the per-address mail budget leaves far too few samples to time that.)
   * Limits: an asking address gets a 429 after too many requests. Per target email there is only a
   * mail budget: past it the request is answered as usual and no mail goes out, so asking for
   * someone's address can flood neither their mailbox nor get their own request refused, and a link
   * already sent keeps working (see 'reset:mail' in rate-limits.ts).
   */
  async requestReset(email: string, ip: string): Promise<void> {
    const { em, config, rateLimits } = this.deps;
    await rateLimits.consume('reset:ip', ip);
    if (!(await rateLimits.tryConsume('reset:mail', email))) return;
    const user = await em.findOne(UserSchema, { email });
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    await em.transactional(async (tx) => {
      await tx.execute(
        `insert into password_reset_tokens (user_id, token_hash, expires_at) values (?, ?, now() + make_interval(secs => ?))`,
        [user.id, hashToken(token), RESET_LINK_TTL_SECONDS],
      );
      await this.deps.mailQueue.enqueue(
        tx,
        passwordResetMail(recipientOf(user), user.name, `${config.publicUrl}/reset_password/${token}`),
      );
    });
  }

  /** Sets the new password, ends older sessions and burns every open token of the account. */
  async reset(email: string, token: string, newPassword: string): Promise<void> {
    const { em, passwords, rateLimits } = this.deps;
    const tokenHash = hashToken(token);
    // Check the token before hashing: argon2 costs ~20 MB and real CPU, a forged token must cost nothing.
    if (!(await this.openToken(em, tokenHash, email, false))) throw invalidLink();
    const passwordHash = await passwords.hash(newPassword);
    await em.transactional(async (tx) => {
      // Again under a row lock, so two concurrent resets with one token cannot both succeed.
      const row = await this.openToken(tx, tokenHash, email, true);
      if (!row) throw invalidLink();
      await replacePassword(tx, row.user_id, passwordHash);
      await tx.execute(
        'update password_reset_tokens set used_at = now() where user_id = ? and used_at is null',
        [row.user_id],
      );
    });
    // Whoever ran the account's sign-in limit up, the owner who proved the mailbox may sign in now.
    await rateLimits.clear('signin:account', email);
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
