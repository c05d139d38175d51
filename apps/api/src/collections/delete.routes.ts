import { currentUser } from '../auth/site-auth.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'
import { accessibleCollection } from './accessible-collection.js'
import { collectionIdParams } from './collection-schemas.js'
import { deleteCollection } from './collections.repository.js'
import type { SharedRoutesOf } from './shared-routes-of.js'

/**
 * DELETE of a collection or saved search, its owner's alone (spec section 6): its members,
 * invitations, chat and choices go with it (on delete cascade), and the other members' browsers
 * are told to drop it.
 */
export function deleteRoute(app: SchemaTypedApp, { record }: Pick<SharedRoutesOf, 'record'>): void {
  const { noun } = record
  app.delete(
    `/${record.path}/:id`,
    {
      config: { auth: 'user' },
      schema: {
        tags: [record.tag],
        summary: `Deletes a ${noun} (its owner only)`,
        description:
          `Answers 204; its members${record.kind === 'collection' ? ' and listings' : ', chat and matches'} go ` +
          "with it. A collaborator gets 403 ('You are not authorized to perform that action.'), as does a " +
          `non-member of a public ${noun}; a private one answers 404 ('${record.notFound}') to a non-member.`,
        params: collectionIdParams,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const { row, members } = await app.db.transaction().execute(async (trx) => {
        // The record's row locked first, as every write to it locks it: the delete waits for the
        // writes under way, and those after it find nothing (404).
        const row = await accessibleCollection(trx, request, request.params.id, 'delete', 'update', record)
        // The members are read before the delete takes them: their browsers drop it.
        const members = await trx
          .selectFrom('collection_members')
          .select('user_id')
          .where('collection_id', '=', row.id)
          .where('user_id', '!=', currentUser(request).id)
          .execute()
        await deleteCollection(trx, row.id)
        return { row, members }
      })
      app.publishObjectUpdated(
        members.map((member) => member.user_id),
        { type: record.type, id: String(row.id), action: 'delete', collection_id: String(row.id) },
      )
      return reply.status(204).send()
    },
  )
}
