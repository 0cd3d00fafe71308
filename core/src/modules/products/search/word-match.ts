import { MIN_COMPOUND_STEM, MIN_STEM, withinOneEdit, type QueryWord } from './swedish-words';

/** The quoted lexemes of a `search_stems` text, as written there (`'dalahäst' 'röd'` → dalahäst, röd). */
export function lexemesOf(stems: string): string[] {
  return Array.from(stems.matchAll(/'((?:[^']|'')*)'/g), (match) => match[1]!);
}

/** A lexeme one typo from a stem (a letter missed or mistyped: see withinOneEdit). */
export const isTypoOf = (lexeme: string, stem: string) =>
  lexeme.length >= stem.length && withinOneEdit(lexeme, stem);

/**
 * How well `word` matches a product (its lowercased name, its stems text, and both with å/ä/ö folded), as wordMatchSql (word-match-sql.ts) decides in SQL: 0 as typed, 1 by
 * stem, 2 folded, 3 one edit from a stem (only when `typo`), -1 not at all.
 */
export function wordLevel(
  word: QueryWord,
  typo: boolean,
  name: string,
  foldedName: string,
  stems: string,
  foldedStems: string,
): number {
  if (name.includes(word.text)) return 0;
  const stemmed = word.stem.length >= MIN_STEM;
  // A stem followed by a quote ends a word; one preceded by a quote too is the whole word.
  const [start, end] = word.stem.length >= MIN_COMPOUND_STEM ? ['', "'"] : ["'", "'"];
  if (stemmed && stems.includes(`${start}${word.stem}${end}`)) return 1;
  if (foldedName.includes(word.folded)) return 2;
  if (stemmed && foldedStems.includes(`${start}${word.foldedStem}${end}`)) return 2;
  if (typo && lexemesOf(stems).some((lexeme) => isTypoOf(lexeme, word.stem))) return 3;
  return -1;
}
