import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeleteAccountInput } from '@torget/contract';
import type { Locale } from '@torget/i18n';
import type { Logger } from 'pino';
import type { CatalogueVersion } from '../../shared/catalogue-version';
import type { EventBus } from '../../shared/event-bus';
import type { RestrictionStatement } from '../../shared/restriction-event';
import { BadRequestError, ConflictError, NotFoundError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { MailQueue } from '../mail/mail-queue';
import { recipientOf } from '../mail/templates/mail-text';
import { anonymiseBuyerOrders, erasureBlockers } from '../orders/order-erasure';
import { eraseReviewsOf } from '../reviews/review-erasure';
import type { PasswordHasher } from '../users/password-hasher';
import { eraseUserRow } from '../users/user-erasure';
import { UserSchema, type User } from '../users/user.entity';
import type { DataExports } from './data-exports';
import { accountDeletedMail } from './privacy-mail';

interface Deps {
  em: EntityManager;
  passwords: PasswordHasher;
  mailQueue: MailQueue;
  catalogueVersion: CatalogueVersion;
  dataExports: DataExports;
  logger: Logger;
  events: EventBus;
}

/**
 * Deleting an account (GDPR Art. 17) while keeping the bookkeeping (docs/privacy.md): refused in words while
 * something is still running, otherwise the person is erased at once, in one transaction, by each table's own
 * module (orders, reviews, users, exports), and a last mail confirms it. The person's own deletion and an
 * admin's follow the same rules.
 */
export class AccountErasureService {
  constructor(private readonly deps: Deps) {}

  /** The caller's own account, after the password is typed again. */
  async deleteOwn(
    actor: User,
    input: { password: string; reviews: NonNullable<DeleteAccountInput['reviews']> },
  ) {
    const { em, passwords } = this.deps;
    const row = await em.findOne(UserSchema, { id: actor.id }, { populate: ['passwordHash'] });
    if (!(await passwords.verify(row?.passwordHash, input.password)))
      throw new BadRequestError(msg('privacy.wrongPassword'), 'WRONG_PASSWORD');
    await this.erase(actor.id, input.reviews === 'keep');
  }

  /**
   * An admin deletes someone else; their reviews stay as "Tidigare kund". It restricts that person: the
   * statement of reasons (docs/notices.md) is recorded and mailed in the same transaction, "no reason given"
   * when the call brought none.
   */
  async deleteByAdmin(actor: User, id: string, statement?: RestrictionStatement): Promise<{ id: string }> {
    if (actor.id === id) throw new BadRequestError(msg('users.selfDelete'), 'SELF_DELETE');
    await this.erase(id, true, { actorId: actor.id, statement });
    return { id };
  }

  private async erase(
    userId: string,
    keepReviews: boolean,
    byAdmin?: { actorId: string; statement?: RestrictionStatement },
  ): Promise<void> {
    const { em, passwords, mailQueue, dataExports, logger } = this.deps;
    const files = await em.transactional(async (tx) => {
      // The row lock holds off a second deletion, and a sign-in's changes, until this one is done.
      const [person] = await tx.execute<
        { name: string; email: string; language: Locale | null; seller_name: string }[]
      >(
        'select name, email, language, seller_name from users where id = ? and erased_at is null for update',
        [userId],
      );
      if (!person) throw new NotFoundError(msg('users.notFound'), 'USER_NOT_FOUND');
      const blockers = await erasureBlockers(tx, userId);
      if (blockers.ordersRunning) throw new ConflictError(msg('privacy.ordersRunning'), 'ORDERS_RUNNING');
      if (blockers.withdrawalsOwed)
        throw new ConflictError(msg('privacy.withdrawalsOwed'), 'WITHDRAWALS_OWED');
      if (blockers.shopOrdersOpen) throw new ConflictError(msg('privacy.shopOrdersOpen'), 'SHOP_ORDERS_OPEN');

      if (byAdmin) {
        const { name, email, language, seller_name: shopName } = person;
        await this.deps.events.publishInTransaction(tx, 'restriction.applied', {
          kind: 'delete_user',
          actorId: byAdmin.actorId,
          subject: { userId, email, name, language, shopName },
          statement: byAdmin.statement,
        });
      }
      await eraseReviewsOf(tx, userId, keepReviews);
      // Modules above this one (notices) forget the person in this transaction too.
      await this.deps.events.publishInTransaction(tx, 'account.erased', { userId, email: person.email });
      const orders = await anonymiseBuyerOrders(tx, userId);
      const exportFiles = await dataExports.forgetUser(tx, userId);
      const outcome = await eraseUserRow(tx, passwords, userId);
      await mailQueue.enqueue(tx, accountDeletedMail(recipientOf(person), person.name));
      logger.info({ userId, outcome, orders }, 'account erased');
      return exportFiles;
    });
    await dataExports.removeFiles(files);
    // A closed shop's products and page leave the catalogue; its reviews' names change.
    await this.deps.catalogueVersion.bump();
  }
}
