// Imports name their .ts files: Vite loads this plugin with Node's own TypeScript support, not a bundler.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Catalog } from './catalog.ts';
import { compileCatalog, mergeCatalogs } from './compile.ts';
import { catalogDirs } from './catalog-dirs.ts';
import { LOCALES, isLocale } from './locale.ts';

export { catalogDirs };

const PREFIX = 'virtual:torget-messages/';

/** The catalogs of one language from several `locales/` folders, merged (an id in two is an error). */
export function readCatalogs(dirs: readonly string[], locale: string): Catalog {
  return mergeCatalogs(
    dirs.map((dir) => JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Catalog),
  );
}

/** Where a build puts the app's merged catalogs for its server (`<dist>/messages/sv.json`, …). */
export const BUILT_CATALOGS_DIR = 'messages';

/**
 * Vite plugin: `import('virtual:torget-messages/sv')` is the app's Swedish catalog (its own `locales/`
 * folder and the ones of the packages it renders, e.g. @torget/ui's), compiled for Lingui at build time, so
 * browsers get no ICU parser and each language is a chunk of its own, loaded only when used. A build also
 * writes the merged catalogs beside the bundle, for a server that writes the first HTML in the reader's
 * language (the storefront's page heads and its inlined catalog).
 */
export function torgetMessages(app: keyof typeof catalogDirs) {
  const options = { catalogs: catalogDirs[app] };
  return {
    name: 'torget-messages',
    resolveId(id: string) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id: string) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const locale = id.slice(PREFIX.length + 1);
      if (!isLocale(locale)) throw new Error(`No catalog for language "${locale}"`);
      for (const dir of options.catalogs)
        (this as { addWatchFile?(f: string): void }).addWatchFile?.(path.join(dir, `${locale}.json`));
      return `export default ${JSON.stringify(compileCatalog(readCatalogs(options.catalogs, locale)))};`;
    },
    generateBundle(this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): unknown }) {
      for (const locale of LOCALES)
        this.emitFile({
          type: 'asset',
          fileName: `${BUILT_CATALOGS_DIR}/${locale}.json`,
          source: JSON.stringify(readCatalogs(options.catalogs, locale)),
        });
    },
  };
}
