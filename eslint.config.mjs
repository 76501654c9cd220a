// Lint for the whole repository. Two architectural rules: no micro-frontend imports another
// (they meet through the URL, @moveable/shared and DOM events), and the import boundaries
// inside packages of tools/eslint-boundaries.mjs (a feature imports only shared, its
// micro-frontend's common/, i18n/, styles/ and its own files).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import noLiteralUiText from './tools/eslint-rules/no-literal-ui-text.mjs';
import { boundariesConfig } from './tools/eslint-boundaries.mjs';

const MICRO_FRONTENDS = ['mf-spots', 'mf-map', 'mf-news', 'mf-partner', 'mf-admin', 'mf-auth'];

const isolation = MICRO_FRONTENDS.map((mf) => ({
  files: [`${mf}/**/*.{ts,tsx,js,mjs}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
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
  ...isolation,
  ...boundariesConfig(),
);
