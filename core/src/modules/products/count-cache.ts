import type { CatalogueVersion } from '../../shared/catalogue-version';

interface Entry {
  count: number;
  version: number;
  at: number;
}

/** How long a count may be reused when nothing changed in this process (writes by other instances). */
const TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;

/**
 * Counting all matches costs most of a search; the count only changes when the catalogue does.
 * Counts are cached per filter and dropped when this process writes to the catalogue (the version);
 * with several core instances a count may lag another instance's writes by at most TTL_MS, which can
 * only make the last page number briefly off by the products added or removed meanwhile.
 */
export class CountCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly deps: { catalogueVersion: CatalogueVersion }) {}

  get(key: string): number | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== this.deps.catalogueVersion.current || Date.now() - entry.at > TTL_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.count;
  }

  /** The catalogue version to tag a count with: read it before counting, so a write during the count wins. */
  get version(): number {
    return this.deps.catalogueVersion.current;
  }

  set(key: string, count: number, version: number): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { count, version, at: Date.now() });
  }
}
