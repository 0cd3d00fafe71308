/** Every distinct run of three characters (UTF-16 code units, as `includes` compares) in a text. */
export function trigramsOf(text: string): string[] {
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) grams.add(text.slice(i, i + 3));
  return [...grams];
}

const NONE = new Int32Array(0);

/**
 * For each trigram, the ordinals of the names holding it, ascending. A name holds a term only if it
 * holds every trigram of the term, so the two rarest lists' intersection holds every match; the caller
 * still tests each candidate with `includes` (the trigrams may sit apart).
 */
export class TrigramPostings {
  private readonly lists = new Map<string, Int32Array>();

  constructor(names: readonly string[]) {
    // Two passes (count, then fill) so each list is allocated once at its final size.
    const counts = new Map<string, number>();
    this.eachGram(names, (gram) => counts.set(gram, (counts.get(gram) ?? 0) + 1));
    for (const [gram, count] of counts) this.lists.set(gram, new Int32Array(count));
    const filled = new Map<string, number>();
    this.eachGram(names, (gram, ordinal) => {
      const at = filled.get(gram) ?? 0;
      this.lists.get(gram)![at] = ordinal;
      filled.set(gram, at + 1);
    });
  }

  /** Ordinals that may hold all of `grams` (ascending); empty when one of them is in no name. */
  candidates(grams: string[]): number[] {
    const lists = grams.map((gram) => this.lists.get(gram) ?? NONE).sort((a, b) => a.length - b.length);
    const [rarest, next] = lists;
    if (!rarest) return [];
    return next ? intersect(rarest, next) : Array.from(rarest);
  }

  /** Calls `each` once per distinct trigram of each name, names in ordinal order. */
  private eachGram(names: readonly string[], each: (gram: string, ordinal: number) => void): void {
    names.forEach((name, ordinal) => {
      for (const gram of trigramsOf(name)) each(gram, ordinal);
    });
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
