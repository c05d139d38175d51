// A market's filter_schema: a JSON Schema (draft-07) of the search filter object,
// whose field entries also carry what the search form needs (title, chip category,
// options). Its fields must be filter fields the search query knows.
import { Ajv } from 'ajv'
import type { ValidateFunction } from 'ajv'
import { ajvErrorDetails } from '../search/ajv-error-details.js'
import { escapePointerToken } from '../search/json-pointer.js'
import type { ChipCategory } from '../format/chip.js'
import { SEARCH_FILTER_FIELDS, SEARCH_RANGE_FIELDS } from '../search/search-query.js'
import type { SearchFilterField } from '../search/search-query.js'
import type { JsonObject, JsonValue } from '../types/json.js'
import { dereference } from './dereference.js'
import { formatFilterDocumentError, fromPointedErrors, isJsonObject } from './filter-document-error.js'
import type { FilterDocumentError } from './filter-document-error.js'

/** How a selected filter may show as a chip: the values of a field's `x-chip`. */
export const FILTER_CHIP_CATEGORIES = [
  'boolean',
  'default',
  'geo-shape',
  'min-max',
  'range',
  'suggestion',
  'hidden',
] as const satisfies readonly ChipCategory[]

/** A choice a tab or dropdown offers; `authenticatedData` ones only to signed-in visitors. */
export type FilterOption = { label: string; value: string | number | boolean; authenticatedData?: boolean }

/** One field of the filter schema: the JSON Schema of `{ value }` or `{ min, max }`, plus display hints. */
export type FilterFieldSchema = {
  title: string
  description?: string
  type: 'object'
  properties: { value?: JsonObject; min?: JsonObject; max?: JsonObject }
  required?: ('value' | 'min' | 'max')[]
  additionalProperties?: boolean
  'x-chip'?: ChipCategory
  'x-options'?: FilterOption[]
  [extension: `x-${string}`]: unknown
}

/** A market's filter schema after dereferencing. */
export type FilterSchemaDocument = {
  $schema?: string
  title?: string
  description?: string
  type: 'object'
  properties: Partial<Record<SearchFilterField, FilterFieldSchema>>
  required?: SearchFilterField[]
  additionalProperties?: boolean
  definitions?: JsonObject
  [extension: `x-${string}`]: unknown
}

export type FilterSchemaValidation =
  { ok: true; schema: FilterSchemaDocument } | { ok: false; errors: FilterDocumentError[] }

const DRAFT_07 = ['http://json-schema.org/draft-07/schema#', 'http://json-schema.org/draft-07/schema'] as const

const subschema = { type: ['object', 'boolean'] } as const

const optionSchema = {
  type: 'object',
  properties: {
    label: { type: 'string', minLength: 1 },
    value: { type: ['string', 'number', 'boolean'] },
    authenticatedData: { type: 'boolean' },
  },
  required: ['label', 'value'],
  additionalProperties: false,
} as const

const fieldSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', minLength: 1 },
    description: { type: 'string' },
    $comment: { type: 'string' },
    type: { const: 'object' },
    properties: {
      type: 'object',
      minProperties: 1,
      propertyNames: { enum: ['value', 'min', 'max'] },
      additionalProperties: subschema,
    },
    required: { type: 'array', items: { enum: ['value', 'min', 'max'] }, uniqueItems: true },
    additionalProperties: { type: 'boolean' },
    default: { type: 'object' },
    examples: { type: 'array' },
    'x-chip': { enum: FILTER_CHIP_CATEGORIES },
    'x-options': { type: 'array', items: optionSchema },
  },
  patternProperties: { '^x-': true },
  required: ['title', 'type', 'properties'],
  additionalProperties: false,
} as const

/**
 * The structure a dereferenced filter_schema must have (JSON Schema draft-07):
 * `type: 'object'`; `properties` keyed by search filter field, each with a
 * `title`, `type: 'object'`, `properties` among value/min/max, optional `x-chip`
 * (a chip category) and `x-options` ({ label, value, authenticatedData? }); optional
 * `definitions`/`$defs` for `$ref`s; `x-…` extension members anywhere.
 */
export const filterSchemaMetaSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Market filter_schema',
  type: 'object',
  properties: {
    $schema: { enum: DRAFT_07 },
    $id: { type: 'string' },
    $comment: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    type: { const: 'object' },
    properties: {
      type: 'object',
      propertyNames: { enum: SEARCH_FILTER_FIELDS },
      additionalProperties: fieldSchema,
    },
    required: { type: 'array', items: { enum: SEARCH_FILTER_FIELDS }, uniqueItems: true },
    additionalProperties: { type: 'boolean' },
    definitions: { type: 'object' },
    $defs: { type: 'object' },
  },
  patternProperties: { '^x-': true },
  required: ['type', 'properties'],
  additionalProperties: false,
} as const

let structureValidator: ValidateFunction | undefined

function structure(): ValidateFunction {
  structureValidator ??= new Ajv({ allErrors: true, allowUnionTypes: true, verbose: true }).compile(
    filterSchemaMetaSchema,
  )
  return structureValidator
}

/**
 * Validates a market's filter_schema: it must dereference (see `dereference` for
 * the messages), have the structure of `filterSchemaMetaSchema`, be a valid JSON
 * Schema that ajv compiles (a `pattern` must be a regular expression, …), and give
 * each field the shape the search query uses: `min`/`max` for ranges, `value` for
 * the others, with a chip category that suits it. Never throws.
 *
 * @example
 * validateFilterSchema({ type: 'object', properties: { bedrooms: { $ref: '#/definitions/count', title: 'Beds' } },
 *   definitions: { count: { type: 'object', properties: { min: { type: 'integer' }, max: { type: 'integer' } } } } })
 * // { ok: true, schema: { …, properties: { bedrooms: { type: 'object', properties: { min: …, max: … }, title: 'Beds' } } } }
 */
export function validateFilterSchema(document: unknown): FilterSchemaValidation {
  if (!isJsonObject(document))
    return { ok: false, errors: [{ path: '', message: 'The filter schema must be a JSON object' }] }
  const dereferenced = dereference(document as JsonValue)
  if (!dereferenced.ok) return { ok: false, errors: [dereferenced.error] }
  const schema = dereferenced.value
  const validate = structure()
  if (!validate(schema)) {
    return {
      ok: false,
      errors: fromPointedErrors(
        ajvErrorDetails(validate.errors ?? [], {
          unknownMember: (parent, member) =>
            parent === '/properties' ? `Unknown filter field '${member}'` : `Unknown member '${member}'`,
        }),
      ),
    }
  }
  const errors = [...jsonSchemaErrors(document), ...fieldShapeErrors(schema as FilterSchemaDocument)]
  return errors.length > 0 ? { ok: false, errors } : { ok: true, schema: schema as FilterSchemaDocument }
}

// The document must also be a JSON Schema ajv can use to check filters. A fresh,
// non-strict instance: x- members are fine, and a document's $id cannot clash with
// an earlier one's.
function jsonSchemaErrors(document: Record<string, unknown>): FilterDocumentError[] {
  const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true, verbose: true })
  if (!ajv.validateSchema(document)) return fromPointedErrors(ajvErrorDetails(ajv.errors ?? []))
  try {
    ajv.compile(document)
    return []
  } catch (error) {
    return [{ path: '', message: error instanceof Error ? error.message : String(error) }]
  }
}

const RANGE_CHIPS: readonly ChipCategory[] = ['min-max', 'range', 'hidden']
const CHIPS_BY_FIELD: Readonly<Record<'suggestion' | 'geo_shape', readonly ChipCategory[]>> = {
  suggestion: ['suggestion', 'hidden'],
  geo_shape: ['geo-shape', 'hidden'],
}
const VALUE_CHIPS: readonly ChipCategory[] = ['default', 'boolean', 'hidden']

function fieldShapeErrors(schema: FilterSchemaDocument): FilterDocumentError[] {
  return Object.entries(schema.properties).flatMap(([field, definition]): FilterDocumentError[] => {
    if (!definition) return []
    const path = `/properties/${escapePointerToken(field)}`
    const members = Object.keys(definition.properties)
    const isRange = (SEARCH_RANGE_FIELDS as readonly string[]).includes(field)
    const errors: FilterDocumentError[] = []
    if (isRange && !members.every((member) => member === 'min' || member === 'max')) {
      errors.push({
        path: `${path}/properties`,
        message: `Field '${field}' is a range: its properties must be min and max`,
      })
    }
    if (!isRange && (members.length !== 1 || members[0] !== 'value')) {
      errors.push({
        path: `${path}/properties`,
        message: `Field '${field}' takes a value: its only property must be value`,
      })
    }
    const chips =
      field === 'suggestion' || field === 'geo_shape' ? CHIPS_BY_FIELD[field] : isRange ? RANGE_CHIPS : VALUE_CHIPS
    const chip = definition['x-chip']
    if (chip !== undefined && !chips.includes(chip)) {
      errors.push({
        path: `${path}/x-chip`,
        message: `Chip '${chip}' does not suit field '${field}'; use one of: ${chips.join(', ')}`,
      })
    }
    return errors
  })
}

/**
 * The first problem of a filter_schema as one line, or `null` when it is valid:
 * what the Schema Editor's header shows.
 *
 * @example
 * filterSchemaMessage({ type: 'object', properties: { price_in_dollars: { $ref: 'price' } } })
 * // 'Invalid reference price must begin with "#/" (at /properties/price_in_dollars/$ref)'
 */
export function filterSchemaMessage(document: unknown): string | null {
  const result = validateFilterSchema(document)
  const [first] = result.ok ? [] : result.errors
  return first ? formatFilterDocumentError(first) : null
}
