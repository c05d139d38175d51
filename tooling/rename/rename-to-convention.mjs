#!/usr/bin/env node
// Brings the workspace to its naming convention (tooling/lint-rules/naming.js) in one go and
// switches the rules on: renames every source file whose name breaks the rule, rewrites what
// points at a renamed file, writes every relative specifier as the emitted `.js` file, and sets
// NAMING_CONVENTION_ENFORCED in eslint.config.js to true. It computes names with the very
// functions the ESLint rules use, so what it writes is what the rules accept. Re-runnable: on a
// tree that already follows the convention it changes nothing, and on a tree that has moved on it
// renames only what is new.
//
//   node tooling/rename/rename-to-convention.mjs            # rename, rewrite, switch on, format
//   node tooling/rename/rename-to-convention.mjs --dry-run  # print what it would do, change nothing
//   node tooling/rename/rename-to-convention.mjs --root ../other-checkout
//
// What it touches, and why each part is needed:
// - Files: those ESLint applies `idx/file-naming` to (the config's `files` and `ignores`) under
//   the folders the lint scripts lint, so a config file or generated file keeps its name.
// - Module specifiers in every tracked source file (import/export, `import()`, `typeof import()`,
//   `vi.mock()` and friends, `new URL(…, import.meta.url)`): one pointing at a renamed file gets
//   the new name; in the linted files every relative one is then written as `idx/import-extension`
//   wants. Elsewhere (config files, benches) only the renamed part changes, so a file loaded by a
//   tool that does not map `.js` to `.ts` keeps working.
// - File names written as text (package.json exports, tsup/vite/vitest globs, module maps keyed by
//   source path, READMEs): a token such as `storyFixtures.{ts,tsx}` or `src/http/fakeFetch.ts`
//   whose stem is a renamed file's old stem is renamed the way the rule names that file.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import {
  SOURCE_EXTENSIONS,
  conventionalSpecifier,
  expectedFileName,
  isRelativeSpecifier,
  resolveSourceFile,
} from '../lint-rules/naming.js'

/** The workspace this script lives in: its node_modules bring TypeScript, ESLint and Prettier. */
const WORKSPACE = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const DRY_RUN = process.argv.includes('--dry-run')
/** The tree to rename: this workspace, or `--root <dir>` (another checkout of it; the tests' small trees). */
const rootAt = process.argv.indexOf('--root')
const ROOT = rootAt > 0 ? resolve(process.argv[rootAt + 1]) : WORKSPACE

/** The folders the lint scripts lint (`eslint src test` in packages and apps, `lint:tooling` at the root). */
const LINTED_FOLDERS = [
  /^packages\/[^/]+\/(src|test)\//,
  /^apps\/[^/]+\/(src|test)\//,
  /^tooling\//,
  /^scripts\//,
  /^\.storybook\//,
]

/** Text files whose file-name mentions are updated besides the sources. */
const TEXT_EXTENSIONS = new Set(['.json', '.md', '.mdx', '.html', '.yaml', '.yml', '.css'])

/**
 * Files whose file names are data, not references: the naming rules' own tests and examples
 * (they lint made-up paths such as createIdxApi.ts on purpose), this script, the lockfile, and
 * changelogs (history says what the file was called then).
 */
const TEXT_UNTOUCHED = [
  /^tooling\/lint-rules\//,
  /^tooling\/rename\//,
  /(^|\/)pnpm-lock\.yaml$/,
  /(^|\/)CHANGELOG\.md$/,
]

const VITEST_MODULE_CALLS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock'])

const workspaceRequire = createRequire(join(WORKSPACE, 'package.json'))
const ts = workspaceRequire('typescript')
const { ESLint } = workspaceRequire('eslint')
const { default: prettier } = await import(pathToFileURL(workspaceRequire.resolve('prettier')).href)

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' })
const rel = (abs) => relative(ROOT, abs).split(sep).join('/')
const abs = (path) => join(ROOT, path)

// Tracked files that are on disk (a file deleted but not yet committed is gone).
const tracked = git('ls-files', '-z')
  .split('\0')
  .filter((path) => path && existsSync(abs(path)) && statSync(abs(path)).isFile())
const sourceFiles = tracked.filter((path) => SOURCE_EXTENSIONS.includes(extname(path).slice(1)))

const eslint = new ESLint({ cwd: ROOT })
/** True when ESLint runs `idx/file-naming` (on or off) on the file: the rule's own idea of its reach. */
async function isNamingChecked(path) {
  if (!LINTED_FOLDERS.some((folder) => folder.test(path))) return false
  if (await eslint.isPathIgnored(abs(path))) return false
  const config = await eslint.calculateConfigForFile(abs(path))
  return Boolean(config?.rules && 'idx/file-naming' in config.rules)
}
const checked = new Set()
for (const path of sourceFiles) if (await isNamingChecked(path)) checked.add(path)

// 1. The renames, planned and checked before anything moves.
const renames = new Map() // old absolute path -> new absolute path
for (const path of checked) {
  const expected = expectedFileName(basename(path))
  if (expected) renames.set(abs(path), join(dirname(abs(path)), expected))
}
const clashes = []
const targets = new Map()
for (const [from, to] of renames) {
  if (targets.has(to)) clashes.push(`${rel(targets.get(to))} and ${rel(from)} would both be ${rel(to)}`)
  targets.set(to, from)
  if (existsSync(to) && from.toLowerCase() !== to.toLowerCase() && !renames.has(to)) {
    clashes.push(`${rel(from)} would be ${rel(to)}, which exists`)
  }
}
if (clashes.length) {
  console.error(`Nothing changed: rename the following by hand first.\n  ${clashes.join('\n  ')}`)
  process.exit(1)
}

// 2. Every module specifier of every source file, resolved against the tree before the renames.
const edits = new Map() // relative path (before renames) -> [{ start, end, text }]
const specifiers = sourceFiles.flatMap((path) => moduleSpecifiers(path))
let specifiersRewritten = 0

/** Where a file will be once the renames are done. */
const renamed = (absPath) => renames.get(absPath) ?? absPath

/**
 * The string literals in a file that name a module: `kind` 'module' for those the import-extension
 * rule checks (see tooling/lint-rules/specifiers.js), 'url' for `new URL(…, import.meta.url)`.
 */
function moduleSpecifiers(path) {
  const text = readFileSync(abs(path), 'utf8')
  const kind = { '.tsx': ts.ScriptKind.TSX, '.jsx': ts.ScriptKind.JSX }[extname(path)]
  const isJs = /\.[mc]?js$/.test(path)
  const file = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    kind ?? (isJs ? ts.ScriptKind.JS : ts.ScriptKind.TS),
  )
  const found = []
  const add = (literal, kind) => {
    if (literal && ts.isStringLiteral(literal) && isRelativeSpecifier(literal.text)) {
      found.push({ path, kind, value: literal.text, start: literal.getStart(file) + 1, end: literal.end - 1 })
    }
  }
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      add(node.moduleSpecifier, 'module')
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression
      if (callee.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], 'module')
      else if (
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'vi' &&
        VITEST_MODULE_CALLS.has(callee.name.text)
      ) {
        add(node.arguments[0], 'module')
      }
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, 'module')
    } else if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'URL' &&
      node.arguments?.length === 2 &&
      node.arguments[1].getText(file) === 'import.meta.url'
    ) {
      add(node.arguments[0], 'url')
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  for (const specifier of found) {
    specifier.target =
      specifier.kind === 'url' ? urlTarget(abs(path), specifier.value) : resolveSourceFile(abs(path), specifier.value)
  }
  return found
}

function urlTarget(importer, specifier) {
  const target = resolve(dirname(importer), specifier)
  return existsSync(target) && statSync(target).isFile() ? target : null
}

/**
 * `specifier` with its last segment naming the renamed file the way it named the old one: no
 * extension stays none, `.js` for a `.ts` file stays `.js`, an explicit `.ts` stays `.ts`.
 *
 * @example withNewName('./createIdxApi', '…/createIdxApi.ts', '…/create-idx-api.ts') // './create-idx-api'
 */
function withNewName(specifier, from, to) {
  const at = specifier.lastIndexOf('/')
  const head = specifier.slice(0, at + 1)
  const last = specifier.slice(at + 1)
  const [oldName, newName] = [basename(from), basename(to)]
  const [oldStem, newStem] = [oldName.slice(0, -extname(oldName).length), newName.slice(0, -extname(newName).length)]
  if (last === oldName) return head + newName
  if (last === oldStem) return head + newStem
  if (last.startsWith(`${oldStem}.`) && /^\.[mc]?jsx?$/.test(last.slice(oldStem.length))) {
    return head + newStem + last.slice(oldStem.length)
  }
  return null
}

// 3. The new specifiers: first written as the import-extension rule wants (in the linted files),
// on the tree as it is, then with the renamed file's new name in place of the old one.
const renameFailures = []
for (const specifier of specifiers) {
  let value = specifier.value
  if (specifier.kind === 'module' && checked.has(specifier.path)) {
    value = conventionalSpecifier(abs(specifier.path), value) ?? value
  }
  if (specifier.target && renames.has(specifier.target)) {
    const updated = withNewName(value, specifier.target, renames.get(specifier.target))
    if (updated === null) renameFailures.push(`${specifier.path}: '${value}' names ${rel(specifier.target)}`)
    else value = updated
  }
  if (value === specifier.value) continue
  specifiersRewritten += 1
  const list = edits.get(specifier.path) ?? []
  list.push({ start: specifier.start, end: specifier.end, text: value })
  edits.set(specifier.path, list)
}

// 4. Move the files (case-only changes in two steps, so a case-insensitive file system sees a rename).
for (const [from, to] of renames) {
  if (DRY_RUN) continue
  if (from.toLowerCase() === to.toLowerCase()) {
    const temporary = `${from}.renaming`
    git('mv', rel(from), rel(temporary))
    git('mv', rel(temporary), rel(to))
  } else {
    git('mv', rel(from), rel(to))
  }
}
/** Where a file (named by its path before the renames) is now. */
const onDisk = (path) => (DRY_RUN ? abs(path) : renamed(abs(path)))

// 5. File names written as text: `storyFixtures.ts`, `src/**/storyState.ts`, `unlockTokens.js`.
const oldStems = new Set([...renames.keys()].map((path) => basename(path).split('.')[0]))
// A stem also worn by a file that keeps its wrong name (outside the linted folders, or ignored):
// a mention could mean either file, so those mentions are listed for a hand instead.
const keptStems = new Set(
  sourceFiles
    .filter((path) => !renames.has(abs(path)) && expectedFileName(basename(path)))
    .map((path) => basename(path).split('.')[0]),
)
const ambiguousMentions = []
const textFiles = new Set(
  tracked.filter(
    (path) =>
      (SOURCE_EXTENSIONS.includes(extname(path).slice(1)) || TEXT_EXTENSIONS.has(extname(path))) &&
      !TEXT_UNTOUCHED.some((pattern) => pattern.test(path)),
  ),
)
const fileNameToken = /(?<![\w$.@-])([A-Za-z_][\w]*)((?:\.[\w-]+)*\.(?:[mc]?[jt]sx?|\{[\w,]+\}))(?![\w-])/g
const textReferences = [] // `path: old -> new`, printed so a reviewer can check each

/** What the rule names a file written `token` (a brace glob names each alternative alike), or null. */
function renamedToken(token) {
  const brace = /^(.*)\.\{([\w,]+)\}$/.exec(token)
  if (!brace) return expectedFileName(token)
  const names = brace[2]
    .split(',')
    .map((ext) => (expectedFileName(`${brace[1]}.${ext}`) ?? `${brace[1]}.${ext}`).slice(0, -ext.length - 1))
  return names.every((name) => name === names[0]) && names[0] !== brace[1] ? `${names[0]}.{${brace[2]}}` : null
}

const changedFiles = new Set()
for (const path of new Set([...edits.keys(), ...textFiles])) {
  const file = onDisk(path)
  const original = readFileSync(file, 'utf8')
  let text = original
  for (const edit of (edits.get(path) ?? []).sort((a, b) => b.start - a.start)) {
    text = text.slice(0, edit.start) + edit.text + text.slice(edit.end)
  }
  if (oldStems.size && textFiles.has(path)) {
    text = text.replace(fileNameToken, (token, stem) => {
      if (!oldStems.has(stem)) return token
      if (keptStems.has(stem)) {
        ambiguousMentions.push(`${rel(file)}: ${token}`)
        return token
      }
      const replacement = renamedToken(token)
      if (!replacement) return token
      textReferences.push(`${rel(file)}: ${token} -> ${replacement}`)
      return replacement
    })
  }
  if (text !== original) {
    changedFiles.add(rel(file))
    if (!DRY_RUN) writeFileSync(file, text)
  }
}

// 6. Switch the rules on.
const configPath = abs('eslint.config.js')
const config = readFileSync(configPath, 'utf8')
const switched = config.replace(/const NAMING_CONVENTION_ENFORCED = false\b/, 'const NAMING_CONVENTION_ENFORCED = true')
if (switched !== config) {
  changedFiles.add('eslint.config.js')
  if (!DRY_RUN) writeFileSync(configPath, switched)
}

// 7. Longer specifiers may push a line past the print width: format what was written.
if (!DRY_RUN) {
  for (const path of changedFiles) {
    const file = abs(path)
    const info = await prettier.getFileInfo(file, { ignorePath: abs('.prettierignore') })
    if (info.ignored || !info.inferredParser) continue
    const options = await prettier.resolveConfig(file)
    const text = readFileSync(file, 'utf8')
    const formatted = await prettier.format(text, { ...options, filepath: file })
    if (formatted !== text) writeFileSync(file, formatted)
  }
}

console.log(`${DRY_RUN ? '[dry run] ' : ''}files renamed: ${renames.size}`)
for (const [from, to] of renames) console.log(`  ${rel(from)} -> ${basename(to)}`)
console.log(`specifiers rewritten: ${specifiersRewritten}`)
console.log(`file names written as text updated: ${textReferences.length}`)
for (const reference of textReferences) console.log(`  ${reference}`)
console.log(`files changed: ${changedFiles.size}`)
console.log(`NAMING_CONVENTION_ENFORCED: ${switched !== config ? 'switched on' : 'already on'}`)
if (ambiguousMentions.length) {
  console.error('file names left as they are (a renamed file and a file that keeps its name share the stem):')
  for (const mention of ambiguousMentions) console.error(`  ${mention}`)
}
if (renameFailures.length) {
  console.error(`specifiers left for a hand (they name a renamed file in a form this script does not know):`)
  for (const failure of renameFailures) console.error(`  ${failure}`)
  process.exitCode = 1
}
