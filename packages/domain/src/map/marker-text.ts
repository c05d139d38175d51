import { abbreviatePrice } from '../format/price-abbreviation.js'
import { formatCount } from '../format/number.js'
import type { Listing } from '../listing/types.js'

/** Counts from this size up are shortened on a cluster marker ('12.3K'); its label keeps the exact count. */
export const CLUSTER_COUNT_COMPACT_FROM = 10_000

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumSignificantDigits: 3 })

function listings(count: number): string {
  return count === 1 ? '1 listing' : `${formatCount(count)} listings`
}

function joinParts(parts: readonly (string | null | undefined)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(', ')
}

/**
 * What a cluster marker shows: its count, grouped ('1,234'), shortened from 10,000 up so it fits
 * the bubble ('12.3K', '1.23M').
 *
 * @example
 * clusterMarkerText(1234)  // '1,234'
 * clusterMarkerText(12345) // '12.3K'
 */
export function clusterMarkerText(count: number): string {
  return count >= CLUSTER_COUNT_COMPACT_FROM ? compact.format(count) : formatCount(count)
}

/**
 * The accessible name of a cluster marker: the exact count and what activating it does.
 *
 * @example
 * clusterMarkerLabel(12345) // '12,345 listings in this area. Zoom in'
 */
export function clusterMarkerLabel(count: number): string {
  return `${listings(count)} in this area. Zoom in`
}

/**
 * What a single listing's marker shows: the abbreviated price, or 'N/A' without one.
 *
 * @example
 * listingMarkerText({ price_in_dollars: 450000 }) // '$450K'
 * listingMarkerText({ price_in_dollars: null })   // 'N/A'
 */
export function listingMarkerText(listing: Pick<Listing, 'price_in_dollars'>): string {
  return abbreviatePrice(listing.price_in_dollars)
}

/**
 * The accessible name of a listing marker: price, then title and subtitle (its address).
 *
 * @example
 * listingMarkerLabel({ price_in_dollars: 450000, title: '1 Test St', subtitle: 'Austin, TX 78704' })
 * // '$450K, 1 Test St, Austin, TX 78704'
 */
export function listingMarkerLabel(listing: Pick<Listing, 'price_in_dollars' | 'title' | 'subtitle'>): string {
  return joinParts([listingMarkerText(listing), listing.title, listing.subtitle])
}

/** What a saved listing's marker adds to its name: sight-impaired users hear what the heart shows. */
export const SAVED_MARKER_SUFFIX = 'Saved'

/**
 * The accessible name of a saved listing's marker: its name, then that it is saved.
 *
 * @example
 * savedListingMarkerLabel('$450K, 1 Test St, Austin, TX 78704') // '$450K, 1 Test St, Austin, TX 78704, Saved'
 */
export function savedListingMarkerLabel(label: string): string {
  return joinParts([label, SAVED_MARKER_SUFFIX])
}

/**
 * The accessible name of a multi-listing marker some of whose listings are saved: its name, then
 * how many of them.
 *
 * @example
 * savedMultiListingMarkerLabel('4 listings at 100 Congress Ave #1', 1) // '4 listings at 100 Congress Ave #1, 1 saved'
 */
export function savedMultiListingMarkerLabel(label: string, savedCount: number): string {
  return savedCount > 0 ? joinParts([label, `${formatCount(savedCount)} saved`]) : label
}

/**
 * What a marker standing for several listings at one spot shows (a building's units).
 *
 * @example
 * multiListingMarkerText(3) // '3 listings'
 */
export function multiListingMarkerText(count: number): string {
  return `${formatCount(count)} listings`
}

/**
 * The accessible name of a multi-listing marker: the count and the first listing's address.
 *
 * @example
 * multiListingMarkerLabel([{ title: '100 Congress Ave #1', subtitle: 'Austin, TX 78701' }, …3 more])
 * // '4 listings at 100 Congress Ave #1, Austin, TX 78701'
 */
export function multiListingMarkerLabel(group: readonly Pick<Listing, 'title' | 'subtitle'>[]): string {
  const first = group[0]
  const where = joinParts([first?.title, first?.subtitle])
  return where ? `${multiListingMarkerText(group.length)} at ${where}` : multiListingMarkerText(group.length)
}
