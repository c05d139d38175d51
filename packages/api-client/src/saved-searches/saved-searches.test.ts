import { describe, expect, it } from 'vitest'
import { savedSearchesFromDocument, savedSearchFromDocument, savedSearchQuery } from './saved-search-models.js'
import { savedSearchCreateBody, savedSearchUpdateBody } from './saved-search-requests.js'

describe('saved-search models', () => {
  it('reads the list with each unviewed count and the total', () => {
    const read = savedSearchesFromDocument({
      data: [
        { type: 'saved-search', id: '4', attributes: { name: 'Condos', frequency: 'daily', filter: {} } },
        { type: 'collections', id: '5', attributes: { name: 'Not a search' } },
      ],
      meta: { total: 1, unviewed_property_counts: { 4: 2 } },
    })
    expect(read.total).toBe(1)
    expect(read.savedSearches).toMatchObject([{ id: '4', name: 'Condos', unviewed_property_count: 2 }])
    expect(read.savedSearches).toHaveLength(1)
  })

  it('reads one with its owner from included', () => {
    const record = savedSearchFromDocument({
      data: {
        type: 'saved-search',
        id: '9',
        attributes: { name: 'Zilker', frequency: 'weekly', filter: { bedrooms: { min: 3 } } },
        relationships: { user: { data: { type: 'users', id: '2' } } },
      },
      included: [{ type: 'users', id: '2', attributes: { first_name: 'Ana', last_name: 'Ruiz' } }],
    })
    expect(record).toMatchObject({ id: '9', frequency: 'weekly', user: { id: '2', first_name: 'Ana' } })
    expect(savedSearchFromDocument({ data: null })).toBeNull()
  })

  it('keeps sort and box only when the search has them', () => {
    expect(savedSearchQuery({ filter: { bedrooms: { min: 3 } }, sort: null, bounding_box: null })).toEqual({
      filter: { bedrooms: { min: 3 } },
    })
    const box = { top_left: { lat: 30.4, lng: -97.9 }, bottom_right: { lat: 30.2, lng: -97.6 } }
    expect(savedSearchQuery({ filter: {}, sort: '-price_in_dollars', bounding_box: box })).toEqual({
      filter: {},
      sort: '-price_in_dollars',
      bounding_box: box,
    })
  })
})

describe('saved-search requests', () => {
  it('creates with the search, and for a client with the user relationship', () => {
    expect(
      savedSearchCreateBody({
        name: 'Condos',
        frequency: 'daily',
        filter: { zip: { value: '78704' } },
        site_market_id: 1,
      }),
    ).toEqual({
      data: {
        type: 'saved-search',
        attributes: { name: 'Condos', frequency: 'daily', site_market_id: '1', filter: { zip: { value: '78704' } } },
      },
    })
    const forClient = savedSearchCreateBody({
      name: 'For Ana',
      frequency: 'instant',
      filter: {},
      site_market_id: '1',
      for_user_id: 12,
    })
    expect(forClient.data.relationships).toEqual({ user: { data: { type: 'users', id: '12' } } })
  })

  it('updates only the fields given', () => {
    expect(savedSearchUpdateBody(4, { frequency: 'weekly' })).toEqual({
      data: { type: 'saved-search', id: '4', attributes: { frequency: 'weekly' } },
    })
    expect(savedSearchUpdateBody('4', { filter: { bedrooms: { min: 2 } }, name: 'Two beds' }).data.attributes).toEqual({
      filter: { bedrooms: { min: 2 } },
      name: 'Two beds',
    })
  })
})
