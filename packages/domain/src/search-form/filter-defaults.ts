// A market's default filter (its filter_schema `default`s) and what "Clear Filters"
// and the "n selected" counts make of it.
import type { FilterSchemaDocument } from '../filter-schema/filter-schema-document.js'
import type { FilterViewDocument } from '../filter-schema/filter-view-document.js'
import type { SearchFilter, SearchFilterField } from '../search/search-query.js'
import { filterValues, isRangeField, rangeBounds, withFilterEntry } from './filter-entry.js'

type LooseFilter = Partial<Record<SearchFilterField, unknown>>

function schemaFields(schema: FilterSchemaDocument): SearchFilterField[] {
  return Object.keys(schema.properties) as SearchFilterField[]
}

// The meta-schema allows a field's `default` (an object); FilterFieldSchema leaves it untyped.
function fieldDefault(schema: FilterSchemaDocument, field: SearchFilterField): unknown {
  return (schema.properties[field] as { default?: unknown } | undefined)?.default
}

/**
 * The filter a market starts from: every field's `default` in its filter_schema
 * (e.g. Austin's `purchase_type: { value: 'Purchase' }`).
 *
 * @example
 * defaultFilter(austinSchema) // { purchase_type: { value: 'Purchase' }, listing_status: { value: ['Active', 'Coming Soon'] } }
 */
export function defaultFilter(schema: FilterSchemaDocument): SearchFilter {
  const filter: LooseFilter = {}
  for (const field of schemaFields(schema)) {
    const fallback = fieldDefault(schema, field)
    if (fallback !== undefined) filter[field] = structuredClone(fallback)
  }
  return filter as SearchFilter
}

function sameEntry(field: SearchFilterField, a: SearchFilter, b: SearchFilter): boolean {
  const looseA = (a as LooseFilter)[field]
  const looseB = (b as LooseFilter)[field]
  if (looseA === undefined || looseB === undefined) return looseA === looseB
  if (isRangeField(field)) {
    const [x, y] = [rangeBounds(a, field), rangeBounds(b, field)]
    return x.min === y.min && x.max === y.max
  }
  if (field === 'geo_shape') return JSON.stringify(looseA) === JSON.stringify(looseB)
  // Values are a set: 'Active' equals ['Active'], and order does not matter.
  const key = (filter: SearchFilter) =>
    filterValues(filter, field)
      .map((value) => JSON.stringify(value))
      .sort()
      .join('\u0000')
  return key(a) === key(b)
}

/**
 * Whether a field of the filter is a choice of the visitor's: set, and not what
 * the market's schema defaults it to.
 *
 * @example
 * isChosenField({ purchase_type: { value: 'Purchase' } }, austinSchema, 'purchase_type') // false (the default)
 */
export function isChosenField(filter: SearchFilter, schema: FilterSchemaDocument, field: SearchFilterField): boolean {
  if ((filter as LooseFilter)[field] === undefined) return false
  return !sameEntry(field, filter, defaultFilter(schema))
}

/**
 * How many of `fields` the visitor has chosen (see `isChosenField`): the count a
 * filter group's button and the Filter button show.
 *
 * @example
 * chosenFieldCount({ bedrooms: { min: 3 }, zip: { value: '78704' } }, austinSchema, ['bedrooms', 'bathrooms']) // 1
 */
export function chosenFieldCount(
  filter: SearchFilter,
  schema: FilterSchemaDocument,
  fields: readonly string[],
): number {
  return fields.filter((field) => isChosenField(filter, schema, field as SearchFilterField)).length
}

/**
 * The filter fields a market's filter view lays out, in its order.
 *
 * @example
 * viewFields({ groups: [{ name: 'Price', display: 'dropdown', fields: ['price_in_dollars'] }] }) // ['price_in_dollars']
 */
export function viewFields(view: FilterViewDocument): SearchFilterField[] {
  return [...new Set(view.groups.flatMap((group) => group.fields))] as SearchFilterField[]
}

/**
 * What 'Clear Filters' leaves: every field the filter view lays out goes back to
 * its schema default (or away), and the location (picked suggestions, a drawn
 * shape) goes too, as every chip does; fields the form does not show are kept.
 *
 * @example
 * clearFilters({ bedrooms: { min: 3 }, suggestion: { value: ['area:21'] } }, austinSchema, austinView)
 * // { purchase_type: { value: 'Purchase' }, listing_status: { value: ['Active', 'Coming Soon'] } }
 */
export function clearFilters(
  filter: SearchFilter,
  schema: FilterSchemaDocument,
  view: FilterViewDocument,
): SearchFilter {
  const { suggestion: _places, geo_shape: _shape, ...rest } = filter
  return viewFields(view).reduce((next, field) => resetFilterField(next, schema, field), rest as SearchFilter)
}

/**
 * The filter with one field back at its schema default, or without it when the
 * schema gives none (removing 'For Rent' returns to 'For Sale').
 *
 * @example
 * resetFilterField({ purchase_type: { value: 'Lease' } }, austinSchema, 'purchase_type') // { purchase_type: { value: 'Purchase' } }
 */
export function resetFilterField(
  filter: SearchFilter,
  schema: FilterSchemaDocument,
  field: SearchFilterField,
): SearchFilter {
  const fallback = fieldDefault(schema, field)
  return withFilterEntry(filter, field, fallback === undefined ? undefined : structuredClone(fallback))
}
