import type { PocketListingFormValues } from '@idx/domain'

// Pocket listings as the Listings Manager reads them (the wire shapes are apps/api/README.md,
// "Pocket listings"): the list, one listing with its agents, photos and position.

/** The JSON:API type of a pocket listing. */
export const POCKET_LISTING_TYPE = 'pocket-listings'

/** One agent of a pocket listing, as the agent picker shows them. */
export interface PocketListingAgent {
  readonly id: number
  readonly full_name: string
}

/**
 * A pocket listing as `GET pocket_listings/{id}` answers: the form's fields, its agents, its
 * position, the visitor page it became (`listing_id`, `slug`) and thumbnails of its photos
 * (`photo_previews`, each upload Location to a short-lived preview URL).
 */
export interface PocketListingRecord extends Omit<
  PocketListingFormValues,
  | 'agents'
  | 'photo_urls'
  | 'bedrooms'
  | 'bathrooms'
  | 'stories'
  | 'square_feet'
  | 'lot_acre'
  | 'year_built'
  | 'price_in_dollars'
> {
  readonly id: string
  readonly price_in_dollars: number | null
  readonly bedrooms: number | null
  readonly bathrooms: number | null
  readonly stories: number | null
  readonly square_feet: number | null
  readonly lot_acre: number | null
  readonly year_built: number | null
  readonly photo_urls: readonly string[]
  readonly photo_previews?: Readonly<Record<string, string>>
  readonly agents: readonly PocketListingAgent[]
  readonly latitude: number | null
  readonly longitude: number | null
  readonly market_id: number | null
  readonly listing_id?: number | string | null
  readonly slug?: string | null
  readonly updated_at?: string
}

/** Where an address is, as `GET pocket_listings/position` places it from the market's own listings. */
export interface PocketListingPosition {
  readonly latitude: number
  readonly longitude: number
  /** How closely: on the street itself, the zip code's middle, or the city's. */
  readonly precision: 'street' | 'zip' | 'city'
}
