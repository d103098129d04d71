// Lint rules carry the architecture (ARCHITECTURE.md §2): one-way imports between layers, only the adapters talk
// to Firebase or Dexie, no feature imports another, no god files, no `any`.
// Layers are enforced with ESLint's own no-restricted-imports (an import-resolver plugin would pull native
// optional binaries this registry lacks, which breaks `npm ci`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const FIREBASE = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Only src/backend/firebase/ talks to Firebase.',
};
const DEXIE = { group: ['dexie', 'dexie/*'], message: 'Only src/backend/local/ talks to Dexie.' };
// Libraries chosen for the initial-JavaScript budget (issue E): one way in each.
const ROUTER = {
  group: ['wouter', 'wouter/*', 'react-router', 'react-router-dom'],
  message: 'Routing goes through src/ui/routing.tsx.',
};
const ZOD = { regex: '^zod(/v4(/classic)?)?$', message: "Use 'zod/mini' (tree-shakes: issue E)." };
// One options object for every useTranslation: react-i18next's default `{}` makes each render re-check namespaces.
const PATHS = [
  {
    name: 'react-i18next',
    importNames: ['useTranslation'],
    message: 'Use useTranslation from src/i18n/use-translation.ts.',
  },
  // React 19 holds back what replaces a Suspense fallback until 300 ms after the last fallback showed.
  {
    name: 'react',
    importNames: ['lazy', 'Suspense'],
    message:
      'Use preloadable from src/ui/preloadable.tsx: no Suspense fallback for React to hold back 300 ms.',
  },
];
// Layers are reached by relative paths that climb to src/: `../../backend/…`.
const path = (folder, message) => ({ regex: `^(\\.\\./)+${folder}(/|$)`, message });

const UP_TO = {
  features: path('features', 'Only the app shell (src/app) composes features.'),
  app: path('app', 'Nothing imports the app shell.'),
  ui: path('ui', 'This layer does not use shared UI.'),
  backend: path('backend', 'This layer does not reach a backend.'),
  config: path('config', 'Domain code takes its configuration as arguments.'),
  adapters: {
    regex: '^(\\.\\./)+backend/(local|firebase)(/|$)',
    message: 'Features see src/backend/ports.ts, never an adapter.',
  },
  // A feature importing a sibling feature: `../board/…` from src/features/<name>/.
  sibling: {
    regex: '^\\.\\./(?!\\.\\.)[^/]+/',
    message: 'A feature never imports another feature: compose them in src/app.',
  },
};

/** The import rule for a folder: the SDK bans everywhere, plus what that layer may not reach. */
const restrict = (files, patterns, sdk = [FIREBASE, DEXIE]) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { paths: PATHS, patterns: [...sdk, ROUTER, ZOD, ...patterns] }],
  },
});

export default tseslint.config(
  {
    ignores: [
      '.tmp/**',
      'dist-emulator/**',
      'dist',
      'dist-*',
      'node_modules',
      'functions/lib',
      'test-results',
      'playwright-report',
      'coverage',
      // A one-off comparison with its own install (bench/timeline-libraries/README.md).
      'bench/timeline-libraries/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'no-restricted-imports': ['error', { paths: PATHS, patterns: [FIREBASE, DEXIE, ROUTER, ZOD] }],
    },
  },
  restrict(['src/domain/**'], [UP_TO.features, UP_TO.app, UP_TO.ui, UP_TO.backend, UP_TO.config]),
  restrict(['src/ui/**'], [UP_TO.features, UP_TO.app, UP_TO.backend]),
  restrict(['src/features/**'], [UP_TO.app, UP_TO.adapters, UP_TO.sibling]),
  restrict(['src/backend/**'], [UP_TO.features, UP_TO.app, UP_TO.ui]),
  restrict(['src/backend/local/**'], [UP_TO.features, UP_TO.app, UP_TO.ui], [FIREBASE]),
  restrict(['src/backend/firebase/**'], [UP_TO.features, UP_TO.app, UP_TO.ui], [DEXIE]),
  // Cloud Functions reach only src/domain (bundled into functions/lib); their emulator tests also drive the web
  // adapter's calls port, so they may import Firebase; the package's Node scripts use Node's globals.
  restrict(
    ['functions/src/**'],
    [{ regex: '^(\\.\\./)+src/(?!domain/)', message: 'Cloud Functions reach only src/domain.' }],
  ),
  restrict(['functions/test/**'], [], [DEXIE]),
  {
    files: ['src/ui/routing.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: PATHS, patterns: [FIREBASE, DEXIE, ZOD, UP_TO.features, UP_TO.app, UP_TO.backend] },
      ],
    },
  },
  {
    files: ['src/i18n/use-translation.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FIREBASE, DEXIE, ROUTER, ZOD] }] },
  },
  { files: ['functions/**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'max-lines': 'off' },
  },
);
