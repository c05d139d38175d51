import { describe, expect, it } from 'vitest'
import { customCardClassName, scopeStylesheet } from './scope-stylesheet.js'

describe('customCardClassName', () => {
  it.each([
    ['7', 'idx-custom-card--7'],
    ['a-b', 'idx-custom-card--a-b'],
    ['a b.c', 'idx-custom-card--a_20_b_2e_c'],
    ['a_20_', 'idx-custom-card--a_5f_20_5f_'],
  ])('gives each component id its own class (%j)', (id, expected) => {
    expect(customCardClassName(id)).toBe(expected)
  })
})

describe('scopeStylesheet', () => {
  it('nests the stylesheet under the component class', () => {
    expect(scopeStylesheet('h3 { color: teal }\n&:hover { outline: 1px solid }', '7')).toBe(
      '.idx-custom-card--7 {\nh3 { color: teal }\n&:hover { outline: 1px solid }\n}\n',
    )
  })

  it.each([[null], [undefined], [''], ['  \n ']])('gives nothing for a blank stylesheet (%j)', (stylesheet) => {
    expect(scopeStylesheet(stylesheet, '7')).toBe('')
  })

  it.each([
    ['p { color: red }</style><script>alert(1)</script>', 'p { color: red }/style>script>alert(1)/script>'],
    ['p::after { content: "<b>" }', 'p::after { content: "b>" }'],
    ['<!-- p { color: red } -->', '!-- p { color: red } -->'],
  ])('removes every < so the CSS can never close its style element (%j)', (stylesheet, inner) => {
    const scoped = scopeStylesheet(stylesheet, '7')
    expect(scoped).not.toContain('<')
    expect(scoped).toBe(`.idx-custom-card--7 {\n${inner}\n}\n`)
  })

  it.each([
    [
      'drops a } that closes more than was opened',
      'p { color: red } } body { display: none }',
      'p { color: red }  body { display: none }',
    ],
    ['drops a } that closes more than was opened', '} } h3 { color: red }', 'h3 { color: red }'],
    ['closes a block left open', 'p { color: red', 'p { color: red}'],
    [
      'closes a block left open',
      '@media (width > 30em) { p { color: red }',
      '@media (width > 30em) { p { color: red }}',
    ],
    [
      'ignores braces in a string',
      'p::after { content: "}" } b { color: red }',
      'p::after { content: "}" } b { color: red }',
    ],
    ['ignores braces in a string', "p::after { content: '{' }", "p::after { content: '{' }"],
    ['ignores braces in a comment', '/* } */ p { color: red }', '/* } */ p { color: red }'],
    ['ignores braces in an unquoted url', 'p { background: url(a}b.png) }', 'p { background: url(a}b.png) }'],
    ['ignores braces in a quoted url', 'p { background: URL( "a}b.png" ) }', 'p { background: URL( "a}b.png" ) }'],
    ['ignores an escaped brace', '.sm\\}x { color: red }', '.sm\\}x { color: red }'],
    // A string a newline ends (a bad string) gives back its braces: the '}' closes the p block.
    ['ends a string at a newline', 'p { content: "a\n} b { color: red }', 'p { content: "a\n} b { color: red }'],
    // A bad url runs to ')' whatever quote it holds: the '}' after it is a real one and is dropped.
    [
      'ends a bad url at )',
      'p { background: url(a"b) } } body { color: red }',
      'p { background: url(a"b) }  body { color: red }',
    ],
    ['closes a string left open', 'p { content: "open', 'p { content: "open"}'],
    ['closes a string left open after a lone \\', 'p { content: "open\\', 'p { content: "open"}'],
    ['closes a comment left open', 'p { color: red } /* open', 'p { color: red } /* open*/'],
    ['closes a url left open', 'p { background: url(x', 'p { background: url(x)}'],
  ])('balances braces as a browser reads them, so nothing ends the scope early: %s (%j)', (_, stylesheet, inner) => {
    expect(scopeStylesheet(stylesheet, '7')).toBe(`.idx-custom-card--7 {\n${inner}\n}\n`)
  })
})
