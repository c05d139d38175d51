import type { FastifyRequest } from 'fastify'
import { findSiteFeed } from '../agents/index.js'
import { ADMIN_SCOPE_REQUIRED_DETAIL, currentUser } from '../auth/site-auth.js'
import { siteAgentIdOf } from '../collections/index.js'
import { ApiError, PermissionError } from '../http/errors.js'
import { parseResourceId } from '../http/resource-id.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import { pageLinks } from '../jsonapi/page-links.js'
import {
  fromWireAttributes,
  readPocketListing,
  type InputProblem,
  type PocketListingAttributesInput,
  type PocketListingValues,
} from './pocket-listing-input.js'
import { pocketListingPhotos, type PocketListingPhotos } from './pocket-listing-photos.js'
import { placeAddress } from './pocket-listing-position.js'
import {
  pocketListingBodySchema,
  pocketListingDocumentSchema,
  pocketListingIdParams,
  pocketListingListDocumentSchema,
  pocketListingListQuerySchema,
  pocketListingPositionDocumentSchema,
  pocketListingPositionQuerySchema,
} from './pocket-listing-schemas.js'
import {
  deletePocketListing,
  insertPocketListing,
  updatePocketListing,
  type StoredPhotos,
} from './pocket-listing-writes.js'
import {
  findFeedAgents,
  findFeedMarkets,
  findPocketListingAgents,
  findPocketListingPage,
  findSitePocketListing,
  findSiteMarketId,
  pocketDetailsOf,
  type PocketListingRow,
  type PocketListingScope,
} from './pocket-listings.repository.js'
import { formValuesOf, pocketListingResource } from './pocket-listings.service.js'

export const POCKET_LISTING_NOT_FOUND = 'Pocket listing not found.'
export const FEED_LOCKED_DETAIL = 'The MLS feed of a saved listing cannot be changed'
const NO_PLACE_DETAIL =
  'None of the market’s listings is on that street, in that zip code or in that city: place the pin on the map'

const attribute = (field: string) => `/data/attributes/${field}`
/** A query's text without NUL, which PostgreSQL text cannot hold (nothing stored has one). */
const queryText = (value: string | undefined) => (value ?? '').replaceAll('\u0000', '')

/**
 * Who manages which pocket listings: a session with the admin scope every one of the site's, a
 * user who is one of the site's agents (as_agent) their own (made by them, or naming them); anyone
 * else 403.
 */
async function pocketListingScope(app: SchemaTypedApp, request: FastifyRequest): Promise<PocketListingScope> {
  const user = currentUser(request)
  const siteId = request.site.id
  if (user.isAdmin && user.scopes.includes('admin')) return { siteId, userId: user.id, agentId: null, admin: true }
  const agentId = await siteAgentIdOf(app.db, siteId, user.id)
  if (agentId === null) throw new PermissionError(ADMIN_SCOPE_REQUIRED_DETAIL)
  return { siteId, userId: user.id, agentId, admin: false }
}

/** A pocket listing the scope manages: 404 when the site has none of that id, 403 when another's. */
async function managedPocketListing(app: SchemaTypedApp, scope: PocketListingScope, rawId: string) {
  const id = parseResourceId(rawId)
  const row = id === null ? undefined : await findSitePocketListing(app.db, scope, id)
  if (!row) throw new ApiError(404, POCKET_LISTING_NOT_FOUND)
  if (!row.managed) throw new PermissionError(ADMIN_SCOPE_REQUIRED_DETAIL)
  return row
}

/** The `market_id` a body or query names, or null for none. */
function marketIdOf(raw: number | string | null | undefined, source: { pointer: string } | { parameter: string }) {
  if (raw === null || raw === undefined || String(raw).trim() === '') return null
  const id = parseResourceId(raw)
  if (id === null) throw new ApiError(400, `market_id must be a market id, not ${String(raw).slice(0, 40)}`, source)
  return id
}

function refuse(problems: readonly InputProblem[]): never {
  throw ApiError.unprocessable(problems)
}

/**
 * Checks what the form's rules cannot: the feed is one of the site's (and a saved listing's stays),
 * the market uses it, the agents work in it and for the site, the photos are this site's uploads
 * and pass the pipeline. Answers where the listing goes and its stored photos, or refuses with
 * every problem.
 */
async function checkedPlace(
  app: SchemaTypedApp,
  photos: PocketListingPhotos,
  scope: PocketListingScope,
  values: PocketListingValues,
  marketId: number | null,
  stored: PocketListingRow | null,
): Promise<{ feedId: number; marketId: number; photos: StoredPhotos; values: PocketListingValues }> {
  const problems: InputProblem[] = []
  if (stored && stored.data_source_name !== values.data_source_name) {
    refuse([{ pointer: attribute('data_source_name'), detail: FEED_LOCKED_DETAIL }])
  }
  const feed = await findSiteFeed(app.db, scope.siteId, values.data_source_name)
  if (!feed)
    refuse([
      {
        pointer: attribute('data_source_name'),
        detail: `No MLS feed ${values.data_source_name.slice(0, 60)} serves this site`,
      },
    ])
  const markets = await findFeedMarkets(app.db, scope.siteId, feed.id)
  const market = marketId ?? stored?.market_id ?? markets[0]
  if (market === undefined || !markets.includes(market)) {
    problems.push({
      pointer: attribute('market_id'),
      detail: `The market ${market ?? ''} does not list the MLS feed ${feed.data_source_name}`.replace('  ', ' '),
    })
  }
  // An agent's own listing without agents names them.
  const agentIds = values.agent_ids.length === 0 && scope.agentId !== null ? [scope.agentId] : values.agent_ids
  const known = await findFeedAgents(app.db, scope.siteId, feed.id, agentIds)
  for (const [index, agentId] of values.agent_ids.entries()) {
    if (!known.has(agentId))
      problems.push({
        pointer: attribute(`agent_ids/${index}`),
        detail: `Agent ${agentId} is not an agent of the MLS feed ${feed.data_source_name}`,
      })
  }
  const keys: string[] = []
  for (const [index, location] of values.photo_urls.entries()) {
    const key = photos.keyOf(location, scope.siteId)
    if (key === null)
      problems.push({
        pointer: attribute(`photo_urls/${index}`),
        detail: `Photo ${index + 1} is not one of this site's uploads: upload it again`,
      })
    else keys.push(key)
  }
  if (problems.length > 0) refuse(problems)
  const { refused } = await photos.ensureStored(keys)
  if (refused.length > 0) {
    refuse(refused.map(({ key, detail }) => ({ pointer: attribute(`photo_urls/${keys.indexOf(key)}`), detail })))
  }
  return {
    feedId: feed.id,
    marketId: market!,
    photos: { keys, locations: values.photo_urls },
    values: { ...values, agent_ids: agentIds.filter((id) => known.has(id)) },
  }
}

/** The resources of pocket listings, with their agents and photo thumbnails. */
async function resourcesOf(
  app: SchemaTypedApp,
  photos: PocketListingPhotos,
  siteId: number,
  rows: readonly PocketListingRow[],
) {
  const agents = await findPocketListingAgents(
    app.db,
    rows.map((row) => row.id),
  )
  return Promise.all(
    rows.map(async (row) => {
      const previews: Record<string, string> = {}
      for (const location of pocketDetailsOf(row).photo_urls) {
        const key = photos.keyOf(location, siteId)
        if (key !== null) previews[location] = await photos.previewUrl(key)
      }
      return pocketListingResource(row, agents.get(row.id) ?? [], previews)
    }),
  )
}

async function answerOne(app: SchemaTypedApp, photos: PocketListingPhotos, scope: PocketListingScope, id: number) {
  const row = await findSitePocketListing(app.db, { ...scope, admin: true }, id)
  if (!row) throw new ApiError(404, POCKET_LISTING_NOT_FOUND)
  const [resource] = await resourcesOf(app, photos, scope.siteId, [row])
  return { data: resource! }
}

const ROLES =
  'A session with the admin scope manages every pocket listing of the site; a user who is one of its agents ' +
  '(as_agent) those they made or that name them; any other user 403 ' +
  "('You are not authorized to perform that action.'), the site token 401."

/**
 * The admin app's Listings Manager: pocket listings (homes an agent lists outside the MLS) as rows
 * of `listings`, so visitors find them in search, on the map, in suggestions, on their page and in
 * the sitemap; and where an address typed is, from the market's own listings.
 */
export async function pocketListingsRoutes(app: SchemaTypedApp): Promise<void> {
  const tags = ['pocket-listings']
  const photos = pocketListingPhotos(app)

  app.get(
    '/pocket_listings/position',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "Where an address is, from the market's own listings (the wizard's map pin)",
        description:
          'The listings of the market (filter[market_id], default the site default market) on that street in that ' +
          "zip code place it between its neighbours' house numbers (precision 'street'); else the middle of the " +
          "zip code's listings ('zip'), else of the city's ('city'); 404 with a message when the market has none. " +
          'Who may ask as for the pocket listings.',
        querystring: pocketListingPositionQuerySchema,
        response: { 200: pocketListingPositionDocumentSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const scope = await pocketListingScope(app, request)
      const requested = marketIdOf(request.query['filter[market_id]'], { parameter: 'filter[market_id]' })
      const marketId = await findSiteMarketId(app.db, scope.siteId, requested)
      if (marketId === undefined)
        throw new ApiError(400, `No market ${requested} on this site`, { parameter: 'filter[market_id]' })
      const place = await placeAddress(app.db, marketId, {
        street: queryText(request.query.street),
        zip: queryText(request.query.zip),
        city: queryText(request.query.city),
      })
      if (!place) throw new ApiError(404, NO_PLACE_DETAIL)
      return { data: place }
    },
  )

  app.get(
    '/pocket_listings',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "The caller's pocket listings, most recently changed first",
        description:
          `${ROLES} q finds words in the street, city, state, zip or title (case-blind); filter[market_id] narrows ` +
          'to one market. meta.total counts the matches.',
        querystring: pocketListingListQuerySchema,
        response: { 200: pocketListingListDocumentSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const scope = await pocketListingScope(app, request)
      const q = queryText(request.query.q).trim() || null
      const marketId = marketIdOf(request.query['filter[market_id]'], { parameter: 'filter[market_id]' })
      const page = { number: request.query['page[number]'], size: request.query['page[size]'] }
      const { rows, total } = await findPocketListingPage(app.db, scope, { q, marketId, page })
      const extra: Record<string, string> = {}
      if (q) extra.q = encodeURIComponent(q)
      if (marketId !== null) extra['filter[market_id]'] = String(marketId)
      return {
        data: await resourcesOf(app, photos, scope.siteId, rows),
        meta: { total },
        links: pageLinks('/api/v3/pocket_listings', page, total, extra),
      }
    },
  )

  app.get(
    '/pocket_listings/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'One pocket listing, as the wizard edits it',
        description: `${ROLES} Another agent's listing is 403; an unknown id 404 ('${POCKET_LISTING_NOT_FOUND}').`,
        params: pocketListingIdParams,
        response: { 200: pocketListingDocumentSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const scope = await pocketListingScope(app, request)
      const row = await managedPocketListing(app, scope, request.params.id)
      const [resource] = await resourcesOf(app, photos, scope.siteId, [row])
      return { data: resource! }
    },
  )

  app.post(
    '/pocket_listings',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Saves a new pocket listing: visitors find it at once',
        description:
          `${ROLES} The form's rules (@idx/domain validatePocketListing) and the store's: a feed of the site, ` +
          'agents of that feed (agent_ids; an agent saving without any is named), photos that are uploads of the ' +
          'site (photo_urls, in order) and pass the photo checks, a position (latitude and longitude), at least ' +
          'one photo when require_photos. Every problem is a 422 error with a readable detail at its member. ' +
          'Answers 201 with the listing; its insert is written to the listing change log (source pocket).',
        body: pocketListingBodySchema,
        response: { 201: pocketListingDocumentSchema, ...errorResponses(400, 403, 422) },
      },
    },
    async (request, reply) => {
      const scope = await pocketListingScope(app, request)
      const attributes = fromWireAttributes(request.body.data.attributes)
      const read = readPocketListing(attributes)
      if (read.problems) refuse(read.problems)
      const marketId = marketIdOf(attributes.market_id, { pointer: attribute('market_id') })
      const checked = await checkedPlace(app, photos, scope, read.values, marketId, null)
      const id = await insertPocketListing(app.db, checked.values, checked, checked.photos, scope.userId)
      return reply.status(201).send(await answerOne(app, photos, scope, id))
    },
  )

  app.patch(
    '/pocket_listings/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Changes a pocket listing (the attributes given; the others stay)',
        description:
          `${ROLES} The whole listing it leaves is checked as a new one is (422 with every problem). The MLS feed ` +
          `is fixed once saved: another data_source_name is a 422 ('${FEED_LOCKED_DETAIL}'). A price or status ` +
          "change is written to the listing change log (the visitor page's history shows it). A data.id other than " +
          "the path's is 409.",
        params: pocketListingIdParams,
        body: pocketListingBodySchema,
        response: { 200: pocketListingDocumentSchema, ...errorResponses(400, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const scope = await pocketListingScope(app, request)
      const row = await managedPocketListing(app, scope, request.params.id)
      const { data } = request.body
      if (data.id !== undefined && data.id !== String(row.id))
        throw new ApiError(409, "data.id must be the listing's id", '/data/id')
      const given = fromWireAttributes(data.attributes)
      const agents = await findPocketListingAgents(app.db, [row.id])
      const merged: PocketListingAttributesInput = {
        ...formValuesOf(row),
        agent_ids: (agents.get(row.id) ?? []).map((agent) => agent.id),
        photo_urls: pocketDetailsOf(row).photo_urls,
        ...given,
      }
      const read = readPocketListing(merged)
      if (read.problems) refuse(read.problems)
      const marketId = marketIdOf(given.market_id, { pointer: attribute('market_id') })
      const checked = await checkedPlace(app, photos, scope, read.values, marketId, row)
      await updatePocketListing(app.db, row.id, checked.values, checked.marketId, checked.photos)
      return answerOne(app, photos, scope, row.id)
    },
  )

  app.delete(
    '/pocket_listings/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Deletes a pocket listing: withdrawn as a feed withdraws a listing',
        description:
          `${ROLES} Answers 204. The listing leaves search, the map, suggestions and the sitemap; collections ` +
          'keep it as no longer available, and the change log records the withdrawal.',
        params: pocketListingIdParams,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const scope = await pocketListingScope(app, request)
      const row = await managedPocketListing(app, scope, request.params.id)
      if (!(await deletePocketListing(app.db, row.id))) throw new ApiError(404, POCKET_LISTING_NOT_FOUND)
      return reply.status(204).send()
    },
  )
}
