import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { MikroORM } from '@mikro-orm/postgresql';
import { PgListener } from '../db/pg-listener';

const CHANNEL = 'torget_catalogue';

/**
 * A counter bumped whenever anything that decides what a listing or a product page shows changes
 * (a product write, stock taken or returned, a review, a shop opened, closed or edited, a seller
 * deleted). Cached counts and product pages are tagged with it, so a bump invalidates them all.
 *
 * Several core instances share one database: a bump here also NOTIFYs the others, and once `listen()`
 * runs, a change announced by another instance bumps this counter too. While the LISTEN connection
 * is down this process cannot hear the others, so `trusted` is false and the caches are bypassed.
 */
export class CatalogueVersion {
  private value = 0;
  private listener: PgListener | undefined;
  private connected = false;
  /** Tells this instance's own notifications apart from the others'. */
  private readonly instanceId = randomUUID();

  constructor(private readonly deps: { orm: MikroORM; logger: Logger }) {}

  get current(): number {
    return this.value;
  }

  /** False while listen() was called but its connection is down: another instance's change may be unheard. */
  get trusted(): boolean {
    return !this.listener || this.connected;
  }

  /**
   * After a committed change: invalidates this process's caches and tells the other instances.
   * Awaited, so the caller answers only after the announcement is out; never throws (a lost
   * announcement is bounded by the caches' TTL).
   */
  async bump(): Promise<void> {
    this.value += 1;
    if (!this.listener) return;
    try {
      await this.deps.orm.em.fork().execute('select pg_notify(?, ?)', [CHANNEL, this.instanceId]);
    } catch (err) {
      this.deps.logger.error({ err }, 'catalogue change not announced to other instances');
    }
  }

  /** Hears the other instances' changes until close(). */
  async listen(): Promise<void> {
    if (this.listener) return;
    this.listener = new PgListener(
      this.deps.orm.config.get('clientUrl')!,
      CHANNEL,
      {
        onMessage: (from) => {
          if (from !== this.instanceId) this.value += 1;
        },
        onListening: () => {
          this.connected = true;
          this.value += 1;
        },
        onLost: () => {
          this.connected = false;
          this.value += 1;
        },
      },
      this.deps.logger,
    );
    try {
      await this.listener.start();
    } catch (error) {
      this.listener = undefined;
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.listener?.stop();
    this.listener = undefined;
    this.connected = false;
  }
}
