import { currentUser } from '../auth/site-auth.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'
import { accessibleCollection } from './accessible-collection.js'
import { collectionIdParams } from './collection-schemas.js'
import { markCollectionViewed } from './collections.repository.js'
import type { SharedRoutesOf } from './shared-routes-of.js'

/**
 * PUT viewed of a collection or saved search (spec sections 4 and 7): the member's
 * `last_viewed_at` becomes now, so their unviewed_property_count starts again from zero.
 */
export function viewedRoute(app: SchemaTypedApp, { record, documentOf, documentSchema }: SharedRoutesOf): void {
  const { noun } = record
  app.put(
    `/${record.path}/:id/viewed`,
    {
      config: { auth: 'user' },
      schema: {
        tags: [record.tag],
        summary: `Marks a ${noun} viewed by the signed-in member: their unviewed_property_count becomes 0`,
        description:
          `Answers the ${noun} document with the caller's unviewed_property_count at 0. Members only: a ` +
          `non-member gets 403 for a public ${noun}, 404 for a private one.`,
        params: collectionIdParams,
        response: { 200: documentSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const row = await accessibleCollection(app.db, request, request.params.id, 'edit', undefined, record)
      await markCollectionViewed(app.db, row.id, user.id)
      return documentOf(request.site.id, row.id, user.id)
    },
  )
}
