import type { Kysely } from 'kysely'
import { validateCollection } from '@idx/domain'
import { currentUser } from '../auth/site-auth.js'
import { optionalCommentBody, summaryOf, writeComment } from '../comments/write-comment.js'
import { notifyCollaborators } from '../notifications/notify-collaborators.js'
import { ApiError, PermissionError } from '../errors.js'
import type { Database } from '../db/schema.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import { pageLinks } from '../jsonapi/page-links.js'
import type { SchemaTypedApp } from '../schema-typed-app.js'
import { accessibleCollection, NOT_AUTHORIZED } from './accessible-collection.js'
import { collectionDocumentOf } from './collection-document-of.js'
import { collectionListingRoutes } from './collection-listings.routes.js'
import { invitationRoutes } from './invitations.routes.js'
import { memberRoutes } from './members.routes.js'
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
  deleteCollection,
  findCollectionDetails,
  listCollections,
  updateCollection,
  type CollectionListScope,
} from './collections.repository.js'
import { collectionDocument, collectionListDocument } from './collections.service.js'
import { siteAgentIdOf } from './site-agent.js'

const ATTRIBUTES = '/data/attributes'

/** The agent the signed-in user is, when that agent works in the site's feeds; else 403. */

/** The agent a client list is for: the caller must be an agent of the site (403 otherwise). */
async function clientsAgentId(db: Kysely<Database>, siteId: number, userId: number): Promise<number> {
  const agentId = await siteAgentIdOf(db, siteId, userId)
  if (agentId === null) throw new PermissionError(NOT_AUTHORIZED)
  return agentId
}

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
          "A blank name is 422 at /data/attributes/name; a `listing` that is not one of the site's listings is 422 " +
          'at /data/attributes/listing. An optional `comment` starts the chat, about the listing when one is ' +
          'given (422 at /data/attributes/comment when over 2000 characters).',
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
          'Those the user owns; with filter[only_membership]=true every one the user is a member of; with ' +
          "filter[only_clients]=true (agents only, else 403) those of the agent's clients, the users whose current " +
          'agent the caller is. ' +
          "meta.total counts them all; meta.unviewed_property_counts gives each listed one's unviewed count.",
        querystring: listCollectionsQuery,
        response: { 200: collectionListDocumentSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const onlyMembership = request.query['filter[only_membership]'] === 'true'
      const onlyClients = request.query['filter[only_clients]'] === 'true'
      const page = { number: request.query['page[number]'], size: request.query['page[size]'] }
      const scope: CollectionListScope = onlyClients
        ? { kind: 'clients', agentId: await clientsAgentId(app.db, request.site.id, user.id) }
        : { kind: onlyMembership ? 'membership' : 'owned' }
      const { rows, total } = await listCollections(app.db, request.site.id, user.id, { scope, page })
      const details = await findCollectionDetails(
        app.db,
        rows.map((row) => row.id),
        user.id,
      )
      return {
        ...collectionListDocument(rows, details, total),
        links: pageLinks(
          '/api/v3/collections',
          page,
          total,
          onlyClients
            ? { 'filter[only_clients]': 'true' }
            : onlyMembership
              ? { 'filter[only_membership]': 'true' }
              : {},
        ),
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
          "Members read it with their access token; a public one anyone with the site's token may read. A private " +
          'one answers 404 to everyone else, exactly as a missing one.',
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
          'one. Members left out stay; a blank name is 422 at /data/attributes/name. A rename or a change of ' +
          'is_public notifies the other members (update).',
        params: collectionIdParams,
        body: updateCollectionBodySchema,
        response: { 200: collectionDocumentSchema, ...errorResponses(400, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const row = await accessibleCollection(app.db, request, request.params.id, 'edit')
      const { data } = request.body
      if (data.id !== undefined && data.id !== String(row.id)) {
        throw new ApiError(409, "data.id must be the collection's id", '/data/id')
      }
      const { name, is_public: isPublic } = data.attributes
      if (name !== undefined) {
        const problem = nameProblem(name)
        if (problem) throw problem
      }
      const change = {
        ...(name === undefined ? {} : { name: name.trim() }),
        ...(isPublic === undefined ? {} : { is_public: isPublic }),
      }
      const renamed = change.name !== undefined && change.name !== row.name
      const madePublic = change.is_public !== undefined && change.is_public !== row.is_public
      await app.db.transaction().execute(async (trx) => {
        if (Object.keys(change).length > 0) await updateCollection(trx, row.id, change)
        if (!renamed && !madePublic) return
        await notifyCollaborators(trx, {
          collectionId: row.id,
          actorId: user.id,
          subject: {
            event: 'update',
            ...(renamed ? { name: { from: row.name, to: change.name ?? row.name } } : {}),
            ...(madePublic ? { isPublic: change.is_public } : {}),
          },
        })
      })
      // Live update: the other members' browsers refetch the collection (src/realtime/).
      if (Object.keys(change).length > 0) {
        app.publishCollectionUpdate(row.id, user.id, { type: 'collections', id: String(row.id), action: 'update' })
      }
      return documentOf(request.site.id, row.id, user.id)
    },
  )

  app.delete(
    '/collections/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Deletes a collection (its owner only)',
        description:
          "A collaborator gets 403 ('You are not authorized to perform that action.'), as does a non-member of a " +
          'public collection; a private one answers 404 to a non-member.',
        params: collectionIdParams,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const row = await accessibleCollection(app.db, request, request.params.id, 'delete')
      // The members are read before the delete takes them: their browsers drop the board.
      const members = await app.db
        .selectFrom('collection_members')
        .select('user_id')
        .where('collection_id', '=', row.id)
        .where('user_id', '!=', currentUser(request).id)
        .execute()
      await deleteCollection(app.db, row.id)
      app.publishObjectUpdated(
        members.map((member) => member.user_id),
        { type: 'collections', id: String(row.id), action: 'delete', collection_id: String(row.id) },
      )
      return reply.status(204).send()
    },
  )

  collectionListingRoutes(app, documentOf)
  invitationRoutes(app, documentOf)
  memberRoutes(app)
}
