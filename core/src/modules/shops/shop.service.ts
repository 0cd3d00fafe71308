import { msg } from '../../shared/messages';
import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeHost } from '../../http/site';
import type { Cache } from '../../shared/cache';
import { NotFoundError } from '../../shared/errors';
import { UserSchema, type User } from '../users/user.entity';

const TOP_SELLERS = 10;

/** Public views of open shops: the Top Sellers list, domain lookup and the shop page. */
export class ShopService {
  constructor(
    private readonly deps: {
      em: EntityManager;
      /** Own domain → its open shop (or none): asked on every page of a shop's own domain. */
      ownDomains: Cache<{ sellerId: string | null }>;
    },
  ) {}

  /** Open shops by rating, then number of reviews (docs/product.md §2 Home: Top Sellers); not restricted ones. */
  topSellers(): Promise<User[]> {
    return this.deps.em.find(
      UserSchema,
      { isSeller: true, shopRestrictedAt: null, salesStoppedAt: null },
      { orderBy: { seller: { rating: 'desc', numReviews: 'desc' }, createdAt: 'asc' }, limit: TOP_SELLERS },
    );
  }

  /** The open shop whose own domain this host is; case, port and a leading `www.` do not matter. */
  async sellerIdForHost(hostname: string): Promise<string> {
    const domain = normalizeHost(hostname);
    const sellerId = domain ? await this.sellerIdForDomain(domain) : null;
    if (!sellerId) throw new NotFoundError(msg('shops.notFound'), 'SELLER_NOT_FOUND');
    return sellerId;
  }

  /**
   * Cached until the catalogue changes: every change of a domain, a plan or a shop's opening bumps the
   * catalogue version (in every instance), and unknown hosts are remembered too, in a bounded LRU.
   */
  private async sellerIdForDomain(domain: string): Promise<string | null> {
    const cached = this.deps.ownDomains.get(domain);
    if (cached) return cached.sellerId;
    const version = this.deps.ownDomains.version;
    const user = await this.deps.em.findOne(UserSchema, { seller: { domain }, isSeller: true });
    const sellerId = user?.id ?? null;
    this.deps.ownDomains.set(domain, { sellerId }, version);
    return sellerId;
  }

  async openShop(id: string): Promise<User> {
    const user = await this.deps.em.findOne(UserSchema, { id, isSeller: true });
    if (!user) throw new NotFoundError(msg('shops.notFound'), 'SELLER_NOT_FOUND');
    return user;
  }
}
