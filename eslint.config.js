// One ESLint config for the whole workspace. Besides the usual TypeScript rules it keeps the
// dependency arrows pointing one way: domain <- api-client <- *-ui <- apps.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

const appImports = {
  group: ['@idx-app/*', '**/apps/**'],
  message: 'Packages never import an app: take data through props, hooks and config.',
}
const reactImports = {
  group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@reduxjs/toolkit/query/react', 'react-redux'],
  message: 'This layer is React-free; React bindings live in the UI packages or @idx/api-client/react.',
}
const uiImports = {
  group: ['@idx/search-ui', '@idx/map-ui', '@idx/collaboration-ui', '@idx/admin-editor'],
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
