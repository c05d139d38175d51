import { describe, expect, it } from 'vitest'
import { listingSeoHead } from './listing-seo-head.js'
import {
  agentPageTitle,
  AUTH_PAGE_TITLES,
  listingPageTitle,
  searchPageTitle,
  titleWithSiteName,
} from './page-titles.js'

describe('page titles', () => {
  it("uses the spec's titles for the sign-in routes that have one", () => {
    expect(AUTH_PAGE_TITLES['forgot-password']).toBe('Forgot password?')
    expect(AUTH_PAGE_TITLES.authenticate).toBe('Login / Sign up')
    expect(AUTH_PAGE_TITLES.account).toBe('My Account')
  })

  it('names what the search screen looks for and where', () => {
    expect(searchPageTitle({ purchaseType: 'Purchase', city: 'Austin', state: 'TX' })).toBe(
      'Homes for sale in Austin, TX',
    )
    expect(searchPageTitle({ purchaseType: 'Lease', city: 'Austin', state: null })).toBe('Homes for rent in Austin')
    expect(searchPageTitle({ purchaseType: ['Lease'], city: 'Austin', state: 'TX' })).toBe(
      'Homes for rent in Austin, TX',
    )
    expect(searchPageTitle({ purchaseType: ['Purchase', 'Lease'], city: null, state: null })).toBe('Homes for sale')
    expect(searchPageTitle({ purchaseType: undefined, city: ' ', state: 'TX' })).toBe('Homes for sale')
  })

  it("names a listing's page as its served head does", () => {
    const listing = { id: '7', title: '1105 W Mary St', subtitle: 'Austin, TX 78704' }
    expect(listingPageTitle(listing)).toBe('1105 W Mary St, Austin, TX 78704')
    const head = listingSeoHead(listing, { siteName: 'Lone Star Realty', origin: 'https://homes.example' })
    expect(titleWithSiteName(listingPageTitle(listing), 'Lone Star Realty')).toBe(head.title)
  })

  it("names an agent's page after the agent once known", () => {
    expect(agentPageTitle('Ezra Roberts')).toBe('Work with Ezra Roberts')
    expect(agentPageTitle(null)).toBe('Work with an agent')
  })

  it("ends with the site's name when there is one", () => {
    expect(titleWithSiteName('Page not found', 'Lone Star Realty')).toBe('Page not found | Lone Star Realty')
    expect(titleWithSiteName('Page not found', '')).toBe('Page not found')
  })
})
