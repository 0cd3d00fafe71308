import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { AppConfig } from '../../../config/env';
import type { CatalogueVersion } from '../../../shared/catalogue-version';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LISTED_PRODUCTS } from '../product-search';
import { CatalogueIndex, ColumnStore, type IndexedProduct } from './catalogue-index';

interface Deps {
  orm: MikroORM;
  catalogueVersion: CatalogueVersion;
  logger: Logger;
  config: AppConfig;
}

/** One listed product as the index loads it (see IndexedProduct). */
export const INDEX_ROWS = `select p.id, p.search_text as name, p.category, p.seller_id, p.price_ore, p.rating,
    p.num_reviews, (extract(epoch from p.created_at) * 1000000)::int8::text as created_us, p.search_stems
  ${LISTED_PRODUCTS}`;

export interface IndexRow {
  id: string;
  name: string;
  category: string;
  seller_id: string;
  price_ore: number;
  rating: number | string;
  num_reviews: number;
  created_us: string;
  search_stems: string;
}

export const toIndexed = (row: IndexRow): IndexedProduct => ({
  id: row.id,
  name: row.name,
  category: row.category,
  sellerId: row.seller_id,
  priceOre: row.price_ore,
  rating: Number(row.rating),
  numReviews: row.num_reviews,
  createdUs: Number(row.created_us),
  stems: row.search_stems,
});

const LOAD_BATCH = 10_000;
/** More changed products than this at once are read as a whole new index. */
const RELOAD_PAST_CHANGES = 20_000;
/** Unused this long, the index is loaded anew rather than caught up (changes are pruned after an hour). */
const CATCH_UP_AT_MOST_MS = 30 * 60_000;
/** How often a change whose NOTIFY was lost is looked for anyway, and old changes are pruned. */
const CHECK_EVERY_MS = 30_000;
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * Keeps this process's CatalogueIndex as fresh as the catalogue version says it must be: a read finds
 * the index caught up with every change this instance made or heard of (through NOTIFY) before it
 * began, by reading the `catalogue_changes` the database's triggers wrote since the last catch-up.
 *
 * `current()` answers undefined when listings must be read through SQL instead: the index is switched
 * off (CATALOGUE_INDEX=false), this instance cannot hear the others (LISTEN is down), or the database
 * could not be read just now.
 */
export class CatalogueIndexSync {
  private index: CatalogueIndex | undefined;
  /** Snapshot xmin taken before the last read of changes: every unseen change has `tx >= seenBefore`. */
  private seenBefore = '0';
  private syncedVersion = -1;
  private syncedAt = 0;
  private pending: { version: number; done: Promise<void> } | undefined;
  private timers: NodeJS.Timeout[] = [];

  constructor(private readonly deps: Deps) {}

  async current(): Promise<CatalogueIndex | undefined> {
    const { catalogueVersion, config } = this.deps;
    if (!config.catalogueIndex || !catalogueVersion.trusted) return undefined;
    if (this.index && this.syncedVersion === catalogueVersion.current) return this.index;
    try {
      await this.catchUp();
      return this.index;
    } catch (err) {
      this.deps.logger.error({ err }, 'catalogue index not caught up; listing through SQL');
      return undefined;
    }
  }

  /** Loads the index at boot and checks for missed changes and prunes old ones from then on. */
  start(): void {
    if (!this.deps.config.catalogueIndex) return;
    void this.current();
    const every = (ms: number, work: () => unknown) => {
      const timer = setInterval(work, ms);
      timer.unref();
      this.timers.push(timer);
    };
    // Marked stale, so the next read looks for changes (a lost NOTIFY is found within this time).
    every(CHECK_EVERY_MS, () => (this.syncedVersion = -1));
    every(PRUNE_EVERY_MS, () =>
      this.deps.orm.em
        .fork()
        .execute(`delete from catalogue_changes where at < now() - interval '1 hour'`)
        .catch((err: unknown) => this.deps.logger.warn({ err }, 'old catalogue changes not pruned')),
    );
  }

  stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  /**
   * Catches up with the version as it is now. A catch-up already under way for this same version is
   * joined; one that began at an older version may have missed this caller's change, so it runs after.
   */
  private catchUp(): Promise<void> {
    const version = this.deps.catalogueVersion.current;
    if (this.pending?.version === version) return this.pending.done;
    const before = this.pending?.done.catch(() => {}) ?? Promise.resolve();
    const done = before.then(() => this.syncTo(version));
    this.pending = { version, done };
    const clear = () => {
      if (this.pending?.done === done) this.pending = undefined;
    };
    done.then(clear, clear);
    return done;
  }

  private async syncTo(version: number): Promise<void> {
    if (this.index && this.syncedVersion === version) return;
    const fresh = this.index && Date.now() - this.syncedAt < CATCH_UP_AT_MOST_MS;
    if (!fresh || !(await this.applyChanges())) await this.load();
    this.syncedVersion = version;
    this.syncedAt = Date.now();
  }

  /**
   * xmin first, rows after: whatever the rows miss was written by a transaction with `tx >= xmin`.
   * Read in batches by id, so a large catalogue never sits in memory twice (as rows and as the index).
   */
  private async load(): Promise<void> {
    const em = this.deps.orm.em.fork();
    const xmin = await snapshotXmin(em);
    const store = new ColumnStore();
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows: IndexRow[] = await em.execute(`${INDEX_ROWS} and p.id > ? order by p.id limit ?`, [
        after,
        LOAD_BATCH,
      ]);
      for (const row of rows) store.append(toIndexed(row));
      if (rows.length < LOAD_BATCH) break;
      after = rows.at(-1)!.id;
    }
    this.index = await CatalogueIndex.build(store);
    this.seenBefore = xmin;
  }

  /** Applies the changes since the last catch-up; false when there are so many that a load is cheaper. */
  private async applyChanges(): Promise<boolean> {
    const em = this.deps.orm.em.fork();
    const xmin = await snapshotXmin(em);
    const [changes] = (await em.execute(
      `select count(*)::int as count,
         coalesce(array_agg(distinct product_id::text) filter (where product_id is not null), '{}') as products,
         coalesce(array_agg(distinct seller_id::text) filter (where seller_id is not null), '{}') as sellers
       from catalogue_changes where tx >= ?::xid8`,
      [this.seenBefore],
    )) as [{ count: number; products: string[]; sellers: string[] }];
    if (changes.count > RELOAD_PAST_CHANGES) return false;
    if (changes.count > 0) {
      const rows: IndexRow[] = await em.execute(
        `${INDEX_ROWS} and (p.id = any(?::uuid[]) or p.seller_id = any(?::uuid[]))`,
        [`{${changes.products.join(',')}}`, `{${changes.sellers.join(',')}}`],
      );
      this.index!.apply(changes.products, changes.sellers, rows.map(toIndexed));
    }
    this.seenBefore = xmin;
    return true;
  }
}

/** The oldest transaction still running: every change not yet visible comes from it or a later one. */
async function snapshotXmin(em: EntityManager): Promise<string> {
  const [{ xmin }] = (await em.execute('select pg_snapshot_xmin(pg_current_snapshot())::text as xmin')) as [
    { xmin: string },
  ];
  return xmin;
}
