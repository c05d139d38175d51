import { SEARCH_FILTER_FIELDS, searchQuerySchema, type SearchFilter, type SearchFilterField } from '@idx/domain'
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
} from 'kysely'
import { describe, expect, it } from 'vitest'
import { searchCondition } from './filter-sql.js'

// The filter fields the SQL understands are @idx/domain's: a field added to the search schema
// either narrows the listings here or fails this test (and SAMPLES, typed by the domain's field
// list, fails the typecheck until it has a sample).

/** Compiles SQL without a database. */
const db = new Kysely<object>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
})

/** One valid filter member per field: what a visitor could send. */
const SAMPLES: { [Field in SearchFilterField]-?: NonNullable<SearchFilter[Field]> } = {
  price_in_dollars: { min: 100_000 },
  bedrooms: { min: 2 },
  bathrooms: { max: 3 },
  square_feet: { min: 900 },
  lot_acre: { min: 0.25 },
  year_built: { min: 1990 },
  purchase_type: { value: 'Lease' },
  type: { value: 'Commercial' },
  property_type: { value: 'House' },
  listing_status: { value: ['Active', 'Pending'] },
  city_state: { value: 'Austin, TX' },
  zip: { value: '78704' },
  id: { value: [7, '12'] },
  suggestion: { value: ['zip:78704'] },
  geo_shape: {
    value: {
      type: 'Polygon',
      coordinates: [
        [
          [-97.8, 30.2],
          [-97.7, 30.2],
          [-97.7, 30.3],
          [-97.8, 30.2],
        ],
      ],
    },
  },
}

function compiled(filter: SearchFilter): CompiledQuery {
  return searchCondition({ market_id: 1, filter }, 1).compile(db)
}

describe('the search filter in SQL', () => {
  it("handles exactly the filter fields of @idx/domain's search schema", () => {
    expect(Object.keys(searchQuerySchema.properties.filter.properties).sort()).toEqual([...SEARCH_FILTER_FIELDS].sort())
    expect(Object.keys(SAMPLES).sort()).toEqual([...SEARCH_FILTER_FIELDS].sort())
  })

  it.each(SEARCH_FILTER_FIELDS)('narrows the listings by the %s filter', (field) => {
    const unfiltered = compiled({})
    const filtered = compiled({ [field]: SAMPLES[field] })
    expect(filtered.sql).not.toBe(unfiltered.sql)
    expect(filtered.sql.length).toBeGreaterThan(unfiltered.sql.length)
  })

  it('compares a value field with the listing column of its name', () => {
    expect(compiled({ property_type: { value: 'House' } }).sql).toContain('"listings"."property_type" in (')
    expect(compiled({ type: { value: 'Commercial' } }).sql).toContain('"listings"."type" in (')
  })
})
