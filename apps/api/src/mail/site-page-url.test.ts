import { describe, expect, it } from 'vitest'
import { sitePageUrl } from './site-page-url.js'

describe('sitePageUrl', () => {
  const origin = 'https://homes.example'

  it("opens the site's pages on the brokerage's page when the prefix is its address", () => {
    const pages = { origin, prefix: 'https://broker.example/homes' }
    expect(sitePageUrl(pages, '/app/saved-search/4')).toBe('https://broker.example/homes?idx=saved-search%2F4')
    expect(sitePageUrl(pages, '/app/forgot-password?reset_token=a+b')).toBe(
      'https://broker.example/homes?idx=forgot-password%3Freset_token%3Da%2Bb',
    )
    // What is not a page of the site stays on its origin.
    expect(sitePageUrl(pages, '/alerts/c?t=x')).toBe('https://homes.example/alerts/c?t=x')
    expect(sitePageUrl(pages, '/api/v3/photos/1/0/640x400.png')).toBe(
      'https://homes.example/api/v3/photos/1/0/640x400.png',
    )
  })

  it('keeps every link on the origin with a path prefix or none', () => {
    expect(sitePageUrl({ origin, prefix: '/idx' }, '/app/saved-search/4')).toBe(
      'https://homes.example/app/saved-search/4',
    )
    expect(sitePageUrl({ origin, prefix: null }, '/app/saved-search/4')).toBe(
      'https://homes.example/app/saved-search/4',
    )
  })
})
