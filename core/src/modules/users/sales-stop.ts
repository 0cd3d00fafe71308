import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReasonsInput } from '@torget/contract';
import type { Locale } from '@torget/i18n';
import type { CatalogueVersion } from '../../shared/catalogue-version';
import type { EventBus } from '../../shared/event-bus';
import '../../shared/restriction-event';

/**
 * Stopping a shop from selling, and lifting the stop (users.sales_stopped_at, docs/dac7.md): the tax-reporting
 * module decides, this module owns the column. A stop is a restriction like an admin's, so its statement of
 * reasons goes the notices module's one way (the `restriction.applied` event, in the stop's transaction),
 * recorded as automated since no person decided it.
 */
export class SalesStop {
  constructor(private readonly deps: { events: EventBus; catalogueVersion: CatalogueVersion }) {}

  /** Stops an open shop not stopped already; answers whether it stopped it. */
  async stop(tx: EntityManager, userId: string, reasons: ReasonsInput): Promise<boolean> {
    const [user] = await tx.execute<
      { email: string; name: string; language: Locale | null; seller_name: string }[]
    >(
      `update users set sales_stopped_at = now(), updated_at = now()
       where id = ? and is_seller and erased_at is null and sales_stopped_at is null
       returning email, name, language, seller_name`,
      [userId],
    );
    if (!user) return false;
    await this.deps.events.publishInTransaction(tx, 'restriction.applied', {
      kind: 'stop_sales',
      actorId: null,
      subject: {
        userId,
        email: user.email,
        name: user.name,
        language: user.language,
        shopName: user.seller_name,
      },
      statement: { id: randomUUID(), noticeId: null, reasons },
    });
    return true;
  }

  /** Lifts a stop; answers whether there was one. */
  async lift(tx: EntityManager, userId: string): Promise<boolean> {
    const lifted = await tx.execute<{ id: string }[]>(
      'update users set sales_stopped_at = null, updated_at = now() where id = ? and sales_stopped_at is not null returning id',
      [userId],
    );
    return lifted.length > 0;
  }

  /** After the transaction of a stop or a lift: listings and shop pages read the catalogue again. */
  changed(): Promise<void> {
    return this.deps.catalogueVersion.bump();
  }
}
