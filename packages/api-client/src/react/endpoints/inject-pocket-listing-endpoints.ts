import type { EndpointDefinitions } from '@reduxjs/toolkit/query/react'
import type { ApiError } from '../../http/api-result.js'
import type { PocketListingPosition, PocketListingRecord } from '../../pocket-listings/pocket-listing-models.js'
import {
  pocketListingBody,
  pocketListingListQuery,
  type PocketListingInput,
  type PocketListingListQuery,
} from '../../pocket-listings/pocket-listing-requests.js'
import type { IdxApiWith } from '../idx-base-api.js'
import { LIST_TAG_ID, listTags, type IdxTag } from '../tags.js'
import { documentOf, type TypedDocument } from '../typed-document.js'
import type { ResourceId } from './resource-id.js'

/** Pocket listings a page of the Listings Manager holds. */
export const POCKET_LISTING_PAGE_SIZE = 20

const pocketTag = (id: ResourceId): IdxTag => ({ type: 'PocketListing', id: String(id) })
const POCKET_LIST: IdxTag = { type: 'PocketListing', id: LIST_TAG_ID }
/** A saved pocket listing is a listing visitors search: their cached searches may hold it. */
const VISITOR_LISTS: IdxTag[] = [
  { type: 'Listing', id: LIST_TAG_ID },
  { type: 'Search', id: LIST_TAG_ID },
  { type: 'Cluster', id: LIST_TAG_ID },
]

function onSuccess<Arg>(tags: (arg: Arg) => IdxTag[]) {
  return (_result: unknown, error: ApiError | undefined, arg: Arg): IdxTag[] => (error ? [] : tags(arg))
}

/** Where to place an address typed in the wizard. */
export interface PocketListingPositionQuery {
  readonly street: string
  readonly city: string
  readonly zip: string
  readonly marketId?: number | string | null
}

/**
 * Adds the Listings Manager's endpoints (apps/api/README.md "Pocket listings"): the list with its
 * address search, market and page, one pocket listing, its create, update and delete, and the
 * position of a typed address. Not part of `createIdxApi`: only the admin app injects them.
 *
 * @example
 * const cmsApi = injectPocketListingEndpoints(createIdxApi(options))
 * const { data } = cmsApi.useGetPocketListingsQuery({ q: 'Mary', page: 1 })
 */
export function injectPocketListingEndpoints<Definitions extends EndpointDefinitions>(api: IdxApiWith<Definitions>) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      /** `GET pocket_listings?q=&filter[market_id]=&page[number]=&page[size]=`: the caller's (an admin's: the site's). */
      getPocketListings: build.query<TypedDocument<PocketListingRecord[]>, PocketListingListQuery>({
        query: (arg) => ({
          path: 'pocket_listings',
          query: pocketListingListQuery({ pageSize: POCKET_LISTING_PAGE_SIZE, page: 1, ...arg }),
        }),
        transformResponse: documentOf<PocketListingRecord[]>(),
        providesTags: (result) => listTags('PocketListing', result),
      }),

      /** `GET pocket_listings/{id}`. */
      getPocketListing: build.query<TypedDocument<PocketListingRecord | null>, ResourceId>({
        query: (id) => ({ path: `pocket_listings/${encodeURIComponent(id)}` }),
        transformResponse: documentOf<PocketListingRecord | null>(),
        providesTags: (_result, _error, id) => [pocketTag(id)],
      }),

      /** `POST pocket_listings`: a new pocket listing, live for visitors once saved. */
      createPocketListing: build.mutation<TypedDocument<PocketListingRecord | null>, PocketListingInput>({
        query: (values) => ({ method: 'POST', path: 'pocket_listings', body: pocketListingBody(values) }),
        transformResponse: documentOf<PocketListingRecord | null>(),
        invalidatesTags: onSuccess(() => [POCKET_LIST, ...VISITOR_LISTS]),
      }),

      /** `PATCH pocket_listings/{id}`. */
      updatePocketListing: build.mutation<
        TypedDocument<PocketListingRecord | null>,
        { readonly id: ResourceId; readonly values: PocketListingInput }
      >({
        query: ({ id, values }) => ({
          method: 'PATCH',
          path: `pocket_listings/${encodeURIComponent(id)}`,
          body: pocketListingBody(values, id),
        }),
        transformResponse: documentOf<PocketListingRecord | null>(),
        invalidatesTags: onSuccess(({ id }) => [pocketTag(id), POCKET_LIST, ...VISITOR_LISTS]),
      }),

      /** `DELETE pocket_listings/{id}`: withdraws it from the visitors' site. */
      deletePocketListing: build.mutation<unknown, ResourceId>({
        query: (id) => ({ method: 'DELETE', path: `pocket_listings/${encodeURIComponent(id)}` }),
        invalidatesTags: onSuccess((id) => [pocketTag(id), POCKET_LIST, ...VISITOR_LISTS]),
      }),

      /** `GET pocket_listings/position?street=&city=&zip=&filter[market_id]=`: a point from the market's own places. */
      getPocketListingPosition: build.query<{ data: PocketListingPosition }, PocketListingPositionQuery>({
        query: ({ street, city, zip, marketId }) => ({
          path: 'pocket_listings/position',
          query: {
            street,
            city,
            zip,
            ...(marketId === undefined || marketId === null || marketId === ''
              ? {}
              : { filter: { market_id: String(marketId) } }),
          },
        }),
      }),
    }),
  })
}
