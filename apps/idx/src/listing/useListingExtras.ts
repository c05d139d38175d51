import { normalizeCached, type TypedDocument } from '@idx/api-client/react'
import type { ListingHistoryEntry, ShowingDataSection } from '@idx/domain'
import { useCallback, useMemo } from 'react'
import type { SiteApi } from '@idx/app-shell'

/** The records of a list document (`GET listings/{id}/history`, `…/showing_data`), in order. */
function listRecords<T>(document: TypedDocument<T[]> | undefined): T[] | undefined {
  if (!document) return undefined
  const { data } = normalizeCached(document)
  // A server that sends one resource where a list is due still gives a list of one.
  return Array.isArray(data) ? data : data ? [data] : []
}

/**
 * The listing's earlier closings (`GET listings/{id}/history`, 'Sold History' / 'Leased
 * History'), asked for together with the listing rather than after it. `undefined` until they
 * arrive, and when they cannot be read: the section is left out then, as for a listing with none.
 * The slice sends the tab's unlock tokens with it and refetches it after an unlock, so a
 * password-protected listing's sold prices appear once it is unlocked.
 */
export function useListingHistory(api: SiteApi, listingId: string): readonly ListingHistoryEntry[] | undefined {
  const { data } = api.useGetHistoryQuery(listingId, { skip: listingId === '' })
  return useMemo(() => listRecords(data), [data])
}

/** The 'MLS +' panel's sections: loading (`undefined`), here, or failed with a retry. */
export type ShowingDataLoad =
  | { state: 'loading' }
  | { state: 'ready'; sections: readonly ShowingDataSection[] }
  | { state: 'error'; retry: () => void }

/**
 * The showing data of `GET listings/{id}/showing_data`, fetched only once `wanted` (the agent
 * pressed 'MLS +'): most visitors never open it, and it is the agent's, not the page's.
 */
export function useShowingData(api: SiteApi, listingId: string, wanted: boolean): ShowingDataLoad {
  const query = api.useGetShowingDataQuery(listingId, { skip: !wanted || listingId === '' })
  const { refetch } = query
  const retry = useCallback(() => void refetch(), [refetch])
  const sections = useMemo(() => listRecords(query.currentData), [query.currentData])
  if (sections) return { state: 'ready', sections }
  if (query.isError && !query.isFetching) return { state: 'error', retry }
  return { state: 'loading' }
}
