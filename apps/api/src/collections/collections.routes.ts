import type { Kysely } from 'kysely'
import { COMMENT_BODY_MAX, PUBLIC_OWNER_ONLY_MESSAGE, validateCollection } from '@idx/domain'
import { currentUser } from '../auth/site-auth.js'
import { optionalCommentBody, summaryOf, writeComment } from './comments/write-comment.js'
import { notifyCollaborators } from '../notifications/notify-collaborators.js'
import { ApiError, PermissionError } from '../http/errors.js'
import type { Database } from '../db/schema.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import { pageLinks } from '../jsonapi/page-links.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'
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
  findOwnerUnviewedCounts,
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
          'Those the user owns; with filter[only_membership]=true every one the user is a member of (owner or ' +
          "collaborator); with filter[only_clients]=true those owned by the agent's clients, the site's users whose " +
          "current agent is the agent the caller is (a caller who is not an agent of the site's feeds gets 403 " +
          "'You are not authorized to perform that action.'). With both filters, only_clients wins. Sorted by " +
          'name, paged (page[size] 1 to 100, default 20); the paging links keep the filter. meta.total counts ' +
          'them all over every page; meta.unviewed_property_counts maps each id on the page to its ' +
          "unviewed_property_count. In the clients' list each collection also has " +
          '`owner_unviewed_property_count`: the listings others (the agent among them) added since the ' +
          'client last viewed it; the client is the `user` relationship, named in `included`, and ' +
          '`total_count` the number of homes. A bad query parameter is 400 at the parameter.',
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
      const ownerUnviewed = onlyClients
        ? await findOwnerUnviewedCounts(
            app.db,
            rows.map((row) => row.id),
          )
        : undefined
      return {
        ...collectionListDocument(rows, details, total, ownerUnviewed),
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

  app.delete(
    '/collections/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Deletes a collection (its owner only)',
        description:
          "Answers 204; its members and listings go with it. A collaborator gets 403 ('You are not authorized to " +
          "perform that action.'), as does a non-member of a public collection; a private one answers 404 to a " +
          'non-member.',
        params: collectionIdParams,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const { row, members } = await app.db.transaction().execute(async (trx) => {
        // The board's row locked first, as every write to it locks it: the delete waits for the
        // writes under way, and those after it find no board (404).
        const row = await accessibleCollection(trx, request, request.params.id, 'delete', 'update')
        // The members are read before the delete takes them: their browsers drop the board.
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
        { type: 'collections', id: String(row.id), action: 'delete', collection_id: String(row.id) },
      )
      return reply.status(204).send()
    },
  )

  collectionListingRoutes(app, documentOf)
  invitationRoutes(app, documentOf)
  memberRoutes(app)
}
