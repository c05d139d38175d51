import { APP_ROOT, APP_ROUTE_PATHS } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PRIVACY_POLICY_PATH, siteDisclaimer } from './site-disclaimer.js'

describe('siteDisclaimer', () => {
  it('is off unless the site turned it on', () => {
    expect(siteDisclaimer(null)).toBeNull()
    expect(siteDisclaimer({ features: {} })).toBeNull()
    expect(siteDisclaimer({ features: { idx_disclaimer: { enabled: false, template: 'Text' } } })).toBeNull()
  })

  it("carries the template and the site's links", () => {
    expect(
      siteDisclaimer({
        features: {
          idx_disclaimer: {
            enabled: true,
            template: ' Data from the MLS. ',
            terms_of_use: 'https://acme.example/terms',
            privacy_policy: '/privacy.html',
          },
        },
      }),
    ).toEqual({ text: 'Data from the MLS.', termsOfUse: 'https://acme.example/terms', privacyPolicy: '/privacy.html' })
  })

  it('links the default privacy policy when the site has none, or one that may not be followed', () => {
    expect(DEFAULT_PRIVACY_POLICY_PATH).toBe(`${APP_ROOT}${APP_ROUTE_PATHS.privacyPolicy}`)
    for (const privacy_policy of [
      null,
      '',
      '  ',
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      '//evil.example/p',
      'data:text/html,x',
    ]) {
      expect(
        siteDisclaimer({ features: { idx_disclaimer: { enabled: true, template: null, privacy_policy } } }),
      ).toEqual({ text: null, termsOfUse: null, privacyPolicy: '/app/privacy' })
    }
  })
})
