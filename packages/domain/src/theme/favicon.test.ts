import { describe, expect, it } from 'vitest'
import { faviconHref } from './favicon.js'

const fill = (href: string) => /fill='([^']+)'/.exec(decodeURIComponent(href))?.[1]

describe('faviconHref', () => {
  it("is the site's own icon when a page may load it", () => {
    expect(faviconHref({ favicon_url: 'https://cdn.acme.example/icon.png' })).toBe('https://cdn.acme.example/icon.png')
    expect(faviconHref({ favicon_url: '/icons/acme.svg' })).toBe('/icons/acme.svg')
  })

  it('is a house in the brand colour otherwise, or in the default colour', () => {
    expect(fill(faviconHref({ primary_color: '#2F6B3A' }))).toBe('#2f6b3a')
    expect(fill(faviconHref(null))).toBe('#0b57d0')
    // A colour too light to be the brand's is not the icon's either; nor is an http:// icon used.
    expect(fill(faviconHref({ primary_color: '#fde047', favicon_url: 'http://cdn.example/i.png' }))).toBe('#0b57d0')
  })

  it('is a data URL with nothing unescaped in it', () => {
    expect(faviconHref(null)).toMatch(/^data:image\/svg\+xml,[^'"<> ]+$/)
  })
})
