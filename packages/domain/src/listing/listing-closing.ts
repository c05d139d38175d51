import { DATE_FORMATS } from '../format/date-formats.js'
import { formatDate } from '../format/date.js'
import type { FormatDateOptions } from '../format/date.js'
import { formatMoney } from '../format/money.js'
import { toFiniteNumber } from '../format/to-finite-number.js'
import type { Listing, ListingHistoryEntry } from './types.js'
import { isLeased } from './leased.js'
import { displayStatus } from './status.js'

/** How a closed listing says it closed: when, and for how much where the feed shows it. */
export type ListingClosing = {
  /** 'Sold', or 'Leased' for a lease. */
  verb: 'Sold' | 'Leased'
  /** The closing date as 'MMMM Do, YYYY'. */
  date: string
  /** The sold price as money, or null where the feed withholds it (`disclose_price` false, no price). */
  price: string | null
  /** 'Sold on July 28th, 2026 for $620,000', or without ' for …' when the price is withheld. */
  text: string
}

type ClosingFields = Pick<
  Listing,
  | 'listing_status'
  | 'canonical_listing_status'
  | 'purchase_type'
  | 'closing_date'
  | 'sold_price_in_dollars'
  | 'disclose_price'
>

/**
 * When a Sold (or leased) listing closed, from its own `closing_date` and `sold_price_in_dollars`,
 * so the page says it even when the feed sends no history rows. The price shows only where the
 * feed allows it: not with `disclose_price` false, and not when it is missing or 0. `null` for a
 * listing that is not closed or has no readable closing date.
 *
 * @example
 * listingClosing({ listing_status: 'Sold', closing_date: '2026-07-28', sold_price_in_dollars: 620000 })
 * // { verb: 'Sold', date: 'July 28th, 2026', price: '$620,000', text: 'Sold on July 28th, 2026 for $620,000' }
 */
export function listingClosing(listing: ClosingFields, options: FormatDateOptions = {}): ListingClosing | null {
  const status = displayStatus(listing)
  const leased = isLeased(listing) || status === 'Leased' || status === 'Rented' || status === 'Leased/Rented'
  if (status !== 'Sold' && !leased) return null
  const date = formatDate(listing.closing_date, DATE_FORMATS.long, options)
  if (date === '') return null
  const amount = toFiniteNumber(listing.sold_price_in_dollars)
  const price = listing.disclose_price !== false && amount !== null && amount > 0 ? formatMoney(amount) : null
  const verb = leased ? 'Leased' : 'Sold'
  return { verb, date, price, text: price ? `${verb} on ${date} for ${price}` : `${verb} on ${date}` }
}

/**
 * The closing history a page lists: the listing's own closing (see `listingClosing`) first, then
 * the earlier closings as the feed sent them, without repeating one that has the listing's
 * own closing date. So a Sold listing's history is never empty, even without history rows.
 *
 * @example
 * closingHistory({ listing_status: 'Sold', closing_date: '2026-07-28', sold_price_in_dollars: 620000 },
 *   [{ closing_date: '2018-07-15', sold_price_in_dollars: 421000 }])
 * // [{ closing_date: '2026-07-28', sold_price_in_dollars: 620000 }, { closing_date: '2018-07-15', … }]
 */
export function closingHistory(
  listing: ClosingFields & Pick<Listing, 'mls_number'>,
  history: readonly ListingHistoryEntry[] | null | undefined,
): ListingHistoryEntry[] {
  const earlier = [...(history ?? [])]
  if (listingClosing(listing) === null) return earlier
  const own: ListingHistoryEntry = {
    mls_number: listing.mls_number ?? null,
    closing_date: listing.closing_date ?? null,
    // The history line writes 'N/A' for a withheld price, as the feed's own rows do.
    sold_price_in_dollars: listing.disclose_price === false ? null : (listing.sold_price_in_dollars ?? null),
  }
  const ownDay = dayOf(own.closing_date)
  return [own, ...earlier.filter((entry) => dayOf(entry.closing_date) !== ownDay)]
}

/** 'YYYY-MM-DD' of an ISO date or date-time ('' when missing), for comparing closings by day. */
function dayOf(date: string | null | undefined): string {
  return (date ?? '').slice(0, 10)
}
