import type { Site } from '../../http/site';
import type { User } from './user.entity';

/**
 * The site rule (docs/product.md §6), in one place for every access level: admin powers exist only on the
 * marketplace host, seller powers only on the marketplace or the seller's own domain. Elsewhere the
 * caller is a plain buyer. Services keep reading `isAdmin`/`isSeller`; what they get is this view.
 */
const outsideOwnShop = new WeakSet<User>();

export function userOnSite(user: User, site: Site): User {
  if (site.kind === 'marketplace') return user;
  const ownDomain = user.isSeller && user.seller.domain === site.domain;
  if (!user.isAdmin && (!user.isSeller || ownDomain)) return user;
  // A view, not a change: the entity (which a flush may write) keeps its real roles.
  const view = new Proxy(user, {
    get(target, property) {
      if (property === 'isAdmin') return false;
      if (property === 'isSeller') return ownDomain;
      return Reflect.get(target, property, target);
    },
  });
  if (!ownDomain) outsideOwnShop.add(view);
  return view;
}

/**
 * Whether the caller may act as the shop of its own orders here (mark paid/delivered, see and delete
 * incoming orders): not from another seller's domain.
 */
export const mayActAsShop = (user: User): boolean => !outsideOwnShop.has(user);
