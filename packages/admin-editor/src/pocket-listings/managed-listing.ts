// The Listings Manager's rows as plain data, and how they become the search map's clusters: one
// price marker per placed listing, so the map shows exactly the page of results beside it.
import { DEFAULT_MAP_CENTER, MAP_ZOOM } from '@idx/domain'
import type { Cluster, GeoPoint, Listing } from '@idx/domain'

/** One pocket listing as the manager shows it (the host maps `pocket-listings` resources to this). */
export interface ManagedListing {
  /** The pocket listing's id (the API's `pocket-listings` id). */
  readonly id: string
  /** The street address in one line, e.g. '1200 Barton Springs Rd, Austin, TX 78704'. */
  readonly address: string
  /** The listing's title, when it has one; shown under the address. */
  readonly title?: string | null
  /** Its agents' names ('Ezra Roberts, Ana Diaz'), for an administrator who sees every agent's listings. */
  readonly agent_names?: string | null
  /** The asking price; null shows 'N/A'. */
  readonly price_in_dollars: number | null
  /** False: visitors see no price (the manager shows it, marked). Default true. */
  readonly disclose_price?: boolean
  /** One of the five statuses (Coming Soon, Active, Pending, Sold, Leased/Rented). */
  readonly listing_status: string
  /** The cover photo's thumbnail; null: none yet. */
  readonly photo_url: string | null
  /** Where the listing stands; null (either) keeps it off the map, counted under it. */
  readonly latitude: number | null
  /** See `latitude`. */
  readonly longitude: number | null
  /** The wizard's edit page (`cms/listings/{id}/edit`). */
  readonly edit_href: string
}

/** A market of the site, for the picker. */
export interface ManagedListingsMarket {
  /** The market's id, as `filter[market_id]` takes it. */
  readonly id: string
  /** The picker's option text. */
  readonly market_name: string
  /** The market's centre: where the map looks first. */
  readonly latitude?: number | null
  /** See `latitude`. */
  readonly longitude?: number | null
}

/** Whether a listing can stand on the map. */
export function isPlaced(listing: ManagedListing): listing is ManagedListing & { latitude: number; longitude: number } {
  return (
    typeof listing.latitude === 'number' &&
    typeof listing.longitude === 'number' &&
    Number.isFinite(listing.latitude) &&
    Number.isFinite(listing.longitude)
  )
}

/**
 * The search map's clusters for a page of managed listings: one per placed listing, carrying the
 * fields the price marker and its popup read.
 *
 * @example
 * managedListingClusters([{ id: '7', latitude: 30.26, longitude: -97.77, price_in_dollars: 450000, … }])
 * // [{ centroid: { lat: 30.26, lng: -97.77 }, document_count: 1, listings: [{ id: '7', price_in_dollars: 450000, … }] }]
 */
export function managedListingClusters(listings: readonly ManagedListing[]): Cluster[] {
  return listings.filter(isPlaced).map((listing) => {
    const point: GeoPoint = { lat: listing.latitude, lng: listing.longitude }
    const mapListing: Listing = {
      id: listing.id,
      title: listing.title || listing.address,
      subtitle: listing.title ? listing.address : null,
      latitude: listing.latitude,
      longitude: listing.longitude,
      price_in_dollars: listing.price_in_dollars,
      listing_status: listing.listing_status,
      cover_photo_url: listing.photo_url,
      photo_urls: listing.photo_url ? [listing.photo_url] : [],
    }
    return {
      centroid: point,
      bounding_box: { top_left: point, bottom_right: point },
      document_count: 1,
      hit_count: 1,
      listings: [mapListing],
    }
  })
}

/**
 * Where the manager's map looks first, at the default zoom (10): the chosen market's centre, else
 * the first placed listing, else the app's default centre.
 */
export function managedListingsMapCenter(
  market: ManagedListingsMarket | undefined,
  listings: readonly ManagedListing[],
): { center: GeoPoint; zoom: number } {
  const zoom = MAP_ZOOM.default
  if (market && typeof market.latitude === 'number' && typeof market.longitude === 'number') {
    return { center: { lat: market.latitude, lng: market.longitude }, zoom }
  }
  const placed = listings.find(isPlaced)
  if (placed) return { center: { lat: placed.latitude, lng: placed.longitude }, zoom }
  return { center: { lat: DEFAULT_MAP_CENTER[0], lng: DEFAULT_MAP_CENTER[1] }, zoom }
}
