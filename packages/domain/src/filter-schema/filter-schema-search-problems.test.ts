import { describe, expect, it } from 'vitest'
import { austinSchema } from '../search-form/austin-market.fixture.js'
import { filterSchemaSearchProblems } from './filter-schema-search-problems.js'

const field = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  title: 'Field',
  type: 'object',
  properties,
  ...extra,
})
const schemaOf = (properties: Record<string, unknown>) => ({ type: 'object', properties })

describe('filterSchemaSearchProblems', () => {
  it('finds nothing wrong with a market schema the search uses', () => {
    expect(filterSchemaSearchProblems(austinSchema)).toEqual([])
  })

  it('names a field the search does not know', () => {
    expect(filterSchemaSearchProblems(schemaOf({ garage_spaces: field({ min: { type: 'integer' } }) }))).toEqual([
      { path: '/properties/garage_spaces', message: '"garage_spaces" is not a field the search knows' },
    ])
  })

  it('refuses a range bound the search cannot compare, at its type', () => {
    expect(filterSchemaSearchProblems(schemaOf({ bedrooms: field({ min: { type: 'string' } }) }))).toEqual([
      {
        path: '/properties/bedrooms/properties/min/type',
        message: 'The search cannot filter "bedrooms" min by text: it takes a number',
      },
    ])
  })

  it('refuses a value type the search cannot filter by, also inside a list', () => {
    expect(filterSchemaSearchProblems(schemaOf({ zip: field({ value: { type: 'boolean' } }) }))[0]).toEqual({
      path: '/properties/zip/properties/value/type',
      message: 'The search cannot filter "zip" by a boolean: it takes text',
    })
    expect(
      filterSchemaSearchProblems(schemaOf({ zip: field({ value: { type: 'array', items: { type: 'number' } } }) }))[0]
        ?.path,
    ).toBe('/properties/zip/properties/value/items/type')
  })

  it('refuses a choice the search does not know, from enum or x-options', () => {
    expect(filterSchemaSearchProblems(schemaOf({ type: field({ value: { enum: ['Residential', 'Boat'] } }) }))).toEqual(
      [
        {
          path: '/properties/type/properties/value',
          message: 'The search cannot filter "type" by "Boat": it takes one of Residential, Commercial, Lots and Land',
        },
      ],
    )
    const options = { 'x-options': [{ label: 'Yes', value: true }] }
    expect(
      filterSchemaSearchProblems(schemaOf({ property_type: field({ value: { type: 'string' } }, options) })),
    ).toEqual([
      {
        path: '/properties/property_type/x-options',
        message: 'The search cannot filter "property_type" by true: it takes text',
      },
    ])
  })

  it('follows references and leaves unreadable documents to validateFilterSchema', () => {
    const schema = {
      type: 'object',
      definitions: { count: { type: 'object', title: 'N', properties: { min: { type: 'boolean' } } } },
      properties: { bathrooms: { $ref: '#/definitions/count' } },
    }
    expect(filterSchemaSearchProblems(schema)[0]?.path).toBe('/properties/bathrooms/properties/min/type')
    expect(filterSchemaSearchProblems({ properties: { bedrooms: { $ref: 'count' } } })).toEqual([])
    expect(filterSchemaSearchProblems([])).toEqual([])
  })
})
