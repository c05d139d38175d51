// The workspace's naming conventions as plain functions: the ESLint rules in this folder report
// what they find, and the one-off renaming script (run by whoever switches the rules on) computes
// the same names, so the rule and the renamer can never disagree.
//
// Files:
//   PascalCase.tsx   a React component (its stories and tests share its name: Thing.stories.tsx)
//   useThing.ts(x)   a hook
//   kebab-case.ts(x) everything else: functions, types, constants, CSS strings, entry points
// Every part after the first dot is lower case (`.test`, `.e2e.test`, `.stories`, `.repository`).
//
// Import specifiers: a relative import names the file as the emitted JavaScript will be called,
// `./price.js` for price.ts, `./shared/index.js` for a folder. Every package resolves with
// moduleResolution "Bundler", which accepts that; it is also what Node's own ESM loader needs, so
// an unbundled build (domain, search-ui) runs in Node without rewriting, and it is the one form
// that works under every resolution mode a consumer may use.
import { existsSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/** Extensions of the source files the naming convention applies to. */
export const SOURCE_EXTENSIONS = ['ts', 'tsx', 'mts', 'cts', 'js', 'jsx', 'mjs', 'cjs']

/** TypeScript sources a relative `.js` specifier may stand for, in the order a resolver tries them. */
const TS_SOURCES = ['.ts', '.tsx', '.mts', '.cts']

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const PASCAL = /^[A-Z][A-Za-z0-9]*$/
const HOOK = /^use[A-Z][A-Za-z0-9]*$/

/**
 * `someName` in kebab case.
 *
 * @example toKebabCase('createIdxApi') // 'create-idx-api'; toKebabCase('OAuthCallback') // 'o-auth-callback'
 */
export function toKebabCase(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase()
}

/**
 * The name a source file should have under the convention, or null when its name is already right
 * (or it is not a source file).
 *
 * @example expectedFileName('createIdxApi.unlock.test.ts') // 'create-idx-api.unlock.test.ts'
 * @example expectedFileName('ApiResult.ts') // 'api-result.ts' (PascalCase is for components, in .tsx)
 * @example expectedFileName('useBreakpoint.ts') // null (a hook)
 */
export function expectedFileName(fileName) {
  const [stem, ...rest] = fileName.split('.')
  const extension = rest.at(-1)
  if (!stem || !extension || !SOURCE_EXTENSIONS.includes(extension)) return null
  const suffixes = rest.map((part) => (KEBAB.test(part) ? part : toKebabCase(part)))
  const isComponentFile = extension === 'tsx' || extension === 'jsx'
  const stemIsFine = KEBAB.test(stem) || HOOK.test(stem) || (isComponentFile && PASCAL.test(stem))
  const expected = [stemIsFine ? stem : toKebabCase(stem), ...suffixes].join('.')
  return expected === fileName ? null : expected
}

/** True for `./x`, `../x`, `.` and `..`: the specifiers the extension rule is about. */
export function isRelativeSpecifier(specifier) {
  return specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../')
}

/**
 * The specifier a relative import should be written as, or null when it already follows the rule
 * or names no TypeScript source on disk (an asset, a generated file, a typo TypeScript reports).
 *
 * @example conventionalSpecifier('/repo/src/a.ts', './price') // './price.js' when /repo/src/price.ts exists
 * @example conventionalSpecifier('/repo/src/a.ts', './shared') // './shared/index.js' for a folder with index.ts
 * @example conventionalSpecifier('/repo/src/a.ts', './Card.tsx') // './Card.js'
 */
export function conventionalSpecifier(importerPath, specifier) {
  if (!isRelativeSpecifier(specifier)) return null
  const [path, query] = splitQuery(specifier)
  const base = resolve(dirname(importerPath), path)
  const written = path === '.' || path === '..' || path.endsWith('/') ? path.replace(/\/$/, '') : path
  // `./price.js` that stands for price.ts: already right.
  if (/\.(?:js|mjs|cjs|jsx)$/.test(path)) return null
  const tsExtension = TS_SOURCES.find((ext) => path.endsWith(ext))
  if (tsExtension) {
    if (!isFile(base)) return null
    const js = { '.ts': '.js', '.tsx': '.js', '.mts': '.mjs', '.cts': '.cjs' }[tsExtension]
    return `${path.slice(0, -tsExtension.length)}${js}${query}`
  }
  for (const ext of TS_SOURCES) {
    if (isFile(`${base}${ext}`)) return `${written}${ext === '.mts' ? '.mjs' : ext === '.cts' ? '.cjs' : '.js'}${query}`
  }
  if (isDirectory(base)) {
    for (const ext of TS_SOURCES) {
      if (isFile(join(base, `index${ext}`))) return `${written}/index.js${query}`
    }
  }
  return null
}

/** The TypeScript file a relative specifier stands for, or null (not relative, or nothing there). */
export function resolveSourceFile(importerPath, specifier) {
  if (!isRelativeSpecifier(specifier)) return null
  const [path] = splitQuery(specifier)
  const base = resolve(dirname(importerPath), path)
  if (isFile(base)) return /\.[mc]?[jt]sx?$/.test(base) ? base : null
  const stem = base.replace(/\.(?:js|jsx|mjs|cjs)$/, '')
  for (const ext of TS_SOURCES) {
    if (isFile(`${stem}${ext}`)) return `${stem}${ext}`
    if (stem !== base && isFile(`${base}${ext}`)) return `${base}${ext}`
  }
  if (isDirectory(base)) {
    for (const ext of TS_SOURCES) {
      if (isFile(join(base, `index${ext}`))) return join(base, `index${ext}`)
    }
  }
  return null
}

function splitQuery(specifier) {
  const at = specifier.search(/[?#]/)
  return at < 0 ? [specifier, ''] : [specifier.slice(0, at), specifier.slice(at)]
}

function isFile(path) {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

function isDirectory(path) {
  return existsSync(path) && statSync(path).isDirectory()
}
