import { Ajv } from 'ajv'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_SORT, SORT_OPTIONS } from './sort.js'
import {
  SEARCH_FILTER_FIELDS,
  SEARCH_MAX_FILTER_VALUES,
  SEARCH_MAX_POLYGON_POSITIONS,
  SEARCH_MAX_POLYGON_RINGS,
  SEARCH_MAX_RING_POSITIONS,
  SEARCH_RANGE_FIELDS,
  SEARCH_SORTS,
  SEARCH_VALUE_FIELDS,
  searchQuerySchema,
} from './search-query.js'
import type { SearchFilter } from './search-query.js'
import { validateSearchQuery } from './validate-search-query.js'

const square = [
  [-97.8, 30.2],
  [-97.7, 30.2],
  [-97.7, 30.3],
  [-97.8, 30.3],
  [-97.8, 30.2],
]
const polygon = (...rings: number[][][]) => ({ geo_shape: { value: { type: 'Polygon', coordinates: rings } } })
const errorsOf = (input: unknown) => {
  const result = validateSearchQuery(input)
  return result.ok ? [] : result.errors
}

describe('searchQuerySchema', () => {
  it('compiles in ajv strict mode without warnings', () => {
    const warn = vi.fn()
    new Ajv({ allowUnionTypes: true, logger: { log: vi.fn(), warn, error: vi.fn() } }).compile(searchQuerySchema)
    expect(warn).not.toHaveBeenCalled()
  })

  it('lists exactly the filter fields of the SearchFilter type', () => {
    const typed: Record<keyof SearchFilter, true> = Object.fromEntries(
      SEARCH_FILTER_FIELDS.map((field) => [field, true]),
    ) as Record<keyof SearchFilter, true>
    expect(Object.keys(searchQuerySchema.properties.filter.properties).sort()).toEqual(Object.keys(typed).sort())
    expect(SEARCH_RANGE_FIELDS).toEqual([
      'price_in_dollars',
      'bedrooms',
      'bathrooms',
      'square_feet',
      'lot_acre',
      'year_built',
    ])
    expect(SEARCH_VALUE_FIELDS).toEqual([
      'purchase_type',
      'type',
      'property_type',
      'listing_status',
      'city_state',
      'zip',
      'id',
    ])
  })

  it('accepts exactly the sorts of the sort menu, defaulting to its default', () => {
    expect([...SEARCH_SORTS].sort()).toEqual(SORT_OPTIONS.map((option) => option.sort).sort())
    expect(searchQuerySchema.properties.sort.default).toBe(DEFAULT_SORT)
  })

  it("offers the ten sort values of the spec and the brokerage's featured sort", () => {
    expect([...SEARCH_SORTS].sort()).toEqual(
      [
        '-broker_listing',
        '-data_source_listing_updated_at',
        'data_source_listing_updated_at',
        'price_in_dollars',
        '-price_in_dollars',
        'bedrooms',
        '-bedrooms',
        'bathrooms',
        '-bathrooms',
        'lot_acre',
        '-lot_acre',
      ].sort(),
    )
  })
})

describe('validateSearchQuery featured sort', () => {
  it("accepts '-broker_listing' but not the ascending 'broker_listing'", () => {
    expect(validateSearchQuery({ sort: '-broker_listing' })).toMatchObject({
      ok: true,
      query: { sort: '-broker_listing' },
    })
    expect(validateSearchQuery({ sort: 'broker_listing' }).ok).toBe(false)
  })
})

describe('validateSearchQuery defaults', () => {
  it('fills in an empty filter, the default sort and page 1 of 40', () => {
    expect(validateSearchQuery({})).toEqual({
      ok: true,
      query: { filter: {}, sort: 'data_source_listing_updated_at', page: { size: 40, number: 1 } },
    })
  })

  it('fills in the page size alone when only the number is given', () => {
    expect(validateSearchQuery({ page: { number: 3 } })).toMatchObject({
      ok: true,
      query: { page: { size: 40, number: 3 } },
    })
  })

  it('does not change its input', () => {
    const input = { filter: { bedrooms: { min: 2 } } }
    validateSearchQuery(input)
    expect(input).toEqual({ filter: { bedrooms: { min: 2 } } })
  })

  it('reads its input as JSON, so undefined members vanish', () => {
    expect(validateSearchQuery({ filter: { bedrooms: { min: 2, max: undefined } } })).toMatchObject({
      ok: true,
      query: { filter: { bedrooms: { min: 2 } } },
    })
  })

  it('accepts a complete query', () => {
    const query = {
      filter: {
        price_in_dollars: { min: 250000, max: 500000 },
        bedrooms: { min: 2 },
        bathrooms: { max: 3 },
        square_feet: { min: 1000, max: 1000 },
        lot_acre: { min: 0.25 },
        year_built: { min: 1990 },
        purchase_type: { value: 'Purchase' },
        type: { value: ['Residential', 'Lots and Land'] },
        property_type: { value: ['House', 'Condominium'] },
        listing_status: { value: 'Active' },
        city_state: { value: 'Austin, TX' },
        zip: { value: ['78701', '78702'] },
        id: { value: [12, 'abc'] },
        suggestion: { value: ['area-1', 'school-9'] },
        ...polygon(square),
      },
      sort: '-price_in_dollars',
      market_id: 12,
      page: { size: 20, number: 2 },
      bounding_box: { top_left: { lat: 30.5, lng: -98 }, bottom_right: { lat: 30, lng: -97.5 } },
    }
    expect(validateSearchQuery(query)).toEqual({ ok: true, query })
  })

  it('accepts a blank market id', () => {
    expect(validateSearchQuery({ market_id: null }).ok).toBe(true)
    expect(validateSearchQuery({ market_id: '' }).ok).toBe(true)
  })
})

describe('validateSearchQuery errors', () => {
  it.each<[string, unknown, { pointer: string; detail: string }]>([
    ['a page size of 41', { page: { size: 41 } }, { pointer: '/page/size', detail: 'must be <= 40' }],
    ['a page size of 0', { page: { size: 0 } }, { pointer: '/page/size', detail: 'must be >= 1' }],
    ['page number 0', { page: { number: 0 } }, { pointer: '/page/number', detail: 'must be >= 1' }],
    ['a fractional page number', { page: { number: 1.5 } }, { pointer: '/page/number', detail: 'must be integer' }],
    ['an unknown page member', { page: { offset: 3 } }, { pointer: '/page/offset', detail: "Unknown member 'offset'" }],
    [
      'an unknown filter field',
      { filter: { pool: { value: true } } },
      { pointer: '/filter/pool', detail: "Unknown filter field 'pool'" },
    ],
    ['an unknown sort', { sort: 'price' }, { pointer: '/sort', detail: `must be one of: ${SEARCH_SORTS.join(', ')}` }],
    ['an unknown top-level member', { limit: 10 }, { pointer: '/limit', detail: "Unknown member 'limit'" }],
    [
      'a market id that is a list',
      { market_id: [1] },
      { pointer: '/market_id', detail: 'must be string or integer or null' },
    ],
    [
      'a range with neither bound',
      { filter: { bedrooms: {} } },
      { pointer: '/filter/bedrooms', detail: 'must have min or max' },
    ],
    [
      'a negative bound',
      { filter: { price_in_dollars: { min: -1 } } },
      { pointer: '/filter/price_in_dollars/min', detail: 'must be >= 0' },
    ],
    [
      'a bound given as text',
      { filter: { bedrooms: { min: '2' } } },
      { pointer: '/filter/bedrooms/min', detail: 'must be number' },
    ],
    [
      'a value member missing',
      { filter: { zip: {} } },
      { pointer: '/filter/zip/value', detail: "'value' is required" },
    ],
    [
      'a value of the wrong kind',
      { filter: { zip: { value: 78701 } } },
      { pointer: '/filter/zip/value', detail: 'must be a value, or a non-empty list of values' },
    ],
    [
      'an empty list of values',
      { filter: { zip: { value: [] } } },
      { pointer: '/filter/zip/value', detail: 'must NOT have fewer than 1 items' },
    ],
    [
      'a wrong item inside a list of values',
      { filter: { type: { value: ['Residential', 'Farm'] } } },
      { pointer: '/filter/type/value/1', detail: 'must be one of: Residential, Commercial, Lots and Land' },
    ],
    [
      'an unknown purchase type',
      { filter: { purchase_type: { value: 'Rent' } } },
      { pointer: '/filter/purchase_type/value', detail: 'must be one of: Purchase, Lease' },
    ],
    [
      'no suggestion ids',
      { filter: { suggestion: { value: [] } } },
      { pointer: '/filter/suggestion/value', detail: 'must NOT have fewer than 1 items' },
    ],
    [
      'a shape that is not a polygon',
      { filter: { geo_shape: { value: { type: 'Point', coordinates: [[[0, 0]]] } } } },
      { pointer: '/filter/geo_shape/value/type', detail: "must be 'Polygon'" },
    ],
    [
      'a position off the globe',
      {
        filter: polygon([
          [-200, 30],
          [-97, 30],
          [-97, 31],
          [-200, 30],
        ]),
      },
      { pointer: '/filter/geo_shape/value/coordinates/0/0/0', detail: 'must be >= -180' },
    ],
    [
      'a position with an altitude',
      {
        filter: polygon([
          [-97, 30, 5],
          [-96, 30],
          [-96, 31],
          [-97, 30, 5],
        ]),
      },
      { pointer: '/filter/geo_shape/value/coordinates/0/0', detail: 'must NOT have more than 2 items' },
    ],
    [
      'a bounding box latitude above 90',
      { bounding_box: { top_left: { lat: 91, lng: 0 }, bottom_right: { lat: 0, lng: 1 } } },
      { pointer: '/bounding_box/top_left/lat', detail: 'must be <= 90' },
    ],
    [
      'a bounding box longitude below -180',
      { bounding_box: { top_left: { lat: 1, lng: -181 }, bottom_right: { lat: 0, lng: 1 } } },
      { pointer: '/bounding_box/top_left/lng', detail: 'must be >= -180' },
    ],
    [
      'a bounding box without a corner',
      { bounding_box: { top_left: { lat: 1, lng: 0 } } },
      { pointer: '/bounding_box/bottom_right', detail: "'bottom_right' is required" },
    ],
  ])('points at %s', (_case, input, error) => {
    expect(errorsOf(input)).toContainEqual(error)
  })

  it.each(SEARCH_RANGE_FIELDS)('rejects a %s range whose min is above its max, at the min', (field) => {
    expect(errorsOf({ filter: { [field]: { min: 5, max: 4 } } })).toEqual([
      { pointer: `/filter/${field}/min`, detail: 'min must not be greater than max (5 > 4)' },
    ])
  })

  it('accepts a range whose min equals its max', () => {
    expect(validateSearchQuery({ filter: { bedrooms: { min: 3, max: 3 } } }).ok).toBe(true)
  })

  it('rejects a polygon ring that is not closed', () => {
    expect(errorsOf({ filter: polygon(square.slice(0, 4)) })).toEqual([
      {
        pointer: '/filter/geo_shape/value',
        detail: 'The outer ring is not closed: its first and last positions must be equal',
      },
    ])
  })

  it('rejects a polygon ring of 3 positions and accepts one of 4', () => {
    expect(
      errorsOf({
        filter: polygon([
          [0, 0],
          [1, 0],
          [0, 0],
        ]),
      }),
    ).toEqual([{ pointer: '/filter/geo_shape/value', detail: 'The outer ring has fewer than 4 positions' }])
    expect(
      validateSearchQuery({
        filter: polygon([
          [0, 0],
          [1, 0],
          [0, 1],
          [0, 0],
        ]),
      }).ok,
    ).toBe(true)
  })

  it('rejects a self-intersecting polygon ring', () => {
    expect(
      errorsOf({
        filter: polygon([
          [0, 0],
          [2, 2],
          [2, 0],
          [0, 2],
          [0, 0],
        ]),
      }),
    ).toEqual([{ pointer: '/filter/geo_shape/value', detail: 'The outer ring intersects itself' }])
  })

  describe('size limits, checked before anything else', () => {
    /** A closed ring of `count` positions on a circle around Austin (simple, so valid). */
    const circle = (count: number, radius = 0.1) => {
      const corners = Array.from({ length: count - 1 }, (_, i) => {
        const angle = (2 * Math.PI * i) / (count - 1)
        return [-97.75 + radius * Math.cos(angle), 30.27 + radius * Math.sin(angle)]
      })
      return [...corners, corners[0] ?? []]
    }

    it('accepts a ring of the most positions allowed', () => {
      expect(validateSearchQuery({ filter: polygon(circle(SEARCH_MAX_RING_POSITIONS)) }).ok).toBe(true)
    })

    it('refuses a 45,000-position ring with one error, without checking its edges', () => {
      // the attack: a huge ring whose pairwise edge check held the event loop for seconds
      expect(errorsOf({ filter: polygon(circle(45_000)) })).toEqual([
        {
          pointer: '/filter/geo_shape/value/coordinates/0',
          detail: `must NOT have more than ${SEARCH_MAX_RING_POSITIONS} items`,
        },
      ])
    })

    it('refuses too many rings, and too many positions in all rings together', () => {
      const rings = Array.from({ length: SEARCH_MAX_POLYGON_RINGS + 1 }, () => circle(5))
      expect(errorsOf({ filter: polygon(...rings) })).toEqual([
        {
          pointer: '/filter/geo_shape/value/coordinates',
          detail: `must NOT have more than ${SEARCH_MAX_POLYGON_RINGS} items`,
        },
      ])
      const half = SEARCH_MAX_POLYGON_POSITIONS / 2 + 1
      expect(errorsOf({ filter: polygon(circle(half), circle(half, 0.01)) })).toEqual([
        {
          pointer: '/filter/geo_shape/value/coordinates',
          detail: `must NOT have more than ${SEARCH_MAX_POLYGON_POSITIONS} positions in all its rings together`,
        },
      ])
    })

    it('refuses a value list past its limit with one error, whatever its items are', () => {
      const value = Array.from({ length: 50_000 }, (_, i) => (i % 2 === 0 ? 5 : { deep: [i] }))
      expect(errorsOf({ filter: { zip: { value } } })).toEqual([
        { pointer: '/filter/zip/value', detail: `must NOT have more than ${SEARCH_MAX_FILTER_VALUES} items` },
      ])
    })
  })

  it('names the hole that is wrong', () => {
    const hole = [
      [-97.78, 30.22],
      [-97.72, 30.22],
      [-97.72, 30.28],
      [-97.78, 30.22],
    ]
    expect(validateSearchQuery({ filter: polygon(square, hole) }).ok).toBe(true)
    expect(errorsOf({ filter: polygon(square, hole.slice(0, 3)) })).toEqual([
      { pointer: '/filter/geo_shape/value', detail: 'Hole 1 has fewer than 4 positions' },
    ])
  })

  it.each([
    ['south-east of', { lat: 30, lng: -97.5 }, { lat: 30.5, lng: -98 }],
    ['north-east of', { lat: 30.5, lng: -97.5 }, { lat: 30, lng: -98 }],
    ['south-west of', { lat: 30, lng: -98 }, { lat: 30.5, lng: -97.5 }],
    ['level with', { lat: 30, lng: -98 }, { lat: 30, lng: -97.5 }],
  ])('rejects a top_left %s bottom_right', (_case, top_left, bottom_right) => {
    expect(errorsOf({ bounding_box: { top_left, bottom_right } })).toEqual([
      { pointer: '/bounding_box', detail: 'top_left must be north-west of bottom_right' },
    ])
  })

  it('reports schema and semantic problems together', () => {
    expect(errorsOf({ page: { size: 100 }, filter: { bedrooms: { min: 3, max: 1 } } })).toEqual([
      { pointer: '/page/size', detail: 'must be <= 40' },
      { pointer: '/filter/bedrooms/min', detail: 'min must not be greater than max (3 > 1)' },
    ])
  })

  it.each([
    ['a list', []],
    ['a string', 'q'],
    ['null', null],
  ])('rejects %s as the whole query', (_case, input) => {
    expect(errorsOf(input)).toEqual([{ pointer: '', detail: 'must be object' }])
  })

  it('rejects data JSON cannot carry', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(errorsOf(cyclic)).toEqual([{ pointer: '', detail: 'must be JSON data' }])
    expect(errorsOf(undefined)).toEqual([{ pointer: '', detail: 'must be JSON data' }])
  })

  it('never throws and always points into the body', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        const result = validateSearchQuery(input)
        if (!result.ok)
          for (const error of result.errors) expect(error.pointer === '' || error.pointer.startsWith('/')).toBe(true)
      }),
    )
  })

  it('accepts any range whose bounds are ordered and rejects it reversed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SEARCH_RANGE_FIELDS), fc.nat(), fc.nat(), (field, a, b) => {
        fc.pre(a !== b)
        const [min, max] = a < b ? [a, b] : [b, a]
        expect(validateSearchQuery({ filter: { [field]: { min, max } } }).ok).toBe(true)
        expect(errorsOf({ filter: { [field]: { min: max, max: min } } })).toEqual([
          { pointer: `/filter/${field}/min`, detail: `min must not be greater than max (${max} > ${min})` },
        ])
      }),
    )
  })
})
