import { RESULTS_PAGE_SIZE, searchQuerySchema, type SearchQuery } from '@idx/domain'
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { currentUser, type AuthenticatedSite } from '../auth/site-auth.js'
import { ApiError } from '../http/errors.js'
import { listingPathId, MAX_INTEGER_ID } from '../http/resource-id.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import { parseSearchBody, type ParsedSearchQuery } from '../search/parse-search-body.js'
import { collectionSearchPage, searchPage } from './search-page.js'
import { SEARCH_BODY_LIMIT, searchBodyValidatorCompiler } from '../search/search-body-validator.js'
import { searchBoxInEffect } from '../search/search-box-in-effect.js'
import { fieldsetParameter, readListingFieldset, rowsReadFor } from './listing-fieldset.js'
import {
  feedResponse,
  historyResponse,
  listingDetailResponse,
  listingPageResponse,
  listingsFoundResponse,
  openHousesResponse,
  showingDataResponse,
} from './listing-schemas.js'
import { findListingLockState } from './listing-unlock.repository.js'
import { listingUnlockRoute, unlockedListingsOf, unlockHeaderSchema } from './listing-unlock.routes.js'
import {
  agentWorksListingFeed,
  findHistory,
  findListingDetail,
  findListingsByIds,
  findOpenHouses,
  findShowingData,
  listingExists,
  type ListingRow,
  type ListingRowsRead,
} from './listings.repository.js'
import { feedResource } from '../jsonapi/feed-resource.js'
import { pageLinks } from '../jsonapi/page-links.js'
import {
  historyResource,
  listingDetailDocument,
  listingResource,
  openHouseResource,
  showingDataResources,
  showingDataSections,
  type ListingResourceType,
} from './listings.service.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'

/** Most ids one multi-fetch may ask for (a results page). */
export const MULTI_FETCH_MAX_IDS = RESULTS_PAGE_SIZE

const MULTI_FETCH_PARAMETER = 'filter[id][value]'

const idParams = {
  type: 'object',
  properties: { id: { type: 'string', description: 'The listing id (digits).' } },
  required: ['id'],
} as const

/**
 * Reads a listing id from the path; null when it can name no listing (not digits, zero, past the
 * integer range), which answers 404 like any other missing listing.
 */
function listingIdParam(raw: string): number | null {
  return listingPathId(raw) ?? null
}

function notFound(type: ListingResourceType, raw: string): ApiError {
  return new ApiError(404, `No ${type === 'listings' ? 'listing' : 'property'} ${raw}`)
}

/** A query parameter given once (Fastify gives an array when it is repeated). */
function single(value: unknown): string | undefined {
  return Array.isArray(value) ? undefined : typeof value === 'string' ? value : undefined
}

/**
 * `page[number]` and `page[size]` in the URL override the body's page, so the pagination links
 * (which carry them) work by POSTing the same body to the link.
 */
function pageFromUrl<Query extends { page: ParsedSearchQuery['page'] }>(
  params: Record<string, unknown>,
  query: Query,
): Query {
  const problems: { detail: string; source: { parameter: string } }[] = []
  const read = (name: 'page[number]' | 'page[size]', min: number, max: number): number | undefined => {
    if (params[name] === undefined) return undefined
    const text = single(params[name])
    const value = text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : NaN
    if (Number.isInteger(value) && value >= min && value <= max) return value
    problems.push({
      detail: `'${name}' must be an integer from ${min}${max === Infinity ? ' up' : ` to ${max}`}`,
      source: { parameter: name },
    })
    return undefined
  }
  const number = read('page[number]', 1, Infinity)
  const size = read('page[size]', 1, RESULTS_PAGE_SIZE)
  const [first, ...rest] = problems
  if (first) throw new ApiError(400, first.detail, first.source, rest)
  return { ...query, page: { number: number ?? query.page.number, size: size ?? query.page.size } }
}

/**
 * A search's page and total: inside a collection when the body names one (search/collection-search-scope.ts),
 * else of a market; the page as the URL's parameters (`params`) may override it.
 */
async function searchResults(
  db: Kysely<Database>,
  request: FastifyRequest,
  { body, params }: { body: SearchQuery; params: Record<string, unknown> },
  read: ListingRowsRead,
): Promise<{ rows: ListingRow[]; total: number; page: SearchQuery['page'] }> {
  const inCollection = await request.server.collectionSearchScope(request, body)
  if (inCollection) {
    // Inside a collection the market (and its suggestion ids) are not read, so not checked.
    const { page } = pageFromUrl(params, body)
    // A box that holds every one of the collection's placed listings narrows nothing (search-box-in-effect.ts).
    const scope = await searchBoxInEffect(db, { ...inCollection, market_id: null }, request.site.id)
    return { page, ...(await collectionSearchPage(db, scope, request.site.id, page, read)) }
  }
  const parsed = await parseSearchBody(db, body, request.site)
  if (!parsed.ok) throw ApiError.badRequest(parsed.errors)
  // A box that holds every placed listing of the search narrows nothing: the search runs without it.
  const query = await searchBoxInEffect(db, pageFromUrl(params, parsed.query), request.site.id)
  return { page: query.page, ...(await searchPage(db, query, request.site.id, read)) }
}

/** The OpenAPI description of a `fields[...]` parameter. */
function fieldsetSchema(type: ListingResourceType) {
  return {
    type: 'string',
    description:
      `JSON:API sparse fieldset: the comma-separated attributes each ${type === 'listings' ? 'listing' : 'property'} ` +
      'carries (e.g. title,price_in_dollars,photo_urls); empty for none; all when absent.',
  } as const
}

/**
 * Listings and properties (the same records under two resource types): search, find, multi-fetch
 * and each listing's open houses, feed, history and showing data.
 */
/** Why a visitor or another feed's agent may not read a listing's showing data. */
export const SHOWING_DATA_FOR_AGENTS = "Showing data is for agents of this listing's MLS: sign in as one of its agents."

export async function listingsRoutes(app: SchemaTypedApp): Promise<void> {
  for (const type of ['listings', 'properties'] as const) {
    const noun = type === 'listings' ? 'listing' : 'property'
    const tags = [type]

    listingUnlockRoute(app, type, { listingId: listingIdParam, notFound: (raw) => notFound(type, raw) })

    app.post(
      `/${type}/search`,
      {
        validatorCompiler: searchBodyValidatorCompiler,
        bodyLimit: SEARCH_BODY_LIMIT,
        schema: {
          tags,
          summary: `Search ${type}`,
          description:
            'Filters, sorts and pages the listings of a market (see "Search semantics" in apps/api/README.md). ' +
            'With collection_id: the listings of that collection still in the feed (any status), in the order they were ' +
            'added, oldest first; filter (but geo_shape), market_id and sort are ignored; 404 when the caller may not read it. ' +
            'A listing whose price is hidden (disclose_price false, or password protected) never matches a ' +
            'price_in_dollars bound and sorts as having no price, for every visitor. ' +
            '`page[number]` and `page[size]` may also be given in the URL (the pagination links do), where they win.',
          body: searchQuerySchema,
          headers: unlockHeaderSchema,
          querystring: {
            type: 'object',
            properties: {
              'page[number]': { type: 'string', description: 'Overrides page.number of the body.' },
              'page[size]': { type: 'string', description: 'Overrides page.size of the body (at most 40).' },
              [fieldsetParameter(type)]: fieldsetSchema(type),
            },
          },
          response: { 200: listingPageResponse(type), ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const fields = readListingFieldset(request.query, type)
        const { rows, total, page } = await searchResults(
          app.db,
          request,
          { body: request.body, params: request.query },
          rowsReadFor(fields),
        )
        const unlocked = await unlockedListingsOf(app.db, request, rows)
        return {
          data: rows.map((row) => listingResource(row, type, fields, unlocked)),
          meta: { total, page },
          // The links keep the fieldset, so following one answers with the same attributes.
          links: pageLinks(
            `/api/v3/${type}/search`,
            page,
            total,
            fields === null ? {} : { [fieldsetParameter(type)]: [...fields].join(',') },
          ),
        }
      },
    )

    app.get(
      `/${type}`,
      {
        schema: {
          tags,
          summary: `Fetch several ${type} by id`,
          description: `Answers the ${type} found among up to ${MULTI_FETCH_MAX_IDS} comma-separated ids, in the order asked; unknown ids are left out.`,
          querystring: {
            type: 'object',
            properties: {
              [MULTI_FETCH_PARAMETER]: { type: 'string', description: 'Comma-separated listing ids, e.g. 12,7,31.' },
              [fieldsetParameter(type)]: fieldsetSchema(type),
            },
            required: [MULTI_FETCH_PARAMETER],
          },
          headers: unlockHeaderSchema,
          response: { 200: listingsFoundResponse(type), ...errorResponses(400) },
        },
      },
      async (request) => {
        const raw = request.query[MULTI_FETCH_PARAMETER]
        const parts = raw.split(',').map((part) => part.trim())
        const source = { parameter: MULTI_FETCH_PARAMETER }
        if (raw.trim() === '' || parts.some((part) => !/^\d{1,20}$/.test(part))) {
          throw new ApiError(400, `'${MULTI_FETCH_PARAMETER}' must be comma-separated listing ids (digits)`, source)
        }
        if (parts.length > MULTI_FETCH_MAX_IDS) {
          throw new ApiError(400, `'${MULTI_FETCH_PARAMETER}' may list at most ${MULTI_FETCH_MAX_IDS} ids`, source)
        }
        const fields = readListingFieldset(request.query, type)
        const ids = [...new Set(parts.map(Number).filter((id) => id >= 1 && id <= MAX_INTEGER_ID))]
        const rows = await findListingsByIds(app.db, request.site.id, ids, rowsReadFor(fields))
        const byId = new Map(rows.map((row) => [row.id, row]))
        const unlocked = await unlockedListingsOf(app.db, request, rows)
        return {
          data: ids.flatMap((id) => {
            const row = byId.get(id)
            return row ? [listingResource(row, type, fields, unlocked)] : []
          }),
        }
      },
    )

    app.get(
      `/${type}/:id`,
      {
        schema: {
          tags,
          summary: `Find a ${noun}`,
          description: 'The listing with its listing agent, feed and open houses (relationships, and in `included`).',
          params: idParams,
          headers: unlockHeaderSchema,
          response: { 200: listingDetailResponse(type), ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const { id: raw } = request.params
        const id = listingIdParam(raw)
        const detail = id === null ? undefined : await findListingDetail(app.db, request.site.id, id)
        if (!detail) throw notFound(type, raw)
        const unlocked = await unlockedListingsOf(app.db, request, [detail.listing])
        return listingDetailDocument(detail, type, unlocked)
      },
    )

    /** The listing id of an extras route, after checking the site may see the listing. */
    const visibleListingId = async (raw: string, site: AuthenticatedSite): Promise<number> => {
      const id = listingIdParam(raw)
      if (id === null || !(await listingExists(app.db, site.id, id))) throw notFound(type, raw)
      return id
    }

    app.get(
      `/${type}/:id/open_houses`,
      {
        schema: {
          tags,
          summary: `A ${noun}'s open houses`,
          description: 'Every open house of the listing, earliest first (past ones included).',
          params: idParams,
          response: { 200: openHousesResponse, ...errorResponses(404) },
        },
      },
      async (request) => {
        const id = await visibleListingId(request.params.id, request.site)
        return { data: (await findOpenHouses(app.db, [id])).map(openHouseResource) }
      },
    )

    app.get(
      `/${type}/:id/feed`,
      {
        schema: {
          tags,
          summary: `The feed of a ${noun}, with its disclaimer`,
          params: idParams,
          response: { 200: feedResponse, ...errorResponses(404) },
        },
      },
      async (request) => {
        const { id: raw } = request.params
        const id = listingIdParam(raw)
        const feed = id === null ? undefined : (await findListingDetail(app.db, request.site.id, id))?.feed
        if (!feed) throw notFound(type, raw)
        const resource = feedResource(feed)
        return { data: resource, meta: { feed_updated_at: resource.attributes.feed_updated_at } }
      },
    )

    app.get(
      `/${type}/:id/history`,
      {
        schema: {
          tags,
          summary: `Earlier sales of a ${noun}'s property`,
          description:
            'Closings of the same property, most recent first. A locked listing (password protected, not ' +
            'unlocked by X-Listing-Unlock) answers them without sold prices.',
          params: idParams,
          headers: unlockHeaderSchema,
          response: { 200: historyResponse, ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const { id: raw } = request.params
        const id = listingIdParam(raw)
        const listing = id === null ? undefined : await findListingLockState(app.db, request.site.id, id)
        if (!listing) throw notFound(type, raw)
        const [history, unlocked] = await Promise.all([
          findHistory(app.db, listing.id),
          unlockedListingsOf(app.db, request, [listing]),
        ])
        const locked = listing.password_protected && !unlocked.has(listing.id)
        return { data: history.map((entry) => historyResource(entry, locked)) }
      },
    )

    app.get(
      `/${type}/:id/showing_data`,
      {
        schema: {
          tags,
          summary: `A ${noun}'s showing data`,
          description:
            'The grouped sections of showing information (title and labelled values), in order. Showing ' +
            "information (lockbox and gate codes, showing contacts) is for agents: only a signed-in agent whose feed is the listing's " +
            '(the feed is in their as_agent.active_feeds) may read it; the site token gets 401, anyone else 403.',
          params: idParams,
          response: { 200: showingDataResponse, ...errorResponses(403, 404) },
        },
      },
      async (request) => {
        const id = await visibleListingId(request.params.id, request.site)
        // Checked here, not declared as the route's auth: an unknown listing is a 404 to anyone.
        const user = currentUser(request)
        if (user.agentId === null || !(await agentWorksListingFeed(app.db, user.agentId, id)))
          throw new ApiError(403, SHOWING_DATA_FOR_AGENTS)
        return { data: showingDataResources(id, showingDataSections(await findShowingData(app.db, id))) }
      },
    )
  }
}
