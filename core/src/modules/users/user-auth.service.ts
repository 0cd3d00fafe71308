import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { registerBody, signinBody } from '@torget/contract';
import { ConflictError, UnauthorizedError } from '../../shared/errors';
import type { EventBus } from '../../shared/event-bus';
import type { PasswordHasher } from './password-hasher';
import type { TokenService } from './token.service';
import { UserSchema, type User } from './user.entity';

interface Deps {
  em: EntityManager;
  passwords: PasswordHasher;
  tokens: TokenService;
  events: EventBus;
}

export interface Session {
  user: User;
  token: string;
}

/** Registration and sign-in. */
export class UserAuthService {
  constructor(private readonly deps: Deps) {}

  async register(input: z.output<typeof registerBody>): Promise<Session> {
    const { em, passwords, tokens, events } = this.deps;
    if (await em.count(UserSchema, { email: input.email })) {
      throw new ConflictError('An account with this email already exists.', 'EMAIL_TAKEN');
    }
    const user = em.create(UserSchema, {
      name: input.name,
      email: input.email,
      passwordHash: await passwords.hash(input.password),
      seller: { domain: null, plan: null },
    });
    await em.flush();
    events.emit('user.registered', { userId: user.id });
    return { user, token: tokens.sign(user) };
  }

  async signin(input: z.output<typeof signinBody>): Promise<Session> {
    const { em, passwords, tokens } = this.deps;
    const user = await em.findOne(UserSchema, { email: input.email }, { populate: ['passwordHash'] });
    const ok = await passwords.verify(user?.passwordHash, input.password);
    if (!user || !ok) throw new UnauthorizedError('Invalid email or password', 'INVALID_CREDENTIALS');
    return { user, token: tokens.sign(user) };
  }
}
