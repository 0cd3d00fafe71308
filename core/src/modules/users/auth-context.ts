import { msg } from '../../shared/messages';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenError, UnauthorizedError } from '../../shared/errors';
import type { CoalescedReads } from '../../shared/coalesced-reads';
import { readCaller, type CallerRow } from './caller-read';
import type { User } from './user.entity';
import type { TokenService } from './token.service';
import type { Site } from '../../http/site';
import { userOnSite } from './site-roles';

interface Deps {
  em: EntityManager;
  tokens: TokenService;
  /** Identical caller reads of concurrent requests share one statement (caller-read.ts). */
  callerReads: CoalescedReads<CallerRow>;
  requestToken: string | undefined;
  site: Site;
}

/**
 * Who is calling, read from the database on each request (never from the token's claims):
 * a deleted user, a changed password (token version) or a revoked role ends old tokens at once.
 */
export class AuthContext {
  private loaded: Promise<User | null> | undefined;

  constructor(private readonly deps: Deps) {}

  /** The signed-in user, or null when no valid token was sent. */
  optionalUser(): Promise<User | null> {
    this.loaded ??= this.load();
    return this.loaded;
  }

  async requireUser(): Promise<User> {
    if (!this.deps.requestToken) throw new UnauthorizedError(msg('errors.signIn'), 'NO_TOKEN');
    const user = await this.optionalUser();
    if (!user) throw new UnauthorizedError(msg('users.sessionEnded'), 'INVALID_TOKEN');
    return user;
  }

  /** Admins, on the marketplace host only (the user is seen through `userOnSite`). */
  async requireAdmin(): Promise<User> {
    const user = await this.requireUser();
    if (user.isAdmin) return user;
    throw new ForbiddenError(
      msg(this.deps.site.kind === 'shop' ? 'users.adminOnMarketplace' : 'users.adminsOnly'),
      this.deps.site.kind === 'shop' ? 'WRONG_SITE' : 'FORBIDDEN',
    );
  }

  /** Sellers (with an open shop) on the marketplace or their own domain, and admins on the marketplace. */
  async requireSeller(): Promise<User> {
    const user = await this.requireUser();
    if (user.isSeller || user.isAdmin) return user;
    throw new ForbiddenError(
      msg(this.deps.site.kind === 'shop' ? 'users.sellerOnShopSite' : 'users.sellersOnly'),
      this.deps.site.kind === 'shop' ? 'WRONG_SITE' : 'FORBIDDEN',
    );
  }

  private async load(): Promise<User | null> {
    const { requestToken, tokens, em, callerReads } = this.deps;
    if (!requestToken) return null;
    const claims = tokens.verify(requestToken);
    if (!claims || !/^[0-9a-f-]{36}$/i.test(claims.sub)) return null;
    const user = await readCaller(em, claims.sub, callerReads);
    return user && user.tokenVersion === claims.tv ? userOnSite(user, this.deps.site) : null;
  }
}
