import type { ObjectUpdatedPayload } from '@idx/domain'
import { LIST_TAG_ID, type IdxTag } from './tags.js'

/** Everything a missed change could have touched: refetched after a reconnect. */
export const REALTIME_RECONNECT_TAGS: readonly IdxTag[] = ['Collection', 'CollectionListing', 'Comment', 'Join']

/**
 * The cache tags one announced change invalidates, so what shows it refetches:
 *
 * | type                  | tags                                                                          |
 * | --------------------- | ----------------------------------------------------------------------------- |
 * | `collections`         | the collection and the lists; a delete also its listings and chat             |
 * | `comments`            | the collection's chat                                                         |
 * | `collection-listings` | the collection (counts), its listings and the lists (unviewed counts)         |
 * | `invitations`         | the collection (its invitations)                                              |
 * | `collaborators`       | the collection and the lists (one may have been left or removed from)         |
 *
 * An unknown type refetches the collection it names, if any. A payload without a usable
 * collection id invalidates nothing but the lists.
 *
 * @example
 * realtimeTags({ type: 'comments', id: '31', action: 'create', collection_id: '4' }) // [{ type: 'Comment', id: '4' }]
 */
export function realtimeTags(payload: ObjectUpdatedPayload): IdxTag[] {
  const collectionId = idOf(
    payload.type === 'collections' ? (payload.collection_id ?? payload.id) : payload.collection_id,
  )
  const lists: IdxTag = { type: 'Collection', id: LIST_TAG_ID }
  if (collectionId === null) return payload.type === 'comments' ? [] : [lists]
  const collection: IdxTag = { type: 'Collection', id: collectionId }
  const listings: IdxTag = { type: 'CollectionListing', id: collectionId }
  const comments: IdxTag = { type: 'Comment', id: collectionId }
  switch (payload.type) {
    case 'collections':
      return payload.action === 'delete' ? [collection, lists, listings, comments] : [collection, lists]
    case 'comments':
      return [comments]
    case 'collection-listings':
      return [collection, listings, lists]
    case 'invitations':
      return [collection]
    case 'collaborators':
      return [collection, lists]
    default:
      return [collection]
  }
}

function idOf(value: string | number | null | undefined): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}
