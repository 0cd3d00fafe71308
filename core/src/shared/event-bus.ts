import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';

/**
 * Domain events published in-process. Modules add their events to this map by declaration merging; subscribers (mail, ...)
 * react after the fact. Publishing never throws and never waits: a failing subscriber is logged,
 * it cannot fail the call that caused the event.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEvents {}

type Handler<K extends keyof DomainEvents> = (payload: DomainEvents[K]) => void | Promise<void>;
type TransactionHandler<K extends keyof DomainEvents> = (
  em: EntityManager,
  payload: DomainEvents[K],
) => Promise<void>;

export class EventBus {
  private readonly handlers = new Map<keyof DomainEvents, Handler<never>[]>();
  private readonly transactionHandlers = new Map<keyof DomainEvents, TransactionHandler<never>[]>();

  private readonly logger: Logger;

  constructor({ logger }: { logger: Logger }) {
    this.logger = logger;
  }

  on<K extends keyof DomainEvents>(event: K, handler: Handler<K>): void {
    const list = this.handlers.get(event) ?? [];
    list.push(handler as Handler<never>);
    this.handlers.set(event, list);
  }

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
   * Runs the transaction subscribers of `event`, awaited, inside the caller's transaction (`em` is its
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

  /** Runs the after-the-fact subscribers on the next tick; returns at once. */
  emit<K extends keyof DomainEvents>(event: K, payload: DomainEvents[K]): void {
    for (const handler of this.handlers.get(event) ?? []) {
      setImmediate(() => {
        Promise.resolve()
          .then(() => (handler as Handler<K>)(payload))
          .catch((err: unknown) => this.logger.error({ err, event }, 'event subscriber failed'));
      });
    }
  }
}
