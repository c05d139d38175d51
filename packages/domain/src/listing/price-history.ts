import { DATE_FORMATS } from '../format/date-formats.js'
import { formatDate, type FormatDateOptions } from '../format/date.js'
import { formatMoney } from '../format/money.js'
import type { PriceHistoryEntry } from './listing-change-types.js'

export type { PriceHistoryEntry }

/** A history line as the page shows it: date, event and price, each as text. */
export type PriceHistoryRow = {
  date: string
  /** 'Listed', 'Price cut', 'Price increase', 'Pending', 'Sold', 'Withdrawn', 'Back on market'… */
  event: string
  /** For a price change, the change with its share of the old price: '-$15,000 (3.0%)'. */
  change: string | null
  /** The price after the event ('N/A' when hidden or unknown). */
  price: string
}

const STATUS_EVENTS: Readonly<Record<string, string>> = {
  'Coming Soon': 'Coming soon',
  Active: 'Active',
  Pending: 'Pending',
  Sold: 'Sold',
  Closed: 'Sold',
  'Leased/Rented': 'Leased',
  Leased: 'Leased',
}

function priceChange(old: number | null, next: number | null): { event: string; change: string | null } {
  if (old === null || next === null || old === 0) return { event: 'Price change', change: null }
  const delta = next - old
  const percent = `${((Math.abs(delta) / old) * 100).toFixed(1)}%`
  const amount = formatMoney(Math.abs(delta))
  return delta < 0
    ? { event: 'Price cut', change: `-${amount} (${percent})` }
    : { event: 'Price increase', change: `+${amount} (${percent})` }
}

/**
 * The words of one history line. Dates read as the Sold History's do ('MMMM Do, YYYY'); a
 * price the API withheld reads 'N/A' and a price change without both prices says only
 * 'Price change', so nothing hints at a hidden amount.
 *
 * @example
 * priceHistoryRow({ date: '2026-03-02T15:00:00Z', kind: 'price',
 *   old: { status: 'Active', price: 500000 }, new: { status: 'Active', price: 485000 } })
 * // { date: 'March 2nd, 2026', event: 'Price cut', change: '-$15,000 (3.0%)', price: '$485,000' }
 */
export function priceHistoryRow(entry: PriceHistoryEntry, options: FormatDateOptions = {}): PriceHistoryRow {
  const date = formatDate(entry.date, DATE_FORMATS.long, options)
  const price = formatMoney(entry.new?.price ?? entry.old?.price ?? null)
  switch (entry.kind) {
    case 'listed':
      return { date, event: 'Listed', change: null, price }
    case 'price':
      return {
        date,
        ...priceChange(entry.old?.price ?? null, entry.new?.price ?? null),
        price: formatMoney(entry.new?.price ?? null),
      }
    case 'withdrawn':
      return { date, event: 'Withdrawn', change: null, price }
    case 'back_on_market':
      return { date, event: 'Back on market', change: null, price }
    case 'status': {
      const status = entry.new?.status ?? ''
      return { date, event: STATUS_EVENTS[status] ?? status, change: null, price }
    }
  }
}
