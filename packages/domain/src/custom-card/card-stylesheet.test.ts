import { describe, expect, it } from 'vitest'
import { MAX_CARD_STYLESHEET_LENGTH, readCardStylesheet } from './card-stylesheet.js'

const rules = (stylesheet: string) => readCardStylesheet(stylesheet).problems.map((problem) => problem.rule)

describe('readCardStylesheet', () => {
  it('keeps ordinary rules, nesting, @media and top-level declarations', () => {
    const { css, problems } = readCardStylesheet(
      'border-color: teal;\nh3 { color: teal; &:hover { color: red } }\n@media (width < 30em) { p { margin: 0 } }',
    )
    expect(problems).toEqual([])
    expect(css).toBe(
      'border-color: teal;\nh3 {\n  color: teal;\n  &:hover {\n    color: red;\n  }\n}\n@media (width < 30em) {\n  p {\n    margin: 0;\n  }\n}\n',
    )
  })

  it.each([
    ['@import url(https://evil.example/x.css);', '@import', '@import loads a remote stylesheet'],
    ["@import 'x.css';", '@import', '@import loads a remote stylesheet'],
    ['@font-face { font-family: X; src: url(https://evil.example/x.woff) }', '@font-face', '@font-face loads a font'],
    ['@keyframes spin { to { rotate: 1turn } }', '@keyframes', '@keyframes cannot be used in a card'],
    ['@namespace svg url(http://www.w3.org/2000/svg);', '@namespace', '@namespace changes'],
    ['p { background: url(https://tracker.example/pixel.gif) }', 'background: url(', 'url() loads a remote resource'],
    ['p { background: URL( "//tracker.example/p.gif" ) }', 'background: URL(', 'url() loads a remote resource'],
    ['p { background-image: image-set("a.png" 1x) }', 'background-image', 'image-set() loads a remote resource'],
    ['p { background: src("a.png") }', 'background: src', 'src() loads a remote resource'],
    ['p { position: fixed; inset: 0 }', 'position: fixed', 'position: fixed would take the content out'],
    ['p { z-index: 2147483647 }', 'z-index: 2147483647', 'z-index may be at most 100'],
    ['p { width: expression(alert(1)) }', 'width: expression(alert(1))', 'width runs code'],
    ['p { -moz-binding: url(x.xml#x) }', '-moz-binding', '-moz-binding runs code'],
    ['body { display: none }', 'body', 'body is the page, not the card'],
    ['html:has(&) { display: none }', 'html:has(&)', 'html is the page'],
    [':root { --idx-accent: red }', ':root', ':root is the page'],
    ['hello world', 'hello world', 'is not a CSS declaration or rule'],
    ['p { color: red } }', '}', 'closes a block that was never opened'],
    ['p { color: red', '{', 'a block is never closed'],
    ['{ color: red }', '{', 'a block needs a selector'],
  ])('leaves out and names what reaches outside the card or is not CSS (%j)', (stylesheet, rule, detail) => {
    const { problems } = readCardStylesheet(stylesheet)
    expect(problems.length).toBeGreaterThan(0)
    expect(problems[0]?.rule).toContain(rule)
    expect(problems[0]?.detail).toContain(detail)
  })

  it('keeps inline images, z-index within bounds and selectors that merely contain page words', () => {
    const stylesheet =
      'p { background: url(data:image/png;base64,AAAA) }\n.body-text, #html, [data-x] { z-index: 3; position: absolute }'
    expect(readCardStylesheet(stylesheet).problems).toEqual([])
  })

  it('drops the bad declarations and keeps the rest of their rule', () => {
    expect(readCardStylesheet('p { color: red; position: fixed; background: url(https://x.example/a.png) }').css).toBe(
      'p {\n  color: red;\n}\n',
    )
  })

  it('removes !important so the card guard always wins', () => {
    expect(readCardStylesheet('& { position: static !important }').css).toBe('& {\n  position: static;\n}\n')
  })

  it('reports where each problem is', () => {
    expect(readCardStylesheet('h3 { color: teal }\n\n@import "x.css";\np { position: fixed }').problems).toEqual([
      { line: 3, rule: '@import', detail: '@import loads a remote stylesheet' },
      { line: 4, rule: 'position: fixed', detail: expect.stringContaining('position: fixed') },
    ])
  })

  it.each([
    'p { color: red }</style><script>alert(1)</script>',
    'p::after { content: "</style><script>alert(1)</script>" }',
    "p::after { content: '<b>' }",
  ])('can never close the style element it is rendered in (%j)', (stylesheet) => {
    expect(readCardStylesheet(stylesheet).css).not.toMatch(/<\//)
    expect(readCardStylesheet(stylesheet).css).not.toMatch(/<[a-z]/i)
  })

  it.each([
    ['p::after { content: "}" } b { color: red }', 'b {\n  color: red;\n}'],
    ['/* } */ p { color: red }', 'p {\n  color: red;\n}'],
    ['p { background: url(data:image/png;base64,a}b) } b { color: red }', 'b {\n  color: red;\n}'],
    ['.sm\\}x { color: red }', '.sm\\}x {\n  color: red;\n}'],
  ])(
    'reads braces as a browser does: in strings, comments, urls and escapes they do not count (%j)',
    (stylesheet, kept) => {
      const { css, problems } = readCardStylesheet(stylesheet)
      expect(problems).toEqual([])
      expect(css).toContain(kept)
    },
  )

  it('does not let a stray } end a block early', () => {
    expect(readCardStylesheet('p { color: red } } body { display: none }').css).toBe('p {\n  color: red;\n}\n')
  })

  it('refuses a stylesheet longer than the limit', () => {
    expect(rules(`p { color: red }${' '.repeat(MAX_CARD_STYLESHEET_LENGTH)}`)).toEqual(['stylesheet'])
  })

  it.each([[''], ['  \n '], [null], [undefined]])('gives nothing for a blank stylesheet (%j)', (stylesheet) => {
    expect(readCardStylesheet(stylesheet)).toEqual({ css: '', problems: [] })
  })
})
