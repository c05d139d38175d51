import type { Json } from '../db/schema.js'

/** One agent of a pocket listing (migration 0033), in the order the form chose them. */
export interface PocketListingAgentsTable {
  listing_id: number
  agent_id: number
  position: number
}

/**
 * What only the Listings Manager reads back of a pocket listing (`listings.pocket_details`): the
 * form's own title and subtitle (blank when the address is the title) and the photos' upload
 * Locations in their order (`listings.photo_keys` holds their keys).
 */
export interface PocketDetails {
  title: string
  subtitle: string
  photo_urls: string[]
}

/** The pocket-listing columns of `listings` (migration 0033); null or false on a feed's listing. */
export interface PocketListingColumns {
  pocket: boolean
  is_pocket: boolean | null
  require_photos: boolean | null
  created_by_user_id: number | null
  pocket_details: Json<PocketDetails> | null
}

/** The tables pocket-listings/ owns, as the composed `Database` (src/database.ts) lists them. */
export interface PocketListingsTables {
  pocket_listing_agents: PocketListingAgentsTable
}
