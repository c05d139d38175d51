import { describe, expect, it } from 'vitest'
import { pageViewOf } from './page-view.js'

const listing = { pathname: '/app/listing/7', href: 'http://x.test/app/listing/7?map=false' }

describe('pageViewOf', () => {
  it('names the page before it in the app as the referrer', () => {
    expect(pageViewOf(listing, 'http://x.test/app/', 'https://google.example/')).toEqual({
      path: '/app/listing/7',
      url: 'http://x.test/app/listing/7?map=false',
      referrer: 'http://x.test/app/',
    })
  })

  it("names the document's referrer for the first page, or none", () => {
    expect(pageViewOf(listing, null, 'https://google.example/').referrer).toBe('https://google.example/')
    expect(pageViewOf(listing, null, '').referrer).toBeNull()
  })
})
