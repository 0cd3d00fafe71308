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

/** The three characters of a trigram number (trigramAt's inverse). */
function charsOf(gram: number): [number, number, number] {
  if (gram < 2 ** 24) return [gram >>> 16, (gram >>> 8) & 255, gram & 255];
  const rest = gram - 2 ** 24;
  const ab = Math.floor(rest / 65_536);
  return [Math.floor(ab / 65_536), ab % 65_536, rest % 65_536];
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
 * The ordinals holding a common trigram, as one bit per name: once more than a 32nd of the names hold
 * it, a list of 32-bit ordinals would take more room. In the bench's catalogue the 131
 * such trigrams held 1.25 of the 1.76 million postings (5 of 7 MB as lists, 1.6 MB as bits).
 */
class Bits {
  constructor(
    readonly words: Uint32Array,
    readonly length: number,
  ) {}

  has(ordinal: number): boolean {
    return (this.words[ordinal >>> 5]! & (1 << (ordinal & 31))) !== 0;
  }

  set(ordinal: number): void {
    this.words[ordinal >>> 5]! |= 1 << (ordinal & 31);
  }
}

/** A trigram's ordinals, ascending: as a list, or as bits when that is smaller (see Bits). */
type Posting = Int32Array | Bits;

/**
 * For each trigram, the ordinals of the names holding it. A name holds a term only if it holds every
 * trigram of the term, so the two rarest postings' intersection holds every match; the caller still tests
 * each candidate with `includes` (the trigrams may sit apart).
 */
export class TrigramPostings {
  private constructor(
    private readonly postings: Map<number, Posting>,
    private readonly size: number,
    /** The names of fewer than three characters, which hold no trigram. */
    private readonly short: Int32Array,
  ) {}

  /**
   * The postings of `names[0, size)`, built in two passes (count, then fill) so each is allocated once at
   * its final size; yields every NAMES_PER_STEP names so a caller can build in parts.
   */
  static *build(names: readonly string[], size: number): Generator<void, TrigramPostings> {
    const counts = new Map<number, number>();
    yield* eachGram(names, size, (gram) => counts.set(gram, (counts.get(gram) ?? 0) + 1));
    const short: number[] = [];
    for (let ordinal = 0; ordinal < size; ordinal++) if (names[ordinal]!.length < 3) short.push(ordinal);
    const postings = new Map<number, Posting>();
    for (const [gram, count] of counts)
      postings.set(
        gram,
        count * 32 > size ? new Bits(new Uint32Array(Math.ceil(size / 32)), count) : new Int32Array(count),
      );
    const filled = counts;
    for (const gram of filled.keys()) filled.set(gram, 0);
    yield* eachGram(names, size, (gram, ordinal) => {
      const posting = postings.get(gram)!;
      if (posting instanceof Bits) return posting.set(ordinal);
      const at = filled.get(gram)!;
      posting[at] = ordinal;
      filled.set(gram, at + 1);
    });
    return new TrigramPostings(postings, size, Int32Array.from(short));
  }

  /** Ordinals that may hold all of `grams` (ascending); empty when one of them is in no name. */
  candidates(grams: number[]): number[] {
    const postings = grams.map((gram) => this.postings.get(gram) ?? NONE).sort((a, b) => a.length - b.length);
    const [rarest, next] = postings;
    if (!rarest) return [];
    if (!next) return rarest instanceof Bits ? bothBits(rarest, undefined) : Array.from(rarest);
    if (rarest instanceof Bits) return next instanceof Bits ? bothBits(rarest, next) : filtered(next, rarest);
    return next instanceof Bits ? filtered(rarest, next) : intersect(rarest, next);
  }

  /**
   * Ordinals that may hold `pair`, two characters (ascending): a name holding them holds a trigram that
   * begins with them, or ends with them where they end the name, unless it is shorter than three. Found
   * by looking through the trigrams (some tens of thousands of numbers) instead of testing every name
   * with `includes`, which took 50–100 ms for a search of two-letter words over 100 000 names.
   */
  withPair(pair: string): number[] {
    const [x, y] = [pair.charCodeAt(0), pair.charCodeAt(1)];
    const found = new Uint32Array(Math.ceil(this.size / 32));
    for (const [gram, posting] of this.postings) {
      const [a, b, c] = charsOf(gram);
      if (!((a === x && b === y) || (b === x && c === y))) continue;
      if (posting instanceof Bits) for (let w = 0; w < found.length; w++) found[w]! |= posting.words[w]!;
      else for (const ordinal of posting) found[ordinal >>> 5]! |= 1 << (ordinal & 31);
    }
    for (const ordinal of this.short) found[ordinal >>> 5]! |= 1 << (ordinal & 31);
    return bothBits(new Bits(found, 0), undefined);
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

/** The ordinals of a list that are set in `bits`, ascending. */
function filtered(list: Int32Array, bits: Bits): number[] {
  const both: number[] = [];
  for (const ordinal of list) if (bits.has(ordinal)) both.push(ordinal);
  return both;
}

/** The ordinals set in both (in `a` alone without `b`), ascending. */
function bothBits(a: Bits, b: Bits | undefined): number[] {
  const found: number[] = [];
  for (let w = 0; w < a.words.length; w++) {
    let word = b ? a.words[w]! & b.words[w]! : a.words[w]!;
    while (word !== 0) {
      const low = word & -word;
      found.push(w * 32 + 31 - Math.clz32(low));
      word ^= low;
    }
  }
  return found;
}
