import { describe, expect, it } from 'vitest'
import { lazyModulesOf } from './server-rendered-modules.js'

const DISCLAIMER = 'src/app/SiteDisclaimer.tsx'

describe('the lazy modules a server-rendered page shows', () => {
  it("are the listing detail on both listing routes, with Ask a Question when open, and the site's disclaimer", () => {
    expect(lazyModulesOf('/app/listing/7-main-st/7', '')).toEqual(['src/listing/ListingScreen.tsx', DISCLAIMER])
    expect(lazyModulesOf('/app/listing/7-main-st/7', '?inquiry=true')).toEqual([
      'src/listing/ListingScreen.tsx',
      'src/agents/ListingInquiryModal.tsx',
      DISCLAIMER,
    ])
    expect(lazyModulesOf('/app/listing/7-main-st/7', '?inquiry=false')).toEqual([
      'src/listing/ListingScreen.tsx',
      DISCLAIMER,
    ])
  })

  it('are the search screen where index draws it: index, its sign-in routes, the split view and the lists', () => {
    expect(lazyModulesOf('/app/', '?menu=false&page=2')).toEqual(['src/search/SearchPage.tsx', DISCLAIMER])
    expect(lazyModulesOf('/app/login', '')).toEqual(['src/search/SearchPage.tsx', DISCLAIMER])
    expect(lazyModulesOf('/app/sso/sign_in', '')).toEqual(['src/search/SearchPage.tsx', DISCLAIMER])
    expect(lazyModulesOf('/app/listing/7', '')).toEqual([
      'src/search/SearchPage.tsx',
      'src/listing/ListingScreen.tsx',
      DISCLAIMER,
    ])
    for (const list of ['/app/collections', '/app/dashboard', '/app/properties']) {
      expect(lazyModulesOf(list, '')).toEqual(['src/search/SearchPage.tsx', DISCLAIMER])
    }
    expect(lazyModulesOf('/app/join/collection/7/abc', '')).toEqual([])
    expect(lazyModulesOf('/app/work-with-agent/3/get-started', '')).toEqual([])
    expect(lazyModulesOf('/app/no-such-page', '')).toEqual([])
  })

  it('are listing-not-found, the privacy policy and the menu sidebar where shown', () => {
    expect(lazyModulesOf('/app/listing-not-found', '')).toEqual(['src/listing/ListingNotFoundPage.tsx'])
    expect(lazyModulesOf('/app/privacy', '')).toEqual(['src/app/PrivacyPolicyPage.tsx'])
    expect(lazyModulesOf('/app/', '?menu=true')).toEqual([
      'src/search/SearchPage.tsx',
      DISCLAIMER,
      'src/app/SiteSidebar.tsx',
    ])
  })
})
