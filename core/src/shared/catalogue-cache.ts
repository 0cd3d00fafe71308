import { LRUCache } from 'lru-cache';
import type { CatalogueVersion } from './catalogue-version';

interface Entry<V> {
  value: V;
  version: number;
}

export interface CatalogueCacheOptions {
  max: number;
  /**
   * A safety net only: a change is normally seen at once through the catalogue version (this
   * process's writes, and other instances' through NOTIFY). The TTL bounds how long an entry can
   * outlive a change whose notification was lost (an instance dying between its commit and NOTIFY).
   */
  ttlMs: number;
}

/**
 * Reads of the catalogue that are worth remembering until it changes: listing counts by filter and
 * product pages by id. Entries are tagged with the catalogue version read before the database was
 * asked, so a change that lands while a read is in flight makes that read's entry stale at once.
 */
export class CatalogueCache<V extends object | number> {
  private readonly entries: LRUCache<string, Entry<V>>;

  constructor(
    private readonly catalogueVersion: CatalogueVersion,
    options: CatalogueCacheOptions,
  ) {
    this.entries = new LRUCache({ max: options.max, ttl: options.ttlMs });
  }

  get(key: string): V | undefined {
    if (!this.catalogueVersion.trusted) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== this.catalogueVersion.current) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** The version to tag a value with: read it before querying, so a change during the query wins. */
  get version(): number {
    return this.catalogueVersion.current;
  }

  set(key: string, value: V, version: number): void {
    if (version === this.catalogueVersion.current && this.catalogueVersion.trusted)
      this.entries.set(key, { value, version });
  }
}
