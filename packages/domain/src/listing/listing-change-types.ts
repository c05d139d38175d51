// The change log's shapes, in a module of their own (it imports nothing): the Listing type names
// `price_history`, and the rules that make and read these records import the Listing's statuses.

/**
 * What a change record says happened to a listing: it was `listed` (first stored), its list
 * `price` changed, its `status` moved on (Active -> Pending -> Sold), it was `withdrawn` from the
 * market, or it came `back_on_market` (a pending deal fell through, or a withdrawn listing returned).
 */
export type ListingChangeKind = 'listed' | 'price' | 'status' | 'withdrawn' | 'back_on_market'

/**
 * One side of a change: the listing's status and the price that goes with it (the list price, or
 * the closing price once the status is a closed one).
 */
export type ListingChangeValue = { status: string; price: number | null }

/**
 * One line of a listing's price and status history as the API sends it (`price_history`, newest
 * first): when, what kind of change, and the values before and after. A hidden price is null.
 */
export type PriceHistoryEntry = {
  date: string
  kind: ListingChangeKind
  old: ListingChangeValue | null
  new: ListingChangeValue | null
}
