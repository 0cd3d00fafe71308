import { msg } from '../../shared/messages';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { registerBody, signinBody } from '@torget/contract';
import type { Locale } from '@torget/i18n';
import { ConflictError, ForbiddenError, UnauthorizedError } from '../../shared/errors';
import type { RateLimits } from '../../shared/rate-limits';
import type { PasswordHasher } from './password-hasher';
import type { TokenService } from './token.service';
import { UserSchema, type User } from './user.entity';

interface Deps {
  em: EntityManager;
  passwords: PasswordHasher;
  tokens: TokenService;
  rateLimits: RateLimits;
}

export interface Session {
  user: User;
  token: string;
}

/** Registration and sign-in. */
export class UserAuthService {
  constructor(private readonly deps: Deps) {}

  /** `language`: what the request asked for (cookie or Accept-Language), kept as the account's language. */
  async register(
    input: z.output<typeof registerBody>,
    ip: string,
    language: Locale | undefined,
  ): Promise<Session> {
    const { em, passwords, tokens, rateLimits } = this.deps;
    await rateLimits.consume('register:ip', ip);
    if (await em.count(UserSchema, { email: input.email })) {
      throw new ConflictError(msg('users.emailTaken'), 'EMAIL_TAKEN');
    }
    const user = em.create(UserSchema, {
      name: input.name,
      email: input.email,
      passwordHash: await passwords.hash(input.password),
      seller: { domain: null, plan: null },
      language: language ?? null,
    });
    await em.flush();
    return { user, token: tokens.sign(user) };
  }

  /**
   * Every attempt is counted per address and per account BEFORE the password is checked (so parallel
   * guesses cannot slip past a count taken afterwards); a success gives the address its point back and
   * clears the account's count. Once either limit is used up even the right password gets a 429 with
   * Retry-After until the window passes, or (for the account) until its password is reset by mail.
   */
  async signin(
    input: z.output<typeof signinBody>,
    ip: string,
    language: Locale | undefined,
  ): Promise<Session> {
    const { em, passwords, tokens, rateLimits } = this.deps;
    await rateLimits.consume('signin:ip', ip);
    await rateLimits.consume('signin:account', input.email);
    const user = await em.findOne(UserSchema, { email: input.email }, { populate: ['passwordHash'] });
    const ok = await passwords.verify(user?.passwordHash, input.password);
    if (!user || !ok) throw new UnauthorizedError(msg('users.invalidCredentials'), 'INVALID_CREDENTIALS');
    if (user.suspendedAt) throw new ForbiddenError(msg('users.suspended'), 'ACCOUNT_SUSPENDED');
    await rateLimits.refund('signin:ip', ip);
    await rateLimits.clear('signin:account', input.email);
    // An account from before languages were saved learns one from the first sign-in that names it.
    if (!user.language && language) {
      user.language = language;
      await em.flush();
    }
    return { user, token: tokens.sign(user) };
  }
}
