import type { Messages } from '@lingui/core';

/**
 * A message catalog as people write it: flat ids (`cart.empty`) to ICU MessageFormat texts
 * (`{count, plural, one {# vara} other {# varor}}`), one JSON file per language (`locales/sv.json`).
 */
export type Catalog = Readonly<Record<string, string>>;

/** A catalog compiled for Lingui's runtime (at build time for browsers, at start for servers). */
export type CompiledCatalog = Messages;
