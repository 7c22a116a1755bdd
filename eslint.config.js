// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

function featureFolders(app) {
  const dir = `${app}/src/features`;
  return existsSync(dir) ? readdirSync(dir) : [];
}

// The API's rooms, lowest first (docs/architecture.md, "The API's rooms"): a room imports only the rooms before
// it, so platform imports none; app.ts, main.ts (which compose the rooms), seed/ and cli/ are imported by none.
const SERVER_ROOMS = ['platform', 'history', 'media', 'mail', 'catalogue', 'content', 'auth', 'quotes', 'backup'];
const serverTops = ['app.ts', 'main.ts', 'seed', 'cli'].map((top) => `./server/src/${top}`);
const serverRoomZones = () => [
  ...SERVER_ROOMS.map((room, i) => ({
    target: `./server/src/${room}`,
    from: [...SERVER_ROOMS.slice(i + 1).map((higher) => `./server/src/${higher}`), ...serverTops],
    message: `${room}/ imports only the rooms below it (${SERVER_ROOMS.slice(0, i).join(', ') || 'none'}): see docs/architecture.md.`,
  })),
  {
    target: './server/src/platform',
    from: './server/src/app-context.ts',
    message: 'platform/ names the parts of the app context it needs in its own types.',
  },
  {
    target: './server/src/seed',
    from: [...SERVER_ROOMS.filter((room) => room !== 'platform' && room !== 'media'), 'app.ts', 'cli'].map(
      (part) => `./server/src/${part}`,
    ),
    message: 'the seed writes through platform/ and media/ only.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/.mf/',
      'data/',
      // npm run cluster's data, releases and logs (docs/scaling.md).
      '.cluster/',
      '**/coverage/',
      'server/drizzle/',
      'tests/.tmp/',
      'tests/test-results/',
      // The compiled UI messages (docs/adding-a-language.md): generated from shared/messages.
      '**/src/paraglide/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads only .js files' imports unless told the TypeScript extensions and parser: without these
      // no-cycle follows no .ts/.tsx import and finds no cycle at all.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // A cycle through a package in node_modules cannot come back into ours, so those are not parsed: that
      // halves what the rule costs. No maxDepth: with them skipped the whole repo adds ~7 s of CPU, and a
      // depth limit saved under 1 s while it would miss a long cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Imports run one way: server ← shared ← apps. See ARCHITECTURE.md.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shared',
              from: ['./server', './hosts', './remotes', './tests'],
              message: 'shared imports nothing from the apps or the server.',
            },
            {
              target: './server',
              from: ['./hosts', './remotes'],
              message: 'the server never imports app code.',
            },
            ...serverRoomZones(),
            {
              target: './hosts',
              from: ['./remotes', './server'],
              message: 'the host loads the admin remote at run time only.',
            },
            {
              target: './remotes',
              from: ['./hosts', './server'],
              message: 'the remote shares code through shared only.',
            },
            // Inside an app (docs/architecture.md, "Which way imports go"): shared UI → features → app; features do not import each other.
            ...['hosts/public', 'remotes/admin'].flatMap((app) => [
              {
                target: [`./${app}/src/components`, `./${app}/src/config`, `./${app}/src/lib`],
                from: [`./${app}/src/features`, `./${app}/src/app`],
                message: 'shared UI and configuration do not import features or the app; compose them in app/.',
              },
              { target: `./${app}/src/features`, from: `./${app}/src/app`, message: 'features do not import the app.' },
              ...featureFolders(app).map((feature) => ({
                target: `./${app}/src/features/${feature}`,
                from: `./${app}/src/features`,
                except: [`./${feature}`],
                message: 'features do not import each other; compose them in app/.',
              })),
            ]),
          ],
        },
      ],
    },
  },
  {
    // Rooms take the app context (app-context.ts, beside app.ts at the top) as a type only: its values are made
    // by app.ts, which composes the rooms.
    files: ['server/src/*/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app-context.ts'],
              message: 'a room takes the app context as a type: import type { AppContext }.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Every page's first script, inline and in the browser as it is written (page-code-plugin.ts).
    files: ['hosts/public/src/page-code-loader.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['hosts/**/*.{ts,tsx}', 'remotes/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.strict,
    languageOptions: { ...jsxA11y.flatConfigs.strict.languageOptions, globals: { ...globals.browser } },
  },
  {
    files: ['hosts/**/*.{ts,tsx}', 'remotes/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Classic zod is ~25 KB gzip, and a resource's contract module builds its schemas when it is
    // imported. The site's pages read through shared/src/resources/public-reads.ts and import records as
    // types; the enquiry and quote forms read their rules from zod-free shared modules (resources/enquiry-form,
    // resources/rfq-form, schemas/field-rules); only /login (client-only) validates with classic zod.
    files: ['hosts/public/src/**/*.{ts,tsx}'],
    ignores: ['hosts/public/src/features/auth/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: 'classic zod is too heavy for a public page: use zod/mini.',
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              regex:
                '^@texbridge/shared/(resources/(?!define$|public-reads$|enquiry-form$|rfq-form$|rfq-lines$|product-vocabulary$|facet-caps$|product-facets$|rfq-basket$)|schemas/(?!field-rules$))',
              message:
                'a contract module brings classic zod: read through resources/public-reads, import records as types.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The render server's release holds its own server/*.ts and the SSR bundle, never the site's sources
    // (deploy/release-public.sh): an import of ../src works here and fails to start in production.
    files: ['hosts/public/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./src/',
              message: 'the render server ships without the site’s sources: import from @texbridge/shared instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // What the public site may import of the contracts: these import nothing but types (and the phrases
    // the site and the API's e-mails both say, locales/phrases.ts, constants), so no schema or zod can reach a
    // page through them.
    files: [
      'shared/src/resources/public-reads.ts',
      'shared/src/resources/enquiry-form.ts',
      'shared/src/resources/rfq-lines.ts',
      'shared/src/resources/product-vocabulary.ts',
      'shared/src/resources/facet-caps.ts',
      'shared/src/resources/fields.ts',
      'shared/src/schemas/field-rules.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.\\./locales/phrases\\.ts$)',
              message: 'the public site imports this file: types and phrases only here.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The quote form's rules and the product filters draw on the product vocabulary (the MOQ units) and on
    // how amounts are read (format/amount.ts), both free of zod.
    files: ['shared/src/resources/rfq-form.ts', 'shared/src/resources/product-facets.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(?!\\./(product-vocabulary|rfq-lines)\\.ts$|\\.\\./format/amount\\.ts$|\\.\\./locales/phrases\\.ts$)',
              message:
                'the public site imports this file: types, the product vocabulary, the line limit and amounts only here.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The product page shows the fields their declarations say (format/specification.ts): the declarations and
    // what reads them stay free of zod, whose schemas field-schemas.ts builds apart. The words of other
    // languages load apart too (locales/words.ts).
    files: ['shared/src/resources/product-fields.ts', 'shared/src/format/specification.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(?!(\\./|\\.\\./resources/)(fields|product-fields|product-vocabulary)\\.ts$|\\.\\./constants\\.ts$|\\./number\\.ts$|\\.\\./locales/words\\.ts$)',
              message: 'the product page imports this file: the declarations, the vocabulary and formats only here.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // A page's first use of Intl's number formatting starts ICU: 25–35 ms of a phone's main thread while the
    // page hydrates (docs/performance.md). The site and the formats its pages use write numbers with
    // formatNumber, which writes what toLocaleString('en') does.
    files: ['hosts/public/src/**/*.{ts,tsx}', 'shared/src/format/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'shared/src/format/number.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='toLocaleString']",
          message: 'write numbers with formatNumber (shared/src/format/number.ts): Intl costs a page its start-up.',
        },
        {
          selector: "MemberExpression[object.name='Intl']",
          message: 'write numbers with formatNumber (shared/src/format/number.ts): Intl costs a page its start-up.',
        },
      ],
    },
  },
  {
    files: ['**/test/**', '**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
