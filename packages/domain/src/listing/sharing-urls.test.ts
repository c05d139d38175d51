import { describe, expect, it } from 'vitest'
import { sharedListingUrl, sharingUrls } from './sharing-urls.js'

const listing = {
  title: '1105 W Mary St',
  full_url: 'https://idx.example/app/listing/1105-w-mary-st/7',
  cover_photo_url: '/api/v3/photos/7/0/1280x720.svg',
}

describe('sharedListingUrl', () => {
  it('appends the share token to the full url as a query parameter', () => {
    expect(sharedListingUrl(listing, { shareToken: 'tok123' })).toBe(
      'https://idx.example/app/listing/1105-w-mary-st/7?share_token=tok123',
    )
  })

  it('keeps the query parameters the full url already has', () => {
    expect(sharedListingUrl({ full_url: 'https://idx.example/l/7?inquiry=true' }, { shareToken: 'a b' })).toBe(
      'https://idx.example/l/7?inquiry=true&share_token=a+b',
    )
  })

  it('leaves the url alone without a share token, and falls back to the seo full url', () => {
    expect(sharedListingUrl({ seo: { full_url: 'https://idx.example/l/9' } }, { shareToken: '  ' })).toBe(
      'https://idx.example/l/9',
    )
  })

  it('resolves a relative full url against the origin, and gives null when it cannot', () => {
    expect(sharedListingUrl({ full_url: '/app/listing/x/7' }, { origin: 'https://idx.example' })).toBe(
      'https://idx.example/app/listing/x/7',
    )
    expect(sharedListingUrl({ full_url: '/app/listing/x/7' })).toBeNull()
    expect(sharedListingUrl({ full_url: null })).toBeNull()
  })

  it.each(['javascript:alert(document.domain)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>'])(
    'shares no %j, with or without an origin',
    (full_url) => {
      expect(sharedListingUrl({ full_url }, { shareToken: 'tok' })).toBeNull()
      expect(sharedListingUrl({ full_url }, { origin: 'https://idx.example' })).toBeNull()
      expect(sharingUrls({ title: 'x', full_url }, { origin: 'https://idx.example' })).toBeNull()
    },
  )
})

describe('sharingUrls', () => {
  it('builds the facebook, twitter, pinterest and email links around the shared url', () => {
    const urls = sharingUrls(listing, { shareToken: 'tok', origin: 'https://idx.example' })
    const shared = encodeURIComponent('https://idx.example/app/listing/1105-w-mary-st/7?share_token=tok')
    expect(urls).toEqual({
      url: 'https://idx.example/app/listing/1105-w-mary-st/7?share_token=tok',
      facebook: `https://www.facebook.com/sharer/sharer.php?u=${shared}`,
      twitter: `https://twitter.com/intent/tweet?url=${shared}&text=1105%20W%20Mary%20St`,
      pinterest:
        `https://pinterest.com/pin/create/button/?url=${shared}` +
        `&media=${encodeURIComponent('https://idx.example/api/v3/photos/7/0/1280x720.svg')}&description=1105%20W%20Mary%20St`,
      email: `mailto:?subject=1105%20W%20Mary%20St&body=${shared}`,
    })
  })

  it('gives null for a listing without a full url', () => {
    expect(sharingUrls({ title: 'x' })).toBeNull()
  })
})
