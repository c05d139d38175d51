// Whether a filter schema would work with the search: every field one the search query knows,
// every value a visitor can pick one the search can filter by. The server refuses a schema that
// fails (422 at the field) and the admin's Schema Editor shows the same message before saving.
import type { JsonObject, JsonValue } from '../json/types.js'
import { LISTING_TYPES, PURCHASE_TYPES } from '../listing/constants.js'
import { escapePointerToken } from '../search/json-pointer.js'
import { SEARCH_FILTER_FIELDS } from '../search/search-query.js'
import type { SearchFilterField } from '../search/search-query.js'
import { enumeratedValues } from '../search-form/filter-controls.js'
import { dereference } from './dereference.js'
import type { FilterDocumentError } from './filter-document-error.js'
import { isJsonObject } from './filter-document-error.js'

/** A JSON Schema `type` name. */
type JsonTypeName = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null'

/** What the search query takes in one member of a field (search-query.ts's schema, by field). */
interface SearchMember {
  /** The scalar types a value may have ('number' also allows 'integer'). */
  scalars: readonly JsonTypeName[]
  /** Whether a list of values is allowed. */
  list: boolean
  /** The only values the search knows, when it knows a fixed set. */
  values?: readonly string[]
  /** How the message names what the search takes. */
  takes: string
}

const NUMBER: SearchMember = { scalars: ['number', 'integer'], list: false, takes: 'a number' }
const TEXT: SearchMember = { scalars: ['string'], list: true, takes: 'text' }

const RANGE: Readonly<Record<string, SearchMember>> = { min: NUMBER, max: NUMBER }

const SEARCH_MEMBERS: Readonly<Record<SearchFilterField, Readonly<Record<string, SearchMember>>>> = {
  price_in_dollars: RANGE,
  bedrooms: RANGE,
  bathrooms: RANGE,
  square_feet: RANGE,
  lot_acre: RANGE,
  year_built: RANGE,
  purchase_type: { value: { ...TEXT, values: PURCHASE_TYPES, takes: `one of ${PURCHASE_TYPES.join(', ')}` } },
  type: { value: { ...TEXT, values: LISTING_TYPES, takes: `one of ${LISTING_TYPES.join(', ')}` } },
  property_type: { value: TEXT },
  listing_status: { value: TEXT },
  city_state: { value: TEXT },
  zip: { value: TEXT },
  id: { value: { scalars: ['string', 'integer'], list: true, takes: 'text or whole numbers' } },
  suggestion: { value: { scalars: ['string'], list: true, takes: 'a list of suggestion ids' } },
  geo_shape: { value: { scalars: ['object'], list: false, takes: 'a drawn shape (a GeoJSON Polygon)' } },
}

const TYPE_WORDS: Readonly<Record<JsonTypeName, string>> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'a boolean',
  object: 'an object',
  array: 'a list',
  null: 'null',
}

/**
 * The problems that would make a filter schema break the search, each at its JSON Pointer: a field
 * the search query does not know (`"garage_spaces" is not a field the search knows`), a member whose
 * JSON Schema `type` the search cannot filter by, or a value a visitor could pick (`enum`, `const`,
 * `x-options`) that the search refuses. Empty when the schema is compatible, or when it is not a
 * dereferenceable object (validateFilterSchema reports that). Never throws.
 *
 * @example
 * filterSchemaSearchProblems({ type: 'object', properties: { garage_spaces: { title: 'Garage', type: 'object', properties: {} } } })
 * // [{ path: '/properties/garage_spaces', message: '"garage_spaces" is not a field the search knows' }]
 */
export function filterSchemaSearchProblems(document: unknown): FilterDocumentError[] {
  if (!isJsonObject(document)) return []
  const dereferenced = dereference(document as JsonValue)
  if (!dereferenced.ok || !isJsonObject(dereferenced.value)) return []
  const properties = dereferenced.value.properties
  if (!isJsonObject(properties)) return []
  return Object.entries(properties).flatMap(([field, definition]) => {
    const path = `/properties/${escapePointerToken(field)}`
    if (!(SEARCH_FILTER_FIELDS as readonly string[]).includes(field)) {
      return [{ path, message: `"${field}" is not a field the search knows` }]
    }
    if (!isJsonObject(definition)) return []
    return fieldProblems(field as SearchFilterField, definition as JsonObject, path)
  })
}

function fieldProblems(field: SearchFilterField, definition: JsonObject, path: string): FilterDocumentError[] {
  const members = SEARCH_MEMBERS[field]
  const problems: FilterDocumentError[] = []
  const properties = isJsonObject(definition.properties) ? (definition.properties as JsonObject) : {}
  for (const [member, schema] of Object.entries(properties)) {
    const takes = members[member]
    if (!takes || !isJsonObject(schema)) continue // the structure check names a member the field does not have
    const memberPath = `${path}/properties/${escapePointerToken(member)}`
    problems.push(...typeProblems(field, member, schema as JsonObject, takes, memberPath))
    problems.push(...valueProblems(field, enumeratedValues(schema as JsonObject), takes, memberPath))
  }
  const options = definition['x-options']
  if (Array.isArray(options)) {
    const values = options.flatMap((option) => (isJsonObject(option) && 'value' in option ? [option.value] : []))
    const takes = members.value ?? members.min
    if (takes) problems.push(...valueProblems(field, values as JsonValue[], takes, `${path}/x-options`))
  }
  return problems
}

function typesOf(schema: JsonObject): JsonTypeName[] {
  const type = schema.type
  if (typeof type === 'string') return [type as JsonTypeName]
  return Array.isArray(type) ? type.filter((t): t is JsonTypeName => typeof t === 'string') : []
}

function allows(takes: SearchMember, type: JsonTypeName): boolean {
  if (type === 'integer' && takes.scalars.includes('number')) return true
  return takes.scalars.includes(type) || (type === 'array' && takes.list)
}

function typeProblems(
  field: string,
  member: string,
  schema: JsonObject,
  takes: SearchMember,
  path: string,
): FilterDocumentError[] {
  const refused = typesOf(schema).filter((type) => !allows(takes, type))
  const items = isJsonObject(schema.items) ? typesOf(schema.items as JsonObject) : []
  const refusedItems = typesOf(schema).includes('array') ? items.filter((type) => !takes.scalars.includes(type)) : []
  const first = refused[0] ?? refusedItems[0]
  if (first === undefined) return []
  const what = member === 'value' ? `"${field}"` : `"${field}" ${member}`
  return [
    {
      path: `${path}/${refused[0] !== undefined ? 'type' : 'items/type'}`,
      message: `The search cannot filter ${what} by ${TYPE_WORDS[first]}: it takes ${takes.takes}`,
    },
  ]
}

function valueProblems(field: string, values: readonly JsonValue[], takes: SearchMember, path: string) {
  const refused = values.find((value) => !searchTakesValue(value, takes))
  if (refused === undefined) return []
  return [
    {
      path,
      message: `The search cannot filter "${field}" by ${JSON.stringify(refused)}: it takes ${takes.takes}`,
    },
  ]
}

function searchTakesValue(value: JsonValue, takes: SearchMember): boolean {
  if (takes.values) return typeof value === 'string' && takes.values.includes(value)
  if (typeof value === 'string') return takes.scalars.includes('string') && value.length > 0 && value.length <= 200
  if (typeof value === 'number') {
    if (takes.scalars.includes('number')) return value >= 0
    return takes.scalars.includes('integer') && Number.isInteger(value)
  }
  return false
}
