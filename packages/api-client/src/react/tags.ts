import type { JsonApiDocument } from '../jsonapi/types.js'

/**
 * The cache tag types of the idx api slice, one per resource. `LIST` ids stand for "every
 * entry of this type", e.g. `{ type: 'Listing', id: 'LIST' }` is provided by multi-fetches and
 * searches, so invalidating it refreshes every list that may hold a listing.
 *
 * Collections: `Collection` (id, and `LIST` for the lists), and per collection id the board's
 * listings (`CollectionListing`) and its chat (`Comment`); `Join` ids are `{type}-{id}`.
 * Saved searches: `SavedSearch` (id, and `LIST` for the lists).
 * Leads (the admin app): `Lead` (id, and `LIST`), and per lead id its `LeadWebhookDelivery` log.
 * Pocket listings (the admin app's Listings Manager): `PocketListing` (id, and `LIST`).
 */
export type IdxTagType =
  | 'Site'
  | 'Market'
  | 'Listing'
  | 'Property'
  | 'Search'
  | 'Cluster'
  | 'Suggestion'
  | 'Area'
  | 'School'
  | 'Feed'
  | 'Agent'
  | 'IdxComponent'
  | 'IdxLayout'
  | 'User'
  | 'Collection'
  | 'CollectionListing'
  | 'Comment'
  | 'Join'
  | 'SavedSearch'
  | 'Lead'
  | 'LeadWebhookDelivery'
  | 'PocketListing'

// A record, not a tuple: the compiler then checks that every tag type is listed, while
// `createApi` infers `IdxTagType` itself (a tuple would give it a fresh union, which the
// declaration files spell out in whatever order the checker met the literals).
const TAG_TYPE_SET: Record<IdxTagType, true> = {
  Site: true,
  Market: true,
  Listing: true,
  Property: true,
  Search: true,
  Cluster: true,
  Suggestion: true,
  Area: true,
  School: true,
  Feed: true,
  Agent: true,
  IdxComponent: true,
  IdxLayout: true,
  User: true,
  Collection: true,
  CollectionListing: true,
  Comment: true,
  Join: true,
  SavedSearch: true,
  Lead: true,
  LeadWebhookDelivery: true,
  PocketListing: true,
}

export const IDX_TAG_TYPES: readonly IdxTagType[] = Object.keys(TAG_TYPE_SET) as IdxTagType[]

export type IdxTag = IdxTagType | { readonly type: IdxTagType; readonly id: string | number }

/** The tag id for "all of this type". */
export const LIST_TAG_ID = 'LIST'

/**
 * The ids of a document's primary resources, as strings; none for a missing or odd document.
 *
 * @example
 * resourceIds({ data: [{ type: 'listings', id: '7' }, { type: 'listings', id: '9' }] }) // ['7', '9']
 */
export function resourceIds(document: JsonApiDocument | undefined): string[] {
  const data = document?.data
  const resources = Array.isArray(data) ? data : data ? [data] : []
  return resources.flatMap((resource) =>
    typeof resource === 'object' && resource !== null && resource.id != null ? [String(resource.id)] : [],
  )
}

/** One tag per primary resource of `document`, plus the type's `LIST` tag. */
export function listTags(type: IdxTagType, document: JsonApiDocument | undefined): IdxTag[] {
  return [...resourceIds(document).map((id) => ({ type, id })), { type, id: LIST_TAG_ID }]
}
