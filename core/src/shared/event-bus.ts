import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Domain events, published inside the transaction of the change they report. Modules add their events to
 * this map by declaration merging; subscribers (the mail module, which queues a message) run in that
 * transaction, awaited, so what they write commits exactly when the change does. A failing subscriber
 * fails the change.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEvents {}

type TransactionHandler<K extends keyof DomainEvents> = (
  em: EntityManager,
  payload: DomainEvents[K],
) => Promise<void>;

export class EventBus {
  private readonly transactionHandlers = new Map<keyof DomainEvents, TransactionHandler<never>[]>();

  /**
   * A subscriber whose writes belong to the change itself (queueing its mail): it runs inside the
   * publisher's transaction with that transaction's EntityManager, so its rows commit exactly when the
   * change does, and a crash can lose neither without the other.
   */
  onTransaction<K extends keyof DomainEvents>(event: K, handler: TransactionHandler<K>): void {
    const list = this.transactionHandlers.get(event) ?? [];
    list.push(handler as TransactionHandler<never>);
    this.transactionHandlers.set(event, list);
  }

  /**
   * Runs the subscribers of `event`, awaited and in order, inside the caller's transaction (`em` is its
   * EntityManager, flushed first so they read the change). A failing one fails the transaction.
   */
  async publishInTransaction<K extends keyof DomainEvents>(
    em: EntityManager,
    event: K,
    payload: DomainEvents[K],
  ): Promise<void> {
    const handlers = this.transactionHandlers.get(event) ?? [];
    if (!handlers.length) return;
    await em.flush();
    for (const handler of handlers) await (handler as TransactionHandler<K>)(em, payload);
  }
}
