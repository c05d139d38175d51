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
  it('scopes the stylesheet to the component class with @scope and nests it under :scope', () => {
    expect(scopeStylesheet('h3 { color: teal }\n&:hover { outline: 1px solid }', '7')).toBe(
      '@scope (.idx-custom-card--7) {\n:scope {\nh3 {\n  color: teal;\n}\n&:hover {\n  outline: 1px solid;\n}\n}\n}\n',
    )
  })

  it.each([[null], [undefined], [''], ['  \n '], ['@import "x.css";'], ['body { display: none }']])(
    'gives nothing for a blank stylesheet or one with nothing usable (%j)',
    (stylesheet) => {
      expect(scopeStylesheet(stylesheet, '7')).toBe('')
    },
  )

  it('leaves out what could reach the page and keeps the rest', () => {
    const scoped = scopeStylesheet(
      '@import url(https://evil.example/a.css); p { color: red; position: fixed; z-index: 99999 } html { display: none }',
      '7',
    )
    expect(scoped).toBe('@scope (.idx-custom-card--7) {\n:scope {\np {\n  color: red;\n}\n}\n}\n')
  })

  it('cannot close its style element', () => {
    expect(scopeStylesheet('p { color: red }</style><script>alert(1)</script>', '7')).not.toContain('</')
  })
})
