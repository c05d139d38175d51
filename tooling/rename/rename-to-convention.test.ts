// The renaming script on a small tree of real files in its own git repository, run as the lead
// runs it: the names and contents it leaves, ESLint's verdict on them, and a second run.
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { ESLint } from 'eslint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))
const workspace = resolve(here, '..', '..')
const script = join(here, 'rename-to-convention.mjs')
const tree = mkdtempSync(join(tmpdir(), 'idx-rename-'))
afterAll(() => rmSync(tree, { recursive: true, force: true }))

const typescriptEslint = pathToFileURL(createRequire(join(workspace, 'package.json')).resolve('typescript-eslint')).href
const lintRules = pathToFileURL(join(workspace, 'tooling', 'lint-rules', 'index.js')).href

const files: Record<string, string> = {
  'package.json': '{ "type": "module" }\n',
  'eslint.config.js': [
    `import tseslint from '${typescriptEslint}'`,
    `import { idxPlugin } from '${lintRules}'`,
    'const NAMING_CONVENTION_ENFORCED = false',
    'export default [',
    "  { ignores: ['**/*.config.*', 'packages/kit/src/generated/**'] },",
    '  {',
    "    files: ['**/*.{ts,tsx,mts,js,mjs}'],",
    '    languageOptions: { parser: tseslint.parser },',
    '    plugins: { idx: idxPlugin },',
    '    rules: {',
    "      'idx/file-naming': NAMING_CONVENTION_ENFORCED ? 'error' : 'off',",
    "      'idx/import-extension': NAMING_CONVENTION_ENFORCED ? 'error' : 'off',",
    '    },',
    '  },',
    ']',
    '',
  ].join('\n'),
  'packages/kit/package.json': JSON.stringify({ exports: { './helpers': './src/Helpers.ts' } }, null, 2) + '\n',
  'packages/kit/README.md': 'The thing is made in `src/things/createThing.ts`; `createThing` is its name.\n',
  'packages/kit/tsup.config.ts': [
    "import { createThing } from './src/things/createThing'",
    "export default { entry: ['src/**/*.ts', '!src/**/storyFixtures.{ts,tsx}'], createThing }",
    '',
  ].join('\n'),
  'packages/kit/src/index.ts': [
    "export { createThing } from './things/createThing'",
    "export type { Result } from './things/ApiResult.js'",
    "export { Card } from './Card.tsx'",
    "export { helper } from './Helpers'",
    "export { shared } from './shared'",
    '',
  ].join('\n'),
  'packages/kit/src/things/ApiResult.ts': 'export type Result = { ok: boolean }\n',
  'packages/kit/src/things/createThing.ts': [
    "import type { Result } from './ApiResult'",
    'export const createThing = (): Result => ({ ok: true })',
    '',
  ].join('\n'),
  'packages/kit/src/things/createThing.test.ts': [
    "import { vi } from 'vitest'",
    "import { createThing } from './createThing'",
    "vi.mock('./ApiResult')",
    "export type Made = typeof import('./createThing')",
    'export const made = createThing()',
    '',
  ].join('\n'),
  'packages/kit/src/Card.tsx': [
    "import { useThing } from './useThing'",
    'export function Card() {',
    '  return useThing()',
    '}',
    '',
  ].join('\n'),
  'packages/kit/src/useThing.ts': 'export const useThing = () => null\n',
  'packages/kit/src/Helpers.ts': 'export const helper = 1\n',
  'packages/kit/src/shared/index.ts': 'export const shared = 2\n',
  'packages/kit/src/storyFixtures.ts': 'export const fixture = 3\n',
  'packages/kit/src/load.ts': [
    "export const load = () => import('./things/createThing')",
    "export const source = new URL('./things/createThing.ts', import.meta.url)",
    "export const lazyModules = { 'src/Helpers.ts': 1 }",
    '',
  ].join('\n'),
  'packages/kit/src/generated/madeBy.ts': "export { helper } from '../Helpers'\n",
  'packages/kit/bench/runBench.ts': "import { createThing } from '../src/things/createThing.js'\ncreateThing()\n",
}

const run = (...args: string[]) =>
  execFileSync(process.execPath, [script, '--root', tree, ...args], { encoding: 'utf8', stdio: 'pipe' })
const git = (...args: string[]) => execFileSync('git', args, { cwd: tree, encoding: 'utf8' })
const read = (path: string) => readFileSync(join(tree, path), 'utf8')

let output = ''
beforeAll(() => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true })
    writeFileSync(join(tree, path), text)
  }
  copyFileSync(join(workspace, '.prettierrc.json'), join(tree, '.prettierrc.json'))
  git('init', '-q')
  git('add', '.')
  git('-c', 'user.name=test', '-c', 'user.email=test@example.invalid', 'commit', '-qm', 'a tree before the rename')
  output = run()
}, 60_000)

describe('rename-to-convention', () => {
  it('renames the linted files that break the rule, through git, and leaves the others', () => {
    expect(git('ls-files').trim().split('\n').sort()).toEqual(
      [
        '.prettierrc.json',
        'eslint.config.js',
        'package.json',
        'packages/kit/README.md',
        'packages/kit/bench/runBench.ts',
        'packages/kit/package.json',
        'packages/kit/src/Card.tsx',
        'packages/kit/src/generated/madeBy.ts',
        'packages/kit/src/helpers.ts',
        'packages/kit/src/index.ts',
        'packages/kit/src/load.ts',
        'packages/kit/src/shared/index.ts',
        'packages/kit/src/story-fixtures.ts',
        'packages/kit/src/things/api-result.ts',
        'packages/kit/src/things/create-thing.test.ts',
        'packages/kit/src/things/create-thing.ts',
        'packages/kit/src/useThing.ts',
        'packages/kit/tsup.config.ts',
      ].sort(),
    )
    expect(git('status', '--short')).toContain('R  packages/kit/src/Helpers.ts -> packages/kit/src/helpers.ts\n')
  })

  it('writes every relative specifier of a linted file as the emitted .js file, with the new names', () => {
    expect(read('packages/kit/src/index.ts')).toBe(
      [
        "export { createThing } from './things/create-thing.js'",
        "export type { Result } from './things/api-result.js'",
        "export { Card } from './Card.js'",
        "export { helper } from './helpers.js'",
        "export { shared } from './shared/index.js'",
        '',
      ].join('\n'),
    )
    expect(read('packages/kit/src/things/create-thing.test.ts')).toBe(
      [
        "import { vi } from 'vitest'",
        "import { createThing } from './create-thing.js'",
        "vi.mock('./api-result.js')",
        "export type Made = typeof import('./create-thing.js')",
        'export const made = createThing()',
        '',
      ].join('\n'),
    )
    expect(read('packages/kit/src/Card.tsx')).toContain("import { useThing } from './useThing.js'")
  })

  it('renames what a URL, a path string, a glob, an export map or a README names, keeping its form', () => {
    expect(read('packages/kit/src/load.ts')).toBe(
      [
        "export const load = () => import('./things/create-thing.js')",
        "export const source = new URL('./things/create-thing.ts', import.meta.url)",
        "export const lazyModules = { 'src/helpers.ts': 1 }",
        '',
      ].join('\n'),
    )
    expect(read('packages/kit/tsup.config.ts')).toBe(
      [
        "import { createThing } from './src/things/create-thing'",
        "export default { entry: ['src/**/*.ts', '!src/**/story-fixtures.{ts,tsx}'], createThing }",
        '',
      ].join('\n'),
    )
    expect(JSON.parse(read('packages/kit/package.json'))).toEqual({ exports: { './helpers': './src/helpers.ts' } })
    expect(read('packages/kit/README.md')).toBe(
      'The thing is made in `src/things/create-thing.ts`; `createThing` is its name.\n',
    )
    expect(read('packages/kit/src/generated/madeBy.ts')).toBe("export { helper } from '../helpers'\n")
    expect(read('packages/kit/bench/runBench.ts')).toContain("from '../src/things/create-thing.js'")
  })

  it('switches the rules on, and ESLint then finds nothing in the linted files', async () => {
    expect(read('eslint.config.js')).toContain('const NAMING_CONVENTION_ENFORCED = true')
    const results = await new ESLint({ cwd: tree }).lintFiles(['packages/kit/src'])
    expect(
      results.flatMap((result) => result.messages.map((message) => `${result.filePath}: ${message.message}`)),
    ).toEqual([])
  })

  it('prints what it did', () => {
    expect(output).toContain('files renamed: 5')
    expect(output).toContain('packages/kit/src/Helpers.ts -> helpers.ts')
    expect(output).toContain('NAMING_CONVENTION_ENFORCED: switched on')
  })

  it('changes nothing when run again', () => {
    const before = git('status', '--porcelain') + git('diff')
    const again = run()
    expect(git('status', '--porcelain') + git('diff')).toBe(before)
    expect(again).toContain('files renamed: 0')
    expect(again).toContain('specifiers rewritten: 0')
    expect(again).toContain('NAMING_CONVENTION_ENFORCED: already on')
  })
})
