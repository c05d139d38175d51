import { ALERT_FREQUENCIES, DEFAULT_ALERT_FREQUENCY } from '@idx/domain'
import { currentUser } from '../auth/site-auth.js'
import {
  accessibleCollection,
  addCollaborator,
  collectionIdParams,
  commentRoutesOf,
  COLLECTION_NAME_MAX,
  createCollection,
  deleteRoute,
  invitationRoutes,
  isAgentOf,
  listCollections,
  listCollectionsQuery,
  listDescription,
  listScope,
  memberRoutes,
  NOT_AUTHORIZED,
  SAVED_SEARCH_KIND,
  subscriptionsRoutes,
  updateCollection,
  viewedRoute,
  type SharedRoutesOf,
} from '../collections/index.js'
import { ApiError } from '../http/errors.js'
import { parseResourceId } from '../http/resource-id.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'
import { enqueueJob } from '../jobs/enqueue-job.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import { pageLinks } from '../jsonapi/page-links.js'
import { siteOrigin } from '../mail/site-origin.js'
import { notifyCollaborators } from '../notifications/notify-collaborators.js'
import { SEARCH_BODY_LIMIT } from '../search/search-body-validator.js'
import { SAVED_FOR_CLIENT_MAIL_JOB, type SavedForClientMailPayload } from './saved-for-client-mail.js'
import { findSavedSearchDetails, savedSearchDocumentOf } from './saved-search-document-of.js'
import { checkedNameAndFrequency } from './saved-search-fields.js'
import { savedSearchQuery } from './saved-search-query.js'
import {
  createSavedSearchBodySchema,
  savedSearchDocumentSchema,
  savedSearchListDocumentSchema,
  updateSavedSearchBodySchema,
} from './saved-search-schemas.js'
import { findSavedSearchRows, insertSavedSearch, updateSavedSearch } from './saved-searches.repository.js'
import type { SavedSearchQuery } from './saved-searches.tables.js'
import { savedSearchDocument, savedSearchListDocument } from './saved-searches.service.js'

const record = SAVED_SEARCH_KIND
const FREQUENCIES = ALERT_FREQUENCIES.join(', ')
const SEARCH_RULES =
  'filter, sort and bounding_box are checked as POST /listings/search checks them (a problem is 422 at its ' +
  'pointer under /data/attributes, e.g. /data/attributes/filter/bedrooms/min; a body over the search body ' +
  `limit is 413). A blank name, a name over ${COLLECTION_NAME_MAX} characters and a frequency other than ` +
  `${FREQUENCIES} are 422 at their attribute.`

/** The search an update leaves: the stored one with the given members replaced (null: removed). */
function changedQuery(
  stored: SavedSearchQuery,
  given: { filter?: unknown; sort?: unknown; bounding_box?: unknown; suggestion_names?: unknown },
): { filter?: unknown; sort?: unknown; bounding_box?: unknown; suggestion_names?: unknown } {
  const pick = (member: 'sort' | 'bounding_box' | 'suggestion_names') => {
    const value = member in given ? given[member] : stored[member]
    return value === null || value === undefined ? {} : { [member]: value }
  }
  return {
    filter: given.filter ?? stored.filter,
    ...pick('sort'),
    ...pick('bounding_box'),
    ...pick('suggestion_names'),
  }
}

/**
 * Saved searches (spec sections 2-7): a search kept with a name and an alert frequency, shared as
 * a collection is. Its owner, members, invitations, chat and notification choices are a
 * `collections` row of kind 'saved-search', so every route they share is the collections' own,
 * registered here under /saved_searches.
 */
export async function savedSearchesRoutes(app: SchemaTypedApp): Promise<void> {
  const tags = [record.tag]
  const documentOf = (siteId: number, id: number, viewerId: number | null) =>
    savedSearchDocumentOf(app.db, app.config, siteId, id, viewerId)

  app.post(
    '/saved_searches',
    {
      config: { auth: 'user' },
      bodyLimit: SEARCH_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Saves a search, owned by the signed-in user or, for an agent, by one of their clients',
        description:
          'Answers 201 with a Location header and the saved search document. Attributes: name, frequency (' +
          `${FREQUENCIES}), filter, optional sort and bounding_box, and site_market_id, one of the site's ` +
          "markets (422 'Unknown market N' at /data/attributes/site_market_id otherwise). " +
          `${SEARCH_RULES} Its alerts cover the listing changes after it is saved. An agent may send ` +
          'relationships.user naming a client (a user of the site whose current agent the caller is): the client ' +
          'owns it, the agent is a collaborator, and the client is told by e-mail; anyone else named is 403 at ' +
          '/data/relationships/user. `data.id` is 403 at /data/id (the server makes ids).',
        body: createSavedSearchBodySchema,
        response: { 201: savedSearchDocumentSchema, ...errorResponses(400, 403, 413, 422) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const { data } = request.body
      if (data.id !== undefined) {
        throw new ApiError(403, 'Saved search ids are made by the server: leave data.id out', '/data/id')
      }
      const { name, frequency, site_market_id: marketId, ...search } = data.attributes
      const fields = checkedNameAndFrequency({ name, frequency })
      const { query, marketId: siteMarketId } = await savedSearchQuery(app.db, request.site, search, marketId)
      const named = data.relationships?.user?.data.id
      const clientId = named === undefined ? user.id : parseResourceId(named)
      // Saved for a client: only their current agent may (the agents' 'Client Searches').
      const forClient = clientId !== user.id
      if (clientId === null || (forClient && !(await isAgentOf(app.db, request.site.id, user.id, clientId)))) {
        throw new ApiError(403, NOT_AUTHORIZED, '/data/relationships/user')
      }
      const origin = forClient ? await siteOrigin(app.db, app.config, request.site.id) : ''
      const id = await app.db.transaction().execute(async (trx) => {
        const created = await createCollection(trx, {
          siteId: request.site.id,
          userId: clientId,
          name: fields.name ?? name,
          isPublic: false,
          listingId: null,
          kind: record.kind,
        })
        await insertSavedSearch(trx, {
          id: created,
          siteMarketId,
          frequency: fields.frequency ?? DEFAULT_ALERT_FREQUENCY,
          query,
        })
        if (forClient) {
          await addCollaborator(trx, created, user.id)
          const payload: SavedForClientMailPayload = { saved_search_id: created, agent_id: user.id, origin }
          await enqueueJob(trx, SAVED_FOR_CLIENT_MAIL_JOB, payload)
        }
        return created
      })
      // The client's browser lists it at once.
      if (forClient) {
        app.publishObjectUpdated([clientId], {
          type: record.type,
          id: String(id),
          action: 'create',
          collection_id: String(id),
        })
      }
      reply.status(201).header('location', `/api/v3/saved_searches/${id}`)
      return documentOf(request.site.id, id, user.id)
    },
  )

  app.get(
    '/saved_searches',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "The signed-in user's saved searches, sorted by name",
        description: listDescription('saved searches'),
        querystring: listCollectionsQuery,
        response: { 200: savedSearchListDocumentSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const page = { number: request.query['page[number]'], size: request.query['page[size]'] }
      const { scope, linkFilter } = await listScope(app.db, request.site.id, user.id, request.query)
      const { rows, total } = await listCollections(app.db, request.site.id, user.id, {
        scope,
        page,
        kind: record.kind,
      })
      const details = await findSavedSearchDetails(app.db, app.config, request.site.id, rows, user.id)
      return {
        ...savedSearchListDocument(rows, details, total),
        links: pageLinks('/api/v3/saved_searches', page, total, linkFilter),
      }
    },
  )

  app.get(
    '/saved_searches/:id',
    {
      schema: {
        tags,
        summary: 'A saved search, with its owner, collaborators and the caller’s notification choices',
        description:
          "Members read it with their access token, and the owner's current agent reads a client's, read-only. " +
          "To everyone else it answers 404 ('Saved Search not found.'), exactly as a missing one does, as " +
          "another site's, a collection's id and a path id that is not a positive integer do. Only members see " +
          'the pending invitations and their subscriptions.',
        params: collectionIdParams,
        response: { 200: savedSearchDocumentSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await accessibleCollection(app.db, request, request.params.id, 'read', undefined, record)
      const viewerId = request.user?.id ?? null
      return savedSearchDocument(
        row,
        await findSavedSearchDetails(app.db, app.config, request.site.id, [row], viewerId),
      )
    },
  )

  app.patch(
    '/saved_searches/:id',
    {
      config: { auth: 'user' },
      bodyLimit: SEARCH_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Renames a saved search, changes its filters or its alert frequency (members)',
        description:
          'Members may rename it and change filter, sort and bounding_box (null removes a sort or a map area); ' +
          "only the owner changes frequency (403 'You are not authorized to perform that action.' at " +
          `/data/attributes/frequency). ${SEARCH_RULES} Attributes left out keep their values; a \`data.id\` ` +
          "other than the path's is 409 at /data/id. Answers the saved search document. A rename or a change " +
          "of the filters notifies the other members (update); every change tells the members' browsers " +
          "(objectUpdated). A non-member gets 404 ('Saved Search not found.'), the owner's agent 403.",
        params: collectionIdParams,
        body: updateSavedSearchBodySchema,
        response: { 200: savedSearchDocumentSchema, ...errorResponses(400, 403, 404, 409, 413, 422) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { data } = request.body
      const { name, frequency, ...search } = data.attributes
      const fields = checkedNameAndFrequency({ name, frequency })
      const searchGiven = Object.keys(search).length > 0
      // Checked under the row's lock: a delete meanwhile is a 404, and what is compared is what
      // this change replaces.
      const changed = await app.db.transaction().execute(async (trx) => {
        const row = await accessibleCollection(trx, request, request.params.id, 'edit', 'no key update', record)
        if (data.id !== undefined && data.id !== String(row.id)) {
          throw new ApiError(409, "data.id must be the saved search's id", '/data/id')
        }
        const stored = (await findSavedSearchRows(trx, [row.id])).get(row.id)
        if (!stored) throw new ApiError(404, record.notFound)
        // How often alerts go out is the owner's choice: a collaborator edits the search itself.
        if (fields.frequency !== undefined && fields.frequency !== stored.frequency && row.role !== 'owner') {
          throw new ApiError(403, NOT_AUTHORIZED, '/data/attributes/frequency')
        }
        const query = searchGiven
          ? (await savedSearchQuery(trx, request.site, changedQuery(stored.query, search), stored.site_market_id)).query
          : undefined
        const renamed = fields.name !== undefined && fields.name !== row.name
        const refiltered = query !== undefined && JSON.stringify(query) !== JSON.stringify(stored.query)
        const reset = fields.frequency !== undefined && fields.frequency !== stored.frequency
        if (!renamed && !refiltered && !reset) return { row, any: false }
        await updateCollection(trx, row.id, renamed ? { name: fields.name } : {})
        await updateSavedSearch(trx, row.id, {
          ...(reset ? { frequency: fields.frequency } : {}),
          ...(refiltered ? { query } : {}),
        })
        if (renamed || refiltered) {
          await notifyCollaborators(trx, {
            collectionId: row.id,
            actorId: user.id,
            subject: {
              event: 'update',
              ...(renamed ? { name: { from: row.name, to: fields.name ?? row.name } } : {}),
              ...(refiltered ? { filters: true } : {}),
            },
          })
        }
        return { row, any: true }
      })
      // Live update: the other members' browsers refetch the saved search (src/realtime/).
      if (changed.any) {
        app.publishCollectionUpdate(changed.row.id, user.id, {
          type: record.type,
          id: String(changed.row.id),
          action: 'update',
        })
      }
      return documentOf(request.site.id, changed.row.id, user.id)
    },
  )

  const shared: SharedRoutesOf = { record, documentOf, documentSchema: savedSearchDocumentSchema }
  deleteRoute(app, shared)
  viewedRoute(app, shared)
  invitationRoutes(app, shared)
  memberRoutes(app, shared)
  subscriptionsRoutes(app, shared)
  commentRoutesOf(app, record)
}
