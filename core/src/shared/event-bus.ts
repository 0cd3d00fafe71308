import type { Logger } from 'pino';

/**
 * Domain events published in-process. Modules add their events to this map by declaration merging; subscribers (mail, ...)
 * react after the fact. Publishing never throws and never waits: a failing subscriber is logged,
 * it cannot fail the call that caused the event.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEvents {}

type Handler<K extends keyof DomainEvents> = (payload: DomainEvents[K]) => void | Promise<void>;

export class EventBus {
  private readonly handlers = new Map<keyof DomainEvents, Handler<never>[]>();

  private readonly logger: Logger;

  constructor({ logger }: { logger: Logger }) {
    this.logger = logger;
  }

  on<K extends keyof DomainEvents>(event: K, handler: Handler<K>): void {
    const list = this.handlers.get(event) ?? [];
    list.push(handler as Handler<never>);
    this.handlers.set(event, list);
  }

  /** Runs subscribers on the next tick; returns at once. */
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
