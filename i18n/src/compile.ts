import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Catalog, CompiledCatalog } from './catalog.ts';

/** Compiles every message of a catalog; a malformed ICU text throws, naming its id. */
export function compileCatalog(catalog: Catalog): CompiledCatalog {
  const compiled: CompiledCatalog = {};
  for (const [id, text] of Object.entries(catalog)) {
    try {
      compiled[id] = compileMessageOrThrow(text);
    } catch (error) {
      throw new Error(`Message "${id}" is not valid ICU MessageFormat: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  return compiled;
}

/** Several catalogs of one language as one (a package's own and those of the packages it renders). */
export function mergeCatalogs(catalogs: readonly Catalog[]): Catalog {
  const merged: Record<string, string> = {};
  for (const catalog of catalogs) {
    for (const [id, text] of Object.entries(catalog)) {
      if (id in merged) throw new Error(`Message id "${id}" is defined in two catalogs`);
      merged[id] = text;
    }
  }
  return merged;
}
