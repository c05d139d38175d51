import { currentUser } from '../auth/site-auth.js'
import { ApiError, PermissionError } from '../http/errors.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import { parseResourceId } from '../http/resource-id.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'
import { accessibleCollection, NOT_AUTHORIZED } from './accessible-collection.js'
import { memberParams } from './collection-schemas.js'
import { memberRole, removeCollaborator } from './invitations.repository.js'
import type { SharedRoutesOf } from './shared-routes-of.js'

/** The 404 of a user who is not a member of the collection. */
export const MEMBER_NOT_FOUND = 'Member not found.'
/** The 422 of an attempt to remove the owner of a collection (or of a saved search: `noun`). */
export function ownerNotRemovable(noun = 'collection'): string {
  return `The owner cannot be removed from the ${noun}.`
}
export const OWNER_NOT_REMOVABLE = ownerNotRemovable()

/**
 * Removing a member of a collection or saved search: the owner removes any collaborator, a
 * collaborator only themselves (leaving it); nobody removes the owner.
 */
export function memberRoutes(app: SchemaTypedApp, { record }: Pick<SharedRoutesOf, 'record'>): void {
  app.delete(
    `/${record.path}/:id/members/:user_id`,
    {
      config: { auth: 'user' },
      schema: {
        tags: [record.tag],
        summary: `Removes a collaborator from a ${record.noun}, or leaves it`,
        description:
          'Answers 204. The owner may remove any collaborator; a collaborator may remove only themselves (403 ' +
          `otherwise). The owner cannot be removed (422 '${ownerNotRemovable(record.noun)}'). A ` +
          "user who is not a member is 404 ('Member not found.').",
        params: memberParams,
        response: { 204: { type: 'null', description: 'Removed' }, ...errorResponses(403, 404, 422) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const targetId = parseResourceId(request.params.user_id)
      // The board's row before the member's, held against a delete (a 404 once it is gone).
      const { row, removedId } = await app.db.transaction().execute(async (trx) => {
        const row = await accessibleCollection(trx, request, request.params.id, 'edit', 'key share', record)
        const role = targetId === null ? undefined : await memberRole(trx, row.id, targetId)
        if (targetId === null || role === undefined) throw new ApiError(404, MEMBER_NOT_FOUND)
        if (role === 'owner') throw new ApiError(422, ownerNotRemovable(record.noun))
        if (row.role !== 'owner' && targetId !== user.id) throw new PermissionError(NOT_AUTHORIZED)
        await removeCollaborator(trx, row.id, targetId)
        return { row, removedId: targetId }
      })
      const update = { type: 'collaborators', id: String(removedId), action: 'delete' } as const
      app.publishCollectionUpdate(row.id, user.id, update)
      // The one removed is no member any more: told on their own, so their list drops the board.
      if (removedId !== user.id) app.publishObjectUpdated([removedId], { ...update, collection_id: String(row.id) })
      return reply.status(204).send()
    },
  )
}
