/** What a query is there to show. */
export type QueryKind =
  'inflection' | 'compound' | 'unaccented' | 'typo' | 'several words' | 'must not match';

/**
 * The query set of issue 25 over swedishCatalogue: what a Swedish shopper types and the products they
 * mean (by key). Run against both search providers by swedish-search.test.ts, which reports precision
 * and recall over the whole set.
 */
export const swedishQueries: { query: string; kind: QueryKind; expected: string[] }[] = [
  { query: 'ljuslyktor', kind: 'inflection', expected: ['ljuslykta'] },
  { query: 'skärbrädor', kind: 'inflection', expected: ['skärbräda'] },
  { query: 'smörknivar', kind: 'inflection', expected: ['smörkniv'] },
  { query: 'dalahästar', kind: 'inflection', expected: ['dalahäst-röd', 'dalahäst-blå'] },
  { query: 'klossarna', kind: 'inflection', expected: ['klossar'] },
  { query: 'lampor', kind: 'inflection', expected: ['bordslampa', 'golvlampa'] },
  { query: 'koppar', kind: 'inflection', expected: ['kaffekopp'] },
  { query: 'vaser', kind: 'inflection', expected: ['stor-vas', 'vas-nordisk'] },
  { query: 'stolar', kind: 'inflection', expected: ['stol', 'barnstol', 'trädgårdsstol'] },
  { query: 'knivar', kind: 'inflection', expected: ['smörkniv', 'ostkniv'] },
  { query: 'handduken', kind: 'inflection', expected: ['kökshandduk'] },
  { query: 'skålar', kind: 'inflection', expected: ['träskål'] },
  { query: 'mössor', kind: 'inflection', expected: ['mössa'] },
  { query: 'kannor', kind: 'inflection', expected: ['tekanna'] },
  { query: 'plädar', kind: 'inflection', expected: ['ullpläd'] },
  { query: 'lykta', kind: 'compound', expected: ['ljuslykta'] },
  { query: 'kniv', kind: 'compound', expected: ['smörkniv', 'ostkniv'] },
  { query: 'häst', kind: 'compound', expected: ['dalahäst-röd', 'dalahäst-blå'] },
  { query: 'bräda', kind: 'compound', expected: ['skärbräda'] },
  { query: 'kopp', kind: 'compound', expected: ['kaffekopp'] },
  { query: 'lampa', kind: 'compound', expected: ['bordslampa', 'golvlampa'] },
  { query: 'dalahast', kind: 'unaccented', expected: ['dalahäst-röd', 'dalahäst-blå'] },
  { query: 'skarbrada', kind: 'unaccented', expected: ['skärbräda'] },
  { query: 'smorkniv', kind: 'unaccented', expected: ['smörkniv'] },
  {
    query: 'tra',
    kind: 'unaccented',
    expected: ['klossar', 'träskål', 'trädgårdsstol', 'trasmatta', 'träbricka'],
  },
  { query: 'orngott', kind: 'unaccented', expected: ['örngott'] },
  { query: 'mossa', kind: 'unaccented', expected: ['mössa'] },
  { query: 'lader', kind: 'unaccented', expected: ['glasögonfodral'] },
  { query: 'dalahastar', kind: 'unaccented', expected: ['dalahäst-röd', 'dalahäst-blå'] },
  { query: 'klosar', kind: 'typo', expected: ['klossar'] },
  { query: 'dalahst', kind: 'typo', expected: ['dalahäst-röd', 'dalahäst-blå'] },
  { query: 'skärbröda', kind: 'typo', expected: ['skärbräda'] },
  { query: 'tekana', kind: 'typo', expected: ['tekanna'] },
  { query: 'golvlmpa', kind: 'typo', expected: ['golvlampa'] },
  { query: 'mäsing', kind: 'typo', expected: ['bordslampa'] },
  { query: 'röd dalahäst', kind: 'several words', expected: ['dalahäst-röd'] },
  { query: 'dalahäst röd', kind: 'several words', expected: ['dalahäst-röd'] },
  { query: 'blå dalahästar', kind: 'several words', expected: ['dalahäst-blå'] },
  { query: 'ek stol', kind: 'several words', expected: ['stol'] },
  { query: 'vas glas', kind: 'several words', expected: ['stor-vas'] },
  { query: 'kniv björk', kind: 'several words', expected: ['smörkniv'] },
  { query: 'svart lampor', kind: 'several words', expected: ['golvlampa'] },
  { query: 'ostar', kind: 'must not match', expected: [] },
  { query: 'katt', kind: 'must not match', expected: [] },
  { query: 'röd blå', kind: 'must not match', expected: [] },
  { query: 'lampskärm', kind: 'must not match', expected: [] },
  { query: 'stolpe', kind: 'must not match', expected: [] },
  { query: 'hästsko', kind: 'must not match', expected: [] },
  { query: '%', kind: 'must not match', expected: [] },
];
