import { COMMENTS_PAGE_SIZE } from '@idx/domain'
import type { QueryParams } from '../http/encode-query.js'
import type { SubscriptionKey } from './collection-models.js'

// Bodies and query strings of every collection call (spec §7, apps/api/README.md "Collections").
// Pure: the RTK endpoints and any other caller build their requests from these.

/** A listing or user id as the app holds it. */
export type CollectionResourceId = string | number

/** `POST collections`: a name, and optionally a first listing with a comment on it. */
export interface CollectionCreateInput {
  readonly name: string
  readonly is_public?: boolean
  /** The listing being saved while the collection is made (the save dialog). */
  readonly listing?: CollectionResourceId | null
  /** Sent only with a listing, and only when not blank. */
  readonly comment?: string | null
}

/** `PATCH collections/{id}`: the edit screen's fields; left-out ones are unchanged. */
export interface CollectionUpdateInput {
  readonly name?: string
  readonly is_public?: boolean
}

/** `POST collections/{id}/add`. */
export interface AddListingInput {
  readonly property_id: CollectionResourceId
  /** Sent only when not blank. */
  readonly comment?: string | null
}

/** `POST collections/{id}/comments` and `PUT …/comments/{commentId}`. */
export interface CommentInput {
  readonly body: string
  /** The listing the comment mentions (one saved in the collection), or none. */
  readonly property_id?: CollectionResourceId | null
}

/** Which collections `GET collections` lists. */
export interface CollectionListQuery {
  /** Every collection the user is a member of (the app's lists); else only those they own. */
  readonly onlyMembership?: boolean
  /** An agent's clients' collections (the 'Client Collections' tab). */
  readonly onlyClients?: boolean
  readonly page?: { readonly number?: number; readonly size?: number }
}

function text(value: string | null | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

/**
 * The body of `POST collections`.
 *
 * @example
 * collectionCreateBody({ name: 'Lake', listing: 7, comment: 'Look!' })
 * // { data: { type: 'collections', attributes: { name: 'Lake', listing: 7, comment: 'Look!' } } }
 */
export function collectionCreateBody({ name, is_public, listing, comment }: CollectionCreateInput) {
  const hasListing = listing !== undefined && listing !== null && String(listing) !== ''
  const attributes: Record<string, unknown> = { name }
  if (is_public !== undefined) attributes.is_public = is_public
  if (hasListing) attributes.listing = listing
  const note = hasListing ? text(comment) : undefined
  if (note !== undefined) attributes.comment = note
  return { data: { type: 'collections', attributes } }
}

/**
 * The body of `PATCH collections/{id}`.
 *
 * @example
 * collectionUpdateBody('4', { is_public: true }) // { data: { type: 'collections', id: '4', attributes: { is_public: true } } }
 */
export function collectionUpdateBody(id: CollectionResourceId, { name, is_public }: CollectionUpdateInput) {
  const attributes: Record<string, unknown> = {}
  if (name !== undefined) attributes.name = name
  if (is_public !== undefined) attributes.is_public = is_public
  return { data: { type: 'collections', id: String(id), attributes } }
}

/** `{ property_id, comment? }` for `POST collections/{id}/add`. */
export function addListingBody({ property_id, comment }: AddListingInput) {
  const note = text(comment)
  return note === undefined ? { property_id } : { property_id, comment: note }
}

/** `{ property_ids }` for `DELETE collections/{id}/remove`; repeated ids are sent once. */
export function removeListingsBody(propertyIds: readonly CollectionResourceId[]) {
  return { property_ids: [...new Set(propertyIds.map(String))] }
}

/** `{ email }` for `POST collections/{id}/invite` and `DELETE …/uninvite`, trimmed. */
export function invitationBody(email: string) {
  return { email: email.trim() }
}

/** `{ given }` for `PUT collections/{id}/accept_invite`: the invite code from the link. */
export function acceptInviteBody(given: string) {
  return { given }
}

/** `{ subscription_action, subscription_method }` for `PUT collections/{id}/subscribe` and `unsubscribe`. */
export function subscriptionBody({ subscription_action, subscription_method }: SubscriptionKey) {
  return { subscription_action, subscription_method }
}

/**
 * The body of `POST collections/{id}/comments` and `PUT …/comments/{commentId}`.
 *
 * @example
 * commentBody({ body: 'Nice porch', property_id: 7 })
 * // { data: { type: 'comments', attributes: { body: 'Nice porch' }, relationships: { property: { data: { type: 'listings', id: '7' } } } } }
 */
export function commentBody({ body, property_id }: CommentInput) {
  const hasProperty = property_id !== undefined && property_id !== null && String(property_id) !== ''
  return {
    data: {
      type: 'comments',
      attributes: { body },
      relationships: { property: { data: hasProperty ? { type: 'listings', id: String(property_id) } : null } },
    },
  }
}

/**
 * The query of `GET collections`.
 *
 * @example
 * collectionListQuery({ onlyMembership: true }) // { filter: { only_membership: true } }
 */
export function collectionListQuery({ onlyMembership, onlyClients, page }: CollectionListQuery = {}): QueryParams {
  const filter: Record<string, boolean> = {}
  if (onlyMembership) filter.only_membership = true
  if (onlyClients) filter.only_clients = true
  return {
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
    ...(page ? { page: { number: page.number, size: page.size } } : {}),
  }
}

/** `page[number]` (from 1) and `page[size]` (default `COMMENTS_PAGE_SIZE`) of `GET collections/{id}/comments`, newest first. */
export function commentsQuery(pageNumber: number, pageSize: number = COMMENTS_PAGE_SIZE): QueryParams {
  return { page: { number: pageNumber, size: pageSize }, sort: '-created_at' }
}

/** `page[number]` and `page[size]` of `GET collections/{id}/listings` (no filter, no market: spec §7). */
export function collectionListingsQuery(page: { readonly number?: number; readonly size?: number } = {}): QueryParams {
  return { page: { number: page.number ?? 1, size: page.size } }
}

/** The path and query of `GET joins/{type}/{id}?given=`. */
export function joinRequest(type: string, id: CollectionResourceId, given: string) {
  return {
    path: `joins/${encodeURIComponent(type)}/${encodeURIComponent(String(id))}`,
    query: { given },
  }
}
