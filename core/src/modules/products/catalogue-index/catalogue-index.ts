import { Cache } from '../../../shared/cache';
import { buildInParts, buildNow, type Base, type ListOrder } from './catalogue-base';
import type { ListingFilter } from '../product-search';
import { fold, MIN_STEM, type QueryWord } from '../search/swedish-words';
import { ColumnStore, type IndexedProduct } from './column-store';
import { LexemeVocabulary } from './lexeme-vocabulary';
import { trigramsOf } from './trigram-postings';

export { ColumnStore, type IndexedProduct, type ListOrder };

/** Up to this many matches are sorted; more are picked by walking the order's presorted list. */
const SORT_AT_MOST = 400;
/** Changes kept beside the presorted base before it is rebuilt (their share of every read is a scan). */
const OVERLAY_AT_MOST = 1_000;
/** Memory for recent filters' matches: a few hundred searches' worth (a broad word matches thousands). */
const RECENT_MATCHES_BYTES = 2 * 1024 * 1024;

/** A narrowed filter's matches, base and overlay ordinals apart, each with its rank (ColumnStore.ranksOf). */
interface Matches {
  base: Int32Array;
  baseRanks: Uint8Array;
  overlay: Int32Array;
  overlayRanks: Uint8Array;
}

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
  /** The base's stems, for typos; built at the first typo asked about. */
  private vocabulary: { base: Base; stems: LexemeVocabulary } | undefined;
  /** Moves at every change the index takes in and every base it builds: what `recentMatches` follows. */
  private readonly changes = { current: 0, trusted: true };
  /** Recent narrowed filters' matches (narrowedMatches), kept only while `changes` stays where it was. */
  private readonly recentMatches = new Cache<Matches>({
    max: 500,
    // An ordinal (4 bytes) and its rank (1) per match.
    bytes: { most: RECENT_MATCHES_BYTES, of: (m) => 1 + 5 * (m.base.length + m.overlay.length) },
    follows: this.changes,
  });

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
    this.changes.current++;
    const ids = new Set([...productIds, ...listed.map((product) => product.id)]);
    this.store.remove(ids, new Set(sellerIds));
    for (const product of listed) this.store.append(product);
    if (this.store.length - this.base.size > OVERLAY_AT_MOST) void this.rebuild();
  }

  /**
   * The ids of one page of the filter's matches in the order (within the same sort key, better matches
   * first), and how many match in all. With `countAll` false the total is only a lower bound: a filter no
   * index narrows (a word of two letters) then stops walking the catalogue at the page's end.
   */
  search(
    filter: ListingFilter,
    order: ListOrder,
    offset: number,
    limit: number,
    countAll = true,
  ): { ids: string[]; total: number } {
    const compare = this.store.ranked[order];
    const ties = filter.words.length > 0 ? this.store.keys[order] : undefined;
    const need = offset + limit;
    const narrowed = this.narrowedMatches(filter);
    let fromOverlay: number[];
    let fromBase: number[];
    let total: number;
    if ('base' in narrowed) {
      fromOverlay = Array.from(narrowed.overlay).sort(compare);
      fromBase = this.firstInOrder(Array.from(narrowed.base), order, need, ties);
      total = narrowed.base.length;
    } else {
      const test = this.store.predicate(filter, narrowed.typos);
      fromOverlay = this.overlay().filter(test).sort(compare);
      if (isEmpty(filter)) {
        // The whole catalogue (the home page's list): every live product matches, so the walk stops at the
        // page's end and the live count is the total.
        fromBase = walk(this.base.orders[order], test, need, false).first;
        total = this.store.liveCount - fromOverlay.length;
      } else if (countAll && !filter.category) {
        ({ first: fromBase, total } = this.scanAll(test, order, need, ties));
      } else {
        // A category's own presorted list holds only its products: its walk need not read each one's
        // category again (one memory read fewer per product, in a list that jumps about in memory).
        const [presorted, walkTest] = filter.category
          ? [
              this.base.byCategory[order].get(filter.category) ?? NONE,
              this.store.predicate({ ...filter, category: '' }, narrowed.typos),
            ]
          : [this.base.orders[order], test];
        ({ first: fromBase, total } = walk(presorted, walkTest, need, countAll, ties));
        if (ties) fromBase = fromBase.sort(compare).slice(0, need);
      }
    }
    const page = merge(fromBase, fromOverlay, compare, need).slice(offset);
    return { ids: page.map((ordinal) => this.store.id(ordinal)), total: total + fromOverlay.length };
  }

  /**
   * A filter's matches when an index narrows it (its words, its seller), base and overlay apart, with the
   * ranks the order's comparison reads put back; else the typos its predicate needs. Matches are
   * remembered while the index stays exactly as it was (any change it takes in, any base built, ends
   * them): paging through a search or sorting it anew then costs no second test of every candidate, the
   * larger part of a word search's work.
   */
  private narrowedMatches(filter: ListingFilter): Matches | { typos: boolean[] } {
    const key = JSON.stringify(filter);
    const known = this.recentMatches.get(key);
    if (known) {
      this.store.restoreRanks(known.base, known.baseRanks);
      this.store.restoreRanks(known.overlay, known.overlayRanks);
      return known;
    }
    const typos = this.typos(filter);
    const candidates = this.candidates(filter, typos);
    if (!candidates) return { typos };
    const test = this.store.predicate(filter, typos);
    const base = Int32Array.from(candidates.filter(test));
    const overlay = Int32Array.from(this.overlay().filter(test));
    const matches = {
      base,
      baseRanks: this.store.ranksOf(base),
      overlay,
      overlayRanks: this.store.ranksOf(overlay),
    };
    this.recentMatches.set(key, matches);
    return matches;
  }

  /**
   * Which words may match with one edit: those long enough that match no listed product as typed,
   * stemmed or folded (a typo is the last resort: 'stolar' must not bring 'stor' along with the chairs).
   */
  typos(filter: ListingFilter): boolean[] {
    return filter.words.map(
      (word) => word.typoAllowed && word.stem.length >= MIN_STEM && !this.matchesAnyProduct(word),
    );
  }

  private matchesAnyProduct(word: QueryWord): boolean {
    return (
      this.store.someMatch(this.base.names.candidates(trigramsOf(word.foldedStem)), word) ||
      this.store.someMatch(this.overlay(), word)
    );
  }

  /**
   * Base ordinals (ascending) holding every match when an index narrows the filter: the name postings for
   * each word of two letters or more (its folded stem, see Base.names; a pair of letters through the
   * trigrams holding it), the stems one edit away for a typo, or the seller's products. Undefined: nothing
   * narrows it (only one-letter words, no seller).
   */
  private candidates(filter: ListingFilter, typos: boolean[]): number[] | undefined {
    let narrowed: number[] | undefined;
    const keys =
      filter.words.length > 0
        ? filter.words.map((word) => (word.stem.length >= MIN_STEM ? word.foldedStem : word.folded))
        : [fold(filter.name)];
    keys.forEach((key, i) => {
      if (narrowed?.length === 0) return;
      let list =
        key.length >= 3
          ? this.base.names.candidates(trigramsOf(key))
          : key.length === 2
            ? this.base.names.withPair(key)
            : undefined;
      if (typos[i]) list = union(list ?? [], this.stemVocabulary().oneEditFrom(filter.words[i]!.stem));
      if (list) narrowed = narrowed ? intersect(narrowed, list) : list;
    });
    if (narrowed) return narrowed;
    if (filter.seller) return this.base.bySeller.get(filter.seller) ?? [];
    return undefined;
  }

  private stemVocabulary(): LexemeVocabulary {
    if (this.vocabulary?.base !== this.base)
      this.vocabulary = { base: this.base, stems: LexemeVocabulary.build(this.store.stems, this.base.size) };
    return this.vocabulary.stems;
  }

  /**
   * Every base product tested (a filter nothing narrows, over the whole catalogue): in ordinal order,
   * which reads the names in the order they sit in memory (2–3 times faster than along an order's
   * presorted list, measured over 100 000 names), its matches marked; then the first `need` are picked
   * off the presorted order by their marks.
   */
  private scanAll(
    test: (ordinal: number) => boolean,
    order: ListOrder,
    need: number,
    ties: ((a: number, b: number) => number) | undefined,
  ): { first: number[]; total: number } {
    const marks = this.marks;
    let total = 0;
    for (let ordinal = 0; ordinal < this.base.size; ordinal++)
      if (test(ordinal)) {
        marks[ordinal] = 1;
        total++;
      }
    const first = this.firstMarked(order, need, ties);
    marks.fill(0);
    return { first, total };
  }

  /** The first `count` marked ordinals along the order's presorted base (with their ties ranked). */
  private firstMarked(
    order: ListOrder,
    count: number,
    ties: ((a: number, b: number) => number) | undefined,
  ): number[] {
    const marks = this.marks;
    const { first } = walk(this.base.orders[order], (ordinal) => marks[ordinal] === 1, count, false, ties);
    return ties ? first.sort(this.store.ranked[order]).slice(0, count) : first;
  }

  /** Ordinals appended since the base was built (changed or new products). */
  private overlay(): number[] {
    return Array.from({ length: this.store.length - this.base.size }, (_, i) => this.base.size + i);
  }

  /**
   * The first `count` of base `matches` in the order: sorted when few, else picked off the presorted base
   * (with the rest of the last one's sort key when `ties`, so that better matches among them come first).
   */
  private firstInOrder(
    matches: number[],
    order: ListOrder,
    count: number,
    ties: ((a: number, b: number) => number) | undefined,
  ): number[] {
    const compare = this.store.ranked[order];
    if (matches.length <= SORT_AT_MOST) return matches.sort(compare).slice(0, count);
    for (const ordinal of matches) this.marks[ordinal] = 1;
    const first = this.firstMarked(order, count, ties);
    for (const ordinal of matches) this.marks[ordinal] = 0;
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
    this.changes.current++;
    this.base = base;
    this.marks = new Uint8Array(base.size);
    this.builds++;
  }
}

const NONE = new Int32Array(0);

/**
 * The first `count` matches in `list`, and how many match in all when `countAll` (else the walk stops
 * there). With `ties` (the order's key), also the matches after them with the last one's key: ranked
 * better, one of them may come first.
 */
function walk(
  list: Int32Array,
  test: (ordinal: number) => boolean,
  count: number,
  countAll: boolean,
  ties?: (a: number, b: number) => number,
) {
  const first: number[] = [];
  let total = 0;
  for (const ordinal of list) {
    if (!test(ordinal)) continue;
    total++;
    if (first.length < count) first.push(ordinal);
    else if (ties && count > 0 && ties(first.at(-1)!, ordinal) === 0) first.push(ordinal);
    else if (!countAll) break;
  }
  return { first, total };
}

/** Both ascending lists' values, ascending, each once (a merge: no set, no sort). */
function union(a: number[], b: number[]): number[] {
  const both: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const next = j >= b.length || (i < a.length && a[i]! <= b[j]!) ? a[i++]! : b[j++]!;
    if (both.length === 0 || both[both.length - 1] !== next) both.push(next);
  }
  return both;
}

/** The values in both ascending lists. */
function intersect(a: number[], b: number[]): number[] {
  const both: number[] = [];
  let j = 0;
  for (const value of a) {
    while (j < b.length && b[j]! < value) j++;
    if (j === b.length) break;
    if (b[j] === value) both.push(value);
  }
  return both;
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
