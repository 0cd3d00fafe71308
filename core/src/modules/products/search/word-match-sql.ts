import { MIN_COMPOUND_STEM, MIN_STEM, oneEditPatterns, type QueryWord } from './swedish-words';

/**
 * A text as an SQL literal. Query words hold only letters and digits (swedish-words.ts), so they are
 * written into the statement, where the rank expression can repeat them without numbering parameters
 * twice; anything else is refused rather than quoted.
 */
function literal(text: string): string {
  if (!/^[\p{L}\p{N}%_']*$/u.test(text)) throw new Error(`not a search literal: ${JSON.stringify(text)}`);
  return `'${text.replace(/'/g, "''")}'`;
}

const FOLDED_NAME = `translate(p.search_text, 'åäö', 'aao')`;
const FOLDED_STEMS = `translate(p.search_stems, 'åäö', 'aao')`;

/**
 * How one query word matches a product, best first (each level is the rank it adds):
 * 0. as typed, anywhere in the name (compounds: 'lykta' in 'ljuslykta');
 * 1. by Swedish stem: a word of the name whose stem ends with the query's ('ljuslyktor' → 'ljuslyk',
 *    also inside compounds, whose last part is the one inflected; a stem under MIN_COMPOUND_STEM letters
 *    only as a whole word's stem);
 * 2. the same two with å, ä and ö folded ('dalahast' → 'dalahäst'), a fallback: in Swedish they are letters
 *    of their own;
 * 3. when `typo`: a word of the name whose stem is the query's with one letter missed or mistyped
 *    ('klosar' → 'klossar').
 * "The name" is `p.search_text`: the lowercased name and the product's option values ("ullvante s m grå"),
 * so "grå vante" finds the grey mitten. `p.search_stems` holds that text's stems as PostgreSQL's `swedish`
 * configuration makes them, each quoted, so a quote after the stem marks the end of a word. Both columns
 * are generated (migrations/20261127200001-option-search.ts). The catalogue index tests the same
 * (column-store.ts).
 */
export function wordMatchSql(word: QueryWord, typo: boolean): { matches: string; rank: string } {
  const levels = wordLevelsSql(word);
  if (typo)
    levels.push(`p.search_stems like any (array[${oneEditPatterns(word.stem).map(literal).join(', ')}])`);
  const matches = `(${levels.join(' or ')})`;
  const rank = `(case ${levels.map((level, i) => `when ${level} then ${i}`).join(' ')} else 3 end)`;
  return { matches, rank };
}

/** Levels 0–2 of wordMatchSql as SQL conditions (the fold level as one condition). */
export function wordLevelsSql(word: QueryWord): string[] {
  const contains = (text: string) => literal(`%${text}%`);
  // A stem followed by a quote ends a word; one preceded by a quote too is the whole word.
  const endsAWord = (stem: string) =>
    literal(word.stem.length >= MIN_COMPOUND_STEM ? `%${stem}'%` : `%'${stem}'%`);
  const stemmed = word.stem.length >= MIN_STEM;
  const levels = [`p.search_text like ${contains(word.text)}`];
  if (stemmed) levels.push(`p.search_stems like ${endsAWord(word.stem)}`);
  else levels.push('false');
  const folded = [`${FOLDED_NAME} like ${contains(word.folded)}`];
  if (stemmed) folded.push(`${FOLDED_STEMS} like ${endsAWord(word.foldedStem)}`);
  levels.push(`(${folded.join(' or ')})`);
  return levels;
}
