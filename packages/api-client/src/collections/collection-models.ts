import type {
  Collection,
  CollectionNotificationChannel,
  IsoDateString,
  Listing,
  NotificationEvent,
  NotificationFlags,
} from '@idx/domain'
import { normalizeDocument } from '../jsonapi/normalize-document.js'
import type { JsonApiDocument, JsonApiRecord } from '../jsonapi/types.js'

// Collections as the browser reads them (spec §3; the wire shapes are apps/api/README.md,
// "Collections"). Records come from `normalizeDocument`: attributes spread onto `{ id, type }`,
// relationships as records, `meta.unviewed_property_counts[id]` as `unviewed_property_count`.

/** A collection's owner or collaborator: names only (the API never sends a member's e-mail). */
export interface Collaborator {
  readonly id: string
  readonly type: 'users'
  readonly first_name?: string | null
  readonly last_name?: string | null
  readonly full_name?: string | null
  /** Sent only to the board's own members. */
  readonly email?: string | null
}

/** A pending invitation to a collection, visible to its members. */
export interface CollectionInvitation {
  readonly id: string
  readonly type: 'invitations'
  readonly email: string
  readonly created_at?: IsoDateString | null
}

/**
 * A collection as the API answers it: the domain `Collection` plus, for a member, the caller's
 * own `notify_{event}_{channel}` flags (default e-mail on, sms off).
 */
export type CollectionRecord = Omit<Collection, 'user' | 'collaborators' | 'invitations'> &
  NotificationFlags & {
    readonly type: 'collections'
    /** The owner. */
    readonly user?: Collaborator | null
    readonly collaborators?: readonly Collaborator[] | null
    readonly invitations?: readonly CollectionInvitation[] | null
  }

/** A comment in a collection's chat; `property` is the listing it refers to (a withdrawn one stays). */
export interface CommentRecord {
  readonly id: string
  readonly type: 'comments'
  readonly body: string
  readonly title?: string | null
  readonly property_id?: string | null
  readonly created_at: IsoDateString
  readonly updated_at?: IsoDateString | null
  /** The author; authorship is decided by matching `user.id` with the signed-in user's id. */
  readonly user?: Collaborator | null
  readonly property?: Listing | null
  /** True on the comment shown while it is being posted (not a server attribute). */
  readonly sending?: boolean
}

/** What an invite link shows before sign-in (`GET joins/{type}/{id}?given=`). */
export interface JoinRecordInfo {
  readonly id: string
  readonly type: 'joins'
  readonly collection_name: string
  readonly inviter_first_name: string
  readonly email: string
  readonly expires_at: IsoDateString
}

/** One notification subscription as the subscribe and unsubscribe calls name it (`ran`: saved searches only). */
export interface SubscriptionKey {
  readonly subscription_action: NotificationEvent
  readonly subscription_method: CollectionNotificationChannel
}

/** A page of a collection's comments: newest first as the server sends them, and how many there are. */
export interface CommentPage {
  readonly comments: readonly CommentRecord[]
  /** `meta.total`: every comment of the collection, over all pages (null when not sent). */
  readonly total: number | null
}

function records(document: JsonApiDocument | null | undefined): JsonApiRecord[] {
  const { data } = normalizeDocument(document)
  return Array.isArray(data) ? data : data ? [data] : []
}

function ofType<T>(type: string, document: JsonApiDocument | null | undefined): T[] {
  // The one place a normalised record is taken for the model its resource type names: the
  // server's response schemas promise the shape.
  const isModel = (record: JsonApiRecord): record is JsonApiRecord & T => record.type === type
  return records(document).filter(isModel)
}

/**
 * The collections of a `GET collections` (or one collection) document, each with its
 * `unviewed_property_count` from `meta.unviewed_property_counts`, and the list's `meta.total`.
 *
 * @example
 * collectionsFromDocument({ data: [{ type: 'collections', id: '4', attributes: { name: 'Lake' } }], meta: { total: 1, unviewed_property_counts: { 4: 2 } } })
 * // { collections: [{ id: '4', type: 'collections', name: 'Lake', unviewed_property_count: 2 }], total: 1 }
 */
export function collectionsFromDocument(document: JsonApiDocument | null | undefined): {
  readonly collections: CollectionRecord[]
  readonly total: number | null
} {
  return { collections: ofType<CollectionRecord>('collections', document), total: normalizeDocument(document).total }
}

/** The collection of a `GET collections/{id}` (or any change's) document, or null. */
export function collectionFromDocument(document: JsonApiDocument | null | undefined): CollectionRecord | null {
  return ofType<CollectionRecord>('collections', document)[0] ?? null
}

/** A page of comments and the collection's comment count (`meta.total`). */
export function commentsFromDocument(document: JsonApiDocument | null | undefined): CommentPage {
  return { comments: ofType<CommentRecord>('comments', document), total: normalizeDocument(document).total }
}

/** The comment of a create or update answer, or null. */
export function commentFromDocument(document: JsonApiDocument | null | undefined): CommentRecord | null {
  return ofType<CommentRecord>('comments', document)[0] ?? null
}

/** The invitation of a `POST collections/{id}/invite` answer, or null. */
export function invitationFromDocument(document: JsonApiDocument | null | undefined): CollectionInvitation | null {
  return ofType<CollectionInvitation>('invitations', document)[0] ?? null
}

/** The invite shown by a join link, or null. */
export function joinFromDocument(document: JsonApiDocument | null | undefined): JoinRecordInfo | null {
  return ofType<JoinRecordInfo>('joins', document)[0] ?? null
}

/**
 * Whether the member is subscribed to `event` on `channel`, from their `notify_{event}_{channel}`
 * flag; a missing flag is the default (e-mail on, sms off).
 */
export function isSubscribed(
  collection: NotificationFlags,
  event: NotificationEvent,
  channel: CollectionNotificationChannel,
): boolean {
  const flag = collection[`notify_${event}_${channel}`]
  return typeof flag === 'boolean' ? flag : channel === 'email'
}

/**
 * The notification toggle of spec §4: when the member already has the subscription with that
 * action and method, unsubscribe; else subscribe.
 *
 * @example
 * subscriptionToggle({ notify_comment_sms: true }, 'comment', 'sms') // 'unsubscribe'
 */
export function subscriptionToggle(
  collection: NotificationFlags,
  event: NotificationEvent,
  channel: CollectionNotificationChannel,
): 'subscribe' | 'unsubscribe' {
  return isSubscribed(collection, event, channel) ? 'unsubscribe' : 'subscribe'
}
