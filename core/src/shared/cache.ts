import { LRUCache } from 'lru-cache';

/**
 * Core's one cache mechanism, on lru-cache: entries by key, at most `max` of them (least recently used go
 * first), each for at most `ttlMs`, and, when the cache follows a version, only while that version stays
 * where it was when the value was read. Beside it, core has one read-sharing helper (coalesced-reads.ts),
 * which keeps nothing once a read has answered.
 *
 * Everything core keeps in memory between requests, in one list (docs/several-instances.md, "What is cached"):
 *
 * | what (registered as)                                      | max    | how long                     | invalidated by                          |
 * | --------------------------------------------------------- | ------ | ---------------------------- | --------------------------------------- |
 * | product pages of open shops by id (`productDetails`)      | 2 000  | 60 s at most                 | the catalogue version (below)           |
 * | suggestions' answers by typed text (`suggestionAnswers`)  | 2 000  | 60 s at most                 | the catalogue version                   |
 * | categories on sale (`searchCategories`)                   | 1      | 60 s at most                 | the catalogue version                   |
 * | own domain → its open shop (`ownDomains`)                 | 10 000 | 60 s at most                 | the catalogue version                   |
 * | a built file's source map (`shared/mapped-stack.ts`)      | 64     | the process                  | nothing: built files do not change      |
 * | a valid sign-in token's claims (`users/token.service.ts`) | 2 000  | 10 min, never past expiry    | nothing: a token's claims do not change |
 * | a searched filter's matches (`catalogue-index.ts`, 2 MB)  | 500    | while the index is unchanged | any change the index takes in           |
 *
 * Reads shared while they run, never kept (coalesced-reads.ts): listing pages (`productPages`), suggestions
 * before they are remembered (`suggestionReads`), the signed-in caller's row (`callerReads`) and the shops'
 * overviews (`overviewReads`). A caller never joins a read begun before it asked, so none of these can go stale.
 *
 * The catalogue version (catalogue-version.ts) moves at every committed change a listing, a product page, a
 * suggestion or a shop's domain could show, made by this instance or (through NOTIFY) by another; while this
 * instance cannot hear the others (its LISTEN connection is down) those caches answer nothing. The TTL is a
 * safety net for a notification lost between another instance's commit and its NOTIFY.
 *
 * Not caches (nothing there outlives what it derives from, or can go stale):
 * - the JSON of a deep-frozen answer (http/route.ts), held weakly beside the answer object, so it lives exactly
 *   as long as the cache entry that holds the answer;
 * - statements and documents built once per process from code (the caller's read per ORM metadata in
 *   users/caller-read.ts, the OpenAPI document and its page in http/system.ts);
 * - prepared statements' plans, kept by PostgreSQL per pooled connection (products/listing-rows.ts,
 *   overview/prepared-figures.ts; db/connection-budget.ts);
 * - the catalogue index (products/catalogue-index/), which is kept exact by the change log rather than expiring.
 */
export class Cache<V> {
  private readonly entries: LRUCache<string, { value: V; version: number }>;

  constructor(private readonly options: CacheOptions<V>) {
    const { max, ttlMs: ttl, bytes } = options;
    this.entries = bytes
      ? new LRUCache({ max, ttl, maxSize: bytes.most, sizeCalculation: (entry) => bytes.of(entry.value) })
      : new LRUCache({ max, ttl });
  }

  /** The value under `key`, unless it is older than the version or the version cannot be trusted now. */
  get(key: string): V | undefined {
    const { follows } = this.options;
    if (follows && !follows.trusted) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== this.version) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** The version to tag a value with: read it before reading the value, so a change meanwhile wins. */
  get version(): number {
    return this.options.follows?.current ?? 0;
  }

  /** Keeps `value`, read at `version`; a value read before the latest change is not kept. */
  set(key: string, value: V, version = this.version): void {
    const { follows } = this.options;
    if (version === this.version && (!follows || follows.trusted)) this.entries.set(key, { value, version });
  }
}

export interface CacheOptions<V = never> {
  /** Entries kept at most; the least recently used go first. */
  max: number;
  /** How long an entry may be kept at most; for a cache that follows a version, a safety net only. */
  ttlMs?: number;
  /** Bytes the entries may hold in all (`of` an entry's value, at least 1); one larger is not kept. */
  bytes?: { most: number; of: (value: V) => number };
  /** A version whose every move drops the entries read before it (CatalogueVersion). */
  follows?: { readonly current: number; readonly trusted: boolean };
}
