import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layout's import rules (docs/architecture.md), held by import-x's no-restricted-paths, which
 * checks the resolved file of every import (so `@/…` aliases and relative paths alike):
 * lib, components and hooks never import features or app; a feature imports another feature only
 * through its index.ts and never imports app.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layoutZones = [
  {
    target: './src/domain',
    from: ['./src/lib', './src/components', './src/hooks', './src/features', './src/app'],
    message:
      'The shared domain imports only itself: the functions bundle it too (functions/build.mjs), so it cannot reach the browser.',
  },
  {
    target: ['./src/lib', './src/components', './src/hooks'],
    from: ['./src/features', './src/app'],
    message: 'lib, components and hooks are the ground floor: they never import features or app.',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'Features never import the app shell; the app imports features.',
  },
  {
    // auth/forms.ts is the auth feature's second entry: the lazily loaded login and register pages
    // import it, so the Firebase Auth client stays out of the bundle every page loads.
    target: './src/app',
    from: ['./src/features/**'],
    except: [
      '**/src/features/*/index.ts',
      '**/src/features/auth/forms.ts',
      '**/src/features/catalog/details.ts',
      '**/src/features/catalog/session.ts',
    ],
    message: 'The app imports a feature through its index.ts (`@/features/<name>`).',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `./src/features/${other}/**`),
    // catalog/listing.ts is the catalog's second entry: the listing index, for the listing's lazy page;
    // catalog/search.ts its third: the search, loaded once a page is live and by the results page;
    // auth/forms.ts is the auth's, for the dashboard's Security tab (the dashboard is a lazy page);
    // catalog/details.ts the catalog's fourth: the product page's details hook.
    except: [
      '**/src/features/*/index.ts',
      '**/src/features/catalog/listing.ts',
      '**/src/features/catalog/search.ts',
      '**/src/features/catalog/details.ts',
      '**/src/features/auth/forms.ts',
    ],
    message: 'Import another feature through its index.ts (`@/features/<name>`), not its internals.',
  })),
];

/** Production code never reaches into test support or build scripts. */
const noTestOrScriptImports = {
  target: './src',
  from: ['./tests', './scripts'],
  message: 'App code must not import tests/ or scripts/.',
};

/**
 * Routes are built in lib/routes.ts only: a path written out in a link, a redirect or a
 * navigation would drift from it unseen. `\x2F` is "/": esquery's regular expressions cannot hold
 * a slash. External links and #hash links do not start with one.
 */
const literalRoute = 'Take the path from @/lib/routes (a *_PATH constant or a builder).';
const startsWithSlash = '/^\\x2F/';
const routeLiteralSelectors = [
  `JSXAttribute[name.name=/^(to|href)$/] Literal[value=${startsWithSlash}]`,
  `JSXAttribute[name.name=/^(to|href)$/] TemplateLiteral > TemplateElement:first-child[value.raw=${startsWithSlash}]`,
  `CallExpression[callee.name="navigate"] > Literal[value=${startsWithSlash}]`,
  `CallExpression[callee.name="navigate"] > TemplateLiteral > TemplateElement:first-child[value.raw=${startsWithSlash}]`,
  // Breadcrumb crumbs and other link descriptions: `{ label: 'Home', to: '/' }`.
  `Property[key.name=/^(to|href)$/] > Literal[value=${startsWithSlash}]`,
];

/**
 * Every word a shopper reads goes through the i18n macros (src/lib/i18n): a word written out in
 * JSX text, in an attribute a person reads, or in a toast would stay English in every language.
 * Punctuation and symbols alone ("·", "≈", "/") are not words.
 */
const untranslated =
  'Put the words through a Lingui macro (t`…`, <Trans>, msg`…`): see docs/architecture.md, "Languages".';
const hasWord = '/[A-Za-z]{2,}/';
/** The shop's name, the same in every language. */
const brand = '/^\\s*E-Shop\\s*$/';
const untranslatedSelectors = [
  `JSXText[value=${hasWord}]:not([value=${brand}]):not(JSXElement[openingElement.name.name=/^(Trans|Plural|Select|SelectOrdinal)$/] JSXText)`,
  `JSXAttribute[name.name=/^(aria-label|aria-description|title|alt|placeholder|label)$/] > Literal[value=${hasWord}]`,
  `JSXAttribute[name.name=/^(aria-label|aria-description|title|alt|placeholder|label)$/] > JSXExpressionContainer > Literal[value=${hasWord}]`,
  `JSXAttribute[name.name=/^(aria-label|aria-description|title|alt|placeholder|label)$/] > JSXExpressionContainer > TemplateLiteral[expressions.length=0] > TemplateElement[value.raw=${hasWord}]`,
  `CallExpression[callee.object.name="toast"] > Literal[value=${hasWord}]`,
  `CallExpression[callee.name="toast"] > Literal[value=${hasWord}]`,
  `CallExpression[callee.name=/^(confirm|alert)$/] > Literal[value=${hasWord}]`,
];

/**
 * A comment says why the code is as it is today; a tag pointing at the tracker, which is not in the
 * repository, tells a reader nothing they can open (docs/decisions.md keeps what was tried).
 * scripts/present-tense.test.mjs holds the docs to the same.
 */
const TRACKER_TAG = new RegExp(['\\bissue', '\\s+#?\\d+'].join(''), 'i');
const house = {
  rules: {
    'no-tracker-tags': {
      meta: {
        type: 'suggestion',
        messages: { tag: 'Say why in the present tense; a tracker tag points at nothing a reader can open.' },
        schema: [],
      },
      create: (context) => ({
        Program() {
          for (const comment of context.sourceCode.getAllComments())
            if (TRACKER_TAG.test(comment.value)) context.report({ loc: comment.loc, messageId: 'tag' });
        },
      }),
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'functions/lib',
      'playwright-report',
      'test-results',
      'reports',
      'dev-dist',
      '**/*.d.mts',
    ],
  },
  js.configs.recommended,
  {
    plugins: { house },
    rules: { 'house/no-tracker-tags': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Arrow shorthands that return void read fine in JSX handlers.
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: [...layoutZones, noTestOrScriptImports] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/routes.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...routeLiteralSelectors.map((selector) => ({ selector, message: literalRoute })),
        ...untranslatedSelectors.map((selector) => ({ selector, message: untranslated })),
      ],
    },
  },
  {
    // The shop's links are its own (components/link.tsx): React Router's Link brings its framework
    // mode's prefetching into the first script.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink', 'LinkProps', 'NavLinkProps'],
              message: "Use the shop's Link and NavLink (@/components/link).",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests beside the code may use the shared factories in tests/support; the layout rules still hold.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layoutZones }] },
  },
  {
    // The domain the browser and the functions share is pure: no React, no Lingui (the functions
    // cannot run its macros), no SDK.
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|@lingui|firebase|firebase-admin|jotai|idb)(/|$)',
              message: 'src/domain is shared with the functions: keep it free of browser and SDK code.',
            },
          ],
        },
      ],
    },
  },
  {
    // The functions take the shop's own rules from the shared domain only (`@/domain/…`): any other
    // file of src/ is the browser's, free to use what the functions cannot run.
    files: ['functions/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './functions/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './functions/src',
              from: './src',
              except: ['./domain'],
              message: 'The functions import from src/ only through the shared domain (`@/domain/…`).',
            },
          ],
        },
      ],
    },
  },
  {
    // What the functions log is a named event of functions/src/logs.ts (one structured line each,
    // found by its name in Cloud Logging), never a bare console call.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // rules-unit-testing hands out the compat Firestore, which the modular functions accept.
    files: ['tests/rules/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-class-instance-assignment': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
