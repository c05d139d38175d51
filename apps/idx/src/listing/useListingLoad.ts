import type { ApiResult, JsonApiDocument } from '@idx/api-client'
import { normalizeCached } from '@idx/api-client/react'
import type { Listing } from '@idx/domain'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useDispatch } from 'react-redux'
import type { SiteApi } from '../app/site-api'
import type { ListingUnlockClient } from './unlock'

/** A listing as the detail needs it: loading, gone (404), failed (retry) or here. */
export type ListingLoad =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error'; retry: () => void }
  | { state: 'ready'; listing: Listing }

type Locked = Listing & { locked?: boolean }

function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined
}

/**
 * Loads a listing: through the api slice's `getListing` (cached, shared with every reader), or,
 * once this tab has unlocked it, with its unlock token (`X-Listing-Unlock`), which the cache's
 * shared request does not send. `unlocked()` says the password gate just opened it.
 */
export function useListingLoad(
  api: SiteApi,
  unlocks: ListingUnlockClient,
  listingId: string,
): { load: ListingLoad; unlocked: () => void } {
  const [version, setVersion] = useState(0)
  const unlocked = useCallback(() => setVersion((n) => n + 1), [])
  // Read again after an unlock or when a stale token is dropped (`version` changes).
  const token = useMemo(
    () => (listingId && version >= 0 ? unlocks.token(listingId) : null),
    [unlocks, listingId, version],
  )
  const query = api.useGetListingQuery(listingId, { skip: token !== null || listingId === '' })
  const dispatch = useDispatch()
  const key = `${listingId}:${token ?? ''}:${version}`
  const [own, setOwn] = useState<{ key: string; result: ApiResult<JsonApiDocument> } | null>(null)

  useEffect(() => {
    if (!token) return
    const controller = new AbortController()
    void unlocks.fetchListing(listingId, controller.signal).then((result) => {
      if (controller.signal.aborted) return
      // The server no longer honours the token (expired, the password changed): back to the gate.
      if (result.ok && (normalizeCached(result.data).data as Locked | null)?.locked === true) {
        unlocks.forget(listingId)
        setVersion((n) => n + 1)
        return
      }
      setOwn({ key, result })
    })
    return () => controller.abort()
  }, [unlocks, listingId, token, key])

  const retry = useCallback(() => {
    if (token) setVersion((n) => n + 1)
    else dispatch(api.util.invalidateTags([{ type: 'Listing', id: listingId }]))
  }, [token, dispatch, api, listingId])

  let load: ListingLoad
  if (token) {
    const result = own?.key === key ? own.result : null
    if (!result) load = { state: 'loading' }
    else if (result.ok) load = readyOrMissing(result.data)
    else load = result.status === 404 ? { state: 'not-found' } : { state: 'error', retry }
  } else if (query.currentData) {
    load = readyOrMissing(query.currentData)
  } else if (query.isError && !query.isFetching) {
    load = statusOf(query.error) === 404 ? { state: 'not-found' } : { state: 'error', retry }
  } else {
    load = { state: 'loading' }
  }
  return { load, unlocked }
}

function readyOrMissing(document: JsonApiDocument): ListingLoad {
  const listing = normalizeCached(document).data as Listing | null
  return listing && !Array.isArray(listing) ? { state: 'ready', listing } : { state: 'not-found' }
}
