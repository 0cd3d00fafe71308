import type { ListingFilter } from '../product-search';
import { fold } from '../search/swedish-words';
import { wordMatcher } from '../search/word-match';
import type { ListOrder } from './catalogue-base';

/** What the catalogue index keeps of a listed product: what listings filter and sort on, nothing shown. */
export interface IndexedProduct {
  id: string;
  /**
   * What a search matches (`products.search_text`): the name and the option values, lowercased by
   * PostgreSQL, so a product matches here exactly when it does in SQL.
   */
  name: string;
  category: string;
  sellerId: string;
  priceOre: number;
  rating: number;
  numReviews: number;
  /** created_at in microseconds since 1970, PostgreSQL's precision, so equal times tie as they do there. */
  createdUs: number;
  /** That text's Swedish stems as PostgreSQL made them (`products.search_stems`, `'dalahäst' 'röd'`). */
  stems: string;
}

/** Only texts with å, ä or ö get a folded copy; the rest share the string (no memory). */
const folded = (text: string) => (/[åäö]/.test(text) ? fold(text) : text);

type Compare = (a: number, b: number) => number;
type NumberColumn = Uint32Array | Int32Array | Float64Array | Uint8Array;

/** `column` copied into a new one of `length` (zero past the old end). */
function resized<C extends NumberColumn>(column: C, length: number): C {
  const grown = new (column.constructor as new (length: number) => C)(length);
  grown.set(column);
  return grown;
}

/**
 * The index's products by ordinal, one array per field (read in tight loops). Texts are strings; ids and
 * numbers live in typed arrays, off the JS heap: as strings and JS arrays (8 bytes a number) they took
 * about 12 MB of heap per 100 000 products, which the garbage collector walked and sized its heap by.
 * Removing a product only marks its ordinal dead; `compacted()` renumbers the live ones.
 */
export class ColumnStore {
  readonly names: string[] = [];
  readonly foldedNames: string[] = [];
  readonly stems: string[] = [];
  readonly foldedStems: string[] = [];
  readonly categories: string[] = [];
  readonly sellers: string[] = [];
  private size = 0;
  /** Room in the typed columns (doubled when full; pages never written take no memory). */
  private capacity = 0;
  /**
   * Each uuid's 128 bits as four words, most significant first (compared as PostgreSQL compares uuids;
   * 16 bytes instead of a 36-character string, about 5 MB of heap per 100 000 products).
   */
  private idWords = new Uint32Array(0);
  private prices = new Int32Array(0);
  private ratings = new Float64Array(0);
  private reviewCounts = new Int32Array(0);
  /** created_at in microseconds: integers below 2^53, exact in a double. */
  private created = new Float64Array(0);
  /**
   * How well each product matched the read under way (0 best; see wordMatcher): set by its predicate for
   * every product it passes and read by `ranked` right after (reads are synchronous).
   */
  private ranks = new Int32Array(0);
  /** 1 for a live product, 0 for a removed one. */
  private live = new Uint8Array(0);
  private liveTotal = 0;

  /** Categories and seller ids repeat across thousands of products: one string each, not one per product. */
  constructor(private readonly interned = new Map<string, string>()) {}

  /** The sort keys of product-search.ts's orders over ordinals, without the id that makes them total. */
  readonly keys: Record<ListOrder, Compare> = {
    newest: (a, b) => this.created[b]! - this.created[a]!,
    lowest: (a, b) => this.prices[a]! - this.prices[b]!,
    highest: (a, b) => this.prices[b]! - this.prices[a]!,
    toprated: (a, b) => this.ratings[b]! - this.ratings[a]! || this.reviewCounts[b]! - this.reviewCounts[a]!,
  };

  /** The orders with `id` last, compared as PostgreSQL compares uuids: what the base presorts by. */
  readonly comparators: Record<ListOrder, Compare> = {
    newest: (a, b) => this.keys.newest(a, b) || this.idOrder(b, a),
    lowest: (a, b) => this.keys.lowest(a, b) || this.idOrder(a, b),
    highest: (a, b) => this.keys.highest(a, b) || this.idOrder(b, a),
    toprated: (a, b) => this.keys.toprated(a, b) || this.idOrder(a, b),
  };

  /** The orders as a search sorts: within the same key, better matches (lower `ranks`) first. */
  readonly ranked: Record<ListOrder, Compare> = {
    newest: (a, b) => this.keys.newest(a, b) || this.ranks[a]! - this.ranks[b]! || this.idOrder(b, a),
    lowest: (a, b) => this.keys.lowest(a, b) || this.ranks[a]! - this.ranks[b]! || this.idOrder(a, b),
    highest: (a, b) => this.keys.highest(a, b) || this.ranks[a]! - this.ranks[b]! || this.idOrder(b, a),
    toprated: (a, b) => this.keys.toprated(a, b) || this.ranks[a]! - this.ranks[b]! || this.idOrder(a, b),
  };

  get length(): number {
    return this.size;
  }

  isLive(ordinal: number): boolean {
    return this.live[ordinal] === 1;
  }

  get liveCount(): number {
    return this.liveTotal;
  }

  /** A product's id as PostgreSQL writes a uuid (made for a page's few products, not kept). */
  id(ordinal: number): string {
    let text = '';
    for (let i = 0; i < 16; i++) {
      if (i === 4 || i === 6 || i === 8 || i === 10) text += '-';
      text += HEX[(this.idWords[ordinal * 4 + (i >> 2)]! >>> (24 - 8 * (i & 3))) & 255]!;
    }
    return text;
  }

  append(product: IndexedProduct): void {
    if (this.size === this.capacity) this.grow();
    const o = this.size++;
    uuidWords(product.id, this.idWords, o * 4);
    this.names.push(product.name);
    this.foldedNames.push(folded(product.name));
    this.stems.push(product.stems);
    this.foldedStems.push(folded(product.stems));
    this.categories.push(this.intern(product.category));
    this.sellers.push(this.intern(product.sellerId));
    this.prices[o] = product.priceOre;
    this.ratings[o] = product.rating;
    this.reviewCounts[o] = product.numReviews;
    this.created[o] = product.createdUs;
    this.live[o] = 1;
    this.liveTotal++;
  }

  /**
   * Removes the products with these ids and every product of these sellers: one pass over all of
   * them (a few ms per 100 000), which spares the index a map from id to ordinal (about 5 MB). Only an
   * id whose first word matches is written out as text to be compared.
   */
  remove(ids: ReadonlySet<string>, sellers: ReadonlySet<string>): void {
    const word = new Uint32Array(4);
    const firstWords = new Set([...ids].map((id) => (uuidWords(id, word, 0), word[0]!)));
    for (let ordinal = 0; ordinal < this.length; ordinal++) {
      if (
        this.live[ordinal] === 1 &&
        ((firstWords.has(this.idWords[ordinal * 4]!) && ids.has(this.id(ordinal))) ||
          sellers.has(this.sellers[ordinal]!))
      ) {
        this.live[ordinal] = 0;
        this.liveTotal--;
      }
    }
  }

  /** The live products renumbered from 0, in their current order. */
  compacted(): ColumnStore {
    const store = new ColumnStore(this.interned);
    for (let ordinal = 0; ordinal < this.length; ordinal++)
      if (this.live[ordinal] === 1) store.append(this.product(ordinal));
    return store;
  }

  /**
   * Whether a live product passes the filter, tested as product-search.ts's SQL tests it; a product that
   * passes gets its rank (the sum of its words' levels) in `ranks`. `typos[i]`: as in searchSql.
   */
  predicate(
    { name, words, category, seller, minOre, maxOre, rating }: ListingFilter,
    typos: readonly boolean[] = [],
  ): (ordinal: number) => boolean {
    const literal = words.length === 0 ? name : '';
    const matchers = words.map((word, i) => wordMatcher(word, typos[i] === true));
    return (o) => {
      const passes =
        this.live[o] === 1 &&
        (minOre <= 0 || this.prices[o]! >= minOre) &&
        (maxOre <= 0 || this.prices[o]! <= maxOre) &&
        (rating <= 0 || this.ratings[o]! >= rating) &&
        (category === '' || this.categories[o] === category) &&
        (seller === '' || this.sellers[o] === seller) &&
        (literal === '' || this.names[o]!.includes(literal));
      if (!passes) return false;
      let rank = 0;
      for (let i = 0; i < matchers.length; i++) {
        const level = matchers[i]!(
          this.names[o]!,
          this.foldedNames[o]!,
          this.stems[o]!,
          this.foldedStems[o]!,
        );
        if (level < 0) return false;
        rank += level;
      }
      this.ranks[o] = rank;
      return true;
    };
  }

  /** The ranks the last predicate gave these ordinals (each one it passed). */
  ranksOf(ordinals: ArrayLike<number>): Uint8Array {
    // A rank is a sum of levels 0–3 over a query's few words, so a byte holds it.
    return Uint8Array.from({ length: ordinals.length }, (_, i) => this.ranks[ordinals[i]!]!);
  }

  /** Gives these ordinals back the ranks a predicate gave them, for `ranked` to read. */
  restoreRanks(ordinals: ArrayLike<number>, ranks: Uint8Array): void {
    for (let i = 0; i < ordinals.length; i++) this.ranks[ordinals[i]!] = ranks[i]!;
  }

  /** Whether any live product matches `word` as typed, by stem or folded (no typo). */
  someMatch(ordinals: Iterable<number>, word: ListingFilter['words'][number]): boolean {
    const level = wordMatcher(word, false);
    for (const o of ordinals)
      if (
        this.isLive(o) &&
        level(this.names[o]!, this.foldedNames[o]!, this.stems[o]!, this.foldedStems[o]!) >= 0
      )
        return true;
    return false;
  }

  private intern(value: string): string {
    const known = this.interned.get(value);
    if (known !== undefined) return known;
    this.interned.set(value, value);
    return value;
  }

  private product(ordinal: number): IndexedProduct {
    return {
      id: this.id(ordinal),
      name: this.names[ordinal]!,
      category: this.categories[ordinal]!,
      sellerId: this.sellers[ordinal]!,
      priceOre: this.prices[ordinal]!,
      rating: this.ratings[ordinal]!,
      numReviews: this.reviewCounts[ordinal]!,
      createdUs: this.created[ordinal]!,
      stems: this.stems[ordinal]!,
    };
  }

  /** The four words compared in turn, unsigned: the order of the uuids' bytes, as PostgreSQL sorts them. */
  private idOrder(a: number, b: number): number {
    const words = this.idWords;
    for (let k = 0; k < 4; k++) {
      const x = words[a * 4 + k]!;
      const y = words[b * 4 + k]!;
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  }

  private grow(): void {
    const capacity = Math.max(1_024, this.capacity * 2);
    this.idWords = resized(this.idWords, capacity * 4);
    this.prices = resized(this.prices, capacity);
    this.ratings = resized(this.ratings, capacity);
    this.reviewCounts = resized(this.reviewCounts, capacity);
    this.created = resized(this.created, capacity);
    this.ranks = resized(this.ranks, capacity);
    this.live = resized(this.live, capacity);
    this.capacity = capacity;
  }
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Writes a uuid's 32 hex digits (dashes skipped) into `words` from `at`, as four 32-bit words. */
function uuidWords(id: string, words: Uint32Array, at: number): void {
  let word = 0;
  let digits = 0;
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    if (c === 45) continue; // '-'
    word = (word << 4) | (c >= 97 ? c - 87 : c >= 65 ? c - 55 : c - 48);
    if (++digits % 8 === 0) words[at++] = word;
  }
}
