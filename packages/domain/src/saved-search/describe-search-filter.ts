import { formatNumber } from '../format/number.js'
import { formatPrice } from '../format/price.js'
import type { SearchFilter, SearchRange, SearchRangeField, SearchValueField } from '../search/search-query.js'
import type { SuggestionNameRecord } from '../search/suggestion-names-param.js'

// A saved search's filters in a shopper's words (its Info screen, its alert e-mails): one row per
// filter, labelled as the search form labels it, values as a listing card writes them, places by
// name (lists of places join with '; ', as a place's own name may hold a comma). Keys the search
// does not know are left out rather than shown raw.

/** One filter of a search, as a shopper reads it. */
export interface SearchFilterRow {
  /** The filter's key in the search query, e.g. `price_in_dollars`. */
  readonly key: string
  readonly label: string
  readonly value: string
}

const RANGE_LABELS: Record<SearchRangeField, string> = {
  price_in_dollars: 'Price',
  bedrooms: 'Beds',
  bathrooms: 'Baths',
  square_feet: 'Square Feet',
  lot_acre: 'Lot Size',
  year_built: 'Year Built',
}

const VALUE_LABELS: Record<Exclude<SearchValueField, 'id'>, string> = {
  purchase_type: 'For',
  type: 'Type',
  property_type: 'Property Type',
  listing_status: 'Status',
  city_state: 'City',
  zip: 'Zip Code',
}

const RANGE_FORMATS: Record<SearchRangeField, (value: number) => string> = {
  price_in_dollars: formatPrice,
  bedrooms: (value) => formatNumber(value),
  bathrooms: (value) => formatNumber(value),
  square_feet: (value) => `${formatNumber(value, { maximumFractionDigits: 0 })} sq. ft.`,
  lot_acre: (value) => `${formatNumber(value)} acres`,
  // A year has no thousands separator.
  year_built: (value) => String(Math.round(value)),
}

/**
 * A range in words: both bounds 'a – b' (one bound 'a' when they are equal), only a minimum
 * 'a or more', only a maximum 'Up to b'.
 *
 * @example
 * describeRange('price_in_dollars', { min: 300000, max: 500000 }) // '$300,000 – $500,000'
 * describeRange('bedrooms', { min: 3 })                          // '3 or more'
 */
export function describeRange(field: SearchRangeField, range: SearchRange): string {
  const format = RANGE_FORMATS[field]
  const { min, max } = range
  if (min !== undefined && max !== undefined) return min === max ? format(min) : `${format(min)} – ${format(max)}`
  if (min !== undefined) return `${format(min)} or more`
  return max !== undefined ? `Up to ${format(max)}` : ''
}

function listOf(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value]
  return values.filter((item) => item !== null && item !== undefined && String(item) !== '').map(String)
}

/**
 * Each filter of a search in a shopper's words, in the search form's order: ranges, then the
 * kinds of home, then places (picked suggestions by their `names`, cities, zip codes) and a
 * drawn area.
 *
 * @example
 * describeSearchFilter({ bedrooms: { min: 3 }, suggestion: { value: ['area:12'] } }, { 'area:12': 'Mueller' })
 * // [{ key: 'bedrooms', label: 'Beds', value: '3 or more' }, { key: 'suggestion', label: 'Places', value: 'Mueller' }]
 */
export function describeSearchFilter(filter: SearchFilter, names: SuggestionNameRecord = {}): SearchFilterRow[] {
  const rows: SearchFilterRow[] = []
  for (const field of Object.keys(RANGE_LABELS) as SearchRangeField[]) {
    const range = filter[field]
    const value = range ? describeRange(field, range) : ''
    if (value) rows.push({ key: field, label: RANGE_LABELS[field], value })
  }
  for (const field of ['purchase_type', 'type', 'property_type', 'listing_status'] as const) {
    const values = listOf(filter[field]?.value)
    if (values.length > 0) rows.push({ key: field, label: VALUE_LABELS[field], value: values.join(', ') })
  }
  const places = listOf(filter.suggestion?.value).map((id) => names[id] ?? 'A place picked on the search')
  if (places.length > 0) rows.push({ key: 'suggestion', label: 'Places', value: [...new Set(places)].join('; ') })
  const cities = listOf(filter.city_state?.value)
  if (cities.length > 0) rows.push({ key: 'city_state', label: VALUE_LABELS.city_state, value: cities.join('; ') })
  const zips = listOf(filter.zip?.value)
  if (zips.length > 0) rows.push({ key: 'zip', label: VALUE_LABELS.zip, value: zips.join(', ') })
  const ids = listOf(filter.id?.value)
  if (ids.length > 0) rows.push({ key: 'id', label: 'Homes', value: `${formatNumber(ids.length)} chosen homes` })
  if (filter.geo_shape) rows.push({ key: 'geo_shape', label: 'Map Area', value: 'An area drawn on the map' })
  return rows
}
