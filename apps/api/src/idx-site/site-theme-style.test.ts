import { describe, expect, it } from 'vitest'
import { injectSiteTheme } from './site-theme-style.js'

const page = '<html><head><title>Homes</title></head><body></body></html>'
const site = (brand: unknown) => ({ data: { attributes: { name: 'Acme', brand } } })
/** The page as injectSiteTheme writes it, but for the icon and the warnings (each tested below). */
const themed = (...args: Parameters<typeof injectSiteTheme>) =>
  injectSiteTheme(...args)
    .replace(/<link rel="icon"[^>]*>/, '')
    .replace(/<meta name="idx-theme-warnings"[^>]*>/, '')

/** The warnings the page's meta carries for the console, or null without the meta. */
const warningsOf = (html: string) => {
  const content = /<meta name="idx-theme-warnings" content="([^"]*)" \/>/.exec(html)?.[1]
  return content === undefined
    ? null
    : (JSON.parse(
        content
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&'),
      ) as string[])
}

describe('injectSiteTheme', () => {
  it("writes the brand's custom properties last in the head", () => {
    expect(themed(page, site({ primary_color: '#1A56DB', accent_color: '#7a1f5c' }))).toBe(
      '<html><head><title>Homes</title><style id="idx-site-theme">' +
        ':root{--idx-accent:#1a56db;--idx-accent-text:#ffffff;--idx-saved:#7a1f5c}</style></head><body></body></html>',
    )
  })

  it('leaves the page alone without a brand, without a site, or when no colour reads on white', () => {
    expect(themed(page, site({ primary_color: null, accent_color: null }))).toBe(page)
    expect(themed(page, null)).toBe(page)
    expect(themed(page, site('#1a56db'))).toBe(page)
    expect(themed(page, site({ primary_color: '#fde047' }))).toBe(page)
  })

  it("lets the page's style and font parameters override the brand", () => {
    const query = new URLSearchParams('font=lato&style={"accent":"#c2185b","radius":"4px"}')
    expect(themed(page, site({ primary_color: '#1a56db' }), query)).toContain(
      '<style id="idx-site-theme">:root{--idx-accent:#c2185b;--idx-accent-text:#ffffff;--idx-font:\'Lato\', system-ui, sans-serif;--idx-radius:4px}</style>',
    )
    expect(themed(page, null, new URLSearchParams('style={"accent":"red</style>"}'))).toBe(page)
  })

  it("links the chosen font's stylesheet: the page's font parameter, else the brand's", () => {
    expect(themed(page, site({ font: 'karla' }))).toContain(
      '<link rel="stylesheet" href="/fonts/karla.css" /><style id="idx-site-theme">:root{--idx-font:\'Karla\', system-ui, sans-serif}</style></head>',
    )
    expect(themed(page, site({ font: 'karla' }), new URLSearchParams('font=typold'))).toContain(
      '<link rel="stylesheet" href="/fonts/typold.css" />',
    )
    expect(themed(page, site({ font: 'comic_sans' }))).toBe(page)
  })

  it('never writes a stored value that is no colour into the page', () => {
    const hostile = site({ primary_color: '#000</style><script>alert(1)</script>' })
    expect(themed(page, hostile)).toBe(page)
  })
})

describe("the theme's warnings for the console", () => {
  it('lists a brand colour left out and each problem of the style and font parameters', () => {
    const html = injectSiteTheme(
      page,
      site({ primary_color: '#fde047', radius: 6 }),
      new URLSearchParams('font=comic&style={"bordr":"1px","accent":"#c2185b"}'),
    )
    expect(warningsOf(html)).toEqual([
      'idx: brand: The brand colour #fde047 has a contrast of 1.3:1 on white; WCAG AA needs 4.5:1: the default colour is used',
      expect.stringMatching(/^idx: font parameter: unknown font "comic"; the site fonts are rubik, /),
      expect.stringMatching(/^idx: style parameter: unknown key "bordr"; the keys are /),
    ])
    // What could be used still is.
    expect(html).toContain('<style id="idx-site-theme">:root{--idx-radius:6px;--idx-accent:#c2185b}</style>')
  })

  it('has no meta when everything was used, and nothing in it can end the attribute', () => {
    expect(
      warningsOf(injectSiteTheme(page, site({ primary_color: '#1a56db' }), new URLSearchParams('font=lato'))),
    ).toBeNull()
    const html = injectSiteTheme(page, null, new URLSearchParams('style={"\\"><script>x</script>":"#000"}'))
    expect(html).not.toContain('<script>')
    expect(warningsOf(html)?.[0]).toMatch(/^idx: style parameter: unknown key "\\"><script>x<\/script>"/)
  })
})

describe("the page's icon", () => {
  const template =
    '<head><link\n      rel="icon"\n      href="data:image/svg+xml,default"\n    /><title>x</title></head>'

  it("is the site's own, or a house in its brand colour", () => {
    expect(injectSiteTheme(template, site({ favicon_url: '/icons/acme.png' }))).toBe(
      '<head><link rel="icon" href="/icons/acme.png" /><title>x</title></head>',
    )
    const house = injectSiteTheme(template, site({ primary_color: '#2f6b3a' }))
    expect(house).toContain('<link rel="icon" href="data:image/svg+xml,')
    expect(decodeURIComponent(/href="([^"]+)"/.exec(house)![1]!)).toContain("fill='#2f6b3a'")
  })

  it("is added to a page that has none (the admin app's)", () => {
    expect(injectSiteTheme(page, site({ favicon_url: '/i.png' }))).toBe(
      '<html><head><title>Homes</title><link rel="icon" href="/i.png" /></head><body></body></html>',
    )
  })

  it('never loads an icon the CSP would block, nor lets an address out of its attribute', () => {
    const http = injectSiteTheme(template, site({ favicon_url: 'http://cdn.example/i.png' }))
    expect(http).not.toContain('cdn.example')
    const quoted = injectSiteTheme(template, site({ favicon_url: '/i.png"><script>alert(1)</script>' }))
    expect(quoted).not.toContain('<script>')
  })
})
