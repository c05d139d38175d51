import type { Listing, SearchQuery } from '@idx/domain'
import { useEffect, useRef } from 'react'
import { pageMetrics } from './page-metrics.js'
import { searchedPayload } from './searched-payload.js'

/**
 * Reports a listing opened (`viewedProperty` and `PropertyView`) once it has loaded: once per
 * listing shown by this screen, so a refetch (an unlock) or StrictMode's second effect run does
 * not report it again, while Previous / Next to another listing, or opening it again later, does.
 */
export function useListingMetrics(listing: Listing | null): void {
  const reported = useRef<string | null>(null)
  useEffect(
    function reportListingView() {
      if (listing === null || reported.current === String(listing.id)) return
      reported.current = String(listing.id)
      pageMetrics()?.listingViewed(listing)
    },
    [listing],
  )
}

/**
 * Reports the search on screen (`searched`) once its results are `settled`; the gate sends it 5 s
 * later unless another search comes first, and never the same search twice in a row.
 */
export function useSearchMetrics(query: SearchQuery, marketId: string | number | null, settled: boolean): void {
  useEffect(
    function reportSearch() {
      if (settled) pageMetrics()?.searched(searchedPayload(query, marketId, window.location))
    },
    [query, marketId, settled],
  )
}
