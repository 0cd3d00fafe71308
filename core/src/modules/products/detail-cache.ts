import type { ProductDto, ReviewDto } from '@torget/contract';
import type { CatalogueVersion } from '../../shared/catalogue-version';

type Detail = ProductDto & { reviews: ReviewDto[] };

interface Entry {
  detail: Detail;
  version: number;
  at: number;
}

/** Short enough that another instance's change (stock, price) shows within moments. */
const TTL_MS = 2_000;
const MAX_ENTRIES = 5_000;

/**
 * A micro-cache for product pages, the hottest read: a product is served from memory for up to two
 * seconds, and never after this process changed anything in the catalogue (the version). Stock is only
 * shown here — placing an order always checks it in the database — so a moment's lag is harmless.
 * Only products of open shops are cached; a closed shop's product goes through the access check.
 */
export class ProductDetailCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly deps: { catalogueVersion: CatalogueVersion }) {}

  get(id: string): Detail | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.version !== this.deps.catalogueVersion.current || Date.now() - entry.at > TTL_MS) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.detail;
  }

  get version(): number {
    return this.deps.catalogueVersion.current;
  }

  set(id: string, detail: Detail, version: number): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { detail, version, at: Date.now() });
  }
}
