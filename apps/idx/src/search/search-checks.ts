import { use } from 'react'
import type { readMarketFilters, searchQueryFromUrlParams } from '@idx/domain'

/** The checks of search-checks-module.ts: the URL's search and a market's filter documents. */
export type SearchChecks = {
  searchQueryFromUrlParams: typeof searchQueryFromUrlParams
  readMarketFilters: typeof readMarketFilters
}

// React's `use` reads a promise marked fulfilled at once, without suspending; it marks those it
// tracks itself the same way (status and value), so this one answers synchronously once loaded.
type TrackedPromise = Promise<SearchChecks> & { status?: 'fulfilled'; value?: SearchChecks }

let loading: TrackedPromise | null = null

/**
 * Loads the search screen's checks (once). The search screen's lazy module loads them beside its
 * own chunk, so a page hydrates with them in, after its server-rendered first paint; a failed
 * load is tried again on the next call.
 */
export function loadSearchChecks(): Promise<SearchChecks> {
  if (loading) return loading
  const promise: TrackedPromise = import('./search-checks-module.js').then(
    (module) => {
      promise.status = 'fulfilled'
      promise.value = module
      return module
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  loading = promise
  return promise
}

/**
 * The search screen's checks, suspending the component until their chunk is in (at once when it
 * is, as after the search screen's preload).
 *
 * @example
 * const { searchQueryFromUrlParams } = useSearchChecks()
 */
export function useSearchChecks(): SearchChecks {
  return use(loadSearchChecks())
}
