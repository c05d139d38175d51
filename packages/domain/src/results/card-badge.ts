import { listingBadge } from '../listing/badge.js'
import { displayStatus, statusColorClass } from '../listing/status.js'
import type { StatusColorClass } from '../listing/status.js'

/** A listing card's status badge: its text and colour class. */
export type CardBadge = { text: string; color: StatusColorClass }

/**
 * The status badge of a listing card, or `null` for a listing without a
 * status: the text of `listingBadge` ('Featured', 'Just Listed', 'Leased' or
 * the status) in the colour of the status it stands for (green Active, yellow
 * Pending, light-red Sold, black otherwise), so 'Featured' is green and
 * 'Leased' light-red.
 *
 * @example
 * listingCardBadge({ listing_status: 'Active', broker_listing: true }) // { text: 'Featured', color: 'green' }
 * listingCardBadge({ listing_status: 'Coming Soon' })                 // { text: 'Coming Soon', color: 'black' }
 */
export function listingCardBadge(listing: Parameters<typeof listingBadge>[0]): CardBadge | null {
  const text = listingBadge(listing)
  return text === null ? null : { text, color: statusColorClass(displayStatus(listing)) }
}
