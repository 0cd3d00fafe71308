import { isTypoOf, lexemesOf } from '../search/word-match';

/**
 * The distinct stems of a base's names with the products holding each: what a typo is looked up in
 * (a one-edit neighbour shares no trigram with a short word, so the name postings cannot find it).
 * Stems without a letter (numbers, most of them one product's) are left out: a typo is only forgiven in
 * a word of five letters (swedish-words.ts), which is never one edit from a number.
 * Built at the first typo a base is asked about, since typos are only looked for when nothing else matched.
 */
export class LexemeVocabulary {
  /**
   * Stems by length in code points, each with its products' ordinals: in typed arrays of their final size
   * once built (the arrays that grew while building held half as much again, on the heap).
   */
  private constructor(private readonly byLength: Map<number, Map<string, Int32Array>>) {}

  static build(stems: readonly string[], size: number): LexemeVocabulary {
    const byLength = new Map<number, Map<string, number[]>>();
    for (let ordinal = 0; ordinal < size; ordinal++) {
      for (const lexeme of lexemesOf(stems[ordinal]!)) {
        if (!/\p{L}/u.test(lexeme)) continue;
        const length = codePoints(lexeme);
        let ofLength = byLength.get(length);
        if (!ofLength) byLength.set(length, (ofLength = new Map()));
        const holders = ofLength.get(lexeme);
        if (!holders) ofLength.set(lexeme, [ordinal]);
        else if (holders.at(-1) !== ordinal) holders.push(ordinal);
      }
    }
    return new LexemeVocabulary(
      new Map(
        [...byLength].map(([length, stems]) => [
          length,
          new Map([...stems].map(([stem, holders]) => [stem, Int32Array.from(holders)])),
        ]),
      ),
    );
  }

  /** Ordinals (ascending, each once) of products with a stem at most one typo from `stem` (isTypoOf). */
  oneEditFrom(stem: string): number[] {
    const length = codePoints(stem);
    const found = new Set<number>();
    for (const near of [length, length + 1]) {
      for (const [lexeme, holders] of this.byLength.get(near) ?? []) {
        if (isTypoOf(lexeme, stem)) for (const ordinal of holders) found.add(ordinal);
      }
    }
    return [...found].sort((a, b) => a - b);
  }
}

/**
 * Length in code points, as `[...text].length` counts, without making that array: the build measures every
 * lexeme of every listed name.
 */
function codePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++, count++) {
    const unit = text.charCodeAt(i);
    // A surrogate pair is one code point; a lone surrogate counts as one, as the spread counts it.
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
  }
  return count;
}
