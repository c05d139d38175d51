// The structure a market's filter_schema must have, as a JSON Schema. Kept apart from the
// validator that uses it: scripts/generate-validators.ts compiles it ahead of time.
import { SEARCH_FILTER_FIELDS } from '../search/search-query.js'

/** How a selected filter may show as a chip: the values of a field's `x-chip`. */
export const FILTER_CHIP_CATEGORIES = [
  'boolean',
  'default',
  'geo-shape',
  'min-max',
  'range',
  'suggestion',
  'hidden',
] as const

/** How a selected filter renders as a chip (a field's `x-chip`). */
export type ChipCategory = (typeof FILTER_CHIP_CATEGORIES)[number]

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
