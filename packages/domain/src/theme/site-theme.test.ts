import { describe, expect, it } from 'vitest'
import { contrastRatio, relativeLuminance } from './contrast.js'
import { siteTheme, themeRule } from './site-theme.js'

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#1a56db', '#1a56db')).toBe(1)
  })

  it('matches WCAG figures for known pairs, in either order', () => {
    // #767676 on white is the well-known lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2)
  })

  it('reads only #rrggbb colours', () => {
    expect(relativeLuminance('#FFFFFF')).toBe(1)
    expect(contrastRatio('blue', '#ffffff')).toBeNull()
    expect(contrastRatio('#fff', '#ffffff')).toBeNull()
  })
})

describe('siteTheme', () => {
  it('makes the brand colour the accent, with white text on it', () => {
    expect(siteTheme({ primary_color: '#1A56DB', accent_color: '#7a1f5c' })).toEqual({
      properties: { '--idx-accent': '#1a56db', '--idx-accent-text': '#ffffff', '--idx-saved': '#7a1f5c' },
      warnings: [],
    })
  })

  it("sets the brand's font, one of the site fonts, and ignores any other", () => {
    expect(siteTheme({ font: 'playfair' }).properties).toEqual({
      '--idx-font': "'Playfair Display', system-ui, sans-serif",
    })
    expect(siteTheme({ font: 'typold' }).properties['--idx-font']).toBe("'Typold', 'Raleway', system-ui, sans-serif")
    expect(siteTheme({ font: 'comic_sans' }).properties).toEqual({})
  })

  it('sets nothing without a brand', () => {
    expect(siteTheme(null)).toEqual({ properties: {}, warnings: [] })
    expect(siteTheme({ primary_color: null, accent_color: '' })).toEqual({ properties: {}, warnings: [] })
  })

  it('keeps the default for a colour that would not read on white, and says why', () => {
    const theme = siteTheme({ primary_color: '#ffd400', accent_color: '#2e7d32' })
    expect(theme.properties).toEqual({ '--idx-saved': '#2e7d32' })
    expect(theme.warnings).toEqual([
      'The brand colour #ffd400 has a contrast of 1.4:1 on white; WCAG AA needs 4.5:1: the default colour is used',
    ])
  })

  it('ignores what is no colour, with a warning', () => {
    const theme = siteTheme({ accent_color: 'red;}body{display:none' })
    expect(theme.properties).toEqual({})
    expect(theme.warnings[0]).toMatch(/^The accent colour "red;}body\{display:none" is no colour as #rrggbb/)
  })
})

describe("the brand's corners and card shadow", () => {
  it('sets --idx-radius in px and --idx-card-shadow by its name', () => {
    expect(siteTheme({ radius: 0, card_shadow: 'soft' }).properties).toEqual({
      '--idx-radius': '0px',
      '--idx-card-shadow': '0 1px 3px rgb(0 0 0 / 0.12), 0 1px 2px rgb(0 0 0 / 0.08)',
    })
    expect(siteTheme({ radius: 24, card_shadow: 'none' }).properties).toEqual({
      '--idx-radius': '24px',
      '--idx-card-shadow': 'none',
    })
  })

  it('keeps the defaults for a radius out of 0 to 24 or an unknown shadow, with a warning', () => {
    const theme = siteTheme({ radius: 40, card_shadow: 'deep' })
    expect(theme.properties).toEqual({})
    expect(theme.warnings).toEqual([
      'The corner radius 40 is no whole number of px from 0 to 24: the default is used',
      'The card shadow "deep" is none of none, soft, strong: the default is used',
    ])
    expect(siteTheme({ radius: 2.5 }).properties).toEqual({})
  })

  it('writes both into a rule', () => {
    expect(themeRule(siteTheme({ radius: 4, card_shadow: 'strong' }).properties)).toBe(
      ':root{--idx-radius:4px;--idx-card-shadow:0 4px 16px rgb(0 0 0 / 0.18), 0 2px 4px rgb(0 0 0 / 0.12)}',
    )
  })
})

describe('themeRule', () => {
  it('writes the properties on :root', () => {
    expect(themeRule({ '--idx-accent': '#1a56db', '--idx-accent-text': '#ffffff' })).toBe(
      ':root{--idx-accent:#1a56db;--idx-accent-text:#ffffff}',
    )
  })

  it('is empty without properties, and drops what could end the rule or the element', () => {
    expect(themeRule({})).toBe('')
    expect(themeRule({ '--idx-accent': '#000}</style><script>', color: 'red' })).toBe('')
  })
})
