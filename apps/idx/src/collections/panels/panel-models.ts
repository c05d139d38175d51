import type { Collaborator, CollectionRecord, CommentRecord } from '@idx/api-client'
import type { ApiError } from '@idx/api-client'
import { errorMessage } from '@idx/api-client'
import type { MentionListing } from '@idx/collaboration-ui'
import { collectionPath } from '@idx/domain'
import type { Comment, Invitation, Listing, User } from '@idx/domain'

// What the panels make of the API's records for the collaboration widgets: the API's `Collaborator`
// (e-mail for members only) becomes the domain's `User` the widgets take.

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

/** The collection's people: its owner (null before the document names one), the other members and pending invitations. */
export function collectionPeople(collection: CollectionRecord): {
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
export function opensInvite(collection: Pick<CollectionRecord, 'collaborators' | 'invitations'>): boolean {
  return 1 + (collection.collaborators?.length ?? 0) + (collection.invitations?.length ?? 0) <= 1
}

/** Query parameters that belong to one panel only (the chat's selected listing). */
const PANEL_ONLY_PARAMS = ['property_id']

/**
 * The router address (under the app root) of a collection's panel, keeping the results' query
 * (`page`, `map`) but not another panel's own parameters.
 *
 * @example
 * panelTo('7', 'info', '?page=2&property_id=5') // { pathname: '/collection/7/info', search: '?page=2' }
 */
export function panelTo(collectionId: string, child: string, search: string): { pathname: string; search: string } {
  const params = new URLSearchParams(search)
  for (const name of PANEL_ONLY_PARAMS) params.delete(name)
  const query = params.toString()
  return { pathname: `/${collectionPath(collectionId, child)}`, search: query ? `?${query}` : '' }
}

/** What a failed change reads as: the server's first error detail, or the house fallback. */
export function failureMessage(error: ApiError | { message?: string } | undefined): string {
  if (error && 'status' in error) return errorMessage(error)
  return errorMessage({ status: 'FETCH_ERROR', error: error?.message ?? 'unknown' })
}
