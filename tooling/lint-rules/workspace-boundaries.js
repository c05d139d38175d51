// idx/workspace-boundaries: code reaches another package or app only through its published name
// and exports map, never through its files. `@idx/domain/src/...`, `@idx/search-ui/dist/...` and
// `../../apps/api/src/db/database` all couple to a layout the other side may change at will, and
// skip its public API (and, for an app, it was never a library). Test tooling under tooling/ is
// shared by design: anyone may import it, and it may import no app's or package's files either.
import { dirname, relative, resolve, sep } from 'node:path'
import { isRelativeSpecifier } from './naming.js'
import { moduleSpecifierNodes } from './specifiers.js'

const DEEP_BARE_SPECIFIER = /^(@idx(?:-app)?\/[^/]+)\/(?:src|dist|test)(?:\/|$)/

/**
 * The part of the workspace a path belongs to: `packages/domain`, `apps/api`, `tooling`, or null
 * (the root's own files, or outside the workspace).
 *
 * @example workspaceUnit('/repo', '/repo/apps/api/src/db/database.ts') // 'apps/api'
 */
export function workspaceUnit(root, path) {
  const parts = relative(root, path).split(sep)
  if (parts[0] === '..' || parts.length < 2) return null
  if (parts[0] === 'packages' || parts[0] === 'apps') return `${parts[0]}/${parts[1]}`
  if (parts[0] === 'tooling') return 'tooling'
  return null
}

/** @type {import('eslint').Rule.RuleModule} */
export const workspaceBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "No imports of another package's or app's files: only of its package name and exports" },
    messages: {
      deepPackage: 'Import "{{name}}" (its exports map is the contract), not a file inside it.',
      intoPackage: 'This reaches into {{unit}}: import its package name instead (add it to dependencies).',
      intoApp:
        'This reaches into {{unit}}, an app: move what is shared into a package or tooling/, or expose it in the app\'s package.json "exports".',
    },
    schema: [
      { type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false },
    ],
  },
  create(context) {
    const root = context.options[0].root
    const here = workspaceUnit(root, context.filename)
    return moduleSpecifierNodes((literal) => {
      const specifier = literal.value
      const deep = DEEP_BARE_SPECIFIER.exec(specifier)
      if (deep) {
        context.report({ node: literal, messageId: 'deepPackage', data: { name: deep[1] } })
        return
      }
      if (!isRelativeSpecifier(specifier)) return
      const there = workspaceUnit(root, resolve(dirname(context.filename), specifier))
      if (!there || there === here || there === 'tooling') return
      context.report({
        node: literal,
        messageId: there.startsWith('apps/') ? 'intoApp' : 'intoPackage',
        data: { unit: there },
      })
    })
  },
}
