import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeHost } from '../../http/site';
import { NotFoundError } from '../../shared/errors';
import { UserSchema, type User } from '../users/user.entity';

const TOP_SELLERS = 10;

/** Public views of open shops: the Top Sellers list, domain lookup and the shop page. */
export class ShopService {
  constructor(private readonly deps: { em: EntityManager }) {}

  /** Open shops by rating, then number of reviews (SPEC §2 Home: Top Sellers). */
  topSellers(): Promise<User[]> {
    return this.deps.em.find(
      UserSchema,
      { isSeller: true },
      { orderBy: { seller: { rating: 'desc', numReviews: 'desc' }, createdAt: 'asc' }, limit: TOP_SELLERS },
    );
  }

  /** The open shop whose own domain this host is; case, port and a leading `www.` do not matter. */
  async sellerIdForHost(hostname: string): Promise<string> {
    const domain = normalizeHost(hostname);
    const user = domain
      ? await this.deps.em.findOne(UserSchema, { seller: { domain }, isSeller: true })
      : null;
    if (!user) throw new NotFoundError('No Seller Found', 'SELLER_NOT_FOUND');
    return user.id;
  }

  async openShop(id: string): Promise<User> {
    const user = await this.deps.em.findOne(UserSchema, { id, isSeller: true });
    if (!user) throw new NotFoundError('No Seller Found', 'SELLER_NOT_FOUND');
    return user;
  }
}
