import type { Collaborator, CommentRecord } from '@idx/api-client'
import type { ApiError } from '@idx/api-client'
import { errorMessage } from '@idx/api-client'
import type { SharedRecordKind } from '@idx/api-client/react'
import type { MentionListing } from '@idx/collaboration-ui'
import { collectionPath, savedSearchPath } from '@idx/domain'
import type { Comment, Invitation, Listing, User } from '@idx/domain'
import type { PanelRecord } from './record-panel-context.js'

// What the panels make of the API's records for the collaboration widgets: the API's `Collaborator`
// (e-mail for members only) becomes the domain's `User` the widgets take.

/** The words and routes the shared panels use for one kind of record. */
export type RecordPanelWords = {
  /** How a sentence names one ('removed from the saved search'). */
  noun: 'collection' | 'saved search'
  /** The invite panel's title (spec §2: 'Invite to Collection', 'Invite to Search'). */
  inviteTitle: string
  /** The menu's landmark name. */
  menuLabel: string
  /** The menu's items, in order: the record's panels. */
  menu: readonly { child: string; label: string }[]
}

/** A record's words from the name its panel titles use ('Collection Info', 'Search Info'). */
function panelWords(noun: RecordPanelWords['noun'], title: string): RecordPanelWords {
  return {
    noun,
    inviteTitle: `Invite to ${title}`,
    menuLabel: noun.charAt(0).toUpperCase() + noun.slice(1),
    menu: [
      { child: 'chat', label: 'Chat' },
      { child: 'collaborators', label: 'Collaborators' },
      { child: 'info', label: `${title} Info` },
      { child: 'edit', label: `Edit ${title}` },
    ],
  }
}

/** The words and routes the shared panels use for each kind of record. */
export const RECORD_PANEL_WORDS: Record<SharedRecordKind, RecordPanelWords> = {
  collection: panelWords('collection', 'Collection'),
  'saved-search': panelWords('saved search', 'Search'),
}

/**
 * The app path (relative to the root, no leading slash) of a record of `kind`, or of a child.
 *
 * @example
 * recordPath('saved-search', '7', 'chat') // 'saved-search/7/chat'
 */
export function recordPath(kind: SharedRecordKind, id: string, child?: string): string {
  return kind === 'saved-search' ? savedSearchPath(id, child) : collectionPath(id, child)
}

/** A member as the widgets take a user (the API sends members' e-mails to the board's members only). */
export function memberAsUser(member: Collaborator): User {
  return {
    id: member.id,
    first_name: member.first_name ?? null,
    last_name: member.last_name ?? null,
    full_name: member.full_name ?? null,
    email: member.email ?? null,
  }
}

/** A listing as a comment's card shows it: `withdrawn` when it left the feed (the API's `unavailable`). */
export function mentionListing(listing: Listing): MentionListing {
  const { unavailable } = listing as { unavailable?: unknown }
  return { ...listing, withdrawn: unavailable === true || listing.listing_status === 'Withdrawn' }
}

/** A chat comment as `CommentThread` shows it. */
export function commentForThread(record: CommentRecord): Comment & { property?: MentionListing | null } {
  return {
    id: record.id,
    body: record.body,
    title: record.title ?? null,
    property_id: record.property_id ?? null,
    created_at: record.created_at,
    updated_at: record.updated_at ?? null,
    user: record.user ? memberAsUser(record.user) : null,
    property: record.property ? mentionListing(record.property) : null,
    ...(record.sending ? { sending: true } : {}),
  }
}

/** The record's people: its owner (null before the document names one), the other members and pending invitations. */
export function recordPeople(collection: PanelRecord): {
  owner: User | null
  collaborators: User[]
  invitations: Invitation[]
} {
  return {
    owner: collection.user ? memberAsUser(collection.user) : null,
    collaborators: (collection.collaborators ?? []).map(memberAsUser),
    invitations: (collection.invitations ?? []).map(({ id, email }) => ({ id, email })),
  }
}

/**
 * Whether the collaborators page jumps to the invite form (spec §2: "at most one collaborator plus
 * invitation"): nobody but the owner is a member and nobody is invited. The owner counts as one
 * (the API lists the other members as `collaborators`).
 *
 * @example
 * opensInvite({ collaborators: [], invitations: [] }) // true: only the owner
 * opensInvite({ collaborators: [], invitations: [{ email: 'b@x.com' }] }) // false
 */
export function opensInvite(collection: Pick<PanelRecord, 'collaborators' | 'invitations'>): boolean {
  return 1 + (collection.collaborators?.length ?? 0) + (collection.invitations?.length ?? 0) <= 1
}

/** Query parameters that belong to one panel only (the chat's selected listing). */
const PANEL_ONLY_PARAMS = ['property_id']

/**
 * The router address (under the app root) of a collection's panel (a saved search's with `kind`),
 * keeping the results' query (`page`, `map`) but not another panel's own parameters.
 *
 * @example
 * panelTo('7', 'info', '?page=2&property_id=5') // { pathname: '/collection/7/info', search: '?page=2' }
 * panelTo('7', 'chat', '', 'saved-search') // { pathname: '/saved-search/7/chat', search: '' }
 */
export function panelTo(
  recordId: string,
  child: string,
  search: string,
  kind: SharedRecordKind = 'collection',
): { pathname: string; search: string } {
  const params = new URLSearchParams(search)
  for (const name of PANEL_ONLY_PARAMS) params.delete(name)
  const query = params.toString()
  return { pathname: `/${recordPath(kind, recordId, child)}`, search: query ? `?${query}` : '' }
}

/** What a failed change reads as: the server's first error detail, or the house fallback. */
export function failureMessage(error: ApiError | { message?: string } | undefined): string {
  if (error && 'status' in error) return errorMessage(error)
  return errorMessage({ status: 'FETCH_ERROR', error: error?.message ?? 'unknown' })
}
