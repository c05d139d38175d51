import { fieldsetParameter, readFieldset } from '../jsonapi/sparse-fieldset.js'
import { listingAttributesSchema } from './listing-schemas.js'
import type { ListingRowsRead } from './listings.repository.js'
import type { ListingResourceType } from './listing-resource-type.js'

/** Every attribute a listing (or property) resource has: the names `fields[...]` may list. */
export const LISTING_ATTRIBUTES: ReadonlySet<string> = new Set(Object.keys(listingAttributesSchema.properties))

/**
 * The sparse fieldset of a listings request (`fields[listings]` or `fields[properties]`), or null
 * for every attribute; an attribute a listing does not have is a 400.
 */
export function readListingFieldset(params: Record<string, unknown>, type: ListingResourceType) {
  return readFieldset(params, type, LISTING_ATTRIBUTES, type === 'listings' ? 'listing' : 'property')
}

export { fieldsetParameter }

/** The attributes made from a listing's long columns (seo's texts are cut from the description). */
const LONG_ATTRIBUTES = ['description', 'additional_details', 'realstaq_details', 'seo']

/**
 * How much of the listings' rows a fieldset needs: 'brief' when it shows none of the attributes
 * made from the long columns, so they are never read (see ListingRowsRead).
 *
 * @example
 * rowsReadFor(new Set(['title', 'price_in_dollars'])) // 'brief'
 * rowsReadFor(null)                                   // 'full'
 */
export function rowsReadFor(fields: ReadonlySet<string> | null): ListingRowsRead {
  return fields !== null && LONG_ATTRIBUTES.every((name) => !fields.has(name)) ? 'brief' : 'full'
}
