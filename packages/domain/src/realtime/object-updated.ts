/**
 * The live-update contract between apps/api (which publishes) and @idx/api-client (which
 * subscribes): the event a change is announced with and its payload (spec §7 "Realtime").
 */

/** The event a change is announced with, on each member's user channel (`userChannelName`). */
export const OBJECT_UPDATED_EVENT = 'objectUpdated'

/** The kinds of object whose change is announced. */
export const OBJECT_UPDATED_TYPES = [
  'collections',
  'comments',
  'collection-listings',
  'invitations',
  'collaborators',
  // A saved search (its id is also the payload's collection_id: both live in one id space).
  'saved-search',
] as const
export type ObjectUpdatedType = (typeof OBJECT_UPDATED_TYPES)[number]

/** What happened to the object. */
export const OBJECT_UPDATED_ACTIONS = ['create', 'update', 'delete'] as const
export type ObjectUpdatedAction = (typeof OBJECT_UPDATED_ACTIONS)[number]

/**
 * What the server sends with `objectUpdated`: which object changed, how, and in which collection.
 *
 * @example
 * { type: 'comments', id: '12', action: 'create', collection_id: '7' }
 */
export interface ObjectUpdated {
  type: ObjectUpdatedType
  id: string
  action: ObjectUpdatedAction
  collection_id: string
}

/**
 * An `objectUpdated` payload as a client reads it: a newer server may announce a type or action
 * this client does not know yet, and an older one sent numbers or no collection id, so each
 * field is read leniently (a client refetches what it can tell, and ignores the rest).
 */
export interface ObjectUpdatedPayload {
  readonly type: ObjectUpdatedType | (string & {})
  readonly id: string | number
  readonly action: ObjectUpdatedAction | (string & {})
  readonly collection_id?: string | number | null
}

/**
 * Whether an event's data can be read as an `objectUpdated` payload: an object with a string
 * `type` and `action` and a string or number `id` (what a client needs to tell what changed).
 *
 * @example
 * isObjectUpdatedPayload({ type: 'comments', id: 12, action: 'create', collection_id: '7' }) // true
 * isObjectUpdatedPayload('objectUpdated') // false
 */
export function isObjectUpdatedPayload(value: unknown): value is ObjectUpdatedPayload {
  if (typeof value !== 'object' || value === null) return false
  const { type, id, action } = value as Record<string, unknown>
  return (
    typeof type === 'string' &&
    typeof action === 'string' &&
    (typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)))
  )
}
