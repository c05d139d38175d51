import { describe, expect, it } from 'vitest'
import { validateFilterSchema } from '../filter-schema/validate-filter-schema.js'
import { austinSchema, austinView } from './austin-market.fixture.js'
import {
  acceptsManyValues,
  enumeratedValues,
  filterControl,
  filterGroups,
  rangeChoiceLabel,
  visibleFilterOptions,
} from './filter-controls.js'

describe('filterGroups (filter_schema + filter_view)', () => {
  it("lays out the market's groups in the view's order, with their display", () => {
    const groups = filterGroups(austinSchema, austinView, { signedIn: false })
    expect(groups.map(({ name, display, controls }) => [name, display, controls.map((c) => c.field)])).toEqual([
      ['Price', 'dropdown', ['price_in_dollars']],
      ['Beds & Baths', 'tabs', ['bedrooms', 'bathrooms']],
      ['Home Type', 'dropdown', ['purchase_type', 'type']],
      ['More', 'dropdown', ['listing_status', 'square_feet', 'year_built', 'city_state', 'zip']],
    ])
  })

  it('drops the omnibox and map fields, and groups left empty', () => {
    const view = {
      groups: [
        { name: 'Where', display: 'tabs' as const, fields: ['suggestion', 'geo_shape'] },
        { name: 'Beds', display: 'tabs' as const, fields: ['bedrooms', 'lot_acre'] },
      ],
    }
    expect(filterGroups(austinSchema, view, { signedIn: false })).toEqual([
      { name: 'Beds', display: 'tabs', controls: [expect.objectContaining({ field: 'bedrooms' })] },
    ])
  })
})

describe('filterControl', () => {
  it('gives the price field the price dropdown with the default ladders', () => {
    expect(filterControl(austinSchema, 'price_in_dollars', { signedIn: false })).toEqual({
      kind: 'price',
      field: 'price_in_dollars',
      title: 'Price',
      options: null,
    })
  })

  it("offers beds as 'n+' choices", () => {
    expect(filterControl(austinSchema, 'bedrooms', { signedIn: false })).toEqual({
      kind: 'at-least',
      field: 'bedrooms',
      title: 'Beds',
      unit: 'Beds',
      choices: ['1+', '2+', '3+', '4+', '5+'].map((label, i) => ({ value: i + 1, label })),
    })
    const baths = filterControl(austinSchema, 'bathrooms', { signedIn: false })
    expect(baths?.kind === 'at-least' && baths.choices.map((c) => c.label)).toEqual(['1+', '1.5+', '2+', '3+', '4+'])
  })

  it('offers other ranges as min/max selects labelled like chips (year built raw, units after)', () => {
    const sqft = filterControl(austinSchema, 'square_feet', { signedIn: false })
    expect(sqft?.kind).toBe('range')
    expect(sqft?.kind === 'range' && sqft.choices[4]).toEqual({ value: 1500, label: '1,500 sq. ft.' })
    const year = filterControl(austinSchema, 'year_built', { signedIn: false })
    expect(year?.kind === 'range' && year.choices[0]).toEqual({ value: 1900, label: '1900' })
  })

  it('uses the x-options of a range field instead of the default steps', () => {
    const result = validateFilterSchema({
      type: 'object',
      properties: {
        lot_acre: {
          title: 'Lot',
          type: 'object',
          properties: { min: {}, max: {} },
          'x-options': [
            { label: 'Quarter acre', value: 0.25 },
            { label: 'Ranch', value: 10, authenticatedData: true },
          ],
        },
      },
    })
    if (!result.ok) throw new Error('schema')
    const lot = filterControl(result.schema, 'lot_acre', { signedIn: false })
    expect(lot?.kind === 'range' && lot.choices).toEqual([{ value: 0.25, label: 'Quarter acre' }])
  })

  it('makes single-value options radios and one-or-many options checkboxes', () => {
    expect(filterControl(austinSchema, 'purchase_type', { signedIn: false })).toMatchObject({
      kind: 'choice',
      multiple: false,
      options: [
        { label: 'For Sale', value: 'Purchase' },
        { label: 'For Rent', value: 'Lease' },
      ],
    })
    expect(filterControl(austinSchema, 'type', { signedIn: false })).toMatchObject({
      kind: 'choice',
      multiple: true,
      options: [
        { label: 'Residential', value: 'Residential' },
        { label: 'Commercial', value: 'Commercial' },
      ],
    })
  })

  it('offers authenticatedData options only to signed-in visitors', () => {
    const labels = (signedIn: boolean, filter = {}) => {
      const control = filterControl(austinSchema, 'listing_status', { signedIn, filter })
      return control?.kind === 'choice' ? control.options.map((option) => option.label) : []
    }
    expect(labels(false)).toEqual(['Coming Soon', 'Active', 'Pending'])
    expect(labels(true)).toEqual(['Coming Soon', 'Active', 'Pending', 'Sold', 'Leased/Rented'])
    // A shared link may carry one: it stays listed so it can be unticked.
    expect(labels(false, { listing_status: { value: ['Active', 'Sold'] } })).toEqual([
      'Coming Soon',
      'Active',
      'Pending',
      'Sold',
    ])
  })

  it('makes fields without options typed text, several values for list schemas', () => {
    expect(filterControl(austinSchema, 'zip', { signedIn: false })).toMatchObject({ kind: 'text', multiple: true })
    expect(filterControl(austinSchema, 'city_state', { signedIn: false })).toMatchObject({
      kind: 'text',
      multiple: false,
      valueSchema: { type: 'string' },
    })
  })

  it.each(['suggestion', 'geo_shape', 'lot_acre', 'pool'])('gives %s no control', (field) => {
    expect(filterControl(austinSchema, field, { signedIn: true })).toBeNull()
  })
})

describe('rangeChoiceLabel', () => {
  it.each([
    ['at-least', 'bathrooms', 'Baths', 1.5, '1.5+'],
    ['range', 'lot_acre', 'acres', 0.25, '0.25 acres'],
    ['range', 'square_feet', null, 2500, '2,500'],
    ['range', 'year_built', null, 1990, '1990'],
  ] as const)('lists a %s %s value with unit %s: %s', (kind, field, unit, value, label) => {
    expect(rangeChoiceLabel(kind, field, unit, value)).toBe(label)
  })
})

describe('value subschemas', () => {
  it.each([
    [{ type: 'string' }, false],
    [{ type: 'array' }, true],
    [{ type: ['string', 'array'] }, true],
    [{ anyOf: [{ type: 'string' }, { type: 'array' }] }, true],
    [{ oneOf: [{ enum: ['a'] }] }, false],
    [undefined, false],
  ])('%j takes several values: %s', (schema, many) => {
    expect(acceptsManyValues(schema)).toBe(many)
  })

  it('collects enumerated values from enum, const, items and branches', () => {
    expect(enumeratedValues({ anyOf: [{ enum: ['a', 'b'] }, { type: 'array', items: { enum: ['b', 'c'] } }] })).toEqual(
      ['a', 'b', 'c'],
    )
    expect(enumeratedValues({ const: true })).toEqual([true])
    expect(enumeratedValues({ type: 'string' })).toEqual([])
  })

  it('hides signed-in options unless chosen', () => {
    const options = [
      { label: 'Active', value: 'Active' },
      { label: 'Sold', value: 'Sold', authenticatedData: true },
    ]
    expect(visibleFilterOptions(options, false, [])).toEqual([options[0]])
    expect(visibleFilterOptions(options, false, ['Sold'])).toEqual(options)
    expect(visibleFilterOptions(options, true, [])).toEqual(options)
  })
})
