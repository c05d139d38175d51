import { LIST_TAG_ID, type IdxTag } from '../tags.js'
import type { ResourceId } from './resource-id.js'

/**
 * The records shared with collaborators: a collection, or a saved search, which the API shares
 * exactly as a collection (invitations, members, chat) under its own path.
 */
export type SharedRecordKind = 'collection' | 'saved-search'

/** Which shared record a change is to: `kind` defaults to a collection. */
export interface SharedRecordArg {
  readonly id: ResourceId
  /** `'saved-search'` sends the request to `saved_searches/{id}/…`; default `'collection'`. */
  readonly kind?: SharedRecordKind
}

/**
 * The API path of a shared record (no leading slash).
 *
 * @example
 * sharedRecordPath(4) // 'collections/4'
 * sharedRecordPath(4, 'saved-search') // 'saved_searches/4'
 */
export function sharedRecordPath(id: ResourceId, kind: SharedRecordKind = 'collection'): string {
  return `${kind === 'saved-search' ? 'saved_searches' : 'collections'}/${encodeURIComponent(id)}`
}

/** The record's own tag: `Collection` or `SavedSearch` with its id. */
export function sharedRecordTag(id: ResourceId, kind: SharedRecordKind = 'collection'): IdxTag {
  return { type: kind === 'saved-search' ? 'SavedSearch' : 'Collection', id: String(id) }
}

/** The tag of every list of records of this kind (the sidebar's lists). */
export function sharedRecordListTag(kind: SharedRecordKind = 'collection'): IdxTag {
  return { type: kind === 'saved-search' ? 'SavedSearch' : 'Collection', id: LIST_TAG_ID }
}

/**
 * The tag of a record's chat. A saved search's is prefixed, so its chat never shares a tag with a
 * collection's of the same number.
 *
 * @example
 * chatTag(4) // { type: 'Comment', id: '4' }
 * chatTag(4, 'saved-search') // { type: 'Comment', id: 'saved-search-4' }
 */
export function chatTag(id: ResourceId, kind: SharedRecordKind = 'collection'): IdxTag {
  return { type: 'Comment', id: kind === 'saved-search' ? `saved-search-${id}` : String(id) }
}
