import type { CollectionRecord } from '@idx/api-client'
import type { Collection, User } from '@idx/domain'

/** What a collection's page shows for its load: loading, the collection, 'Collection not found.' or a failure. */
export type CollectionPageState =
  { kind: 'loading' } | { kind: 'ready'; collection: CollectionRecord } | { kind: 'not-found' } | { kind: 'failed' }

/** The parts of RTK Query's result this reads. */
export type CollectionLoad = {
  collection: CollectionRecord | null
  isError: boolean
  error?: unknown
}

/**
 * The page's state from the collection's load. A 404 (missing, private, or a stranger's), a 401 or
 * a 403 is 'Collection not found.' (spec: a private collection looks the same as a missing one);
 * any other failure is the error wrapper with 'Try again'.
 *
 * @example
 * collectionPageState({ collection: null, isError: true, error: { status: 404 } }) // { kind: 'not-found' }
 */
export function collectionPageState(load: CollectionLoad): CollectionPageState {
  if (load.isError) {
    const status =
      typeof load.error === 'object' && load.error !== null ? (load.error as { status?: unknown }).status : null
    return status === 404 || status === 401 || status === 403 ? { kind: 'not-found' } : { kind: 'failed' }
  }
  if (load.collection) return { kind: 'ready', collection: load.collection }
  return { kind: 'loading' }
}

/** Whether `user` owns the collection. */
export function ownsCollection(collection: CollectionRecord, user: Pick<User, 'id'> | null): boolean {
  return user !== null && collection.user != null && String(collection.user.id) === String(user.id)
}

/** Whether `user` is a member (the owner or a collaborator): members mark it viewed and see its panels. */
export function isCollectionMember(collection: CollectionRecord, user: Pick<User, 'id'> | null): boolean {
  if (user === null) return false
  return (
    ownsCollection(collection, user) ||
    (collection.collaborators ?? []).some((member) => String(member.id) === String(user.id))
  )
}

/**
 * What the collection header reads (name, owner, creation date), from the record the API sends:
 * the owner comes with names only (never an e-mail).
 *
 * @example
 * collectionHeaderOf(collection) // { name: 'Lake houses', created_at: '2024-09-01T…', user: { id: '3', full_name: 'Ada Lovelace', … } }
 */
export function collectionHeaderOf(collection: CollectionRecord): Pick<Collection, 'name' | 'user' | 'created_at'> {
  const owner = collection.user
  return {
    name: collection.name,
    created_at: collection.created_at ?? null,
    user: owner
      ? {
          id: owner.id,
          first_name: owner.first_name ?? null,
          last_name: owner.last_name ?? null,
          full_name: owner.full_name ?? null,
          email: null,
        }
      : null,
  }
}
