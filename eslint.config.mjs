// Lint for the whole repository. The architectural rules: packages meet only through their public
// entries (never `@moveable/<package>/src/…` or a relative path into another package); no
// micro-frontend imports another (they meet through the URL, @moveable/shared and DOM events);
// browser code takes types and constants from the contract, never its schemas (they would bring
// zod onto the page); and the import boundaries inside packages of tools/eslint-boundaries.mjs (a
// feature imports only shared, its micro-frontend's common/, i18n/, styles/ and its own files; an
// API route folder only its own files and src/ outside routes/).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import noLiteralUiText from './tools/eslint-rules/no-literal-ui-text.mjs';
import { boundariesConfig } from './tools/eslint-boundaries.mjs';

const MICRO_FRONTENDS = ['mf-spots', 'mf-map', 'mf-news', 'mf-partner', 'mf-admin', 'mf-auth'];
const PACKAGES = ['contract', 'shared', 'vendor', 'shell', 'api', ...MICRO_FRONTENDS];

/** Another package's files by path, or a package's src/ by name: only public entries count. */
const internals = (own) => ({
  group: [
    '@moveable/*/src',
    '@moveable/*/src/**',
    ...PACKAGES.filter((p) => p !== own).flatMap((p) => [`**/${p}/src`, `**/${p}/src/**`, `**/${p}/test/**`]),
  ],
  message: 'Import another package through its public entry (@moveable/<name>, or a subpath it exports), never its files.',
});

const isolation = MICRO_FRONTENDS.map((mf) => ({
  files: [`${mf}/**/*.{ts,tsx,js,mjs}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          internals(mf),
          {
            group: MICRO_FRONTENDS.filter((other) => other !== mf).flatMap((other) => [
              `@moveable/${other}`,
              `@moveable/${other}/*`,
              `**/${other}`,
              `**/${other}/**`,
            ]),
            message: 'Micro-frontends do not import each other: meet through the URL, @moveable/shared or DOM events.',
          },
        ],
      },
    ],
  },
}));

const otherPackages = ['contract', 'shared', 'vendor', 'shell', 'api', 'e2e', 'bench', 'tools'].map((own) => ({
  files: [`${own}/**/*.{ts,tsx,js,mjs}`],
  rules: { 'no-restricted-imports': ['error', { patterns: [internals(own)] }] },
}));

// The page gets the contract's rules, constants and types; the schemas and the route table stay
// on the server and in tests (a schema import would put zod into the bundle).
const noSchemasInTheBrowser = {
  files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', ...MICRO_FRONTENDS.map((mf) => `${mf}/src/**/*.{ts,tsx}`)],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '@moveable/contract',
            importNames: ['apiRoutes', 'apiSchemas', 'checkResponse'],
            allowTypeImports: true,
            message: 'Browser code takes types and constants from the contract, not its route table.',
          },
        ],
        patterns: [
          {
            group: ['@moveable/contract'],
            importNamePattern: '(Schema|Shape|Param)$',
            allowTypeImports: true,
            message: 'Browser code takes types and constants from the contract, not its schemas (zod stays off the page).',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'vendor/.generated/**', '.cache/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-undef': 'off', // TypeScript knows the globals better
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Every user-facing text goes through i18next in four languages: no literal text in JSX.
  {
    files: ['**/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/test/**', '**/test-*.tsx'],
    plugins: { moveable: { rules: { 'no-literal-ui-text': noLiteralUiText } } },
    rules: { 'moveable/no-literal-ui-text': 'error' },
  },
  ...otherPackages,
  ...isolation,
  noSchemasInTheBrowser,
  ...boundariesConfig(),
);
