import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/storybook-static/**', '**/.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Tests read loosely-typed JSON answers; `any` there keeps assertions readable.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', 'core/src/testing/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: [
      'storefront/**/*.{ts,tsx}',
      'admin-ui/**/*.{ts,tsx}',
      'ui/**/*.{ts,tsx}',
      'storybook/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The storefront's budget (≤ 150 KB gzip initial JS) has no room for zod: values come from the schema-free
    // browser entry; types may still come from the main entry (they vanish at build time).
    files: ['storefront/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@torget/contract',
              message:
                'Import values from @torget/contract/browser; only types may come from @torget/contract.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
