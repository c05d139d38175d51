import { APP_ROOT } from '../routes/app-root.js'
import { isAddressUndisclosed } from '../listing/address.js'
import type { Listing } from '../listing/types.js'

/** What `listingPublicSlug` reads of a listing (an API row has the same fields). */
export type ListingSlugSource = Pick<Listing, 'slug' | 'disclose_address' | 'street' | 'city' | 'state_code' | 'zip'>

/** The slug of a listing that has neither a usable slug nor a city to build one from. */
const FALLBACK_SLUG = 'listing'

/**
 * Lower-case words of `text` joined by '-': accents dropped, anything else that is not a letter or
 * digit is a separator.
 *
 * @example
 * slugify('Undisclosed Address Austin TX 78704') // 'undisclosed-address-austin-tx-78704'
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * The slug a listing's public links carry. A stored slug usually starts with the street, so a
 * listing that hides its address (`disclose_address` false, or the street 'Undisclosed Address')
 * gets one built from 'undisclosed address' and its city, state and zip instead.
 *
 * @example
 * listingPublicSlug({ slug: '7-main-st-austin-tx-78704', disclose_address: true })
 * // '7-main-st-austin-tx-78704'
 * listingPublicSlug({ slug: '7-main-st-austin-tx-78704', disclose_address: false, city: 'Austin', state_code: 'TX', zip: '78704' })
 * // 'undisclosed-address-austin-tx-78704'
 */
export function listingPublicSlug(listing: ListingSlugSource): string {
  if (listing.disclose_address === false || isAddressUndisclosed(listing)) {
    const parts = ['undisclosed address', listing.city, listing.state_code, listing.zip].filter((part) => part)
    return slugify(parts.join(' ')) || FALLBACK_SLUG
  }
  return listing.slug?.trim() || FALLBACK_SLUG
}

/**
 * The path of a listing's full page in the idx app, `/app/listing/{slug}/{id}`: the JSON:API
 * `links.full`, the canonical URL of the page and the sitemap's entries. Pass the public slug
 * (`listingPublicSlug`); both segments are URL-encoded.
 *
 * @example
 * listingFullPath({ id: 7, slug: '7-main-st-austin-tx-78704' }) // '/app/listing/7-main-st-austin-tx-78704/7'
 */
export function listingFullPath(listing: { id: string | number; slug: string }): string {
  return `${APP_ROOT}listing/${encodeURIComponent(listing.slug)}/${encodeURIComponent(String(listing.id))}`
}

/**
 * The short path of a listing, `/app/l/{id}` (the JSON:API `links.short`).
 *
 * @example
 * listingShortPath(7) // '/app/l/7'
 */
export function listingShortPath(id: string | number): string {
  return `${APP_ROOT}l/${encodeURIComponent(String(id))}`
}
