import { DATE_FORMATS } from '../format/date-formats.js'
import { formatDate } from '../format/date.js'
import type { FormatDateOptions } from '../format/date.js'
import { formatMoney } from '../format/money.js'
import type { Listing, ListingHistoryEntry } from './types.js'
import { isLeased } from './leased.js'

/**
 * The title of a listing's closing history: 'Leased History' for a leased listing (see
 * `isLeased`) or a lease, else 'Sold History'.
 *
 * @example
 * closedHistoryTitle({ purchase_type: 'Lease', listing_status: 'Active' }) // 'Leased History'
 */
export function closedHistoryTitle(
  listing: Pick<Listing, 'purchase_type' | 'listing_status' | 'canonical_listing_status'>,
): 'Sold History' | 'Leased History' {
  const lease = listing.purchase_type === 'Lease' || listing.purchase_type === 'Leased'
  return lease || isLeased(listing) ? 'Leased History' : 'Sold History'
}

/**
 * One line of the closing history: 'Closed on {date} for {sold price}', the date as
 * 'MMMM Do, YYYY' and the price as money ('N/A' when missing); `null` when the entry has no
 * readable closing date.
 *
 * @example
 * closedHistoryLine({ closing_date: '2021-06-15', sold_price_in_dollars: 410000 })
 * // 'Closed on June 15th, 2021 for $410,000'
 */
export function closedHistoryLine(entry: ListingHistoryEntry, options: FormatDateOptions = {}): string | null {
  const date = formatDate(entry.closing_date, DATE_FORMATS.long, options)
  if (date === '') return null
  return `Closed on ${date} for ${formatMoney(entry.sold_price_in_dollars)}`
}
