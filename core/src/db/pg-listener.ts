import pg from 'pg';
import type { Logger } from 'pino';
import { applicationName } from './connection-budget';

export interface PgListenerHandlers {
  onMessage(payload: string): void;
  /** The connection is up and listening again: anything missed meanwhile is unknown. */
  onListening(): void;
  /** The connection dropped: from now until onListening, notifications may be missed. */
  onLost(): void;
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 15_000;

/**
 * One dedicated PostgreSQL connection that LISTENs on a channel and reconnects with backoff.
 * (pg-listen does the same but has been unmaintained since 2020; this is the part of it we need.)
 */
export class PgListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly handlers: PgListenerHandlers,
    private readonly logger: Logger,
  ) {}

  /** Resolves once listening; a later drop is retried in the background until stop(). */
  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    // The instance's one connection outside its pool (db/connection-budget.ts), named so an operator
    // (or a test) can tell it apart in pg_stat_activity.
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: applicationName.listen,
    });
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.handlers.onMessage(message.payload ?? '');
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(this.channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    this.retryMs = RETRY_MIN_MS;
    this.handlers.onListening();
  }

  private lost(client: pg.Client, err?: Error): void {
    if (this.client !== client || this.stopped) return;
    this.client = undefined;
    this.handlers.onLost();
    this.logger.warn({ err, channel: this.channel }, 'LISTEN connection lost; reconnecting');
    client.end().catch(() => undefined);
    this.retry();
  }

  private retry(): void {
    this.retryTimer = setTimeout(() => {
      this.connect().catch((err: unknown) => {
        if (this.stopped) return;
        this.logger.warn({ err, retryInMs: this.retryMs }, 'LISTEN reconnect failed');
        this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
        this.retry();
      });
    }, this.retryMs);
    this.retryTimer.unref();
  }
}
