// One ESLint config for the whole workspace. Besides the usual TypeScript rules it keeps the
// dependency arrows pointing one way (README, Layout): domain <- api-client, ui <- search-ui, map-ui <- app-shell <- apps.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { idxPlugin } from './tooling/lint-rules/index.js'

const root = dirname(fileURLToPath(import.meta.url))

/**
 * The file-name and import-specifier conventions (tooling/lint-rules/naming.js): PascalCase.tsx
 * for components, useThing.ts(x) for hooks, kebab-case for everything else, and relative imports
 * that end in `.js`. tooling/rename/rename-to-convention.mjs brought the tree to them and keeps
 * this switch on; turning it off silences both rules at once.
 */
const NAMING_CONVENTION_ENFORCED = true

/**
 * The apps whose src/ is a composition root (its files), shared layers (these folders) and
 * features (every other folder), imported one way (tooling/lint-rules/feature-boundaries.js). An
 * app joins with one entry here, e.g. `{ src: 'apps/idx/src', sharedLayers: [...] }`.
 */
const FEATURE_APPS = [
  {
    src: 'apps/api/src',
    sharedLayers: [
      'auth',
      'config',
      'db',
      'http',
      'http-headers',
      'jobs',
      'jsonapi',
      'mail',
      'notifications',
      'random',
      'realtime',
      'search',
      'sms',
      'types',
    ],
  },
  // apps/idx/src/README.md: the site's frame, its metrics and the cross-feature helpers are shared;
  // search, listing, collections and agents are features; server/ (the server renderer's entry)
  // composes them as App.tsx does.
  { src: 'apps/idx/src', sharedLayers: ['app', 'metrics', 'shared'], rootFolders: ['server'] },
]

const appImports = {
  group: ['@idx-app/*', '**/apps/**'],
  message: 'Packages never import an app: take data through props, hooks and config.',
}
const reactImports = {
  group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@reduxjs/toolkit/query/react', 'react-redux'],
  message: 'This layer is React-free; React bindings live in the UI packages or @idx/api-client/react.',
}
const uiImports = {
  group: ['@idx/ui', '@idx/account-ui', '@idx/search-ui', '@idx/map-ui', '@idx/collaboration-ui', '@idx/admin-editor'],
  message: 'Lower layers never import a UI package.',
}
const leafletImports = {
  group: ['leaflet', 'react-leaflet', 'leaflet.*'],
  message: 'Only @idx/map-ui imports Leaflet (it needs window on import); put geometry in @idx/domain.',
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.data/**',
      'packages/domain/src/generated/**',
      '**/*.config.*',
      'tsup.shared.ts',
      'vitest.shared.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Name every export: no `export *`.' },
      ],
    },
  },
  {
    // Every module of the workspace: no import cycles, no reaching into another package's or app's files.
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { idx: idxPlugin },
    rules: {
      'idx/no-import-cycle': ['error', { root }],
      'idx/workspace-boundaries': ['error', { root }],
      'idx/feature-boundaries': ['error', { root, apps: FEATURE_APPS }],
      'idx/file-naming': NAMING_CONVENTION_ENFORCED ? 'error' : 'off',
      'idx/import-extension': NAMING_CONVENTION_ENFORCED ? 'error' : 'off',
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appImports, leafletImports] }] },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appImports,
            reactImports,
            uiImports,
            leafletImports,
            { group: ['@idx/api-client', '@idx/api-client/*'], message: '@idx/domain depends on nothing of ours.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api-client/src/**/*.ts'],
    ignores: ['packages/api-client/src/react/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appImports, reactImports, uiImports, leafletImports] }] },
  },
  {
    // The kit is the bottom UI layer: it builds on @idx/domain alone, so every UI package and app may use it.
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appImports,
            leafletImports,
            {
              group: uiImports.group.filter((name) => name !== '@idx/ui'),
              message: '@idx/ui builds on @idx/domain only.',
            },
            { group: ['@idx/api-client', '@idx/api-client/*'], message: '@idx/ui builds on @idx/domain only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/map-ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appImports] }] },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [reactImports, uiImports, leafletImports] }] },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
)
