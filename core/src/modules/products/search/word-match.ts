import { MIN_COMPOUND_STEM, MIN_STEM, withinOneEdit, type QueryWord } from './swedish-words';

/** The quoted lexemes of a `search_stems` text, as written there (`'dalahäst' 'röd'` → dalahäst, röd). */
export function lexemesOf(stems: string): string[] {
  const found: string[] = [];
  LEXEME.lastIndex = 0;
  for (let match = LEXEME.exec(stems); match; match = LEXEME.exec(stems)) found.push(match[1]!);
  return found;
}

/**
 * One expression for every call (reads are synchronous, so `lastIndex` is never shared mid-loop):
 * `matchAll` copied the expression and made an iterator per call, most of what building the typo
 * vocabulary over 100 000 names allocated (sampling heap profile, 2026-11-26).
 */
const LEXEME = /'((?:[^']|'')*)'/g;

/** A lexeme one typo from a stem (a letter missed or mistyped: see withinOneEdit). */
export const isTypoOf = (lexeme: string, stem: string) =>
  lexeme.length >= stem.length && withinOneEdit(lexeme, stem);

/**
 * How well `word` matches a product (its lowercased name, its stems text, and both with å/ä/ö folded), as
 * wordMatchSql (word-match-sql.ts) decides in SQL: 0 as typed, 1 by stem, 2 folded, 3 one edit from a stem
 * (only when `typo`), -1 not at all. Made once per word of a read, which tests it on thousands of products.
 */
export function wordMatcher(
  word: QueryWord,
  typo: boolean,
): (name: string, foldedName: string, stems: string, foldedStems: string) => number {
  const stemmed = word.stem.length >= MIN_STEM;
  // A stem followed by a quote ends a word; one preceded by a quote too is the whole word.
  const [start, end] = word.stem.length >= MIN_COMPOUND_STEM ? ['', "'"] : ["'", "'"];
  const stem = `${start}${word.stem}${end}`;
  const foldedStem = `${start}${word.foldedStem}${end}`;
  return (name, foldedName, stems, foldedStems) => {
    if (name.includes(word.text)) return 0;
    if (stemmed && stems.includes(stem)) return 1;
    if (foldedName.includes(word.folded)) return 2;
    if (stemmed && foldedStems.includes(foldedStem)) return 2;
    if (typo && someLexeme(stems, (lexeme) => isTypoOf(lexeme, word.stem), word.stem.length)) return 3;
    return -1;
  };
}

/**
 * Whether a lexeme of a `search_stems` text passes `test`, skipping without a copy those shorter than
 * `atLeast` (a stems text with an escaped quote is read through lexemesOf instead).
 */
function someLexeme(stems: string, test: (lexeme: string) => boolean, atLeast: number): boolean {
  if (stems.includes("''")) return lexemesOf(stems).some(test);
  for (let open = stems.indexOf("'"); open >= 0;) {
    const close = stems.indexOf("'", open + 1);
    if (close < 0) return false;
    if (close - open - 1 >= atLeast && test(stems.slice(open + 1, close))) return true;
    open = stems.indexOf("'", close + 1);
  }
  return false;
}
