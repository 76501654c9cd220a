// Import boundaries inside packages, checked by eslint-plugin-boundaries: which folder may import
// which. A boundary names the files it checks, its elements (folders given as paths from the
// repository root; each `*` is captured under the name at the same place in `capture`) and the
// policies that allow imports between them. Everything else is refused, including imports of
// files that belong to no element. Imports inside one element (a feature's own files) are free.
//
// Adding a boundary is one more object in BOUNDARIES (API_ROUTES below is one).
//
// Element types are one list for all boundaries (the first matching pattern wins), so each type
// name and each folder belongs to one boundary.
import { fileURLToPath } from 'node:url';
import boundaries from 'eslint-plugin-boundaries';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The same micro-frontend as the importing file (the captured `mf` of both sides). */
const sameMf = { mf: '{{ from.element.captured.mf }}' };

// A feature folder (mf-*/src/features/<feature>/) imports only @moveable/shared (and the contract's
// types and constants, see eslint.config.mjs), its
// micro-frontend's features/common/, i18n/ and styles/, and its own files; common/ the same
// without features. What several features need lives in common/; a page that shows several
// features is put together in the micro-frontend's routes.tsx (or gets them passed in). Tests
// may also use the test kits (@moveable/shared/testing, <mf>/test/) and the servers in tools/.
const FEATURES = {
  files: ['mf-*/src/features/**/*.{ts,tsx}'],
  elements: [
    { type: 'contract', pattern: 'contract/src' },
    { type: 'shared', pattern: 'shared/src' },
    { type: 'shared-testing', pattern: 'shared/testing' },
    { type: 'mf-common', pattern: 'mf-*/src/features/common', capture: ['mf'] },
    { type: 'mf-feature', pattern: 'mf-*/src/features/*', capture: ['mf', 'feature'] },
    { type: 'mf-i18n', pattern: 'mf-*/src/i18n', capture: ['mf'] },
    { type: 'mf-styles', pattern: 'mf-*/src/styles', capture: ['mf'] },
    { type: 'mf-test-kit', pattern: 'mf-*/test', capture: ['mf'] },
    { type: 'dev-tools', pattern: 'tools' },
  ],
  policies: [
    {
      from: { element: { types: ['mf-feature', 'mf-common'] } },
      allow: [
        { to: { element: { types: ['shared', 'contract'] } } },
        { to: { element: { types: ['mf-common', 'mf-i18n', 'mf-styles'], captured: sameMf } } },
      ],
    },
    {
      from: { file: { categories: 'test' } },
      allow: [{ to: { element: { types: ['shared-testing', 'dev-tools'] } } }, { to: { element: { type: 'mf-test-kit', captured: sameMf } } }],
    },
  ],
  message:
    'A feature imports only @moveable/shared, @moveable/contract, its micro-frontend’s features/common, i18n and styles, and its own files (tests also the test kits): move what several features need to common/, or put the features together in routes.tsx.',
};

// The API's route folders (api/src/routes/<folder>/) import only their own files, the contract and
// what lies outside src/routes (domain, plugins, http, db, auth, …): what two folders share moves to
// api/src/domain, in the manner of the Fastify demo. Nothing outside src/routes imports a route
// folder but app.ts, which registers them.
const API_ROUTES = {
  files: ['api/src/**/*.ts'],
  // app.ts registers the route folders (server.ts starts it): the one place that imports them.
  ignores: ['api/src/app.ts'],
  elements: [
    { type: 'api-route', pattern: 'api/src/routes/*', capture: ['folder'] },
    { type: 'api-core', pattern: 'api/src' },
  ],
  policies: [{ from: { element: { types: ['api-route', 'api-core'] } }, allow: [{ to: { element: { types: ['api-core', 'contract'] } } }] }],
  message:
    'A route folder imports only its own files, @moveable/contract and api/src outside routes/ (domain, plugins, http, db, …); nothing but app.ts imports a route folder: move what two route folders share to api/src/domain.',
};

export const BOUNDARIES = [FEATURES, API_ROUTES];

/** The flat-config objects: the plugin and its settings, then the rule for each boundary's files. */
export function boundariesConfig(list = BOUNDARIES) {
  return [
    {
      files: list.flatMap((b) => b.files),
      plugins: { boundaries },
      settings: {
        'boundaries/root-path': ROOT,
        // Patterns are whole paths from the root, never the end of a longer path.
        'boundaries/elements': list.flatMap((b) => b.elements.map((element) => ({ partialMatch: false, ...element }))),
        'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
        'boundaries/legacy-templates': false,
        'import/resolver': { typescript: { project: `${ROOT}tsconfig.json` } },
      },
    },
    ...list.map((b) => ({
      files: b.files,
      ignores: b.ignores ?? [],
      rules: {
        'boundaries/dependencies': ['error', { default: 'disallow', checkUnknownLocals: true, message: b.message, policies: b.policies }],
      },
    })),
  ];
}
