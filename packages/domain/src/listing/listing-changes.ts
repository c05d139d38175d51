import type { ListingChangeKind, ListingChangeValue } from './listing-change-types.js'
import { isForSale } from './status.js'

export type { ListingChangeKind, ListingChangeValue }

/** Every change kind, in the order a listing's life usually meets them. */
export const LISTING_CHANGE_KINDS = [
  'listed',
  'price',
  'status',
  'withdrawn',
  'back_on_market',
] as const satisfies readonly ListingChangeKind[]

/**
 * Statuses a feed sends for a listing that has left the market without selling. The five
 * canonical statuses never include them; a RESO feed does (StandardStatus Withdrawn, Canceled,
 * Expired, and Delete for a record removed at the source).
 */
export const OFF_MARKET_STATUSES = ['Withdrawn', 'Canceled', 'Cancelled', 'Expired', 'Delete', 'Deleted'] as const

/** The facts of a stored listing the change log follows. */
export type ListingChangeState = {
  listing_status: string
  price_in_dollars: number | null
  /** The closing price, shown with a Sold or Leased status. */
  sold_price_in_dollars?: number | null
}

/** One change record, before it gets its listing, time and source. */
export type ListingChange = {
  kind: ListingChangeKind
  /** Null for `listed`. */
  old_value: ListingChangeValue | null
  /** Null for a `withdrawn` listing that is no longer stored at all. */
  new_value: ListingChangeValue | null
}

const CLOSED_STATUSES: readonly string[] = ['Sold', 'Leased/Rented', 'Closed', 'Leased']

/** Whether `status` means the listing left the market unsold (see `OFF_MARKET_STATUSES`). */
export function isOffMarketStatus(status: string): boolean {
  return (OFF_MARKET_STATUSES as readonly string[]).includes(status)
}

function valueOf(state: ListingChangeState): ListingChangeValue {
  const closed = CLOSED_STATUSES.includes(state.listing_status)
  const price = closed ? (state.sold_price_in_dollars ?? state.price_in_dollars) : state.price_in_dollars
  return { status: state.listing_status, price: price ?? null }
}

// Back on market: from Pending or off the market to a status that is for sale again but not
// pending (Active, Coming Soon).
function isBackOnMarket(from: string, to: string): boolean {
  const wasOff = from === 'Pending' || isOffMarketStatus(from)
  return wasOff && isForSale(to) && to !== 'Pending'
}

function statusKind(from: string, to: string): ListingChangeKind {
  if (isOffMarketStatus(to)) return 'withdrawn'
  if (isBackOnMarket(from, to)) return 'back_on_market'
  return 'status'
}

/**
 * The change records a write makes: from the listing's stored state `before` (null: it was not
 * stored) to `after` (null: it is withdrawn, no longer stored). A status change comes before a
 * price change made in the same write; a write that changes neither makes none.
 *
 * @example
 * listingChanges(null, { listing_status: 'Active', price_in_dollars: 500000 })
 * // [{ kind: 'listed', old_value: null, new_value: { status: 'Active', price: 500000 } }]
 * listingChanges(
 *   { listing_status: 'Active', price_in_dollars: 500000 },
 *   { listing_status: 'Active', price_in_dollars: 485000 },
 * )
 * // [{ kind: 'price', old_value: { status: 'Active', price: 500000 }, new_value: { status: 'Active', price: 485000 } }]
 */
export function listingChanges(before: ListingChangeState | null, after: ListingChangeState | null): ListingChange[] {
  if (before === null) return after === null ? [] : [{ kind: 'listed', old_value: null, new_value: valueOf(after) }]
  const old = valueOf(before)
  if (after === null)
    return isOffMarketStatus(before.listing_status) ? [] : [{ kind: 'withdrawn', old_value: old, new_value: null }]
  const changes: ListingChange[] = []
  if (before.listing_status !== after.listing_status) {
    changes.push({
      kind: statusKind(before.listing_status, after.listing_status),
      old_value: old,
      new_value: valueOf(after),
    })
  }
  const listPriceBefore = before.price_in_dollars ?? null
  const listPriceAfter = after.price_in_dollars ?? null
  if (listPriceBefore !== listPriceAfter) {
    changes.push({
      kind: 'price',
      old_value: { status: after.listing_status, price: listPriceBefore },
      new_value: { status: after.listing_status, price: listPriceAfter },
    })
  }
  return changes
}
