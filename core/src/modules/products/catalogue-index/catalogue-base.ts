import type { ProductListQuery } from '@torget/contract';
import type { ColumnStore } from './column-store';
import { TrigramPostings } from './trigram-postings';

/** The orders the index presorts: `discount` reads the sales, which the index does not hold (SQL sorts it). */
export type ListOrder = Exclude<ProductListQuery['order'], 'discount'>;
const ORDERS: ListOrder[] = ['newest', 'lowest', 'highest', 'toprated'];

/**
 * What is built in one go over the store's first `size` ordinals: name trigrams, every order presorted
 * (also per category), each shop's products. Products are never changed in place (a change appends the
 * product anew and marks the old ordinal dead), so a base stays true for its ordinals while the store
 * grows; reads skip the dead.
 */
export interface Base {
  size: number;
  /**
   * Trigrams of the names with å/ä/ö folded: a name holding a word as typed, stemmed or folded holds the
   * folded stem (Snowball only cuts endings, so a stem is the start of the word it came from).
   */
  names: TrigramPostings;
  orders: Record<ListOrder, Int32Array>;
  bySeller: Map<string, number[]>;
  /** Each category's products in each order. */
  byCategory: Record<ListOrder, Map<string, Int32Array>>;
}

/** Builds a base at once (a new or compacted store, before anything reads it). */
export function buildNow(store: ColumnStore, size: number): Base {
  const steps = buildSteps(store, size);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Builds a base in parts (tens of ms each at 100 000 products), letting the event loop answer requests
 * between them instead of pausing for the whole build (about 0.25 s).
 */
export async function buildInParts(store: ColumnStore, size: number): Promise<Base> {
  const steps = buildSteps(store, size);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

function* buildSteps(store: ColumnStore, size: number): Generator<void, Base> {
  const names = yield* TrigramPostings.build(store.foldedNames, size);
  const all = Int32Array.from({ length: size }, (_, i) => i);
  const orders = {} as Record<ListOrder, Int32Array>;
  const byCategory = {} as Record<ListOrder, Map<string, Int32Array>>;
  for (const order of ORDERS) {
    orders[order] = all.slice().sort(store.comparators[order]);
    yield;
    byCategory[order] = byCategoryIn(orders[order], store.categories);
    yield;
  }
  return { size, names, orders, bySeller: groupBy(store.sellers, size), byCategory };
}

/** `sorted` split by category, each part keeping the order. */
function byCategoryIn(sorted: Int32Array, categories: string[]): Map<string, Int32Array> {
  const parts = new Map<string, number[]>();
  for (const ordinal of sorted) {
    const category = categories[ordinal]!;
    const part = parts.get(category);
    if (part) part.push(ordinal);
    else parts.set(category, [ordinal]);
  }
  return new Map([...parts].map(([category, part]) => [category, Int32Array.from(part)]));
}

function groupBy(keys: string[], size: number): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (let ordinal = 0; ordinal < size; ordinal++) {
    const key = keys[ordinal]!;
    const group = groups.get(key);
    if (group) group.push(ordinal);
    else groups.set(key, [ordinal]);
  }
  return groups;
}
