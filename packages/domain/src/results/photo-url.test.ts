import { describe, expect, it } from 'vitest'
import { IMAGE_SIZES } from '../listing/image-sizes.js'
import { cardPhotoUrls, sizedPhotoUrl } from './photo-url.js'

describe('sizedPhotoUrl', () => {
  it.each([
    ['/api/v3/photos/7/2/1280x720.svg', IMAGE_SIZES.card, '/api/v3/photos/7/2/302x190.svg'],
    ['/api/v3/photos/7/0/302x190.svg', IMAGE_SIZES.cardLazy, '/api/v3/photos/7/0/268x150.svg'],
    [
      'https://idx.example/api/v3/photos/7/1/1280x720.svg?v=2',
      IMAGE_SIZES.card,
      'https://idx.example/api/v3/photos/7/1/302x190.svg?v=2',
    ],
    ['https://cdn.example/photo.jpg', IMAGE_SIZES.card, 'https://cdn.example/photo.jpg'],
    ['https://cdn.example/1280x720/photo.jpg', IMAGE_SIZES.card, 'https://cdn.example/1280x720/photo.jpg'],
  ])('swaps the size segment of an API photo URL (%s)', (url, size, expected) => {
    expect(sizedPhotoUrl(url, size)).toBe(expected)
  })
})

describe('cardPhotoUrls', () => {
  it('steps through every photo at card size, cover first', () => {
    const listing = { photo_urls: ['/api/v3/photos/7/0/1280x720.svg', '/api/v3/photos/7/1/1280x720.svg'] }
    expect(cardPhotoUrls(listing, IMAGE_SIZES.card)).toEqual([
      '/api/v3/photos/7/0/302x190.svg',
      '/api/v3/photos/7/1/302x190.svg',
    ])
  })

  it('falls back to the cover photo when the listing lists no photos', () => {
    const listing = { photo_urls: [], cover_photo_url: '/api/v3/photos/7/0/302x190.svg' }
    expect(cardPhotoUrls(listing, IMAGE_SIZES.cardLazy)).toEqual(['/api/v3/photos/7/0/268x150.svg'])
  })

  it('has no photos when there are none', () => {
    expect(cardPhotoUrls({ photo_urls: null, cover_photo_url: null }, IMAGE_SIZES.card)).toEqual([])
    expect(cardPhotoUrls({ photo_urls: ['', ' '], cover_photo_url: '' }, IMAGE_SIZES.card)).toEqual([])
  })
})
