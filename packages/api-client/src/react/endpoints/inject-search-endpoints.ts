import type { EndpointDefinitions } from '@reduxjs/toolkit/query/react'
import type { Listing, Property, SearchQueryInput } from '@idx/domain'
import type { IdxApiWith } from '../idx-base-api.js'
import { listTags } from '../tags.js'
import { documentOf, type TypedDocument } from '../typed-document.js'
import { unlockingRequest, type UnlockTokenStore } from '../unlock-tokens.js'

/**
 * A listing search: the query, and optionally the attributes each listing should carry (a JSON:API
 * sparse fieldset, e.g. `LISTING_CARD_FIELDS` for a page of cards); all of them when left out.
 */
export type ListingSearchArg = SearchQueryInput & { fields?: readonly string[] }

/**
 * Adds the listing and property searches; `meta.total` (the normalised `total`) is capped at
 * 10000. They send `unlockTokens`, so an unlocked listing's card shows its price.
 */
export function injectSearchEndpoints<Definitions extends EndpointDefinitions>(
  api: IdxApiWith<Definitions>,
  unlockTokens: UnlockTokenStore,
) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      /** `POST listings/search` with the search query as body. */
      searchListings: build.query<TypedDocument<Listing[]>, ListingSearchArg>({
        query: ({ fields, ...body }) => ({
          method: 'POST',
          path: 'listings/search',
          body,
          ...unlockingRequest(unlockTokens),
          ...(fields ? { query: { fields: { listings: fields.join(',') } } } : {}),
        }),
        transformResponse: documentOf<Listing[]>(),
        providesTags: (result) => [{ type: 'Search', id: 'listings' }, ...listTags('Listing', result)],
      }),

      /** `POST properties/search`. */
      searchProperties: build.query<TypedDocument<Property[]>, ListingSearchArg>({
        query: ({ fields, ...body }) => ({
          method: 'POST',
          path: 'properties/search',
          body,
          ...unlockingRequest(unlockTokens),
          ...(fields ? { query: { fields: { properties: fields.join(',') } } } : {}),
        }),
        transformResponse: documentOf<Property[]>(),
        providesTags: (result) => [{ type: 'Search', id: 'properties' }, ...listTags('Property', result)],
      }),
    }),
  })
}
