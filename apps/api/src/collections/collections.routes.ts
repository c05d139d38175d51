import { COMMENT_BODY_MAX, PUBLIC_OWNER_ONLY_MESSAGE, validateCollection } from '@idx/domain'
import { currentUser } from '../auth/site-auth.js'
import { optionalCommentBody, summaryOf, writeComment } from './comments/write-comment.js'
import { notifyCollaborators } from '../notifications/notify-collaborators.js'
import { ApiError } from '../http/errors.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import { pageLinks } from '../jsonapi/page-links.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'
import { accessibleCollection } from './accessible-collection.js'
import { collectionDocumentOf } from './collection-document-of.js'
import { collectionListingRoutes } from './collection-listings.routes.js'
import { deleteRoute } from './delete.routes.js'
import { invitationRoutes, joinRoutes } from './invitations.routes.js'
import { memberRoutes } from './members.routes.js'
import { COLLECTION_KIND } from './record-kind.js'
import type { SharedRoutesOf } from './shared-routes-of.js'
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes.js'
import { viewedRoute } from './viewed.routes.js'
import { siteListingId } from './site-listing-id.js'
import {
  collectionDocumentSchema,
  collectionIdParams,
  collectionListDocumentSchema,
  createCollectionBodySchema,
  listCollectionsQuery,
  updateCollectionBodySchema,
} from './collection-schemas.js'
import {
  createCollection,
  findCollectionDetails,
  findOwnerUnviewedCounts,
  listCollections,
  updateCollection,
} from './collections.repository.js'
import { listDescription, listScope } from './list-scope.js'
import { collectionDocument, collectionListDocument } from './collections.service.js'

const ATTRIBUTES = '/data/attributes'

/** The 422 of a blank name, from the rule the browser's form uses too. */
function nameProblem(name: string | undefined): ApiError | null {
  const problem = validateCollection({ name }).name
  return problem === undefined ? null : new ApiError(422, problem, `${ATTRIBUTES}/name`)
}

/**
 * Collections (spec sections 2-7): shared boards of saved listings. Who may do what is in
 * collection-access.ts; the listings on a board are in collection-listings.routes.ts.
 */
export async function collectionsRoutes(app: SchemaTypedApp): Promise<void> {
  const tags = ['collections']

  /** The document of collection `id` as `viewerId` sees it, read fresh after a change. */
  const documentOf = (siteId: number, id: number, viewerId: number | null) =>
    collectionDocumentOf(app.db, siteId, id, viewerId)

  app.post(
    '/collections',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Creates a collection owned by the signed-in user, optionally with a first listing',
        description:
          'Answers 201 with a Location header and the collection document; the caller is its owner. `data.id` is 403 ' +
          "at /data/id (the server makes ids). A blank name is 422 'Name is required' at /data/attributes/name; a " +
          "`listing` that is not one of the site's listings is 422 'No listing N on this site' at " +
          '/data/attributes/listing. An optional `comment` starts the chat, about the listing when one is given ' +
          `(422 at /data/attributes/comment when over ${COMMENT_BODY_MAX} characters; blank or null: none). ` +
          'Unknown members and wrong types are 400 at their pointer.',
        body: createCollectionBodySchema,
        response: { 201: collectionDocumentSchema, ...errorResponses(400, 403, 422) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      // JSON:API: a create with a client-made id the server does not support is a 403.
      if (request.body.data.id !== undefined) {
        throw new ApiError(403, 'Collection ids are made by the server: leave data.id out', '/data/id')
      }
      const { name, is_public: isPublic = false, listing, comment: rawComment } = request.body.data.attributes
      const problem = nameProblem(name)
      if (problem) throw problem
      const comment = optionalCommentBody(rawComment, `${ATTRIBUTES}/comment`)
      const listingId =
        listing === undefined ? null : await siteListingId(app.db, request.site.id, listing, `${ATTRIBUTES}/listing`)
      const summary = comment === null ? null : await summaryOf(app.db, request.site.id, listingId)
      const id = await app.db.transaction().execute(async (trx) => {
        const created = await createCollection(trx, {
          siteId: request.site.id,
          userId: user.id,
          name: name.trim(),
          isPublic,
          listingId,
        })
        if (comment !== null) {
          await writeComment(trx, { collectionId: created, userId: user.id, body: comment, listingId, summary })
        }
        return created
      })
      reply.status(201).header('location', `/api/v3/collections/${id}`)
      return documentOf(request.site.id, id, user.id)
    },
  )

  app.get(
    '/collections',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "The signed-in user's collections, sorted by name",
        description:
          `${listDescription('collections')} In the clients' list each collection also has ` +
          '`owner_unviewed_property_count`: the listings others (the agent among them) added since the ' +
          'client last viewed it; the client is the `user` relationship, named in `included`, and ' +
          '`total_count` the number of homes.',
        querystring: listCollectionsQuery,
        response: { 200: collectionListDocumentSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const page = { number: request.query['page[number]'], size: request.query['page[size]'] }
      const { scope, linkFilter } = await listScope(app.db, request.site.id, user.id, request.query)
      const onlyClients = scope.kind === 'clients'
      const { rows, total } = await listCollections(app.db, request.site.id, user.id, { scope, page })
      const details = await findCollectionDetails(
        app.db,
        rows.map((row) => row.id),
        user.id,
      )
      const ownerUnviewed = onlyClients
        ? await findOwnerUnviewedCounts(
            app.db,
            rows.map((row) => row.id),
          )
        : undefined
      return {
        ...collectionListDocument(rows, details, total, ownerUnviewed),
        links: pageLinks('/api/v3/collections', page, total, linkFilter),
      }
    },
  )

  app.get(
    '/collections/:id',
    {
      schema: {
        tags,
        summary: 'A collection, with its owner and collaborators',
        description:
          "Members read it with their access token; a public one anyone with the site's token may read, and the " +
          "owner's current agent reads a client's private one. A private one answers 404 ('Collection not found.') " +
          "to everyone else, exactly as a missing one does, and as another site's collection and a path id that " +
          'is not a positive integer do. Only members see the pending invitations (relationships.invitations ' +
          'and `invitations` in included).',
        params: collectionIdParams,
        response: { 200: collectionDocumentSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await accessibleCollection(app.db, request, request.params.id, 'read')
      return collectionDocument(row, await findCollectionDetails(app.db, [row.id], request.user?.id ?? null))
    },
  )

  app.patch(
    '/collections/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Renames a collection or makes it public or private (members)',
        description:
          'The owner and collaborators may; a non-member gets 403 for a public collection and 404 for a private ' +
          "one. Answers the collection document. Attributes left out keep their values; a blank name is 422 'Name " +
          "is required' at /data/attributes/name; a `data.id` other than the path's is 409 at /data/id; a " +
          `collaborator changing is_public is 403 '${PUBLIC_OWNER_ONLY_MESSAGE}' at /data/attributes/is_public. A rename ` +
          'or a change of is_public notifies the other members (update).',
        params: collectionIdParams,
        body: updateCollectionBodySchema,
        response: { 200: collectionDocumentSchema, ...errorResponses(400, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { data } = request.body
      const { name, is_public: isPublic } = data.attributes
      const change = {
        ...(name === undefined ? {} : { name: name.trim() }),
        ...(isPublic === undefined ? {} : { is_public: isPublic }),
      }
      // Checked under the board's lock: a delete meanwhile is a 404, and the name and is_public
      // compared are the ones this change replaces.
      const row = await app.db.transaction().execute(async (trx) => {
        const row = await accessibleCollection(trx, request, request.params.id, 'edit', 'no key update')
        if (data.id !== undefined && data.id !== String(row.id)) {
          throw new ApiError(409, "data.id must be the collection's id", '/data/id')
        }
        // Who can see a board is its owner's choice: a collaborator renames it, never publishes it.
        if (isPublic !== undefined && isPublic !== row.is_public && row.role !== 'owner') {
          throw new ApiError(403, PUBLIC_OWNER_ONLY_MESSAGE, '/data/attributes/is_public')
        }
        if (name !== undefined) {
          const problem = nameProblem(name)
          if (problem) throw problem
        }
        const renamed = change.name !== undefined && change.name !== row.name
        const madePublic = change.is_public !== undefined && change.is_public !== row.is_public
        if (Object.keys(change).length > 0) await updateCollection(trx, row.id, change)
        if (!renamed && !madePublic) return row
        await notifyCollaborators(trx, {
          collectionId: row.id,
          actorId: user.id,
          subject: {
            event: 'update',
            ...(renamed ? { name: { from: row.name, to: change.name ?? row.name } } : {}),
            ...(madePublic ? { isPublic: change.is_public } : {}),
          },
        })
        return row
      })
      // Live update: the other members' browsers refetch the collection (src/realtime/).
      if (Object.keys(change).length > 0) {
        app.publishCollectionUpdate(row.id, user.id, { type: 'collections', id: String(row.id), action: 'update' })
      }
      return documentOf(request.site.id, row.id, user.id)
    },
  )

  collectionListingRoutes(app, documentOf)
  const shared: SharedRoutesOf = { record: COLLECTION_KIND, documentOf, documentSchema: collectionDocumentSchema }
  deleteRoute(app, shared)
  viewedRoute(app, shared)
  invitationRoutes(app, shared)
  memberRoutes(app, shared)
  subscriptionsRoutes(app, shared)
  joinRoutes(app)
}
