import { POCKET_LISTING_TYPE } from './pocket-listing-schemas.js'
import type { PocketListingAttributesInput } from './pocket-listing-input.js'
import { pocketDetailsOf, type PocketListingRow } from './pocket-listings.repository.js'

type Agent = { id: number; full_name: string }

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/**
 * A pocket listing as the form reads it back: the stored row in the form's fields (its own title
 * and subtitle, not the address shown in their place), with its agents, photos and their
 * thumbnails, and the visitor page it became.
 */
export function pocketListingResource(
  row: PocketListingRow,
  agents: readonly Agent[],
  previews: Record<string, string>,
) {
  const details = pocketDetailsOf(row)
  const { type, ...values } = formValuesOf(row)
  return {
    type: POCKET_LISTING_TYPE,
    id: String(row.id),
    attributes: {
      ...values,
      // JSON:API reserves `type`: the listing's type is listing_type on the wire.
      listing_type: type,
      agent_ids: agents.map((agent) => agent.id),
      agents: [...agents],
      photo_urls: details.photo_urls,
      photo_previews: previews,
      market_id: row.market_id,
      listing_id: row.id,
      slug: row.slug,
      created_by_user_id: row.created_by_user_id,
      updated_at: iso(row.data_source_listing_updated_at)!,
    },
  }
}

/**
 * The stored listing in the form's fields, as a PATCH's attributes are laid over (agents and
 * photos included), so an update checks the whole listing it leaves.
 */
export function formValuesOf(row: PocketListingRow) {
  const details = pocketDetailsOf(row)
  return {
    data_source_name: row.data_source_name,
    price_in_dollars: row.price_in_dollars,
    disclose_price: row.disclose_price,
    type: row.type,
    property_type: row.property_type ?? '',
    purchase_type: row.purchase_type,
    listing_status: row.listing_status,
    rent_frequency: row.rent_frequency ?? '',
    street: row.street ?? '',
    city: row.city ?? '',
    state_code: row.state_code ?? '',
    zip: row.zip ?? '',
    description: row.description ?? '',
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    stories: row.stories,
    square_feet: row.square_feet,
    lot_acre: row.lot_acre,
    year_built: row.year_built,
    school_elementary: row.school_elementary ?? '',
    school_middle: row.school_middle ?? '',
    school_senior_high: row.school_senior_high ?? '',
    school_district: row.school_district ?? '',
    title: details.title,
    subtitle: details.subtitle,
    is_pocket: row.is_pocket ?? true,
    require_photos: row.require_photos ?? false,
    latitude: row.latitude,
    longitude: row.longitude,
  } satisfies PocketListingAttributesInput
}
