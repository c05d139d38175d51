// A market's filter_schema: a JSON Schema (draft-07) of the search filter object,
// whose field entries also carry what the search form needs (title, chip category,
// options). Its fields must be filter fields the search query knows.
import { validate as filterSchemaStructure } from '../generated/filter-schema-structure-validator.js'
import { ajvErrorDetails, type PointedError } from '../search/ajv-error-details.js'
import { escapePointerToken } from '../search/json-pointer.js'
import type { ChipCategory } from './filter-schema-meta.js'
import { SEARCH_RANGE_FIELDS } from '../search/search-query.js'
import type { SearchFilterField } from '../search/search-query.js'
import type { JsonObject, JsonValue } from '../json/types.js'
import { dereference } from './dereference.js'
import { fromPointedErrors, isJsonObject } from './filter-document-error.js'
import type { FilterDocumentError } from './filter-document-error.js'

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

// Compiled ahead of time from filterSchemaMetaSchema (scripts/generate-validators.ts).
const structure = () => filterSchemaStructure

/** The structure problems of a dereferenced filter schema (its meta schema's), or null. */
export type StructureCheck = (document: JsonObject) => PointedError[] | null

/** Unknown members of a filter schema, named as its editor shows them. */
export const filterSchemaUnknownMember = (parent: string, member: string) =>
  parent === '/properties' ? `Unknown filter field '${member}'` : `Unknown member '${member}'`

/**
 * `validateFilterSchema` without its last check, that ajv compiles the document: for readers of a
 * schema the server already accepted (the search form). It needs no JSON Schema compiler at run
 * time, so a browser bundle that uses only this one leaves ajv out.
 */
export function validateFilterSchemaStructure(document: unknown): FilterSchemaValidation {
  return filterSchemaWithStructure(document, (schema) => {
    const validate = structure()
    if (validate(schema)) return null
    return ajvErrorDetails(validate.errors ?? [], { unknownMember: filterSchemaUnknownMember })
  })
}

/** `validateFilterSchemaStructure` with the structure checked by `checkStructure` (ajv's generated code, or an interpreter). */
export function filterSchemaWithStructure(document: unknown, checkStructure: StructureCheck): FilterSchemaValidation {
  if (!isJsonObject(document))
    return { ok: false, errors: [{ path: '', message: 'The filter schema must be a JSON object' }] }
  const dereferenced = dereference(document as JsonValue)
  if (!dereferenced.ok) return { ok: false, errors: [dereferenced.error] }
  const schema = dereferenced.value
  const structureErrors = checkStructure(schema as JsonObject)
  if (structureErrors) return { ok: false, errors: fromPointedErrors(structureErrors) }
  const errors = fieldShapeErrors(schema as FilterSchemaDocument)
  return errors.length > 0 ? { ok: false, errors } : { ok: true, schema: schema as FilterSchemaDocument }
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
