import { describe, expect, it } from 'vitest'
import { adminSignInHref, agentReturnTo } from './admin-routes.js'

describe('adminSignInHref', () => {
  it('carries where to return in return_to', () => {
    expect(adminSignInHref('/ui?marketId=2')).toBe('/?return_to=%2Fui%3FmarketId%3D2')
  })

  it('is the bare sign-in without one', () => {
    expect(adminSignInHref(null)).toBe('/')
  })
})

describe('agentReturnTo', () => {
  it("keeps an agent's own pages, the Listings Manager's included", () => {
    expect(agentReturnTo('/leads?status=new')).toBe('/leads?status=new')
    expect(agentReturnTo('/cms/listings')).toBe('/cms/listings')
    expect(agentReturnTo('/cms/listings/4/edit?step=1')).toBe('/cms/listings/4/edit?step=1')
  })

  it('sends an agent anywhere else to their leads', () => {
    expect(agentReturnTo('/ui')).toBe('/leads')
    expect(agentReturnTo('/cms/listingsx')).toBe('/leads')
    expect(agentReturnTo('/settings')).toBe('/leads')
  })
})
