import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkSearchQuery } from './check-search-query.js'
import { validateSearchQuery } from './validate-search-query.js'

// The filter fields a query's problems point at: what the browser drops from a URL's search.
const filterFields = (errors: readonly { pointer: string }[]) =>
  [...new Set(errors.flatMap((error) => /^\/filter\/([^/]+)/.exec(error.pointer)?.[1] ?? []))].sort()

const anything = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.integer({ min: -3, max: 300 }),
  fc.double({ min: -200, max: 200, noNaN: true }),
  fc.constantFrom('', 'Active', 'Purchase', 'Rental', 'z78704', 'x'.repeat(201)),
  fc.boolean(),
)
const term = fc.oneof(
  fc.record({ min: anything, max: anything }, { requiredKeys: [] }),
  fc.record({ value: fc.oneof(anything, fc.array(anything, { maxLength: 3 })) }),
  anything,
)
const ring = fc.array(
  fc.tuple(fc.double({ min: -98, max: -97, noNaN: true }), fc.double({ min: 30, max: 31, noNaN: true })),
  {
    maxLength: 6,
  },
)
const closedRing = ring.map((positions) => (positions.length > 0 ? [...positions, positions[0]!] : positions))
const filter = fc.dictionary(
  fc.constantFrom(
    'bedrooms',
    'bathrooms',
    'price_in_dollars',
    'listing_status',
    'purchase_type',
    'type',
    'zip',
    'city_state',
    'suggestion',
    'pool',
  ),
  term,
  { maxKeys: 4 },
)
const geoShape = fc.record({
  value: fc.record({ type: fc.constantFrom('Polygon', 'Point'), coordinates: fc.array(closedRing, { maxLength: 2 }) }),
})
const position = fc.record({
  lat: fc.double({ min: -95, max: 95, noNaN: true }),
  lng: fc.double({ min: -185, max: 185, noNaN: true }),
})
const query = fc.record(
  {
    filter: fc.oneof(
      filter,
      filter.chain((f) => geoShape.map((geo_shape) => ({ ...f, geo_shape }))),
      anything,
    ),
    sort: fc.oneof(
      fc.constantFrom('-price_in_dollars', 'price_in_dollars', 'data_source_listing_updated_at', 'nope'),
      anything,
    ),
    page: fc.oneof(fc.record({ size: anything, number: anything }, { requiredKeys: [] }), anything),
    market_id: fc.oneof(fc.constantFrom('1', 12, null), anything),
    bounding_box: fc.record({ top_left: position, bottom_right: position }),
    unknown_member: anything,
  },
  { requiredKeys: [] },
)

describe('checkSearchQuery', () => {
  it('answers as validateSearchQuery does: the same queries pass, with the same defaults, and the same filters fail', () => {
    fc.assert(
      fc.property(query, (input) => {
        const checked = checkSearchQuery(input)
        const validated = validateSearchQuery(structuredClone(input))
        expect(checked.ok).toBe(validated.ok)
        if (checked.ok && validated.ok) expect(checked.query).toEqual(validated.query)
        if (!checked.ok && !validated.ok) expect(filterFields(checked.errors)).toEqual(filterFields(validated.errors))
      }),
      { numRuns: 600 },
    )
  })

  it('names an unknown filter field and keeps the rules a schema cannot say', () => {
    expect(checkSearchQuery({ filter: { pool: { value: true }, bedrooms: { min: 3, max: 1 } } })).toEqual({
      ok: false,
      errors: [
        { pointer: '/filter/pool', detail: "Unknown filter field 'pool'" },
        { pointer: '/filter/bedrooms/min', detail: 'min must not be greater than max (3 > 1)' },
      ],
    })
  })

  it('applies the defaults to a query that leaves them out, without changing its input', () => {
    const input = { filter: { bedrooms: { min: 2 } } }
    expect(checkSearchQuery(input)).toEqual({
      ok: true,
      query: {
        filter: { bedrooms: { min: 2 } },
        sort: 'data_source_listing_updated_at',
        page: { size: 40, number: 1 },
      },
    })
    expect(input).toEqual({ filter: { bedrooms: { min: 2 } } })
  })
})
