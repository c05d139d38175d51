import type { Listing } from '../listing/types.js'

/**
 * The title a listing card can always show: the listing's title, else its street, else
 * 'MLS# …', else 'Listing'. It names the card for assistive technology and labels its detail link.
 *
 * @example
 * listingTitle({ id: '7', title: ' ', street: '9 Oak Ln' }) // '9 Oak Ln'
 * listingTitle({ id: '7', mls_number: 'ACT1' })             // 'MLS# ACT1'
 */
export function listingTitle(listing: Pick<Listing, 'title' | 'street' | 'mls_number'>): string {
  return (
    listing.title?.trim() || listing.street?.trim() || (listing.mls_number ? `MLS# ${listing.mls_number}` : 'Listing')
  )
}
