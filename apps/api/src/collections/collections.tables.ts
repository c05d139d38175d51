import type { CollectionNotificationChannel, NotificationEvent } from '@idx/domain'
import type { Generated } from 'kysely'
import type { Timestamp, GeneratedTimestamp, Json } from '../db/schema.js'

/** What a `collections` row is: a board of listings, or a saved search. */
export type CollectionKind = 'collection' | 'saved-search'

/** A shared board of saved listings (migration 0014). */
export interface CollectionsTable {
  id: Generated<number>
  site_id: number
  /** The owner. */
  user_id: number
  name: string
  /** A collection, or a saved search's shared part (migration 0022; its search is in saved_searches). */
  kind: Generated<CollectionKind>
  is_public: Generated<boolean>
  created_at: GeneratedTimestamp
  updated_at: GeneratedTimestamp
}

/** A listing on a board. `listing_id` has no foreign key: a listing gone from the feed stays. */
export interface CollectionListingsTable {
  collection_id: number
  listing_id: number
  /** Who added it (null once that user is deleted). */
  added_by: number | null
  created_at: GeneratedTimestamp
}

export type CollectionRole = 'owner' | 'collaborator'

/** A member of a board: the owner or a collaborator. */
export interface CollectionMembersTable {
  collection_id: number
  user_id: number
  role: CollectionRole
  /** When the member last viewed the board; null: never. */
  last_viewed_at: Timestamp | null
  created_at: GeneratedTimestamp
}

/** A pending invitation to a collection (migration 0015); deleted when accepted. */
export interface CollectionInvitationsTable {
  id: Generated<number>
  collection_id: number
  email: string
  /** The member who invited (null once that user is deleted). */
  invited_by: number | null
  /** SHA-256 of the invite code, hex: the code itself is never stored. */
  code_hash: string
  expires_at: Timestamp
  created_at: GeneratedTimestamp
}

/**
 * One invitation e-mail a user made the site send (migration 0020), for the sending limits; kept
 * when the invitation is withdrawn or accepted, pruned after a day.
 */
export interface InvitationSendsTable {
  id: Generated<number>
  invited_by: number
  created_at: GeneratedTimestamp
}

/** The card facts of a listing a comment named, as they were then (migration 0016). */
export interface ListingSummary {
  title: string | null
  city_state: string | null
  price_in_dollars: number | null
}

/** A comment in a collection's chat (migration 0016). `listing_id` has no foreign key. */
export interface CollectionCommentsTable {
  id: Generated<number>
  collection_id: number
  /** The author (null once that user is deleted). */
  user_id: number | null
  listing_id: number | null
  listing_summary: Json<ListingSummary> | null
  body: string
  created_at: GeneratedTimestamp
  updated_at: GeneratedTimestamp
}

/** A member's explicit notification choice; without a row: e-mail on, SMS off (migration 0016). */
export interface CollectionSubscriptionsTable {
  collection_id: number
  user_id: number
  /** A collection's event, or a saved search's (`ran` too, migration 0023). */
  action: NotificationEvent
  method: CollectionNotificationChannel
  subscribed: boolean
  updated_at: GeneratedTimestamp
}

/** The tables collections/ owns, as the composed `Database` (src/database.ts) lists them. */
export interface CollectionsTables {
  collections: CollectionsTable
  collection_listings: CollectionListingsTable
  collection_members: CollectionMembersTable
  collection_invitations: CollectionInvitationsTable
  invitation_sends: InvitationSendsTable
  collection_comments: CollectionCommentsTable
  collection_subscriptions: CollectionSubscriptionsTable
}
