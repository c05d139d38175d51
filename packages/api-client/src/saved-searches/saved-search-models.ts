import type { BoundingBox, NotificationFlags, SavedSearch, SearchFilter, SearchSort } from '@idx/domain'
import { normalizeDocument } from '../jsonapi/normalize-document.js'
import type { JsonApiDocument, JsonApiRecord } from '../jsonapi/types.js'
import type { Collaborator, CollectionInvitation } from '../collections/collection-models.js'

// Saved searches as the browser reads them (spec §3; the wire shapes are apps/api/README.md,
// "Saved searches"). A saved search is shared as a collection is: owner, collaborators,
// invitations and the member's own `notify_{event}_{channel}` flags, read the same way.

/** The JSON:API type of a saved search. */
export const SAVED_SEARCH_TYPE = 'saved-search'

/** A saved search as the API answers it. */
export type SavedSearchRecord = Omit<SavedSearch, 'user' | 'collaborators' | 'invitations' | 'market'> &
  NotificationFlags & {
    readonly type: typeof SAVED_SEARCH_TYPE
    readonly sort?: SearchSort | null
    /** The map area the search was saved with, if the map drove it. */
    readonly bounding_box?: BoundingBox | null
    /** The owner. */
    readonly user?: Collaborator | null
    readonly collaborators?: readonly Collaborator[] | null
    readonly invitations?: readonly CollectionInvitation[] | null
  }

function savedSearchRecords(document: JsonApiDocument | null | undefined): SavedSearchRecord[] {
  const { data } = normalizeDocument(document)
  const records = Array.isArray(data) ? data : data ? [data] : []
  // The server's response schemas promise the shape of every record of this type.
  const isSavedSearch = (record: JsonApiRecord): record is JsonApiRecord & SavedSearchRecord =>
    record.type === SAVED_SEARCH_TYPE
  return records.filter(isSavedSearch)
}

/**
 * The saved searches of a `GET saved_searches` document, each with its `unviewed_property_count`
 * from `meta.unviewed_property_counts`, and the list's `meta.total`.
 *
 * @example
 * savedSearchesFromDocument({ data: [{ type: 'saved-search', id: '4', attributes: { name: 'Condos' } }], meta: { total: 1, unviewed_property_counts: { 4: 2 } } })
 * // { savedSearches: [{ id: '4', type: 'saved-search', name: 'Condos', unviewed_property_count: 2 }], total: 1 }
 */
export function savedSearchesFromDocument(document: JsonApiDocument | null | undefined): {
  readonly savedSearches: SavedSearchRecord[]
  readonly total: number | null
} {
  return { savedSearches: savedSearchRecords(document), total: normalizeDocument(document).total }
}

/** The saved search of a `GET saved_searches/{id}` (or any change's) document, or null. */
export function savedSearchFromDocument(document: JsonApiDocument | null | undefined): SavedSearchRecord | null {
  return savedSearchRecords(document)[0] ?? null
}

/** The search a saved search runs, as the search screen's query holds it. */
export interface SavedSearchQuery {
  readonly filter: SearchFilter
  readonly sort?: SearchSort
  readonly bounding_box?: BoundingBox
}

/**
 * The search a saved search runs: its filter, and its sort and map area when it has them.
 *
 * @example
 * savedSearchQuery({ filter: { bedrooms: { min: 3 } }, sort: null }) // { filter: { bedrooms: { min: 3 } } }
 */
export function savedSearchQuery(
  savedSearch: Pick<SavedSearchRecord, 'filter' | 'sort' | 'bounding_box'>,
): SavedSearchQuery {
  return {
    filter: savedSearch.filter ?? {},
    ...(savedSearch.sort ? { sort: savedSearch.sort } : {}),
    ...(savedSearch.bounding_box ? { bounding_box: savedSearch.bounding_box } : {}),
  }
}
