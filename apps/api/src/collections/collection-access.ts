import type { CollectionRole } from './collections.tables.js'

// Who may do what with a collection (spec section 6, and apps/api/README.md "Collections"): members
// (the owner and collaborators) read and edit the board: its name, is_public and listings; only the
// owner deletes it. A public board is readable by anyone with the site's token, read-only, and a
// private one by the owner's current agent, read-only. Anyone else learns nothing: a private board
// answers exactly as a missing one.

/** What a request asks of a collection. */
export type CollectionAction = 'read' | 'edit' | 'delete'

/** The answer: go ahead, 404 as if it did not exist, or 403 (the caller may see it, not do this). */
export type CollectionAccess = 'allowed' | 'not_found' | 'forbidden'

/**
 * Whether a viewer with `role` (null: not a member) may do `action` to a collection.
 *
 * @example
 * collectionAccess({ is_public: false, role: null }, 'read')            // 'not_found'
 * collectionAccess({ is_public: true, role: null }, 'edit')             // 'forbidden'
 * collectionAccess({ is_public: false, role: 'collaborator' }, 'delete') // 'forbidden'
 * collectionAccess({ is_public: false, role: null }, 'read', { ownersAgent: true }) // 'allowed'
 */
export function collectionAccess(
  collection: { is_public: boolean; role: CollectionRole | null },
  action: CollectionAction,
  { ownersAgent = false }: { ownersAgent?: boolean } = {},
): CollectionAccess {
  const { role, is_public: isPublic } = collection
  if (role === null) {
    if (!isPublic && !ownersAgent) return 'not_found'
    return action === 'read' ? 'allowed' : 'forbidden'
  }
  if (action === 'delete') return role === 'owner' ? 'allowed' : 'forbidden'
  return 'allowed'
}
