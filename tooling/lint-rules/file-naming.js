// idx/file-naming: a source file's name follows the workspace convention (see naming.js).
import { basename } from 'node:path'
import { expectedFileName } from './naming.js'

/** @type {import('eslint').Rule.RuleModule} */
export const fileNaming = {
  meta: {
    type: 'suggestion',
    docs: { description: 'PascalCase.tsx for components, useThing for hooks, kebab-case for every other file' },
    messages: {
      rename:
        '"{{actual}}" should be "{{expected}}": PascalCase.tsx is for components, useThing.ts(x) for hooks, kebab-case for everything else.',
    },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const actual = basename(context.filename)
        const expected = expectedFileName(actual)
        if (expected) context.report({ node, messageId: 'rename', data: { actual, expected } })
      },
    }
  },
}
