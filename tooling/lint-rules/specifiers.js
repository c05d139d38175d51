// The string literals that name a module in a file: import and export declarations, `import()`,
// and vitest's module calls (`vi.mock('./x')`), which must name the same file as the import.

const VITEST_MODULE_CALLS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock'])

/**
 * ESLint visitors that call `check` with each module-naming string literal.
 *
 * @example create(context) { return moduleSpecifierNodes((literal) => report(literal.value)) }
 */
export function moduleSpecifierNodes(check) {
  const visitSource = (node) => {
    if (node.source && node.source.type === 'Literal' && typeof node.source.value === 'string') check(node.source)
  }
  return {
    ImportDeclaration: visitSource,
    ExportNamedDeclaration: visitSource,
    ExportAllDeclaration: visitSource,
    ImportExpression: visitSource,
    // `typeof import('./x')` in a type.
    TSImportType(node) {
      const argument = node.argument
      if (argument && argument.type === 'TSLiteralType' && typeof argument.literal.value === 'string') {
        check(argument.literal)
      }
    },
    CallExpression(node) {
      const callee = node.callee
      const first = node.arguments[0]
      if (!first || first.type !== 'Literal' || typeof first.value !== 'string') return
      if (
        callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'vi' &&
        callee.property.type === 'Identifier' &&
        VITEST_MODULE_CALLS.has(callee.property.name)
      ) {
        check(first)
      }
    },
  }
}
