import type { JsonApiResource } from '@idx/api-client'
import { normalizeCached, type TypedDocument } from '@idx/api-client/react'
import type { Listing } from '@idx/domain'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useDispatch } from 'react-redux'
import type { SiteApi } from '@idx/app-shell'
import { useHydrating } from '../app/useHydrating.js'

/** A listing as the detail needs it: loading, gone (404), failed (retry) or here. */
export type ListingLoad =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error'; retry: () => void }
  | { state: 'ready'; listing: Listing }

function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined
}

/**
 * Loads a listing through the api slice's `getListing` (cached, shared with every reader). The
 * slice sends this tab's unlock tokens (`X-Listing-Unlock`) itself and refetches the listing
 * after `unlockListing`, so an unlocked listing needs nothing more here.
 */
export function useListingLoad(api: SiteApi, listingId: string): ListingLoad {
  const query = api.useGetListingQuery(listingId, { skip: listingId === '' })
  const dispatch = useDispatch()
  const retry = useCallback(
    () => dispatch(api.util.invalidateTags([{ type: 'Listing', id: listingId }])),
    [dispatch, api, listingId],
  )
  useServedLockRecheck(query, useHydrating())
  if (query.currentData) return readyOrMissing(query.currentData)
  if (query.isError && !query.isFetching) {
    return statusOf(query.error) === 404 ? { state: 'not-found' } : { state: 'error', retry }
  }
  return { state: 'loading' }
}

/**
 * The server rendered the page without this tab's unlock tokens (they live in sessionStorage), so
 * a password-protected listing came locked. Once hydrated, the listing the page was served with is
 * asked for again if it is locked: with the tab's tokens it comes back unlocked.
 */
function useServedLockRecheck(
  query: { currentData?: TypedDocument<Listing | null>; refetch: () => unknown },
  hydrating: boolean,
) {
  const [served] = useState(() => (hydrating ? query.currentData : undefined))
  const rechecked = useRef(false)
  const { refetch } = query
  useEffect(() => {
    const resource = served?.data
    const locked = resource && !Array.isArray(resource) && (resource as JsonApiResource).attributes?.locked === true
    if (rechecked.current || !locked) return
    rechecked.current = true
    void refetch()
  }, [served, refetch])
}

function readyOrMissing(document: TypedDocument<Listing | null>): ListingLoad {
  const listing = normalizeCached(document).data
  return listing && !Array.isArray(listing) ? { state: 'ready', listing } : { state: 'not-found' }
}
