import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noLiteralText from './i18n/eslint/no-literal-text.js';
import { untranslated } from './i18n/eslint/untranslated.js';

/**
 * Import boundaries in core, so the old container ↔ modules ↔ route-helper circle cannot come back:
 * - the foundation (kernel types, shared, http, plugins, config) imports no module and not the
 *   composition root (container.ts), the app or the server;
 * - modules import only modules below them in this order (no two modules import each other), and
 *   never the composition root or the module list.
 * Every folder under core/src/modules/ is in one layer: core's eslint-boundaries.test.ts fails on one left out
 * (it would be held to no boundary at all).
 */
export const moduleLayers = [
  ['users'],
  ['products', 'shops', 'settings', 'uploads', 'promotions', 'delivery'],
  ['reviews', 'orders'],
  ['payments', 'mail', 'overview'],
  ['password-reset'],
  ['privacy', 'tax-reporting'],
  // Notice and action restricts through the owner of what it restricts, the erasure of an account among them.
  ['notices'],
];
const compositionFiles = ['./', '../', '../../', '../../../'].flatMap((up) =>
  ['container', 'app', 'server', 'modules/index', 'db/orm'].map((file) => `${up}${file}`),
);
const moduleBoundaries = moduleLayers.flatMap((layer, level) =>
  layer.map((name) => {
    const above = moduleLayers
      .slice(level)
      .flat()
      .filter((other) => other !== name);
    return {
      files: [`core/src/modules/${name}/**/*.ts`],
      ignores: ['**/__tests__/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: [
                  ...above.map((other) => `**/${other}/**`),
                  ...compositionFiles,
                  '../index',
                  '../../modules',
                ],
                message: `The ${name} module may import only modules below it (eslint.config.js moduleLayers) and never the composition root.`,
              },
            ],
          },
        ],
      },
    };
  }),
);

/**
 * Feature boundaries in both apps (bulletproof-react), as core's module layers above: a feature never imports
 * another feature nor the app; `app/` composes them, and what two features share lives in `components/`, `lib/` or
 * `@torget/ui`. Imports are relative, so for a file `depth` folders below its feature's folder, `'../'.repeat(depth
 * + 1)` is `features/` and the segment after it names a feature. Proven by core's eslint-boundaries.test.ts.
 */
const appFeatures = (app) =>
  readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const featureBoundaries = ['storefront', 'admin-ui'].flatMap((app) =>
  appFeatures(app).flatMap((name) => {
    const others = appFeatures(app).filter((other) => other !== name);
    return [0, 1, 2, 3, 4].map((depth) => {
      const up = '../'.repeat(depth + 1);
      return {
        files: [`${app}/src/features/${name}/${'*/'.repeat(depth)}*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                {
                  group: [
                    ...others.flatMap((other) => [`${up}${other}`, `${up}${other}/**`]),
                    ...others.flatMap((other) => [`**/features/${other}`, `**/features/${other}/**`]),
                    `${up}../app`,
                    `${up}../app/**`,
                  ],
                  message: `The ${name} feature imports no other feature and not the app (eslint.config.js featureBoundaries): ${app}/src/app composes features; move what they share to components/, lib/ or @torget/ui.`,
                },
              ],
            },
          ],
        },
      };
    });
  }),
);

/**
 * Shared code in both apps (`src/components`, `src/lib`) imports no feature: features build on it, never the
 * reverse, so a shared piece that needs a feature's data gets that data moved to `lib/` (eslint-boundaries.test.ts).
 */
const sharedCodeBoundaries = ['storefront', 'admin-ui'].map((app) => ({
  files: [`${app}/src/components/**/*.{ts,tsx}`, `${app}/src/lib/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/features', '**/features/**'],
            message: `${app}/src/components and src/lib are shared by the features and import none of them (eslint.config.js sharedCodeBoundaries): move what they need to lib/ or components/, or compose in src/app.`,
          },
        ],
      },
    ],
  },
}));

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
    files: [
      'core/src/kernel/**/*.ts',
      'core/src/shared/**/*.ts',
      'core/src/http/**/*.ts',
      'core/src/plugins/**/*.ts',
      'core/src/config/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules', '**/modules/**', ...compositionFiles],
              message:
                "Core's foundation imports no module and not the composition root; put shared types in core/src/kernel.",
            },
          ],
        },
      ],
    },
  },
  ...moduleBoundaries,
  ...featureBoundaries,
  ...sharedCodeBoundaries,
  {
    // Core is the API: it knows no app. The apps' servers are composed with it by configuration
    // (STOREFRONT_SERVER, core/src/http/page-server.ts), never imported.
    files: ['core/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@torget/storefront', '@torget/storefront/*', '@torget/admin-ui', '@torget/admin-ui/*'],
              message:
                "Core imports no app; register an app's server side by configuration (STOREFRONT_SERVER).",
            },
          ],
        },
      ],
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
  {
    // Every text a person reads comes from the message catalogs (README "Languages").
    files: ['storefront/src/**/*.tsx', 'admin-ui/src/**/*.tsx', 'ui/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/testing/**', ...untranslated],
    plugins: { torget: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'torget/no-literal-text': 'error' },
  },
  {
    // One money and one date formatter per side (@torget/i18n's formatMoney/formatDate, Stockholm time): no
    // ad-hoc Intl formatter or toLocale…String anywhere else.
    files: [
      'core/src/**/*.ts',
      'plugins/*/src/**/*.ts',
      'contract/src/**/*.ts',
      '{storefront,admin-ui,ui}/{src,server}/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/__tests__/**', '**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat)$/]",
          message:
            'Format money and dates with formatMoney/formatDate from @torget/i18n (the one formatter each).',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message:
            'Format money and dates with formatMoney/formatDate from @torget/i18n (the one formatter each).',
        },
      ],
    },
  },
);
