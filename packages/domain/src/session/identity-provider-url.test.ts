import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { identityProviderEndpoint, isConfiguredEndpoint } from './identity-provider-url.js'

const AUTHORIZE = 'https://acme.okta.com/oauth2/default/v1/authorize'

describe('identityProviderEndpoint', () => {
  it.each([AUTHORIZE, 'http://127.0.0.1:4455/auth'])('reads %j', (value) => {
    expect(identityProviderEndpoint(value)?.href).toBe(value)
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://acme.okta.com/authorize',
    '/oauth2/default/v1/authorize',
    '//acme.okta.com/oauth2/default/v1/authorize',
    'https://user:secret@acme.okta.com/oauth2/default/v1/authorize',
    'not a url',
    '',
  ])('refuses %j', (value) => {
    expect(identityProviderEndpoint(value)).toBeNull()
  })
})

describe('isConfiguredEndpoint', () => {
  it('accepts the configured endpoint, with a query of its own or a trailing slash', () => {
    expect(isConfiguredEndpoint(AUTHORIZE, AUTHORIZE)).toBe(true)
    expect(isConfiguredEndpoint(`${AUTHORIZE}?idp=0oa1`, AUTHORIZE)).toBe(true)
    expect(isConfiguredEndpoint(`${AUTHORIZE}/`, AUTHORIZE)).toBe(true)
    expect(isConfiguredEndpoint('HTTPS://ACME.OKTA.COM:443/oauth2/default/v1/authorize', AUTHORIZE)).toBe(true)
  })

  it.each([
    'javascript:alert(localStorage.getItem("idx-session"))',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/oauth2/default/v1/authorize',
    'https://acme.okta.com.evil.example/oauth2/default/v1/authorize',
    'https://acme.okta.com@evil.example/oauth2/default/v1/authorize',
    'http://acme.okta.com/oauth2/default/v1/authorize',
    'https://acme.okta.com:8443/oauth2/default/v1/authorize',
    'https://acme.okta.com/oauth2/other/v1/authorize',
    'https://acme.okta.com/oauth2/default/v1/authorize/../../../login/redirect',
    'https://acme.okta.com/oauth2/default/v1/logout',
    '//acme.okta.com/oauth2/default/v1/authorize',
    '/oauth2/default/v1/authorize',
  ])('refuses %j', (candidate) => {
    expect(isConfiguredEndpoint(candidate, AUTHORIZE)).toBe(false)
  })

  it('refuses everything when nothing (or nothing usable) is configured', () => {
    expect(isConfiguredEndpoint(AUTHORIZE, null)).toBe(false)
    expect(isConfiguredEndpoint(AUTHORIZE, 'javascript:void 0')).toBe(false)
  })

  it('accepts only URLs whose origin and path are the configured ones', () => {
    // Near misses of the configured URL: every part either right, or wrong in a way that matters.
    const candidate = fc
      .tuple(
        fc.constantFrom('https://', 'http://', 'HTTPS://', 'javascript:', 'data:', '//', ''),
        fc.constantFrom('', 'user@', 'acme.okta.com@'),
        fc.constantFrom('acme.okta.com', 'ACME.okta.com', 'acme.okta.com.evil.example', 'evil.example', 'acme.okta.co'),
        fc.constantFrom('', ':443', ':8443', ':80'),
        fc.constantFrom(
          '/oauth2/default/v1/authorize',
          '/oauth2/default/v1/authorize/',
          '/oauth2/default/v1/logout',
          '/x/../oauth2/default/v1/authorize',
          '',
        ),
        fc.constantFrom('', '?idp=0oa1', '#x', '?redirect=https://evil.example'),
      )
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(candidate, (value) => {
        const accepted = isConfiguredEndpoint(value, AUTHORIZE)
        let url: URL | null = null
        try {
          url = new URL(value)
        } catch {
          // unparsable: must be refused
        }
        const right =
          url !== null &&
          url.origin === 'https://acme.okta.com' &&
          url.username === '' &&
          url.pathname.replace(/\/+$/, '') === '/oauth2/default/v1/authorize'
        expect(accepted).toBe(right)
      }),
    )
  })
})
