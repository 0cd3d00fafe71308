import { msg } from '../../shared/messages';
import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { AdminUserInput, UserListQuery } from '@torget/contract';
import type { AppConfig } from '../../config/env';
import { BadRequestError, ConflictError, NotFoundError, ValidationError } from '../../shared/errors';
import type { CatalogueVersion } from '../../shared/catalogue-version';
import type { EventBus } from '../../shared/event-bus';
import type { RestrictionApplied, RestrictionStatement } from '../../shared/restriction-event';
import { containsPattern, pageCount } from '../../shared/sql-like';
import { validateDomain } from './seller.rules';
import { checkShopCanOpen } from './shop-opening';
import type { TraderDetailsService } from './trader-details.service';
import { UserSchema, type User } from './user.entity';

interface Deps {
  em: EntityManager;
  events: EventBus;
  config: AppConfig;
  catalogueVersion: CatalogueVersion;
  traderDetails: TraderDetailsService;
}

const statusFilter: Record<UserListQuery['status'], FilterQuery<User>> = {
  '': {},
  waiting: { isSeller: false, wantsToBeSeller: true },
  open: { isSeller: true },
  closed: { isSeller: false, wantsToBeSeller: false },
};

function validateDomainKept(plan: number | null | undefined) {
  if (plan !== 2 && plan !== 3) {
    throw new ValidationError(msg('users.planNeedsNoDomain'), 'seller_plan');
  }
}

/** What admins do with users: list, approve sellers, grant admin, set plans and shop domains, delete. */
export class UserAdminService {
  constructor(private readonly deps: Deps) {}

  list(): Promise<User[]> {
    // A deleted seller's closed shop (user-erasure.ts) is no longer a user anyone manages.
    return this.deps.em.find(UserSchema, { erasedAt: null }, { orderBy: { createdAt: 'desc' } });
  }

  /** One page of users by shop status (docs/product.md §4) and a part of their name or email. */
  async page(query: UserListQuery): Promise<{ users: User[]; page: number; pages: number; total: number }> {
    const where: FilterQuery<User>[] = [statusFilter[query.status], { erasedAt: null }];
    if (query.search) {
      const pattern = containsPattern(query.search);
      where.push({ $or: [{ name: { $ilike: pattern } }, { email: { $ilike: pattern } }] });
    }
    const direction = query.order === 'oldest' ? 'asc' : 'desc';
    const [users, total] = await this.deps.em.findAndCount(
      UserSchema,
      { $and: where },
      {
        orderBy: { createdAt: direction, id: direction },
        limit: query.pageSize,
        offset: (query.pageNumber - 1) * query.pageSize,
      },
    );
    return { users, page: query.pageNumber, pages: pageCount(total, query.pageSize), total };
  }

  /**
   * `statement`: the reasons an admin gave for closing the shop (docs/notices.md); closing one without
   * (the specification's call) records "no reason given".
   */
  async update(
    actor: User,
    id: string,
    input: AdminUserInput,
    statement?: RestrictionStatement,
  ): Promise<User> {
    const { em, events, config } = this.deps;
    const user = await this.find(id);
    const closed = input.is_seller === false && user.isSeller;
    if (input.is_admin === false && user.id === actor.id) {
      throw new BadRequestError(msg('users.selfDemotion'), 'SELF_DEMOTION');
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
    if (input.seller_plan !== undefined) user.seller.plan = input.seller_plan;
    if (input.seller_domain === undefined && user.seller.domain && input.seller_plan !== undefined) {
      // A shop moved off plan 2 must not keep answering on its own domain; the admin removes it explicitly.
      validateDomainKept(user.seller.plan);
    }
    if (input.seller_domain !== undefined) {
      const domain = validateDomain(input.seller_domain || null, user.seller.plan, config.marketplaceHosts);
      if (domain && (await em.count(UserSchema, { seller: { domain }, id: { $ne: user.id } }))) {
        throw new ConflictError(msg('users.domainTaken'), 'DOMAIN_TAKEN');
      }
      user.seller.domain = domain;
    }
    if (approved) {
      checkShopCanOpen(user);
      await this.deps.traderDetails.checkComplete(em, user.id);
    }
    await em.transactional(async (tx) => {
      await tx.flush();
      if (approved) await events.publishInTransaction(tx, 'seller.approved', { userId: user.id });
      if (closed) await this.restricted(tx, 'suspend_shop', actor, user, statement);
    });
    // Opening or closing a shop shows or hides its products; its domain and plan change its pages.
    await this.deps.catalogueVersion.bump();
    return user;
  }

  /** Deletes a user; the statement of reasons is recorded (and mailed) before the row goes. */
  async remove(actor: User, id: string, statement?: RestrictionStatement): Promise<{ id: string }> {
    if (actor.id === id) throw new BadRequestError(msg('users.selfDelete'), 'SELF_DELETE');
    const user = await this.find(id);
    await this.deps.em.transactional(async (tx) => {
      await this.restricted(tx, 'delete_user', actor, user, statement);
      tx.remove(user);
    });
    await this.deps.catalogueVersion.bump();
    return { id };
  }

  /**
   * A restriction decided with reasons (docs/notices.md): `restrict_shop` keeps the shop open but out of
   * listings and Top Sellers; `suspend_account` stops sign-in and ends the account's sessions.
   */
  async restrict(
    actor: User,
    id: string,
    kind: 'restrict_shop' | 'suspend_account',
    statement: RestrictionStatement,
  ): Promise<void> {
    const user = await this.find(id);
    if (user.id === actor.id) throw new BadRequestError(msg('users.selfRestrict'), 'SELF_RESTRICT');
    const already = kind === 'restrict_shop' ? user.shopRestrictedAt : user.suspendedAt;
    if (already) throw new ConflictError(msg('users.alreadyRestricted'), 'ALREADY_RESTRICTED');
    if (kind === 'restrict_shop') user.shopRestrictedAt = new Date();
    else {
      user.suspendedAt = new Date();
      user.tokenVersion += 1;
    }
    await this.deps.em.transactional((tx) => this.restricted(tx, kind, actor, user, statement));
    await this.deps.catalogueVersion.bump();
  }

  /** Undoes a restriction an appeal reversed; a user deleted since has nothing left to undo. */
  async lift(
    id: string,
    kind: 'restrict_shop' | 'suspend_account' | 'suspend_shop' | 'stop_sales',
  ): Promise<void> {
    const user = await this.deps.em.findOne(UserSchema, { id, erasedAt: null });
    if (!user) return;
    if (kind === 'restrict_shop') user.shopRestrictedAt = null;
    if (kind === 'suspend_account') user.suspendedAt = null;
    if (kind === 'suspend_shop') user.isSeller = true;
    if (kind === 'stop_sales') user.salesStoppedAt = null;
    await this.deps.em.flush();
    await this.deps.catalogueVersion.bump();
  }

  private restricted(
    tx: EntityManager,
    kind: RestrictionApplied['kind'],
    actor: User,
    user: User,
    statement: RestrictionStatement | undefined,
  ): Promise<void> {
    const subject = {
      userId: user.id,
      email: user.email,
      name: user.name,
      language: user.language ?? null,
      shopName: user.seller.name,
    };
    return this.deps.events.publishInTransaction(tx, 'restriction.applied', {
      kind,
      actorId: actor.id,
      subject,
      statement,
    });
  }

  private async find(id: string): Promise<User> {
    const user = await this.deps.em.findOne(UserSchema, { id, erasedAt: null });
    if (!user) throw new NotFoundError(msg('users.notFound'), 'USER_NOT_FOUND');
    return user;
  }
}
