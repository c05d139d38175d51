import { Ajv } from 'ajv'
import { describe, expect, it, vi } from 'vitest'
import { formatFilterDocumentError } from './filter-document-error.js'
import { validateFilterSchemaStructure } from './filter-schema-document.js'
import { filterSchemaMessage, validateFilterSchema } from './validate-filter-schema.js'
import type { FilterSchemaDocument } from './filter-schema-document.js'
import { FILTER_CHIP_CATEGORIES, filterSchemaMetaSchema } from './filter-schema-meta.js'
import { filterViewMessage, validateFilterView } from './filter-view-document.js'
import { filterViewMetaSchema } from './filter-view-meta.js'

/** A market's filter schema as an admin would write it, with shared definitions. */
const austinSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Austin filters',
  type: 'object',
  definitions: {
    money: { type: 'object', properties: { min: { type: 'number', minimum: 0 }, max: { type: 'number', minimum: 0 } } },
    count: {
      type: 'object',
      properties: { min: { type: 'integer', minimum: 0 }, max: { type: 'integer', minimum: 0 } },
    },
  },
  properties: {
    price_in_dollars: { $ref: '#/definitions/money', title: 'Price', 'x-chip': 'min-max' },
    bedrooms: { $ref: '#/definitions/count', title: 'Beds', 'x-chip': 'min-max' },
    bathrooms: { $ref: '#/definitions/count', title: 'Baths' },
    purchase_type: {
      title: 'For Sale / For Rent',
      type: 'object',
      properties: { value: { enum: ['Purchase', 'Lease'] } },
      required: ['value'],
      'x-chip': 'default',
      'x-options': [
        { label: 'For Sale', value: 'Purchase' },
        { label: 'For Rent', value: 'Lease' },
      ],
    },
    listing_status: {
      title: 'Status',
      type: 'object',
      properties: { value: { type: 'array', items: { type: 'string' } } },
      'x-options': [
        { label: 'Active', value: 'Active' },
        { label: 'Sold', value: 'Sold', authenticatedData: true },
      ],
    },
    suggestion: { title: 'Areas', type: 'object', properties: { value: { type: 'array' } }, 'x-chip': 'suggestion' },
    geo_shape: {
      title: 'Custom Boundary',
      type: 'object',
      properties: { value: { type: 'object' } },
      'x-chip': 'geo-shape',
    },
  },
}

const austinView = {
  groups: [
    { name: 'Price', display: 'dropdown', fields: ['price_in_dollars'] },
    { name: 'Beds & Baths', display: 'tabs', fields: ['bedrooms', 'bathrooms'] },
    { name: 'More', display: 'dropdown', fields: ['purchase_type', 'listing_status'] },
  ],
}

const withField = (field: string, definition: unknown) => ({
  type: 'object',
  properties: { [field]: definition },
})

const errorsOf = (document: unknown) => {
  const result = validateFilterSchema(document)
  return result.ok ? [] : result.errors
}

describe('validateFilterSchema', () => {
  it('accepts a realistic market schema and returns it dereferenced', () => {
    const result = validateFilterSchema(austinSchema)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.schema.properties.bedrooms).toEqual({
      type: 'object',
      properties: { min: { type: 'integer', minimum: 0 }, max: { type: 'integer', minimum: 0 } },
      title: 'Beds',
      'x-chip': 'min-max',
    })
    expect(JSON.stringify(result.schema)).not.toContain('$ref')
  })

  it('compiles its structure schemas in ajv strict mode without warnings', () => {
    const warn = vi.fn()
    const ajv = new Ajv({ allowUnionTypes: true, logger: { log: vi.fn(), warn, error: vi.fn() } })
    ajv.compile(filterSchemaMetaSchema)
    ajv.compile(filterViewMetaSchema)
    expect(warn).not.toHaveBeenCalled()
  })

  it.each([
    [
      'a bad reference prefix',
      withField('bedrooms', { $ref: 'count' }),
      { path: '/properties/bedrooms/$ref', message: 'Invalid reference count must begin with "#/"' },
    ],
    [
      'a missing reference target',
      withField('bedrooms', { $ref: '#/definitions/count' }),
      { path: '/properties/bedrooms/$ref', message: 'Invalid reference: #/definitions/count' },
    ],
    [
      'a reference cycle',
      { ...withField('bedrooms', { $ref: '#/definitions/a' }), definitions: { a: { $ref: '#/definitions/a' } } },
      { path: '/definitions/a/$ref', message: 'Cycle detected trying to dereference #/definitions/a' },
    ],
    [
      'an empty reference',
      withField('bedrooms', { $ref: '' }),
      { path: '/properties/bedrooms/$ref', message: 'path is required' },
    ],
  ])('stops at %s with the exact message', (_case, document, error) => {
    expect(errorsOf(document)).toEqual([error])
  })

  it.each([
    ['a document that is not an object', [], { path: '', message: 'The filter schema must be a JSON object' }],
    ['a missing properties member', { type: 'object' }, { path: '/properties', message: "'properties' is required" }],
    [
      'a root type other than object',
      { type: 'array', properties: {} },
      { path: '/type', message: "must be 'object'" },
    ],
    [
      'an unknown filter field',
      withField('pool', { title: 'Pool', type: 'object', properties: { value: {} } }),
      { path: '/properties/pool', message: "Unknown filter field 'pool'" },
    ],
    [
      'a field without a title',
      withField('zip', { type: 'object', properties: { value: {} } }),
      { path: '/properties/zip/title', message: "'title' is required" },
    ],
    [
      'an empty title',
      withField('zip', { title: '', type: 'object', properties: { value: {} } }),
      { path: '/properties/zip/title', message: 'must NOT have fewer than 1 characters' },
    ],
    [
      'a field of another type than object',
      withField('zip', { title: 'Zip', type: 'string', properties: { value: {} } }),
      { path: '/properties/zip/type', message: "must be 'object'" },
    ],
    [
      'a field member other than value, min or max',
      withField('zip', { title: 'Zip', type: 'object', properties: { values: {} } }),
      { path: '/properties/zip/properties/values', message: "Unknown member 'values'" },
    ],
    [
      'a misspelt field keyword',
      withField('zip', { title: 'Zip', type: 'object', properties: { value: {} }, tittle: 'x' }),
      { path: '/properties/zip/tittle', message: "Unknown member 'tittle'" },
    ],
    [
      'an unknown chip category',
      withField('zip', { title: 'Zip', type: 'object', properties: { value: {} }, 'x-chip': 'pill' }),
      {
        path: '/properties/zip/x-chip',
        message: 'must be one of: boolean, default, geo-shape, min-max, range, suggestion, hidden',
      },
    ],
    [
      'an option without a label',
      withField('zip', { title: 'Zip', type: 'object', properties: { value: {} }, 'x-options': [{ value: '78701' }] }),
      { path: '/properties/zip/x-options/0/label', message: "'label' is required" },
    ],
    [
      'another JSON Schema draft',
      { $schema: 'http://json-schema.org/draft-04/schema#', type: 'object', properties: {} },
      {
        path: '/$schema',
        message: 'must be one of: http://json-schema.org/draft-07/schema#, http://json-schema.org/draft-07/schema',
      },
    ],
  ])('rejects %s', (_case, document, error) => {
    expect(errorsOf(document)).toContainEqual(error)
  })

  it('rejects a value schema that is not valid JSON Schema', () => {
    expect(
      errorsOf(withField('zip', { title: 'Zip', type: 'object', properties: { value: { type: 'text' } } })),
    ).toContainEqual({
      path: '/properties/zip/properties/value/type',
      message: 'must be one of: array, boolean, integer, null, number, object, string',
    })
  })

  it('rejects a pattern that is not a regular expression', () => {
    const [error] = errorsOf(
      withField('zip', { title: 'Zip', type: 'object', properties: { value: { type: 'string', pattern: '(' } } }),
    )
    expect(error?.message).toMatch(/Invalid regular expression/)
  })

  it('leaves the compile check out of the structure-only validation the search form uses', () => {
    const broken = withField('zip', {
      title: 'Zip',
      type: 'object',
      properties: { value: { type: 'string', pattern: '(' } },
    })
    expect(validateFilterSchema(broken).ok).toBe(false)
    expect(validateFilterSchemaStructure(broken).ok).toBe(true)
    const unknownField = withField('colour', { title: 'Colour', type: 'object', properties: { value: {} } })
    expect(validateFilterSchemaStructure(unknownField).ok).toBe(false)
  })

  it.each([
    [
      'a range field with a value',
      'bedrooms',
      { value: {} },
      "Field 'bedrooms' is a range: its properties must be min and max",
    ],
    [
      'a value field with min and max',
      'zip',
      { min: {}, max: {} },
      "Field 'zip' takes a value: its only property must be value",
    ],
  ])('rejects %s', (_case, field, properties, message) => {
    expect(errorsOf(withField(field, { title: 'T', type: 'object', properties }))).toEqual([
      { path: `/properties/${field}/properties`, message },
    ])
  })

  it.each([
    ['bedrooms', { min: {} }, 'default', 'min-max, range, hidden'],
    ['zip', { value: {} }, 'min-max', 'default, boolean, hidden'],
    ['suggestion', { value: {} }, 'default', 'suggestion, hidden'],
    ['geo_shape', { value: {} }, 'suggestion', 'geo-shape, hidden'],
  ])("rejects field %s with chip '%s'", (field, properties, chip, allowed) => {
    expect(errorsOf(withField(field, { title: 'T', type: 'object', properties, 'x-chip': chip }))).toEqual([
      {
        path: `/properties/${field}/x-chip`,
        message: `Chip '${chip}' does not suit field '${field}'; use one of: ${allowed}`,
      },
    ])
  })

  it('allows x- extension members at the root and on fields', () => {
    const document = {
      type: 'object',
      'x-version': 2,
      properties: { zip: { title: 'Zip', type: 'object', properties: { value: {} }, 'x-width': 3 } },
    }
    expect(validateFilterSchema(document).ok).toBe(true)
  })

  it('does not throw when two documents share an $id', () => {
    const document = { $id: 'https://idx.example/filters.json', type: 'object', properties: {} }
    expect(validateFilterSchema(document).ok).toBe(true)
    expect(validateFilterSchema(document).ok).toBe(true)
  })
})

describe('filterSchemaMessage', () => {
  it('is null for a valid schema and the first error with its path otherwise', () => {
    expect(filterSchemaMessage(austinSchema)).toBeNull()
    expect(filterSchemaMessage(withField('price_in_dollars', { $ref: 'price' }))).toBe(
      'Invalid reference price must begin with "#/" (at /properties/price_in_dollars/$ref)',
    )
  })

  it('shows a whole-document error without a path', () => {
    expect(formatFilterDocumentError({ path: '', message: 'The filter schema must be a JSON object' })).toBe(
      'The filter schema must be a JSON object',
    )
  })
})

describe('validateFilterView', () => {
  const schema = (() => {
    const result = validateFilterSchema(austinSchema)
    if (!result.ok) throw new Error('the fixture schema must be valid')
    return result.schema
  })() satisfies FilterSchemaDocument

  it('accepts groups of fields the schema defines', () => {
    expect(validateFilterView(austinView, schema)).toEqual({ ok: true, view: austinView })
  })

  it('dereferences the view too', () => {
    const view = {
      definitions: { price: { name: 'Price', display: 'dropdown', fields: ['price_in_dollars'] } },
      groups: [{ $ref: '#/definitions/price' }],
    }
    expect(validateFilterView(view, schema)).toMatchObject({ ok: true, view: { groups: [{ name: 'Price' }] } })
    expect(validateFilterView({ groups: [{ $ref: 'price' }] })).toEqual({
      ok: false,
      errors: [{ path: '/groups/0/$ref', message: 'Invalid reference price must begin with "#/"' }],
    })
  })

  it.each([
    ['a view that is not an object', 'tabs', { path: '', message: 'The filter view must be a JSON object' }],
    ['missing groups', {}, { path: '/groups', message: "'groups' is required" }],
    [
      'a display other than tabs or dropdown',
      { groups: [{ name: 'Price', display: 'popup', fields: ['price_in_dollars'] }] },
      { path: '/groups/0/display', message: 'must be one of: tabs, dropdown' },
    ],
    [
      'a group without fields',
      { groups: [{ name: 'Price', display: 'tabs', fields: [] }] },
      { path: '/groups/0/fields', message: 'must NOT have fewer than 1 items' },
    ],
    [
      'a field listed twice in a group',
      { groups: [{ name: 'Price', display: 'tabs', fields: ['bedrooms', 'bedrooms'] }] },
      { path: '/groups/0/fields', message: 'must NOT have duplicate items (items ## 1 and 0 are identical)' },
    ],
    [
      'a group without a name',
      { groups: [{ display: 'tabs', fields: ['bedrooms'] }] },
      { path: '/groups/0/name', message: "'name' is required" },
    ],
    [
      'an unknown group member',
      { groups: [{ name: 'Beds', display: 'tabs', fields: ['bedrooms'], kind: 1 }] },
      { path: '/groups/0/kind', message: "Unknown member 'kind'" },
    ],
    [
      'a group name used twice',
      {
        groups: [
          { name: 'Beds', display: 'tabs', fields: ['bedrooms'] },
          { name: 'Beds', display: 'tabs', fields: ['bathrooms'] },
        ],
      },
      { path: '/groups/1/name', message: "Group name 'Beds' is used more than once" },
    ],
    [
      'a field the schema does not define',
      { groups: [{ name: 'Beds', display: 'tabs', fields: ['bedrooms', 'square_feet'] }] },
      { path: '/groups/0/fields/1', message: "Field 'square_feet' is not in the filter schema" },
    ],
  ])('rejects %s', (_case, view, error) => {
    const result = validateFilterView(view, schema)
    expect(result.ok ? [] : result.errors).toContainEqual(error)
  })

  it('checks fields against the schema only when given one', () => {
    expect(validateFilterView({ groups: [{ name: 'Beds', display: 'tabs', fields: ['square_feet'] }] }).ok).toBe(true)
  })

  it('gives the editor one line', () => {
    expect(filterViewMessage(austinView, schema)).toBeNull()
    expect(filterViewMessage({ groups: [{ name: 'Price', display: 'popup', fields: ['price_in_dollars'] }] })).toBe(
      'must be one of: tabs, dropdown (at /groups/0/display)',
    )
  })
})

describe('FILTER_CHIP_CATEGORIES', () => {
  it('lists the seven chip categories of the spec', () => {
    expect(FILTER_CHIP_CATEGORIES).toEqual([
      'boolean',
      'default',
      'geo-shape',
      'min-max',
      'range',
      'suggestion',
      'hidden',
    ])
  })
})
