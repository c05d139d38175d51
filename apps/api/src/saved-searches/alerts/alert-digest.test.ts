import { describe, expect, it } from 'vitest'
import type { AlertListingSummary } from './alert-listing-summary.js'
import { ALERT_CARDS_PER_SEARCH, digestSections, type DigestMatch } from './alert-digest.js'

function summary(overrides: Partial<AlertListingSummary> = {}): AlertListingSummary {
  return {
    title: '7 Main St',
    path: '/app/listing/7-main-st/7',
    photo: null,
    price: 500000,
    bedrooms: 3,
    bathrooms: 2,
    status: 'Active',
    ...overrides,
  }
}

function match(
  listingId: number,
  kind: DigestMatch['kind'],
  overrides: Partial<AlertListingSummary> = {},
): DigestMatch {
  return { saved_search_id: 1, listing_id: listingId, kind, listing_summary: summary(overrides) }
}

describe('digestSections', () => {
  it('shows each listing once: new stays new with its latest price, a withdrawal wins', () => {
    const [section] = digestSections(
      [{ id: 1, name: 'Zilker' }],
      [
        match(7, 'new'),
        match(7, 'price', { price: 480000, old_price: 500000 }),
        match(8, 'price'),
        match(8, 'withdrawn'),
      ],
    )
    expect(section?.cards.map((card) => [card.listingId, card.kind, card.summary.price])).toEqual([
      [7, 'new', 480000],
      [8, 'withdrawn', 500000],
    ])
    expect(section?.cards[0]?.summary.old_price).toBeUndefined()
    expect(section).toMatchObject({ newCount: 1, total: 2 })
  })

  it('caps the cards per search, new homes first, and counts them all', () => {
    const matches = Array.from({ length: 14 }, (_, i) => match(100 + i, i < 12 ? 'new' : 'price'))
    const [section] = digestSections([{ id: 1, name: 'Zilker' }], matches)
    expect(section?.cards).toHaveLength(ALERT_CARDS_PER_SEARCH)
    expect(section?.cards.every((card) => card.kind === 'new')).toBe(true)
    expect(section).toMatchObject({ newCount: 12, total: 14 })
  })

  it('leaves out a search with nothing to tell', () => {
    expect(digestSections([{ id: 2, name: 'Empty' }], [match(7, 'new')])).toEqual([])
  })
})
