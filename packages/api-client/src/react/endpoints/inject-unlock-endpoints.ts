import type { EndpointDefinitions } from '@reduxjs/toolkit/query/react'
import type { JsonApiDocument, JsonApiResource } from '../../jsonapi/types.js'
import type { IdxApiWith } from '../idx-base-api.js'
import type { UnlockTokenStore } from '../unlock-tokens.js'
import type { ResourceId } from './resource-id.js'

/** Argument of `unlockListing`: the listing and the password as typed. */
export interface ListingUnlockArg {
  readonly id: ResourceId
  readonly password: string
}

/** What a right password earns: the token (kept in the slice's unlock-token store) and its expiry. */
export interface ListingUnlock {
  readonly token: string
  readonly listing_id: string
  readonly expires_at: string
}

/** Adds the password gate of a protected listing; a right password's token goes into `unlockTokens`. */
export function injectUnlockEndpoints<Definitions extends EndpointDefinitions>(
  api: IdxApiWith<Definitions>,
  unlockTokens: UnlockTokenStore,
) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      /**
       * `POST listings/{id}/unlock` with `{ password }`: the server checks a protected listing's
       * password. A right one stores the token in the slice's unlock-token store and refetches the
       * listing (and every search holding it) with price and pictures, and the map's clusters, whose
       * marker of it then shows the price; a 409 (it has no password
       * any more) refetches too. Errors: 422 a wrong password, 429 throttled with the wait in its
       * detail; `unlockOutcome(result)` turns the result into `PasswordGate`'s answer.
       */
      unlockListing: build.mutation<ListingUnlock, ListingUnlockArg>({
        async queryFn({ id, password }, _api, _extra, baseQuery) {
          const result = await baseQuery({
            method: 'POST',
            path: `listings/${encodeURIComponent(id)}/unlock`,
            body: { password },
          })
          if (result.error) return { error: result.error }
          const unlock = unlockFromDocument(result.data)
          if (unlock) {
            unlockTokens.add(unlock.token)
            return { data: unlock }
          }
          const error = 'POST listings/{id}/unlock answered without a token.'
          return { error: { status: 'PARSING_ERROR', originalStatus: 200, data: JSON.stringify(result.data), error } }
        },
        invalidatesTags: (result, error, { id }) =>
          result || error?.status === 409
            ? [
                { type: 'Listing', id: String(id) },
                { type: 'Property', id: String(id) },
                // Clusters do not name their listings in tags: every map's clusters refetch.
                { type: 'Cluster', id: 'listings' },
                { type: 'Cluster', id: 'properties' },
              ]
            : [],
      }),
    }),
  })
}

/** The unlock of `POST listings/{id}/unlock`'s answer, or null for any other shape. */
function unlockFromDocument(document: unknown): ListingUnlock | null {
  const data = (document as JsonApiDocument | null)?.data
  const values = data && !Array.isArray(data) ? (data as JsonApiResource).attributes : undefined
  const token = values?.['token']
  if (typeof token !== 'string' || token === '') return null
  return {
    token,
    listing_id: String(values?.['listing_id'] ?? ''),
    expires_at: String(values?.['expires_at'] ?? ''),
  }
}
