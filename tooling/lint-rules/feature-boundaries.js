// idx/feature-boundaries: an app's src/ is a composition root, shared layers and features, and
// the imports between its top-level folders go one way. Two folders importing each other (a
// "pair") cannot be read, tested or moved apart; the API had 35 of them. Per configured app:
// - a file directly in src/ is the composition root (app.ts, server.ts, route and job wiring):
//   it may import anything, and nothing in a folder may import it;
// - a shared layer (db/, http/, jobs/, …) may import other shared layers, never a feature;
// - a feature may import its own folder, any shared layer, and another feature only through that
//   feature's public entry (`<feature>/index.ts`), and only when that feature imports nothing of it.
// What two features both need goes into a shared layer, never into one of them.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'
import { isRelativeSpecifier, resolveSourceFile } from './naming.js'
import { moduleSpecifierNodes } from './specifiers.js'

const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs)$/
const PUBLIC_ENTRY = /^index\.(ts|tsx|mts|js|mjs)$/

/**
 * Where a path sits in an app's src/: `{ folder: null }` for a composition-root file, the
 * top-level folder's name and the rest of the path otherwise; null outside src/.
 *
 * @example placeIn('/repo/apps/api/src', '/repo/apps/api/src/listings/listings.routes.ts')
 * // { folder: 'listings', rest: 'listings.routes.ts' }
 */
export function placeIn(src, path) {
  const parts = relative(src, path).split(sep)
  if (parts[0] === '..' || parts[0] === '') return null
  return parts.length === 1 ? { folder: null, rest: parts[0] } : { folder: parts[0], rest: parts.slice(1).join('/') }
}

// One lint run reads each folder's imports once; a changed file (editor integration) is read again.
const importsCache = new Map()

function filesUnder(dir) {
  const files = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) files.push(...filesUnder(path))
    else if (SOURCE_FILE.test(name)) files.push(path)
  }
  return files
}

function importedFiles(path) {
  const { mtimeMs } = statSync(path)
  const cached = importsCache.get(path)
  if (cached && cached.mtimeMs === mtimeMs) return cached.targets
  const { importedFiles: imports } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true)
  const targets = imports.map((i) => resolveSourceFile(path, i.fileName)).filter(Boolean)
  importsCache.set(path, { mtimeMs, targets })
  return targets
}

/** A file of feature `from` that imports feature `to`, or null (its tests included). */
function fileImporting(src, from, to) {
  for (const file of filesUnder(join(src, from))) {
    if (importedFiles(file).some((target) => placeIn(src, target)?.folder === to)) return file
  }
  return null
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "One-way imports between an app's composition root, shared layers and features" },
    messages: {
      intoRoot:
        'idx/feature-boundaries: {{folder}}/ imports {{file}}, a composition-root file of src/; move what it needs into a shared layer.',
      layerIntoFeature:
        'idx/feature-boundaries: {{folder}}/ is a shared layer and may not import the feature {{feature}}/; move what it needs into a shared layer, or have the feature registered with it at the composition root.',
      featureInternals:
        'idx/feature-boundaries: {{folder}}/ reaches into {{feature}}/{{rest}}; import {{feature}}/index.ts (its public entry), or move what both need into a shared layer.',
      featurePair:
        'idx/feature-boundaries: {{folder}}/ imports {{feature}}/, which imports {{folder}}/ back ({{back}}); move what both need into a shared layer, or inject it at the composition root.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          apps: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                src: { type: 'string' },
                sharedLayers: { type: 'array', items: { type: 'string' } },
                // Folders that belong to the composition root (a second entry point, such as the
                // server renderer's): they may import anything, as the root's own files may.
                rootFolders: { type: 'array', items: { type: 'string' } },
              },
              required: ['src', 'sharedLayers'],
              additionalProperties: false,
            },
          },
        },
        required: ['root', 'apps'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root, apps } = context.options[0]
    const self = context.filename
    const app = apps.map((a) => ({ ...a, src: resolve(root, a.src) })).find((a) => placeIn(a.src, self))
    if (!app) return {}
    const shared = new Set(app.sharedLayers)
    const here = placeIn(app.src, self)
    // The composition root wires everything together: it may import any folder.
    if (here.folder === null || (app.rootFolders ?? []).includes(here.folder)) return {}
    return moduleSpecifierNodes((literal) => {
      if (!isRelativeSpecifier(literal.value)) return
      const there = placeIn(app.src, resolve(dirname(self), literal.value))
      if (!there || there.folder === here.folder) return
      const report = (messageId, data = {}) =>
        context.report({ node: literal, messageId, data: { folder: here.folder, ...data } })
      if (there.folder === null) return report('intoRoot', { file: there.rest.replace(/\.js$/, '.ts') })
      if (shared.has(there.folder)) return
      if (shared.has(here.folder)) return report('layerIntoFeature', { feature: there.folder })
      if (!PUBLIC_ENTRY.test(there.rest)) {
        return report('featureInternals', { feature: there.folder, rest: there.rest.replace(/\.js$/, '.ts') })
      }
      const back = fileImporting(app.src, there.folder, here.folder)
      if (back) report('featurePair', { feature: there.folder, back: relative(root, back) })
    })
  },
}
