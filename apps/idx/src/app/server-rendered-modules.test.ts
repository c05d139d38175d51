import { describe, expect, it } from 'vitest'
import { lazyModulesOf } from './server-rendered-modules'

describe('the lazy modules a server-rendered page shows', () => {
  it('are the listing detail on both listing routes, listing-not-found, and the menu sidebar', () => {
    expect(lazyModulesOf('/app/listing/7', '')).toEqual(['src/listing/ListingScreen.tsx'])
    expect(lazyModulesOf('/app/listing/7-main-st/7', '?inquiry=true')).toEqual(['src/listing/ListingScreen.tsx'])
    expect(lazyModulesOf('/app/listing-not-found', '')).toEqual(['src/listing/ListingNotFoundPage.tsx'])
    expect(lazyModulesOf('/app/', '?menu=true')).toEqual(['src/app/SiteSidebar.tsx'])
    expect(lazyModulesOf('/app/', '?menu=false&page=2')).toEqual([])
  })
})
