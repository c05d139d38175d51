import { priceHistoryRow } from '@idx/domain'
import type { PriceHistoryEntry } from '@idx/domain'
import { useId } from 'react'
import type { SectionHeadingLevel } from './ListingSections.js'
import { PRICE_HISTORY_ERROR, PRICE_HISTORY_LOADING, PRICE_HISTORY_TITLE } from './messages.js'

/** Where the history is: still coming, failed to come, or here (possibly empty). */
export type PriceHistoryState = 'loading' | 'error' | 'ready'

export interface PriceHistorySectionProps {
  /** The listing's `price_history`, newest first. */
  history: readonly PriceHistoryEntry[] | null | undefined
  state?: PriceHistoryState
  /** The zone dates are read in (the page's); the viewer's when absent. */
  timeZone?: string
  level: SectionHeadingLevel
}

/**
 * 'Price and status history': a table of date, event (Listed, Price cut / Price increase with the
 * change, Pending, Sold, Withdrawn, Back on market) and price, newest first, beside Sold History.
 * Nothing when the listing has no recorded change, as Sold History shows nothing without closings.
 */
export function PriceHistorySection({ history, state = 'ready', timeZone, level }: PriceHistorySectionProps) {
  const titleId = useId()
  const Heading = `h${level}` as const
  const entries = history ?? []
  if (state === 'ready' && entries.length === 0) return null
  const options = timeZone ? { zone: timeZone } : {}
  return (
    <section className="idx-detail__section" aria-labelledby={titleId} aria-busy={state === 'loading' || undefined}>
      <Heading id={titleId} className="idx-detail__section-title">
        {PRICE_HISTORY_TITLE}
      </Heading>
      {state === 'loading' ? <p className="idx-detail__meta">{PRICE_HISTORY_LOADING}</p> : null}
      {state === 'error' ? (
        <p className="idx-detail__meta" role="alert">
          {PRICE_HISTORY_ERROR}
        </p>
      ) : null}
      {state === 'ready' ? (
        <table className="idx-detail__history" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Event</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => {
              const row = priceHistoryRow(entry, options)
              return (
                <tr key={`${entry.date}-${entry.kind}-${index}`}>
                  <td>{row.date}</td>
                  <td>
                    {row.event}
                    {row.change ? <span className="idx-detail__meta"> {row.change}</span> : null}
                  </td>
                  <td>{row.price}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}
