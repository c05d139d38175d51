import type { ResoListing } from '@idx/domain'
import type { RecordedListingState } from '../../listings/index.js'

/** One step of a listing's life as its record tells it: from `before` to `after`, at `at`. */
export interface HistoryStep {
  before: RecordedListingState | null
  after: RecordedListingState
  at: Date
}

const CLOSED = new Set(['Sold', 'Leased/Rented'])

/**
 * The history of a listing the feed sends for the first time (not a return to the market), as
 * change-log steps. A listing already pending or closed when it first arrives (a first import of
 * an MLS, or a quick sale between two runs) lived through its listing, contract and close before
 * this site saw it; its record dates them: `ListingContractDate` with `OriginalListPrice` (or
 * `ListPrice`) is the listing, `PurchaseContractDate` the pending, `CloseDate` with `ClosePrice`
 * the sale. A step whose date the record lacks is left out; the last step is the record's own
 * state, at its date or else its ModificationTimestamp. A listing for sale is one step: listed,
 * at its ModificationTimestamp (when this site learnt of it), as before.
 *
 * @example
 * firstImportHistory(7, { listing_status: 'Sold', listed_at: '2026-01-05T00:00:00.000Z', closing_date: '2026-03-01', … })
 * // [{ before: null, after: { status Active, price 500000 }, at: 2026-01-05 }, { … Pending at PurchaseContractDate }, { … Sold at 2026-03-01 }]
 */
export function firstImportHistory(id: number, listing: ResoListing): HistoryStep[] {
  const final: RecordedListingState = {
    id,
    listing_status: listing.listing_status,
    price_in_dollars: listing.price_in_dollars,
    sold_price_in_dollars: listing.sold_price_in_dollars,
  }
  const modifiedAt = new Date(listing.data_source_listing_updated_at)
  const closed = CLOSED.has(listing.listing_status)
  if (!closed && listing.listing_status !== 'Pending') return [{ before: null, after: final, at: modifiedAt }]
  const reso = (listing.additional_details.reso ?? {}) as Record<string, unknown>
  const listedAt = dateOf(listing.listed_at)
  const pendingAt = dateOf(reso.PurchaseContractDate)
  const closedAt = dateOf(listing.closing_date)
  const states: { state: RecordedListingState; at: Date }[] = []
  if (listedAt) {
    const original = priceOf(reso.OriginalListPrice) ?? listing.price_in_dollars
    states.push({ state: { id, listing_status: 'Active', price_in_dollars: original }, at: listedAt })
  }
  if (closed && pendingAt) {
    states.push({ state: { id, listing_status: 'Pending', price_in_dollars: listing.price_in_dollars }, at: pendingAt })
  }
  states.push({ state: final, at: (closed ? closedAt : pendingAt) ?? modifiedAt })
  return states.map((step, i) => ({ before: i === 0 ? null : states[i - 1]!.state, after: step.state, at: step.at }))
}

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  const at = new Date(value)
  return Number.isNaN(at.getTime()) ? null : at
}

function priceOf(value: unknown): number | null {
  const price = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof price === 'number' && Number.isFinite(price) && price > 0 ? Math.round(price) : null
}
