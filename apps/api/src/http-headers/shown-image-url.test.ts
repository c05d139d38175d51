import { describe, expect, it } from 'vitest'
import { sitePagePolicy } from './content-security-policy.js'
import { shownImageUrl } from './shown-image-url.js'

describe('shownImageUrl', () => {
  it('keeps https URLs and paths on this server', () => {
    expect(shownImageUrl('https://cdn.broker.example/logo.png')).toBe('https://cdn.broker.example/logo.png')
    expect(shownImageUrl(' https://cdn.broker.example/a b.png ')).toBe('https://cdn.broker.example/a%20b.png')
    expect(shownImageUrl('/api/v3/sites/1/logo.svg')).toBe('/api/v3/sites/1/logo.svg')
  })

  it.each([
    ['http', 'http://cdn.broker.example/logo.png'],
    ['http on the loopback', 'http://localhost:8080/logo.png'],
    ['http on 127.0.0.1', 'http://127.0.0.1:8080/logo.png'],
    ['a data: URL', 'data:image/png;base64,AAAA'],
    ['a protocol-relative URL', '//cdn.broker.example/logo.png'],
    ['a backslash path', '/\\\\evil.example/logo.png'],
    ['a user in the URL', 'https://user:secret@cdn.broker.example/logo.png'],
    ['javascript:', 'javascript:alert(1)'],
    ['not a URL', 'logo.png'],
    ['blank', '  '],
    ['null', null],
  ])('shows no image for %s', (_case, text) => {
    expect(shownImageUrl(text)).toBeNull()
  })

  it("agrees with the page's img-src: https: and 'self', no http: source", () => {
    const imgSrc = sitePagePolicy({ nonce: 'n', frameAncestors: [], mapTiles: {} })
      .split('; ')
      .find((directive) => directive.startsWith('img-src'))
    expect(imgSrc?.split(' ')).toEqual(expect.arrayContaining(["'self'", 'https:']))
    expect(imgSrc).not.toMatch(/\bhttp:/)
  })
})
