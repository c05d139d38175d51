import { describe, expect, it } from 'vitest'
import { injectSiteTheme } from './site-theme-style.js'

const page = '<html><head><title>Homes</title></head><body></body></html>'
const site = (brand: unknown) => ({ data: { attributes: { name: 'Acme', brand } } })

describe('injectSiteTheme', () => {
  it("writes the brand's custom properties last in the head", () => {
    expect(injectSiteTheme(page, site({ primary_color: '#1A56DB', accent_color: '#7a1f5c' }))).toBe(
      '<html><head><title>Homes</title><style id="idx-site-theme">' +
        ':root{--idx-accent:#1a56db;--idx-accent-text:#ffffff;--idx-saved:#7a1f5c}</style></head><body></body></html>',
    )
  })

  it('leaves the page alone without a brand, without a site, or when no colour reads on white', () => {
    expect(injectSiteTheme(page, site({ primary_color: null, accent_color: null }))).toBe(page)
    expect(injectSiteTheme(page, null)).toBe(page)
    expect(injectSiteTheme(page, site('#1a56db'))).toBe(page)
    expect(injectSiteTheme(page, site({ primary_color: '#fde047' }))).toBe(page)
  })

  it("lets the page's style and font parameters override the brand", () => {
    const query = new URLSearchParams('font=lato&style={"accent":"#c2185b","radius":"4px"}')
    expect(injectSiteTheme(page, site({ primary_color: '#1a56db' }), query)).toContain(
      '<style id="idx-site-theme">:root{--idx-accent:#c2185b;--idx-accent-text:#ffffff;--idx-font:\'Lato\', system-ui, sans-serif;--idx-radius:4px}</style>',
    )
    expect(injectSiteTheme(page, null, new URLSearchParams('style={"accent":"red</style>"}'))).toBe(page)
  })

  it("links the chosen font's stylesheet: the page's font parameter, else the brand's", () => {
    expect(injectSiteTheme(page, site({ font: 'karla' }))).toContain(
      '<link rel="stylesheet" href="/fonts/karla.css" /><style id="idx-site-theme">:root{--idx-font:\'Karla\', system-ui, sans-serif}</style></head>',
    )
    expect(injectSiteTheme(page, site({ font: 'karla' }), new URLSearchParams('font=typold'))).toContain(
      '<link rel="stylesheet" href="/fonts/typold.css" />',
    )
    expect(injectSiteTheme(page, site({ font: 'comic_sans' }))).toBe(page)
  })

  it('never writes a stored value that is no colour into the page', () => {
    const hostile = site({ primary_color: '#000</style><script>alert(1)</script>' })
    expect(injectSiteTheme(page, hostile)).toBe(page)
  })
})
