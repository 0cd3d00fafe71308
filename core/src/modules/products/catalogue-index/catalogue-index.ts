import { buildInParts, buildNow, type Base, type ListOrder } from './catalogue-base';
import type { ListingFilter } from '../product-search';
import { ColumnStore, type IndexedProduct } from './column-store';
import { trigramsOf } from './trigram-postings';

export { ColumnStore, type IndexedProduct, type ListOrder };

/** Up to this many matches are sorted; more are picked by walking the order's presorted list. */
const SORT_AT_MOST = 400;
/** Changes kept beside the presorted base before it is rebuilt (their share of every read is a scan). */
const OVERLAY_AT_MOST = 1_000;

/**
 * The listed catalogue (open shops' saved products) in this process: what a listing filters and sorts
 * on, nothing it shows. It answers which products a listing page holds, in order, and exactly how many
 * match; the page's rows are then read from PostgreSQL by id. Matching and ordering agree with the SQL
 * of product-search.ts (names as PostgreSQL lowercases them, ties broken by id, created_at to the
 * microsecond); catalogue-index.test.ts holds the two side by side.
 *
 * Changes go into an overlay scanned by every read; past OVERLAY_AT_MOST the base is rebuilt over the
 * whole store in parts, reads and changes going on meanwhile. Removed products stay in the store, skipped,
 * until they outnumber the live ones; then it is compacted (renumbered) and its base built at once.
 */
export class CatalogueIndex {
  private base: Base;
  /** How many times a base was built: 1 from the start, one more per rebuild. */
  builds = 1;
  private rebuilding = false;
  /** Marks of a read's matches while it walks an order (reads are synchronous, so one is enough). */
  private marks: Uint8Array;

  private constructor(
    private store: ColumnStore,
    base: Base,
  ) {
    this.base = base;
    this.marks = new Uint8Array(base.size);
  }

  /** The index over the products appended to `store` (which it takes over), built in parts. */
  static async build(store: ColumnStore): Promise<CatalogueIndex> {
    return new CatalogueIndex(store, await buildInParts(store, store.length));
  }

  /**
   * Takes changes in: the products with these ids and every product of these sellers leave the index,
   * then `listed` (their current listed rows, as read from the database) come in.
   */
  apply(productIds: string[], sellerIds: string[], listed: IndexedProduct[]): void {
    const ids = new Set([...productIds, ...listed.map((product) => product.id)]);
    this.store.remove(ids, new Set(sellerIds));
    for (const product of listed) this.store.append(product);
    if (this.store.length - this.base.size > OVERLAY_AT_MOST) void this.rebuild();
  }

  /** The ids of one page of the filter's matches in the order, and how many match in all. */
  search(
    filter: ListingFilter,
    order: ListOrder,
    offset: number,
    limit: number,
  ): { ids: string[]; total: number } {
    const test = this.store.predicate(filter);
    const compare = this.store.comparators[order];
    const need = offset + limit;
    const fromOverlay = this.overlay().filter(test).sort(compare);
    const presorted = this.presorted(filter, order);
    let fromBase: number[];
    let total: number;
    if (isEmpty(filter)) {
      // The whole catalogue (the home page's list): every live product matches, so the walk stops at the
      // page's end and the live count is the total.
      fromBase = walk(this.base.orders[order], test, need, false).first;
      total = this.store.liveCount - fromOverlay.length;
    } else if (presorted) {
      ({ first: fromBase, total } = walk(presorted, test, need, true));
    } else {
      const matches = this.candidates(filter).filter(test);
      fromBase = this.firstInOrder(matches, order, need);
      total = matches.length;
    }
    const page = merge(fromBase, fromOverlay, compare, need).slice(offset);
    return { ids: page.map((ordinal) => this.store.ids[ordinal]!), total: total + fromOverlay.length };
  }

  /**
   * The base in the asked order, to walk with the filter, when no index narrows the filter to a few
   * candidates (no name of three letters or more, no seller): the category's products, or all.
   */
  private presorted(filter: ListingFilter, order: ListOrder): Int32Array | undefined {
    if (filter.name.length >= 3 || filter.seller) return undefined;
    if (!filter.category) return this.base.orders[order];
    return this.base.byCategory[order].get(filter.category) ?? NONE;
  }

  /** Base ordinals holding every match of a name or seller filter, in no order. */
  private candidates(filter: ListingFilter): number[] {
    if (filter.name.length >= 3) return this.base.names.candidates(trigramsOf(filter.name));
    return this.base.bySeller.get(filter.seller) ?? [];
  }

  /** Ordinals appended since the base was built (changed or new products). */
  private overlay(): number[] {
    return Array.from({ length: this.store.length - this.base.size }, (_, i) => this.base.size + i);
  }

  /** The first `count` of base `matches` in the order: sorted when few, else picked off the presorted base. */
  private firstInOrder(matches: number[], order: ListOrder, count: number): number[] {
    if (matches.length <= SORT_AT_MOST) return matches.sort(this.store.comparators[order]).slice(0, count);
    const marks = this.marks;
    for (const ordinal of matches) marks[ordinal] = 1;
    const first: number[] = [];
    for (const ordinal of this.base.orders[order]) {
      if (marks[ordinal] === 1) first.push(ordinal);
      if (first.length === count) break;
    }
    for (const ordinal of matches) marks[ordinal] = 0;
    return first;
  }

  /**
   * A new base over every product in the store now. Built in parts: the store is only appended to and
   * marked meanwhile, so the new base is as true as the old one, with fewer products left in the overlay.
   */
  private async rebuild(): Promise<void> {
    if (this.rebuilding) return;
    this.rebuilding = true;
    try {
      if (this.store.liveCount * 2 < this.store.length) {
        this.store = this.store.compacted();
        this.useBase(buildNow(this.store, this.store.length));
      } else {
        this.useBase(await buildInParts(this.store, this.store.length));
      }
    } finally {
      this.rebuilding = false;
    }
    if (this.store.length - this.base.size > OVERLAY_AT_MOST) void this.rebuild();
  }

  private useBase(base: Base): void {
    this.base = base;
    this.marks = new Uint8Array(base.size);
    this.builds++;
  }
}

const NONE = new Int32Array(0);

/** The first `count` matches in `list`, and how many match in all when `countAll` (else the walk stops there). */
function walk(list: Int32Array, test: (ordinal: number) => boolean, count: number, countAll: boolean) {
  const first: number[] = [];
  let total = 0;
  for (const ordinal of list) {
    if (!test(ordinal)) continue;
    if (total < count) first.push(ordinal);
    else if (!countAll) break;
    total++;
  }
  return { first, total };
}

const isEmpty = (filter: ListingFilter) =>
  !filter.name &&
  !filter.category &&
  !filter.seller &&
  filter.minOre <= 0 &&
  filter.maxOre <= 0 &&
  filter.rating <= 0;

function merge(a: number[], b: number[], compare: (x: number, y: number) => number, count: number) {
  if (b.length === 0) return a;
  const merged: number[] = [];
  let i = 0;
  let j = 0;
  while (merged.length < count && (i < a.length || j < b.length)) {
    if (j >= b.length || (i < a.length && compare(a[i]!, b[j]!) <= 0)) merged.push(a[i++]!);
    else merged.push(b[j++]!);
  }
  return merged;
}
