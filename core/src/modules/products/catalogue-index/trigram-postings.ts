/**
 * Every distinct run of three characters (UTF-16 code units, as `includes` compares) in a text, each as
 * one number: no string is made per trigram (building the postings of 100 000 names takes about 100 ms
 * instead of 250 with a string each).
 */
export function trigramsOf(text: string): number[] {
  const grams = new Set<number>();
  for (let i = 0; i + 3 <= text.length; i++) grams.add(trigramAt(text, i));
  return [...grams];
}

function trigramAt(text: string, i: number): number {
  const a = text.charCodeAt(i);
  const b = text.charCodeAt(i + 1);
  const c = text.charCodeAt(i + 2);
  // Latin-1 (Swedish included) packs into 24 bits, a small integer maps hash fastest; the rest above it.
  return a < 256 && b < 256 && c < 256 ? (a << 16) | (b << 8) | c : 2 ** 24 + (a * 65_536 + b) * 65_536 + c;
}

const NONE = new Int32Array(0);

/**
 * For each trigram, the ordinals of the names holding it, ascending. A name holds a term only if it
 * holds every trigram of the term, so the two rarest lists' intersection holds every match; the caller
 * still tests each candidate with `includes` (the trigrams may sit apart).
 */
export class TrigramPostings {
  private constructor(private readonly lists: Map<number, Int32Array>) {}

  /**
   * The postings of `names[0, size)`, built in two passes (count, then fill) so each list is allocated
   * once at its final size; yields every NAMES_PER_STEP names so a caller can build in parts.
   */
  static *build(names: readonly string[], size: number): Generator<void, TrigramPostings> {
    const counts = new Map<number, number>();
    yield* eachGram(names, size, (gram) => counts.set(gram, (counts.get(gram) ?? 0) + 1));
    const lists = new Map<number, Int32Array>();
    for (const [gram, count] of counts) lists.set(gram, new Int32Array(count));
    const filled = counts;
    for (const gram of filled.keys()) filled.set(gram, 0);
    yield* eachGram(names, size, (gram, ordinal) => {
      const at = filled.get(gram)!;
      lists.get(gram)![at] = ordinal;
      filled.set(gram, at + 1);
    });
    return new TrigramPostings(lists);
  }

  /** Ordinals that may hold all of `grams` (ascending); empty when one of them is in no name. */
  candidates(grams: number[]): number[] {
    const lists = grams.map((gram) => this.lists.get(gram) ?? NONE).sort((a, b) => a.length - b.length);
    const [rarest, next] = lists;
    if (!rarest) return [];
    return next ? intersect(rarest, next) : Array.from(rarest);
  }
}

const NAMES_PER_STEP = 20_000;

/**
 * Calls `each` once per distinct trigram of each of the first `size` names, in ordinal order (a name
 * holding a trigram twice counts once: `last` remembers the last ordinal seen with each).
 */
function* eachGram(
  names: readonly string[],
  size: number,
  each: (gram: number, ordinal: number) => void,
): Generator<void, void> {
  const last = new Map<number, number>();
  for (let ordinal = 0; ordinal < size; ordinal++) {
    const name = names[ordinal]!;
    for (let i = 0; i + 3 <= name.length; i++) {
      const gram = trigramAt(name, i);
      if (last.get(gram) === ordinal) continue;
      last.set(gram, ordinal);
      each(gram, ordinal);
    }
    if (ordinal % NAMES_PER_STEP === NAMES_PER_STEP - 1) yield;
  }
}

function intersect(a: Int32Array, b: Int32Array): number[] {
  const both: number[] = [];
  let j = 0;
  for (const value of a) {
    while (j < b.length && b[j]! < value) j++;
    if (j === b.length) break;
    if (b[j] === value) both.push(value);
  }
  return both;
}
