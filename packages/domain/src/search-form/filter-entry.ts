// Reading and editing one field of a SearchFilter without caring which field it is:
// the search form's controls, chips and defaults all go through these.
import { SEARCH_RANGE_FIELDS } from '../search/search-query.js'
import type { SearchFilter, SearchFilterField, SearchRangeField } from '../search/search-query.js'

/** One value a `{ value }` filter may hold. */
export type FilterScalar = string | number | boolean

/** A range filter's bounds; `null` where a side is open. */
export type RangeBounds = { min: number | null; max: number | null }

type LooseFilter = Partial<Record<SearchFilterField, unknown>>

/** Whether a filter field takes `{ min, max }` (else `{ value }`). */
export function isRangeField(field: string): field is SearchRangeField {
  return (SEARCH_RANGE_FIELDS as readonly string[]).includes(field)
}

/**
 * The values a `{ value }` filter holds, always as a list (empty when unset).
 *
 * @example
 * filterValues({ listing_status: { value: 'Active' } }, 'listing_status') // ['Active']
 */
export function filterValues(filter: SearchFilter, field: SearchFilterField): FilterScalar[] {
  const entry = (filter as LooseFilter)[field]
  if (entry === null || typeof entry !== 'object' || !('value' in entry)) return []
  const value = (entry as { value: unknown }).value
  const list = Array.isArray(value) ? value : [value]
  return list.filter(
    (item): item is FilterScalar => typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean',
  )
}

/**
 * A range filter's bounds, `null` for an open side.
 *
 * @example
 * rangeBounds({ bedrooms: { min: 3 } }, 'bedrooms') // { min: 3, max: null }
 */
export function rangeBounds(filter: SearchFilter, field: SearchRangeField): RangeBounds {
  const range = filter[field]
  const bound = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)
  return { min: bound(range?.min), max: bound(range?.max) }
}

/**
 * The filter with one field replaced; `undefined` removes it. Never changes its input.
 *
 * @example
 * withFilterEntry({ zip: { value: '78704' } }, 'zip', undefined) // {}
 */
export function withFilterEntry(filter: SearchFilter, field: SearchFilterField, entry: unknown): SearchFilter {
  const next: LooseFilter = { ...filter }
  if (entry === undefined) delete next[field]
  else next[field] = entry
  return next as SearchFilter
}

/**
 * The filter with a range set; both sides open removes the field.
 *
 * @example
 * withRange({}, 'price_in_dollars', { min: 200000, max: null }) // { price_in_dollars: { min: 200000 } }
 */
export function withRange(filter: SearchFilter, field: SearchRangeField, bounds: RangeBounds): SearchFilter {
  const range: { min?: number; max?: number } = {}
  if (bounds.min !== null) range.min = bounds.min
  if (bounds.max !== null) range.max = bounds.max
  return withFilterEntry(filter, field, Object.keys(range).length > 0 ? range : undefined)
}

/**
 * The filter with a `{ value }` field set: no values removes it, one value is
 * stored as is and several as a list (only when the field takes several).
 *
 * @example
 * withValues({}, 'type', ['Residential', 'Commercial']) // { type: { value: ['Residential', 'Commercial'] } }
 */
export function withValues(
  filter: SearchFilter,
  field: SearchFilterField,
  values: readonly FilterScalar[],
): SearchFilter {
  const unique = [...new Set(values)]
  if (unique.length === 0) return withFilterEntry(filter, field, undefined)
  return withFilterEntry(filter, field, { value: unique.length === 1 ? unique[0] : unique })
}

/**
 * The filter with `value` added to, or taken from, a field's values. A single-value
 * field just takes the value (choosing it again keeps it: a radio does not untick).
 *
 * @example
 * toggleFilterValue({ type: { value: 'Residential' } }, 'type', 'Commercial', true)
 * // { type: { value: ['Residential', 'Commercial'] } }
 */
export function toggleFilterValue(
  filter: SearchFilter,
  field: SearchFilterField,
  value: FilterScalar,
  multiple: boolean,
): SearchFilter {
  if (!multiple) return withValues(filter, field, [value])
  const current = filterValues(filter, field)
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value]
  return withValues(filter, field, next)
}

/**
 * The filter with a suggestion id added to `suggestion.value` (once).
 *
 * @example
 * withSuggestion({}, 'area:21') // { suggestion: { value: ['area:21'] } }
 */
export function withSuggestion(filter: SearchFilter, suggestionId: string): SearchFilter {
  const ids = filter.suggestion?.value ?? []
  if (ids.includes(suggestionId)) return filter
  return { ...filter, suggestion: { value: [...ids, suggestionId] } }
}

/**
 * The filter without one suggestion id; the field goes when no id is left.
 *
 * @example
 * withoutSuggestion({ suggestion: { value: ['area:21'] } }, 'area:21') // {}
 */
export function withoutSuggestion(filter: SearchFilter, suggestionId: string): SearchFilter {
  const ids = (filter.suggestion?.value ?? []).filter((id) => id !== suggestionId)
  return withFilterEntry(filter, 'suggestion', ids.length > 0 ? { value: ids } : undefined)
}
