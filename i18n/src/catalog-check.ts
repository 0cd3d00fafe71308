import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@messageformat/parser';
import type { Catalog } from './catalog';
import { LOCALES } from './locale';

/** The argument names an ICU message uses (`{name}`, `{count, plural, …}`), nested ones included. */
function argumentsOf(tokens: ReturnType<typeof parse>, into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (!('arg' in token)) continue;
    into.add(token.arg);
    if ('cases' in token)
      for (const c of token.cases) argumentsOf(c.tokens as ReturnType<typeof parse>, into);
  }
  return into;
}

/**
 * What is wrong with one package's catalogs (`<dir>/sv.json`, `<dir>/en.json`): ids in one language but
 * not the other, empty texts, malformed ICU, and translations that drop or invent an argument.
 */
export function checkCatalogs(dir: string): string[] {
  const catalogs = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Catalog,
    ]),
  );
  const problems: string[] = [];
  const ids = new Set(LOCALES.flatMap((locale) => Object.keys(catalogs[locale]!)));
  for (const id of ids) {
    const args = new Map<string, string>();
    for (const locale of LOCALES) {
      const text = catalogs[locale]![id];
      if (text === undefined) {
        problems.push(`${dir}: "${id}" has no ${locale} text`);
        continue;
      }
      if (text.trim() === '') problems.push(`${dir}: "${id}" is empty in ${locale}`);
      try {
        args.set(locale, [...argumentsOf(parse(text))].sort().join(','));
      } catch (error) {
        problems.push(`${dir}: "${id}" (${locale}) is not ICU MessageFormat: ${(error as Error).message}`);
      }
    }
    if (new Set(args.values()).size > 1) {
      problems.push(
        `${dir}: "${id}" uses other arguments per language: ${JSON.stringify(Object.fromEntries(args))}`,
      );
    }
  }
  return problems;
}
