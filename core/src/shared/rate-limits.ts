import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from '../config/env';
import type { MikroORM } from '@mikro-orm/postgresql';
import { queryPool } from '../db/connection-budget';
import { TooManyRequestsError } from './errors';
import { msg, type Message } from './messages';

/** One limit: how many points per window, and what the refused caller is told. */
interface LimitDef {
  points: number;
  seconds: number;
  message: Message;
}

const signinMessage = msg('limits.signin');
const resetMessage = msg('limits.reset');

/** How long a password reset link stays valid; also the window of the per-address mail budget. */
export const RESET_LINK_TTL_SECONDS = 60 * 60;

/** Every limit the API enforces, in one place; the numbers that matter in operation come from the environment. */
function limitDefs({ limits }: AppConfig) {
  return {
    /** Failed sign-ins for one account from anywhere; cleared by a successful sign-in or password reset. */
    'signin:account': { points: limits.signinFailuresPerAccount, seconds: 15 * 60, message: signinMessage },
    /** Failed sign-ins from one address, whichever accounts it tries. */
    'signin:ip': { points: limits.signinFailuresPerIp, seconds: 15 * 60, message: signinMessage },
    'register:ip': {
      points: limits.registrationsPerIp,
      seconds: 60 * 60,
      message: msg('limits.register'),
    },
    'reset:ip': { points: limits.resetRequestsPerIp, seconds: 15 * 60, message: resetMessage },
    /**
     * Reset mails to one address, whoever asks. Past it the asker is still answered as usual (never
     * refused, so nobody can get the owner refused) but no mail goes out. The window equals a link's
     * lifetime: once the budget is used up, the mailbox holds a link sent inside the window, which
     * still works, so flooding an address can never leave its owner without a working link.
     */
    'reset:mail': {
      points: limits.resetMailsPerAddress,
      seconds: RESET_LINK_TTL_SECONDS,
      message: resetMessage,
    },
    /** Reports of illegal content (docs/notices.md) from one address, and about one notifier's email. */
    'notice:ip': { points: limits.noticesPerIp, seconds: 60 * 60, message: msg('limits.notices') },
    'notice:mail': { points: limits.noticesPerEmail, seconds: 60 * 60, message: msg('limits.notices') },
  } satisfies Record<string, LimitDef>;
}

export type LimitName = keyof ReturnType<typeof limitDefs>;

/**
 * Request limits counted in PostgreSQL by rate-limiter-flexible, so every core instance counts the
 * same hits (in memory, each instance would multiply the allowance). On the instance's one pool
 * (db/connection-budget.ts), never on a request's transaction: a counted hit stays counted when the
 * request's transaction rolls back.
 */
export class RateLimits {
  private readonly pool: pg.Pool;
  private readonly limiters: Record<LimitName, { limiter: RateLimiterPostgres; def: LimitDef }>;

  constructor({ orm, config }: { orm: MikroORM; config: AppConfig }) {
    this.pool = queryPool(orm);
    const defs = limitDefs(config);
    this.limiters = Object.fromEntries(
      Object.entries(defs).map(([name, def]) => [
        name,
        {
          def,
          limiter: new RateLimiterPostgres({
            storeClient: this.pool,
            storeType: 'pool',
            tableName: 'rate_limits',
            // Created by a migration, not by the library at run time.
            tableCreated: true,
            keyPrefix: name,
            points: def.points,
            duration: def.seconds,
          }),
        },
      ]),
    ) as RateLimits['limiters'];
  }

  /** Counts a hit; over the limit, a 429 that says when to come back (Retry-After). */
  async consume(name: LimitName, key: string): Promise<void> {
    const { limiter, def } = this.limiters[name];
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooMany(def, rejection);
      throw rejection;
    }
  }

  /** Counts a hit; false (and no error) when over the limit. */
  async tryConsume(name: LimitName, key: string): Promise<boolean> {
    try {
      await this.limiters[name].limiter.consume(key);
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  }

  /** Gives back a hit counted by consume() (e.g. an attempt that turned out to succeed). */
  async refund(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].limiter.reward(key, 1);
  }

  /** Forgets every hit of a key. */
  async clear(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].limiter.delete(key);
  }
}

function tooMany(def: LimitDef, state: RateLimiterRes): TooManyRequestsError {
  return new TooManyRequestsError(
    def.message,
    'RATE_LIMITED',
    Math.max(1, Math.ceil(state.msBeforeNext / 1000)),
  );
}
