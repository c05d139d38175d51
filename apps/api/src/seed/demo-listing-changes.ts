import type { Insertable } from 'kysely'
import type { ListingChangesTable } from '../listings/index.js'
import { listingChangeRows, type RecordedListingState } from '../listings/index.js'
import type { ListingRow } from './demo-listings.js'
import type { SeededRandom } from '../random/seeded-random.js'

const DAY = 86_400_000

/** Shares of listings whose history holds more than the listing itself (see `demoListingChanges`). */
const SHARES = {
  /** Listings (for sale when they sold or went pending, or still) that had one or two price cuts. */
  priceCut: 0.3,
  /** Active listings that went pending and came back on the market (the deal fell through). */
  fellThrough: 0.05,
  /** Active listings that were withdrawn for a while, then came back. */
  withdrawnAndBack: 0.02,
}

type Step = { at: number; state: RecordedListingState }

/**
 * The change log of the demo market: every listing's `listed` record and, for a realistic share,
 * the price cuts, pending and closing dates, a deal that fell through (back on market) or a
 * withdrawal and return, ending in the listing as stored. Every date lies between the listing's
 * list date and its last update; a sale closes on its `closing_date` at its `sold_price_in_dollars`.
 * Draws only from `random` (its own stream), so the listings themselves are not disturbed.
 */
export function demoListingChanges(
  random: SeededRandom,
  listings: readonly ListingRow[],
): Insertable<ListingChangesTable>[] {
  const rows: Insertable<ListingChangesTable>[] = []
  for (const listing of listings) {
    const steps = stepsOf(random, listing)
    let before: RecordedListingState | null = null
    for (const { at, state } of steps) {
      rows.push(...listingChangeRows(before, state, { source: 'seed', at: new Date(at) }))
      before = state
    }
  }
  return rows
}

function stepsOf(random: SeededRandom, listing: ListingRow): Step[] {
  const id = listing.id
  const status = listing.listing_status
  const price = listing.price_in_dollars ?? null
  const updatedAt = listing.data_source_listing_updated_at.getTime()
  const final: RecordedListingState = {
    id,
    listing_status: status,
    price_in_dollars: price,
    sold_price_in_dollars: listing.sold_price_in_dollars ?? null,
  }
  // A coming-soon listing entered the feed at its last update; its list date is still ahead.
  if (status === 'Coming Soon') return [{ at: updatedAt, state: final }]
  const listedAt = dateOf(listing.listed_at) ?? updatedAt
  const closed = status === 'Sold' || status === 'Leased/Rented'
  const closingDay = closed ? dateOf(listing.closing_date) : null
  // Never after the record's last update (a sale closed that same morning).
  const closedAt = closingDay === null ? null : Math.min(closingDay, updatedAt)
  // When it stopped being simply for sale: the sale went pending before closing; a pending
  // listing went pending at its last update; an active one is still on the market.
  const pendingAt =
    closedAt !== null
      ? Math.max(listedAt + (closedAt - listedAt) / 2, closedAt - random.int(14, 45) * DAY)
      : status === 'Pending'
        ? updatedAt
        : null
  const marketEnd = pendingAt ?? updatedAt
  const span = marketEnd - listedAt

  const active = (listPrice: number | null, current = 'Active'): RecordedListingState => ({
    id,
    listing_status: current,
    price_in_dollars: listPrice,
  })
  const cuts = price !== null && span >= 14 * DAY && random.chance(SHARES.priceCut) ? random.int(1, 2) : 0
  // The asking price before each cut, oldest first: each cut took 2-6% off.
  const prices = [price]
  for (let i = 0; i < cuts; i += 1) prices.unshift(roundPrice(prices[0]! / random.float(0.94, 0.98)))
  const steps: Step[] = [{ at: listedAt, state: active(prices[0]!) }]
  for (let i = 1; i <= cuts; i += 1) {
    steps.push({ at: listedAt + Math.round((span * i) / (cuts + 1)), state: active(prices[i]!) })
  }

  const last = steps[steps.length - 1]!
  const room = marketEnd - last.at
  if (status === 'Active' && room >= 10 * DAY) {
    const interlude = random.chance(SHARES.fellThrough)
      ? 'Pending'
      : random.chance(SHARES.withdrawnAndBack)
        ? 'Withdrawn'
        : null
    if (interlude !== null) {
      const away = last.at + Math.round(room * random.float(0.2, 0.5))
      const back = away + Math.round((marketEnd - away) * random.float(0.4, 0.9))
      steps.push({ at: away, state: active(price, interlude) }, { at: back, state: active(price) })
    }
  }
  if (pendingAt !== null) steps.push({ at: pendingAt, state: active(price, 'Pending') })
  if (closedAt !== null) steps.push({ at: closedAt, state: final })
  return steps
}

/** Epoch milliseconds of a stored date or moment; a date-only value reads as noon UTC that day. */
function dateOf(value: Date | string | null | undefined): number | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value.getTime()
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T12:00:00Z`) : Date.parse(value)
}

function roundPrice(price: number): number {
  const step = price >= 1_000_000 ? 5000 : price >= 10_000 ? 1000 : 25
  return Math.round(price / step) * step
}
