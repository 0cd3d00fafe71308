import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Where each package keeps its catalogs (`<dir>/sv.json`, `<dir>/en.json`). An app renders the kit's texts
 * too, so its catalog is the kit's and its own; Storybook shows both apps.
 */
export const catalogDirs = {
  ui: [path.join(root, 'ui/src/locales')],
  storefront: [path.join(root, 'ui/src/locales'), path.join(root, 'storefront/src/locales')],
  admin: [path.join(root, 'ui/src/locales'), path.join(root, 'admin-ui/src/locales')],
  storybook: [
    path.join(root, 'ui/src/locales'),
    path.join(root, 'storefront/src/locales'),
    path.join(root, 'admin-ui/src/locales'),
  ],
  core: [path.join(root, 'core/src/locales')],
} as const;
