import { createRequire } from 'node:module';
import type { QueryWord } from '../../../plugins/search.provider';

/**
 * How a query is read, the same for every search provider: lowercased as PostgreSQL lowercases names,
 * split into words of letters and digits, each word with its Swedish stem (Snowball, the algorithm
 * behind PostgreSQL's `swedish` text-search configuration, which stems the names; see queryStemOf for the
 * definite singular) and its å/ä/ö-folded
 * forms. The query set's test checks these stems against PostgreSQL's.
 */
export type { QueryWord };

/** Stems shorter than this ('ek', 'fa') would match too many unrelated words: only as typed. */
export const MIN_STEM = 3;
/**
 * Stems this long also match as the last part of a compound ('lykt' in 'ljuslykt'); shorter ones only a
 * whole word's stem ('lad' must not find 'pläd' by its folded end).
 */
export const MIN_COMPOUND_STEM = 4;
/** The rule: a word of five letters or more may carry one typo. */
export const TYPO_MIN_LETTERS = 5;
/** Words read from one query; the rest are ignored (bounded work, and no shopper types more). */
export const MAX_WORDS = 8;

/** snowball-stemmers ships no types: the part of its API used here. */
const snowball = createRequire(import.meta.url)('snowball-stemmers') as {
  newStemmer(language: string): { stem(word: string): string };
};
const stemmer = snowball.newStemmer('swedish');

/** å/ä/ö folded (Swedish letters of their own; folding is the fallback for keyboards without them). */
export const fold = (text: string): string =>
  text.replace(/[åäö]/g, (letter) => (letter === 'ö' ? 'o' : 'a'));

/** The Snowball Swedish stem of one lowercase word. */
export const stemOf = (word: string): string => stemmer.stem(word);

/**
 * The stem a query word is matched by. Snowball cuts the base form of words ending in -a and -e ('lampa' →
 * 'lamp', 'äpple' → 'äppl') but leaves their definite singular whole ('lampan', 'äpplet', genitive
 * 'lampans' → 'lampan'): it has no -n or -t ending. Such a word, left whole but for a genitive s, is stemmed
 * again without that letter, as its base form is, so 'lampan' finds "Lampa" as 'lampor' does. A stem that
 * ends so only after Snowball cut something ('tekana' → 'tekan') is kept. Names keep PostgreSQL's stems.
 */
export function queryStemOf(word: string): string {
  const stem = stemOf(word);
  if (!/(an|et)$/.test(stem) || (stem !== word && `${stem}s` !== word)) return stem;
  const base = stemOf(stem.slice(0, -1));
  return base.length >= MIN_STEM && base.length < stem.length - 1 ? base : stem;
}

/** The words of a lowercased query: runs of letters and digits, at most MAX_WORDS, each once. */
export function queryWords(lowercased: string): QueryWord[] {
  const texts = [...new Set(lowercased.match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_WORDS);
  return texts.map((text) => {
    const stem = queryStemOf(text);
    return {
      text,
      stem,
      folded: fold(text),
      foldedStem: fold(stem),
      typoAllowed: (text.match(/\p{L}/gu)?.length ?? 0) >= TYPO_MIN_LETTERS,
    };
  });
}

/**
 * Whether `a` and `b` are at most one insertion, deletion or substitution apart (by code point). Typos use it
 * with `a` at least as long as `b` (a letter missed or mistyped, never one too many: 'stolpe' is not 'stol').
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  // The first difference is the one edit: skip a letter of the longer, or of both when as long.
  const rest = short.length === long.length ? i + 1 : i;
  for (let j = rest; j < short.length; j++)
    if (short[j] !== long[j + long.length - short.length]) return false;
  return true;
}

/**
 * LIKE patterns over a product's quoted lexemes (`'dalahäst' 'röd'`) that match a lexeme one typo from
 * `stem` (see withinOneEdit): each letter replaced by any (`_`), or any letter inserted at each place.
 */
export function oneEditPatterns(stem: string): string[] {
  const letters = [...stem];
  const patterns = new Set<string>();
  const quoted = (core: string) => `%'${core}'%`;
  for (let i = 0; i <= letters.length; i++) {
    const before = letters.slice(0, i).join('');
    patterns.add(quoted(`${before}_${letters.slice(i).join('')}`));
    if (i < letters.length) patterns.add(quoted(`${before}_${letters.slice(i + 1).join('')}`));
  }
  return [...patterns];
}
