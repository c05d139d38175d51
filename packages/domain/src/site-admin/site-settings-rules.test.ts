import { describe, expect, it } from 'vitest'
import {
  brandColorProblem,
  brandCardShadowProblem,
  brandFontProblem,
  brandRadiusProblem,
  embedOrigin,
  frontFacingPrefixProblem,
  linesProblem,
  embedOriginProblem,
  redirectUriProblem,
  settingLines,
  shownImageUrl,
} from './site-settings-rules.js'

describe('site settings rules', () => {
  it('takes https origins and http only on this machine, never a path', () => {
    expect(embedOrigin('https://Broker.example:443')).toEqual({ origin: 'https://broker.example' })
    expect(embedOrigin('http://localhost:5173')).toEqual({ origin: 'http://localhost:5173' })
    expect(embedOrigin('http://127.0.0.1:8080')).toEqual({ origin: 'http://127.0.0.1:8080' })
    expect(embedOrigin('http://broker.example')).toEqual({ problem: 'must use https (http only on localhost)' })
    expect(embedOrigin('https://broker.example/homes')).toEqual({ problem: 'has a path, query or fragment' })
  })

  it('names the first bad line of a one-per-line list', () => {
    expect(settingLines(' https://a.example \n\n https://b.example')).toEqual([
      'https://a.example',
      'https://b.example',
    ])
    expect(linesProblem('https://a.example\n\nhttp://b.example', embedOriginProblem)).toBe(
      'line 2 ("http://b.example") must use https (http only on localhost)',
    )
    expect(linesProblem('https://a.example', embedOriginProblem)).toBeNull()
  })

  it('checks redirect URIs as OAuth needs them', () => {
    expect(redirectUriProblem('https://homes.example/app/oauth/callback')).toBeNull()
    expect(redirectUriProblem('http://localhost:4000/cb')).toBeNull()
    expect(redirectUriProblem('http://homes.example/cb')).toBe('must use https (http only on localhost)')
    expect(redirectUriProblem('https://homes.example/cb#x')).toBe('has a fragment')
    expect(redirectUriProblem('homes.example/cb')).toBe('must be an absolute URL')
  })

  it('takes #rrggbb colours and https or local logos', () => {
    expect(brandColorProblem('#1A56db')).toBeNull()
    expect(brandColorProblem('#fff')).not.toBeNull()
    expect(shownImageUrl('/logos/a.svg')).toBe('/logos/a.svg')
    expect(shownImageUrl('http://cdn.example/a.png')).toBeNull()
  })

  it('takes the site fonts by name, and names them when it refuses one', () => {
    expect(brandFontProblem('playfair')).toBeNull()
    expect(brandFontProblem('Playfair Display')).toBe(
      'must be one of rubik, source_sans_pro, raleway, roboto, karla, playfair, lato, typold',
    )
  })

  it('takes a corner radius of whole px from 0 to 24 and a card shadow by its name', () => {
    expect(brandRadiusProblem(0)).toBeNull()
    expect(brandRadiusProblem(24)).toBeNull()
    for (const bad of [-1, 25, 2.5, '8', null]) {
      expect(brandRadiusProblem(bad)).toBe('must be a whole number of px from 0 to 24')
    }
    expect(brandCardShadowProblem('soft')).toBeNull()
    expect(brandCardShadowProblem('Strong')).toBeNull()
    expect(brandCardShadowProblem('deep')).toBe('must be one of none, soft, strong')
  })
})

describe('front_facing_site_idx_prefix', () => {
  it("takes the brokerage page's https address or a path, and says what else is wrong", () => {
    expect(frontFacingPrefixProblem('https://broker.example/homes?ref=idx')).toBeNull()
    expect(frontFacingPrefixProblem('http://localhost:8080/homes')).toBeNull()
    expect(frontFacingPrefixProblem('/idx')).toBeNull()
    expect(frontFacingPrefixProblem('http://broker.example/homes')).toMatch(/^must be the https address/)
    expect(frontFacingPrefixProblem('broker.example/homes')).toMatch(/^must be the https address/)
    expect(frontFacingPrefixProblem('//broker.example/homes')).toMatch(/^must be the https address/)
    expect(frontFacingPrefixProblem('https://broker.example/homes#idx')).toBe('has a fragment')
    expect(frontFacingPrefixProblem('https://a:b@broker.example/')).toBe('has a user name or password')
    expect(frontFacingPrefixProblem('/idx homes')).toMatch(/^must be a path/)
  })
})
