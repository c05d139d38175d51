import { NOTIFICATION_EVENTS, SAVED_SEARCH_NOTIFICATION_EVENTS, type NotificationEvent } from '@idx/domain'
import type { CollectionKind } from './collections.tables.js'

/**
 * What tells a collection's shared routes (invitations, members, comments, notification choices,
 * viewed) serving one kind of `collections` row from the same routes serving the other: a saved
 * search is shared exactly as a collection is (migration 0022), under its own path, type and words.
 */
export interface RecordKind {
  kind: CollectionKind
  /** Its path under /api/v3: `/collections/7`, `/saved_searches/7`. */
  path: 'collections' | 'saved_searches'
  /** The JSON:API type of its documents. */
  type: 'collections' | 'saved-search'
  /** How a sentence names one ('… of this collection', '… of this saved search'). */
  noun: 'collection' | 'saved search'
  /** The 404 of a missing one, and of a private one to a stranger: the same words, no hint. */
  notFound: string
  /** Its first segment in the app's paths and join links: `/app/collection/7`, `/app/join/saved-search/7/…`. */
  appSegment: 'collection' | 'saved-search'
  /** The OpenAPI tag of its routes. */
  tag: string
  /** What its members choose to be notified of (spec section 3, subscription). */
  events: readonly NotificationEvent[]
}

export const COLLECTION_KIND: RecordKind = {
  kind: 'collection',
  path: 'collections',
  type: 'collections',
  noun: 'collection',
  notFound: 'Collection not found.',
  appSegment: 'collection',
  tag: 'collections',
  events: NOTIFICATION_EVENTS,
}

export const SAVED_SEARCH_KIND: RecordKind = {
  kind: 'saved-search',
  path: 'saved_searches',
  type: 'saved-search',
  noun: 'saved search',
  notFound: 'Saved Search not found.',
  appSegment: 'saved-search',
  tag: 'saved searches',
  events: SAVED_SEARCH_NOTIFICATION_EVENTS,
}

/** The descriptor of a row's kind. */
export function recordKind(kind: CollectionKind): RecordKind {
  return kind === 'saved-search' ? SAVED_SEARCH_KIND : COLLECTION_KIND
}
