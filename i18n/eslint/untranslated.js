/**
 * Screens whose texts are not yet in the message catalogs. Remove a file from this list when you move its texts
 * into the catalogs; the list must end empty (issue 22).
 */
export const untranslated = [
  'ui/src/components/image-upload.tsx',
  'ui/src/components/loading-indicator.tsx',
  'ui/src/components/pagination.tsx',
  'ui/src/components/product-form.tsx',
  'ui/src/components/sign-in-form.tsx',
];
