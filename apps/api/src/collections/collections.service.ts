import { distinctResources, identifier, type Relationship, type Resource } from '../jsonapi/resource.js'
import { userNameResource } from '../users/index.js'
import type { CollectionDetails, CollectionMemberRow, CollectionRow } from './collections.repository.js'
import type { InvitationRow } from './invitations.repository.js'

// Collection rows to JSON:API: the one `collections` serialiser, used by every collection route.

/** A timestamp as the API writes it (ISO 8601, UTC). */
export function isoText(moment: Date | string): string {
  return new Date(moment).toISOString()
}

/**
 * A collection as a `collections` resource (spec section 3): `property_ids` in the order they were
 * added, `total_count` their number, `unviewed_property_count` the viewer's (0 for a non-member),
 * the owner as `user`, the other members as `collaborators` and, for a member only, the pending
 * `invitations` (their e-mail addresses are the members' business) and their own
 * `notify_{event}_{channel}` flags.
 */
export function collectionResource(row: CollectionRow, details: CollectionDetails): Resource {
  const listingIds = details.listingIds.get(row.id) ?? []
  return {
    id: String(row.id),
    type: 'collections',
    attributes: {
      name: row.name,
      is_public: row.is_public,
      property_ids: listingIds.map(String),
      unviewed_property_count: details.unviewed.get(row.id) ?? 0,
      total_count: listingIds.length,
      created_at: isoText(row.created_at),
      updated_at: isoText(row.updated_at),
      // The requesting member's own notification choices.
      ...(row.role === null ? {} : details.notifyFlags.get(row.id)),
    },
    relationships: memberRelationships(row, details),
  }
}

/**
 * The people of a collection or saved search as relationships: the owner as `user`, the other
 * members as `collaborators` and, for a member only, the pending `invitations`.
 */
export function memberRelationships(row: CollectionRow, details: CollectionDetails): Record<string, Relationship> {
  const members = details.members.get(row.id) ?? []
  return {
    user: { data: identifier('users', row.user_id) },
    collaborators: {
      data: members.filter((member) => member.role === 'collaborator').map((m) => identifier('users', m.user_id)),
    },
    ...(row.role === null
      ? {}
      : { invitations: { data: invitationsOf(row, details).map((i) => identifier('invitations', i.id)) } }),
  }
}

/** The collection's pending invitations when the viewer is a member; none otherwise. */
function invitationsOf(row: CollectionRow, details: CollectionDetails) {
  return row.role === null ? [] : (details.invitations.get(row.id) ?? [])
}

/** A pending invitation as an `invitations` resource. */
export function invitationResource(invitation: InvitationRow): Resource {
  return {
    id: String(invitation.id),
    type: 'invitations',
    attributes: { email: invitation.email, created_at: isoText(invitation.created_at) },
  }
}

/**
 * The people the collections' relationships name, each once, and the invitations members see, for
 * a document's `included`. A person's e-mail is included only when the viewer is a member of a
 * board they belong to: members invite by e-mail and the invite form leaves out addresses that are
 * already members; a reader of a public board or the owner's agent sees names only.
 */
export function memberResources(rows: readonly CollectionRow[], details: CollectionDetails): Resource[] {
  const members: CollectionMemberRow[] = rows.flatMap((row) => details.members.get(row.id) ?? [])
  const emailShown = new Set(
    rows.filter((row) => row.role !== null).flatMap((row) => (details.members.get(row.id) ?? []).map((m) => m.user_id)),
  )
  return [
    ...distinctResources(
      members.map((member) => {
        const resource = userNameResource({
          id: member.user_id,
          first_name: member.first_name,
          last_name: member.last_name,
        })
        return emailShown.has(member.user_id)
          ? { ...resource, attributes: { ...resource.attributes, email: member.email } }
          : resource
      }),
    ),
    ...rows.flatMap((row) => invitationsOf(row, details).map(invitationResource)),
  ]
}

/** The document of one collection, its owner and collaborators included. */
export function collectionDocument(row: CollectionRow, details: CollectionDetails) {
  return { data: collectionResource(row, details), included: memberResources([row], details) }
}

/**
 * The document of a list of collections: `meta.total` counts them all, and
 * `meta.unviewed_property_counts` maps each id on the page to the viewer's unviewed count (the
 * spec's clients read it into `unviewed_property_count`). An agent's list of their clients'
 * collections gives each its owner's unviewed count too (`ownerUnviewed`, as
 * `owner_unviewed_property_count`): the agent is no member, so has no unviewed count of their own.
 */
export function collectionListDocument(
  rows: readonly CollectionRow[],
  details: CollectionDetails,
  total: number,
  ownerUnviewed?: ReadonlyMap<number, number>,
) {
  return recordListDocument(rows, details, total, (row) => {
    const resource = collectionResource(row, details)
    if (!ownerUnviewed) return resource
    return {
      ...resource,
      attributes: { ...resource.attributes, owner_unviewed_property_count: ownerUnviewed.get(row.id) ?? 0 },
    }
  })
}

/**
 * A list document of collections or saved searches, each made by `resourceOf`, with their people
 * in `included`, `meta.total` and the viewer's `meta.unviewed_property_counts`.
 */
export function recordListDocument(
  rows: readonly CollectionRow[],
  details: CollectionDetails,
  total: number,
  resourceOf: (row: CollectionRow) => Resource,
) {
  return {
    data: rows.map(resourceOf),
    included: memberResources(rows, details),
    meta: {
      total,
      unviewed_property_counts: Object.fromEntries(
        rows.map((row) => [String(row.id), details.unviewed.get(row.id) ?? 0]),
      ),
    },
  }
}
