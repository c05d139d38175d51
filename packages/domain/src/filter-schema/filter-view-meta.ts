// The structure a market's filter_view must have, as a JSON Schema. Kept apart from the validator
// that uses it: scripts/generate-validators.ts compiles it ahead of time.

/** How a group of filters is shown in the search form. */
export const FILTER_VIEW_DISPLAYS = ['tabs', 'dropdown'] as const
export type FilterViewDisplay = (typeof FILTER_VIEW_DISPLAYS)[number]

const groupSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1 },
    display: { enum: FILTER_VIEW_DISPLAYS },
    fields: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1, uniqueItems: true },
    $comment: { type: 'string' },
  },
  patternProperties: { '^x-': true },
  required: ['name', 'display', 'fields'],
  additionalProperties: false,
} as const

/**
 * The structure a dereferenced filter_view must have (JSON Schema draft-07):
 * `{ groups: [{ name, display: 'tabs' | 'dropdown', fields: [field, …] }] }`, with
 * `x-…` extension members allowed.
 */
export const filterViewMetaSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Market filter_view',
  type: 'object',
  properties: {
    $comment: { type: 'string' },
    groups: { type: 'array', items: groupSchema },
    definitions: { type: 'object' },
  },
  patternProperties: { '^x-': true },
  required: ['groups'],
  additionalProperties: false,
} as const
