import type { ObjectUpdatedPayload } from '@idx/domain'
import { LIST_TAG_ID, type IdxTag } from './tags.js'

/** Everything a missed change could have touched: refetched after a reconnect. */
export const REALTIME_RECONNECT_TAGS: readonly IdxTag[] = [
  'Collection',
  'CollectionListing',
  'Comment',
  'Join',
  'SavedSearch',
]

/**
 * The cache tags one announced change invalidates, so what shows it refetches:
 *
 * | type                  | tags                                                                          |
 * | --------------------- | ----------------------------------------------------------------------------- |
 * | `collections`         | the collection and the lists; a delete also its listings and chat             |
 * | `saved-search`        | the saved search and its lists; an update also the listing searches (its      |
 * |                       | results and count, after new matches); a delete also its chat                 |
 * | `comments`            | the record's chat                                                             |
 * | `collection-listings` | the collection (counts), its listings and the lists (unviewed counts)         |
 * | `invitations`         | the record (its invitations)                                                  |
 * | `collaborators`       | the record and its lists (one may have been left or removed from)             |
 *
 * A saved search is shared as a collection is, and the server announces its chat, invitations and
 * collaborators the same way, with the saved search's id as `collection_id`. Both kinds live in
 * one id space, so such a change invalidates the tags of either kind with that id: only the kind
 * the id belongs to has anything cached under them.
 *
 * The tags are spelled here rather than through the endpoints' helpers (endpoints/shared-record.ts):
 * this module loads with the live connection, lazily, and sharing those would split a chunk off the
 * site's first JavaScript. The endpoint tests pin that both spell them alike.
 *
 * An unknown type refetches the record it names, if any. A payload without a usable id
 * invalidates nothing but the lists.
 *
 * @example
 * realtimeTags({ type: 'comments', id: '31', action: 'create', collection_id: '4' })
 * // [{ type: 'Comment', id: '4' }, { type: 'Comment', id: 'saved-search-4' }]
 */
export function realtimeTags(payload: ObjectUpdatedPayload): IdxTag[] {
  const ownType = payload.type === 'collections' || payload.type === 'saved-search'
  const recordId = idOf(ownType ? (payload.collection_id ?? payload.id) : payload.collection_id)
  const collectionLists: IdxTag = { type: 'Collection', id: LIST_TAG_ID }
  const savedSearchLists: IdxTag = { type: 'SavedSearch', id: LIST_TAG_ID }
  if (recordId === null) {
    if (payload.type === 'comments') return []
    if (payload.type === 'collections') return [collectionLists]
    if (payload.type === 'saved-search') return [savedSearchLists]
    return [collectionLists, savedSearchLists]
  }
  const collection: IdxTag = { type: 'Collection', id: recordId }
  const savedSearch: IdxTag = { type: 'SavedSearch', id: recordId }
  const listings: IdxTag = { type: 'CollectionListing', id: recordId }
  const comments: IdxTag = { type: 'Comment', id: recordId }
  const savedSearchComments: IdxTag = { type: 'Comment', id: `saved-search-${recordId}` }
  switch (payload.type) {
    case 'collections':
      return payload.action === 'delete'
        ? [collection, collectionLists, listings, comments]
        : [collection, collectionLists]
    case 'saved-search':
      if (payload.action === 'delete') return [savedSearch, savedSearchLists, savedSearchComments]
      // New matches (the alert run) or new filters: its results and count are listing searches.
      return payload.action === 'update'
        ? [savedSearch, savedSearchLists, { type: 'Search', id: 'listings' }]
        : [savedSearch, savedSearchLists]
    case 'comments':
      return [comments, savedSearchComments]
    case 'collection-listings':
      return [collection, listings, collectionLists]
    case 'invitations':
      return [collection, savedSearch]
    case 'collaborators':
      return [collection, collectionLists, savedSearch, savedSearchLists]
    default:
      return [collection, savedSearch]
  }
}

function idOf(value: string | number | null | undefined): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}
