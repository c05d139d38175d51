// idx/import-extension: a relative import names the emitted `.js` file (see naming.js for why).
import { conventionalSpecifier } from './naming.js'
import { moduleSpecifierNodes } from './specifiers.js'

/** @type {import('eslint').Rule.RuleModule} */
export const importExtension = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    docs: { description: 'Relative imports end in .js (./price.js for price.ts, ./shared/index.js for a folder)' },
    messages: { extension: 'Write "{{expected}}": relative imports name the emitted .js file.' },
    schema: [],
  },
  create(context) {
    return moduleSpecifierNodes((literal) => {
      const expected = conventionalSpecifier(context.filename, literal.value)
      if (!expected) return
      context.report({
        node: literal,
        messageId: 'extension',
        data: { expected },
        fix: (fixer) => fixer.replaceText(literal, `${literal.raw[0]}${expected}${literal.raw[0]}`),
      })
    })
  },
}
