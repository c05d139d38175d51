import { describe, expect, it } from 'vitest'
import { ssoLogoutSeen, trackingPolicy, type TrackingPolicyInput } from './tracking-policy.js'

const visitor: TrackingPolicyInput = {
  browser: true,
  status: 'anonymous',
  user: null,
  impersonated: false,
  ssoLogout: false,
}
const shopper = { as_agent: null }
const agent = { as_agent: { active_feeds: ['actris'] } }

describe('trackingPolicy', () => {
  it('sends for an anonymous visitor in a browser', () => {
    expect(trackingPolicy(visitor)).toBe('send')
  })

  it('sends nothing from the server renderer', () => {
    expect(trackingPolicy({ ...visitor, browser: false })).toBe('off')
    expect(trackingPolicy({ ...visitor, browser: false, status: 'authenticated', user: shopper })).toBe('off')
  })

  it('waits for a signed-in user to load: until then nobody knows whether they are an agent', () => {
    expect(trackingPolicy({ ...visitor, status: 'authenticated', user: null })).toBe('wait')
  })

  it('sends for a signed-in shopper and for a user without as_agent', () => {
    expect(trackingPolicy({ ...visitor, status: 'authenticated', user: shopper })).toBe('send')
    expect(trackingPolicy({ ...visitor, status: 'authenticated', user: {} })).toBe('send')
  })

  it("is off for an agent's session", () => {
    expect(trackingPolicy({ ...visitor, status: 'authenticated', user: agent })).toBe('off')
  })

  it('is off for an impersonated session, whoever the user is', () => {
    expect(trackingPolicy({ ...visitor, status: 'authenticated', user: shopper, impersonated: true })).toBe('off')
    expect(trackingPolicy({ ...visitor, status: 'authenticated', user: null, impersonated: true })).toBe('off')
  })

  it('is off for an SSO-logout session, also once it is anonymous', () => {
    expect(trackingPolicy({ ...visitor, ssoLogout: true })).toBe('off')
    expect(trackingPolicy({ ...visitor, status: 'authenticated', user: shopper, ssoLogout: true })).toBe('off')
  })
})

describe('ssoLogoutSeen', () => {
  it('turns on at sso/sign_out and stays on for the rest of the page', () => {
    expect(ssoLogoutSeen(false, '/app/sso/sign_out')).toBe(true)
    expect(ssoLogoutSeen(false, '/app/sso/sign_out/')).toBe(true)
    expect(ssoLogoutSeen(true, '/app/')).toBe(true)
  })

  it('is off elsewhere, sso/sign_in included', () => {
    expect(ssoLogoutSeen(false, '/app/')).toBe(false)
    expect(ssoLogoutSeen(false, '/app/sso/sign_in')).toBe(false)
    expect(ssoLogoutSeen(false, '/app/listing/sso/sign_out-street/7')).toBe(false)
  })
})
