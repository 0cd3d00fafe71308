import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminUserInput } from '@torget/contract';
import type { AppConfig } from '../../config/env';
import { BadRequestError, ConflictError, NotFoundError } from '../../shared/errors';
import type { CatalogueVersion } from '../../shared/catalogue-version';
import type { EventBus } from '../../shared/event-bus';
import { validateDomain } from './seller.rules';
import { UserSchema, type User } from './user.entity';

interface Deps {
  em: EntityManager;
  events: EventBus;
  config: AppConfig;
  catalogueVersion: CatalogueVersion;
}

/** What admins do with users: list, approve sellers, grant admin, set shop domains, delete. */
export class UserAdminService {
  constructor(private readonly deps: Deps) {}

  list(): Promise<User[]> {
    return this.deps.em.find(UserSchema, {}, { orderBy: { createdAt: 'desc' } });
  }

  async update(actor: User, id: string, input: AdminUserInput): Promise<User> {
    const { em, events, config } = this.deps;
    const user = await this.find(id);
    if (input.is_admin === false && user.id === actor.id) {
      throw new BadRequestError('You cannot remove your own admin rights.', 'SELF_DEMOTION');
    }
    if (input.is_admin !== undefined) user.isAdmin = input.is_admin;
    const approved = input.is_seller === true && !user.isSeller;
    if (input.is_seller !== undefined) {
      user.isSeller = input.is_seller;
      // Approval answers the application; a shop without a chosen plan starts on the free plan.
      if (input.is_seller) {
        user.wantsToBeSeller = false;
        user.seller.plan ??= 1;
      }
    }
    if (input.seller_domain !== undefined) {
      const domain = validateDomain(input.seller_domain || null, user.seller.plan, config.marketplaceHosts);
      if (domain && (await em.count(UserSchema, { seller: { domain }, id: { $ne: user.id } }))) {
        throw new ConflictError('That domain is already used by another shop.', 'DOMAIN_TAKEN');
      }
      user.seller.domain = domain;
    }
    await em.flush();
    // Opening or closing a shop shows or hides its products.
    if (input.is_seller !== undefined) this.deps.catalogueVersion.bump();
    if (approved) events.emit('seller.approved', { userId: user.id });
    return user;
  }

  async remove(actor: User, id: string): Promise<{ id: string }> {
    if (actor.id === id) throw new BadRequestError('You cannot delete your own account.', 'SELF_DELETE');
    const user = await this.find(id);
    await this.deps.em.remove(user).flush();
    this.deps.catalogueVersion.bump();
    return { id };
  }

  private async find(id: string): Promise<User> {
    const user = await this.deps.em.findOne(UserSchema, { id });
    if (!user) throw new NotFoundError('User Not Found', 'USER_NOT_FOUND');
    return user;
  }
}
