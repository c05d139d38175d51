// idx/no-import-cycle: no module reaches itself again through its imports, type-only ones
// included. A cycle of types compiles, but it ties topics together so that none can move or be
// read alone (collaboration -> listing -> user -> collaboration was one); a cycle of values also
// makes the evaluation order decide whether a binding is still undefined when it is used.
// (eslint-plugin-import-x's no-cycle skips `import type`, so it would not see the first kind.)
import { readFileSync, statSync } from 'node:fs'
import { relative } from 'node:path'
import ts from 'typescript'
import { resolveSourceFile } from './naming.js'
import { moduleSpecifierNodes } from './specifiers.js'

// One lint run reads each file's imports once; a changed file (editor integration) is read again.
const importsCache = new Map()

/** The workspace files a file imports (relative specifiers only: packages meet through their names). */
function importedFiles(path) {
  const { mtimeMs } = statSync(path)
  const cached = importsCache.get(path)
  if (cached && cached.mtimeMs === mtimeMs) return cached.targets
  const { importedFiles: imports } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true)
  const targets = [...new Set(imports.map((i) => resolveSourceFile(path, i.fileName)).filter(Boolean))]
  importsCache.set(path, { mtimeMs, targets })
  return targets
}

/** The shortest chain of imports from `start` back to `goal` (both included), or null. */
function pathBack(start, goal) {
  const cameFrom = new Map([[start, null]])
  const queue = [start]
  while (queue.length > 0) {
    const file = queue.shift()
    if (file === goal) {
      const chain = []
      for (let at = file; at; at = cameFrom.get(at)) chain.unshift(at)
      return chain
    }
    for (const next of importedFiles(file)) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file)
        queue.push(next)
      }
    }
  }
  return null
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles between modules, type-only imports included' },
    messages: { cycle: 'Import cycle: {{chain}}. Move what both sides need into a module both import.' },
    schema: [
      { type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false },
    ],
  },
  create(context) {
    const root = context.options[0].root
    const self = context.filename
    return moduleSpecifierNodes((literal) => {
      const target = resolveSourceFile(self, literal.value)
      if (!target || target === self) return
      const chain = pathBack(target, self)
      if (!chain) return
      const names = [self, ...chain].map((file) => relative(root, file))
      context.report({ node: literal, messageId: 'cycle', data: { chain: names.join(' -> ') } })
    })
  },
}
