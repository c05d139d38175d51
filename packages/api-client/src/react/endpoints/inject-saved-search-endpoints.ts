import type { EndpointDefinitions } from '@reduxjs/toolkit/query/react'
import type { ApiError } from '../../http/api-result.js'
import type { SubscriptionKey } from '../../collections/collection-models.js'
import { collectionListQuery, type CollectionListQuery } from '../../collections/collection-requests.js'
import type { SavedSearchRecord } from '../../saved-searches/saved-search-models.js'
import {
  savedSearchCreateBody,
  savedSearchUpdateBody,
  type SavedSearchCreateInput,
  type SavedSearchUpdateInput,
} from '../../saved-searches/saved-search-requests.js'
import type { IdxApiWith } from '../idx-base-api.js'
import { listTags, type IdxTag } from '../tags.js'
import { documentOf, type TypedDocument } from '../typed-document.js'
import type { ResourceId } from './resource-id.js'
import { sharedRecordListTag, sharedRecordPath, sharedRecordTag } from './shared-record.js'
import { toggleSubscriptionQuery } from './subscription-toggle.js'

/** Saved searches per request of the lists: the server's most, so a sidebar list is one page. */
export const SAVED_SEARCH_LIST_PAGE_SIZE = 100

/** A change to one saved search. */
export interface SavedSearchArg {
  readonly id: ResourceId
}

const savedSearchTag = (id: ResourceId): IdxTag => sharedRecordTag(id, 'saved-search')
const SAVED_SEARCH_LIST: IdxTag = sharedRecordListTag('saved-search')
const path = (id: ResourceId) => sharedRecordPath(id, 'saved-search')

/** Tags of a change that succeeded; none for one that failed (nothing changed to refetch). */
function onSuccess<Arg>(tags: (arg: Arg) => IdxTag[]) {
  return (_result: unknown, error: ApiError | undefined, arg: Arg): IdxTag[] => (error ? [] : tags(arg))
}

/**
 * Adds the saved-search endpoints (apps/api/README.md "Saved searches"): the lists, one saved
 * search, and its changes, each invalidating what shows it. A saved search's results and count are
 * a listing search with its filter (`searchListings`; page size 1 for the count).
 */
export function injectSavedSearchEndpoints<Definitions extends EndpointDefinitions>(api: IdxApiWith<Definitions>) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      /**
       * `GET saved_searches`: the user's saved searches (`onlyMembership`: every one they are a
       * member of; `onlyClients`: an agent's clients'), sorted by name by the server, 100 a page.
       */
      getSavedSearches: build.query<TypedDocument<SavedSearchRecord[]>, CollectionListQuery | void>({
        query: (arg) => ({
          path: 'saved_searches',
          query: collectionListQuery({ page: { size: SAVED_SEARCH_LIST_PAGE_SIZE }, ...(arg ?? {}) }),
        }),
        transformResponse: documentOf<SavedSearchRecord[]>(),
        providesTags: (result) => listTags('SavedSearch', result),
      }),

      /** `GET saved_searches/{id}`: 404 for one the caller may not see ('Saved Search not found.'). */
      getSavedSearch: build.query<TypedDocument<SavedSearchRecord | null>, ResourceId>({
        query: (id) => ({ path: path(id) }),
        transformResponse: documentOf<SavedSearchRecord | null>(),
        providesTags: (_result, _error, id) => [savedSearchTag(id)],
      }),

      /** `POST saved_searches`: the search as the URL has it, with a name, frequency and market. */
      createSavedSearch: build.mutation<TypedDocument<SavedSearchRecord | null>, SavedSearchCreateInput>({
        query: (input) => ({ method: 'POST', path: 'saved_searches', body: savedSearchCreateBody(input) }),
        transformResponse: documentOf<SavedSearchRecord | null>(),
        invalidatesTags: onSuccess(() => [SAVED_SEARCH_LIST]),
      }),

      /** `PATCH saved_searches/{id}` (name, frequency, filters). Debounce the edit screen's saves. */
      updateSavedSearch: build.mutation<
        TypedDocument<SavedSearchRecord | null>,
        SavedSearchArg & SavedSearchUpdateInput
      >({
        query: ({ id, ...input }) => ({ method: 'PATCH', path: path(id), body: savedSearchUpdateBody(id, input) }),
        transformResponse: documentOf<SavedSearchRecord | null>(),
        invalidatesTags: onSuccess(({ id }) => [savedSearchTag(id), SAVED_SEARCH_LIST]),
      }),

      /** `DELETE saved_searches/{id}` (the owner only). */
      deleteSavedSearch: build.mutation<unknown, ResourceId>({
        query: (id) => ({ method: 'DELETE', path: path(id) }),
        invalidatesTags: onSuccess((id) => [savedSearchTag(id), SAVED_SEARCH_LIST]),
      }),

      /** `PUT saved_searches/{id}/viewed`: clears the user's unviewed count (browser only, spec §4). */
      markSavedSearchViewed: build.mutation<unknown, ResourceId>({
        query: (id) => ({ method: 'PUT', path: `${path(id)}/viewed` }),
        invalidatesTags: onSuccess((id) => [savedSearchTag(id), SAVED_SEARCH_LIST]),
      }),

      /**
       * The notification toggle (spec §4): reads the member's flags fresh, unsubscribes when the
       * subscription with that action and method exists, else subscribes; then it refetches.
       */
      toggleSavedSearchSubscription: build.mutation<
        TypedDocument<SavedSearchRecord | null>,
        SavedSearchArg & SubscriptionKey
      >({
        queryFn: toggleSubscriptionQuery<SavedSearchRecord>(path),
        invalidatesTags: onSuccess(({ id }) => [savedSearchTag(id)]),
      }),
    }),
  })
}
