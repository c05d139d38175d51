// The chips under the search form: one per chosen filter (one per picked suggestion),
// labelled by category with chipLabel, in a stable order, and what removing one does.
import type { FilterFieldSchema, FilterSchemaDocument } from '../filter-schema/filter-schema-document.js'
import type { FilterViewDocument } from '../filter-schema/filter-view-document.js'
import { chipLabel, formatChipValue } from './chip.js'
import type { ChipCategory } from '../filter-schema/filter-schema-meta.js'
import type { SearchFilter, SearchFilterField } from '../search/search-query.js'
import type { Suggestion } from '../search/suggestion.js'
import { isChosenField, resetFilterField, viewFields } from './filter-defaults.js'
import { filterValues, isRangeField, rangeBounds, withoutSuggestion } from './filter-entry.js'

/** A chip to show: its text, and what it stands for so it can be removed. */
export type FilterChip = {
  /** Unique among the chips: the field, or `suggestion:<id>` for each picked suggestion. */
  key: string
  field: SearchFilterField
  category: Exclude<ChipCategory, 'hidden'>
  label: string
  /** The suggestion a `suggestion` chip stands for. */
  suggestionId?: string
  /** A suggestion chip whose name is not known yet: its label is the field's title ('Location'). */
  pending?: true
}

/** The names of picked suggestions, by id (the omnibox's picks, or areas fetched by id). */
export type SuggestionNames = ReadonlyMap<string, Partial<Pick<Suggestion, 'name' | 'label'>>>

export type FilterChipOptions = {
  /** Orders the field chips as the form lays the fields out. */
  view?: FilterViewDocument
  suggestions?: SuggestionNames
  /** 'drawn' for a shape drawn on the map ('Custom Boundary'); otherwise 'Custom Map Area'. */
  geoShapeOrigin?: 'filter' | 'drawn'
}

const LOCATION_FALLBACK = 'Location'

function categoryOf(field: SearchFilterField, definition: FilterFieldSchema | undefined): ChipCategory {
  const chip = definition?.['x-chip']
  if (chip) return chip
  if (field === 'suggestion') return 'suggestion'
  if (field === 'geo_shape') return 'geo-shape'
  return isRangeField(field) ? 'min-max' : 'default'
}

/**
 * A suggestion chip's text when the suggestion's name is not known (yet): the zip
 * or MLS number its id carries ('zip:78704' → '78704'), a city read from its slug
 * ('city:round-rock-tx' → 'Round Rock, TX'; links from before names were kept in
 * the URL), else `null`.
 *
 * @example
 * suggestionIdLabel('mls:ACT1234567')  // 'ACT1234567'
 * suggestionIdLabel('city:austin-tx') // 'Austin, TX'
 * suggestionIdLabel('area:21')         // null
 */
export function suggestionIdLabel(id: string): string | null {
  const match = /^(zip|mls):(.+)$/.exec(id)
  if (match) return match[2]!
  const city = /^city:([a-z0-9]+(?:-[a-z0-9]+)*)-([a-z]{2})$/.exec(id)
  if (!city) return null
  const words = city[1]!.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1))
  return `${words.join(' ')}, ${city[2]!.toUpperCase()}`
}

function fieldLabel(
  filter: SearchFilter,
  field: SearchFilterField,
  category: ChipCategory,
  definition: FilterFieldSchema | undefined,
): string | null {
  const title = definition?.title
  if (isRangeField(field) && (category === 'min-max' || category === 'range')) {
    const { min, max } = rangeBounds(filter, field)
    const unit = typeof definition?.['x-unit'] === 'string' ? definition['x-unit'] : undefined
    const text =
      category === 'range'
        ? chipLabel({ category, field, value: [min, max], unit })
        : chipLabel({ category, field, min, max, unit })
    // '1990+' alone does not say what it is; prices and unit-suffixed counts do.
    return text && !unit && field !== 'price_in_dollars' && title ? `${title}: ${text}` : text
  }
  const values = filterValues(filter, field)
  if (category === 'boolean') {
    const value = values.find((item): item is boolean => typeof item === 'boolean')
    return chipLabel({ category, field, label: title, value })
  }
  // Default chips show each value's option label ('Purchase' → 'For Sale'). Text is
  // shown as typed (a zip '78704' is not the number 78,704); numbers are formatted.
  const options = definition?.['x-options'] ?? []
  const parts = values.map(
    (value) =>
      options.find((option) => option.value === value)?.label ??
      (typeof value === 'string' ? value.trim() : formatChipValue(field, value)),
  )
  const text = parts.filter((part) => part !== '').join(', ')
  return text === '' ? null : text
}

/**
 * The chips for a filter: picked suggestions first (one chip each), then the shape,
 * then each chosen field in the filter view's order (then the schema's). A field at
 * its schema default, a field the schema does not have, and `hidden` ones get no
 * chip; suggestions and shapes always get one unless the schema hides them.
 *
 * @example
 * filterChips({ bedrooms: { min: 3 }, geo_shape: { value: polygon } }, austinSchema, { geoShapeOrigin: 'drawn' })
 * // [{ key: 'geo_shape', label: 'Custom Boundary', … }, { key: 'bedrooms', label: '3+ Beds', … }]
 */
export function filterChips(
  filter: SearchFilter,
  schema: FilterSchemaDocument,
  { view, suggestions, geoShapeOrigin }: FilterChipOptions = {},
): FilterChip[] {
  const chips: FilterChip[] = []
  const properties = schema.properties

  if (categoryOf('suggestion', properties.suggestion) === 'suggestion') {
    for (const id of filter.suggestion?.value ?? []) {
      const known = suggestions?.get(id)
      const label = (known ? chipLabel({ category: 'suggestion', suggestion: known }) : null) ?? suggestionIdLabel(id)
      const chip: FilterChip = {
        key: `suggestion:${id}`,
        field: 'suggestion',
        category: 'suggestion',
        label: '',
        suggestionId: id,
      }
      chips.push(
        label
          ? { ...chip, label }
          : { ...chip, label: properties.suggestion?.title ?? LOCATION_FALLBACK, pending: true },
      )
    }
  }
  if (filter.geo_shape && categoryOf('geo_shape', properties.geo_shape) === 'geo-shape') {
    const label = chipLabel({ category: 'geo-shape', origin: geoShapeOrigin }) as string
    chips.push({ key: 'geo_shape', field: 'geo_shape', category: 'geo-shape', label })
  }

  const ordered = [...new Set([...(view ? viewFields(view) : []), ...(Object.keys(properties) as SearchFilterField[])])]
  for (const field of ordered) {
    if (field === 'suggestion' || field === 'geo_shape' || !Object.hasOwn(properties, field)) continue
    if (!isChosenField(filter, schema, field)) continue
    const definition = properties[field]
    const category = categoryOf(field, definition)
    if (category === 'hidden' || category === 'suggestion' || category === 'geo-shape') continue
    const label = fieldLabel(filter, field, category, definition)
    if (label !== null) chips.push({ key: field, field, category, label })
  }
  return chips
}

/**
 * How many filters the visitor has applied: one per chip (each picked place, a drawn
 * shape, each chosen field), so the Filter button's badge counts what the chips show
 * and 'Clear Filters' is offered exactly when there is one.
 *
 * @example
 * appliedFilterCount({ bedrooms: { min: 2 }, suggestion: { value: ['area:5', 'zip:78704'] } }, austinSchema, austinView) // 3
 */
export function appliedFilterCount(
  filter: SearchFilter,
  schema: FilterSchemaDocument,
  view?: FilterViewDocument,
): number {
  return filterChips(filter, schema, view ? { view } : {}).length
}

/**
 * The filter without what a chip stands for: its suggestion id, or its field (back
 * to the schema default when there is one, see `resetFilterField`).
 *
 * @example
 * removeFilterChip({ bedrooms: { min: 3 } }, { key: 'bedrooms', field: 'bedrooms', category: 'min-max', label: '3+ Beds' }, austinSchema)
 * // {}
 */
export function removeFilterChip(filter: SearchFilter, chip: FilterChip, schema: FilterSchemaDocument): SearchFilter {
  if (chip.suggestionId !== undefined) return withoutSuggestion(filter, chip.suggestionId)
  return resetFilterField(filter, schema, chip.field)
}
