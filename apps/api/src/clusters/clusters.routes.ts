import { validateSearchQuery, type BoundingBox, type SearchQueryError } from '@idx/domain'
import type { FastifyRequest } from 'fastify'
import type { AuthenticatedSite } from '../auth/site-auth.js'
import { ApiError } from '../http/errors.js'
import { unlockedListingsOf, unlockHeaderSchema } from '../listings/index.js'
import { errorResponses, resourceListDocumentSchema } from '../jsonapi/document-schemas.js'
import { parseSearchBody } from '../search/parse-search-body.js'
import { SEARCH_BODY_LIMIT } from '../search/search-body-validator.js'
import { GRID_DEFAULTS, zoomForBox } from '../search/cluster-grid.js'
import {
  CLUSTER_QUERY_PARAMETERS,
  clusterBody,
  clusterBodyFromQuery,
  clusterBodySchema,
  clusterBodyValidatorCompiler,
  queryParameterError,
  type ClusterBody,
} from './cluster-request.js'
import { findClusters, type ClustersDocument } from './clusters.service.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'

const point = {
  type: 'object',
  properties: { lat: { type: 'number' }, lng: { type: 'number' } },
  required: ['lat', 'lng'],
} as const

const nullable = (type: string) => ({ type: [type, 'null'] }) as const

const clusterListingSchema = {
  type: 'object',
  description: 'A listing of a small cluster (listingsWithLocation): what a marker and its popup show.',
  properties: {
    id: { type: 'string' },
    lat: { type: 'number' },
    lng: { type: 'number' },
    price_in_dollars: {
      ...nullable('integer'),
      description: 'Null when the listing hides its price (disclose_price false, or password protected).',
    },
    listing_status: { type: 'string' },
    title: { type: 'string' },
    subtitle: nullable('string'),
    mls_number: nullable('string'),
    listing_broker: nullable('string'),
    cover_photo_url: { ...nullable('string'), description: '270x112 (the map popup); null without photos.' },
    slug: { type: 'string' },
  },
  required: ['id', 'lat', 'lng', 'price_in_dollars', 'listing_status', 'title', 'cover_photo_url', 'slug'],
} as const

const clustersResponse = resourceListDocumentSchema(
  'clusters',
  {
    centroid: { ...point, description: "Mean of the cluster's listings' coordinates." },
    bounding_box: {
      type: 'object',
      description: "Extent of the cluster's listings.",
      properties: { top_left: point, bottom_right: point },
    },
    document_count: {
      type: 'integer',
      description: 'Listings of the cell that match the filters and lie inside the box.',
    },
    hit_count: {
      type: 'integer',
      description: `Listings carried in \`listings\`: all of them (= document_count) when at most ${GRID_DEFAULTS.smallClusterMax}, else 0.`,
    },
    listings: { type: 'array', items: clusterListingSchema },
  },
  {
    id: { type: 'string', description: "'zoom/x/y': the grid cell (x, y are tile coordinates at zoom + 2)." },
    meta: {
      total: {
        type: 'integer',
        description: 'Sum of document_count (uncapped).',
      },
      zoom: { type: 'integer', description: 'The zoom the grid was computed for (given or derived).' },
      not_on_map: {
        type: 'integer',
        description:
          "Listings of the search that no cluster can hold (no coordinates, or a hidden address): counted when the box holds every listing of the search that has a place on the map, since the search then counts them too (it ignores such a box); else 0. total + not_on_map is the search's total for the same box and filter.",
      },
    },
  },
)

const description =
  `Grid clusters of the listings that match the search filters in the bounding box (see "Clusters" in ` +
  `apps/api/README.md): cells of ${GRID_DEFAULTS.cellPx} screen px at the zoom, counting the listings inside the box ` +
  '(a cell the box cuts counts only those; the clusters and meta.not_on_map add up to the search total for the box), ' +
  'in north-to-south, west-to-east order. Listings without coordinates (or with a hidden address) are never clustered: ' +
  'when the box holds every listing of the search that has a place on the map, meta.not_on_map counts them. ' +
  'A listing whose price is hidden (disclose_price false, or password protected) never matches a price_in_dollars bound. ' +
  'A password-protected listing that the X-Listing-Unlock tokens unlock shows its price on its marker, as its card does. ' +
  "With collection_id: the collection's listings still in the feed (any status) inside the box, in the same cells; " +
  'filter (but geo_shape) and market_id are ignored; 404 when the caller may not read the collection.'

/** Map clusters: POST listings|properties/map/clusters (body) and GET listings/map/clusters (query). */
export async function clustersRoutes(app: SchemaTypedApp): Promise<void> {
  /** Validates the market and suggestion ids (as search does) and computes the clusters. */
  async function clusters(
    body: ClusterBody,
    site: AuthenticatedSite,
    request: FastifyRequest,
  ): Promise<{ ok: true; document: ClustersDocument } | { ok: false; errors: SearchQueryError[] }> {
    const validated = validateSearchQuery(body.search)
    if (!validated.ok) return validated
    const inCollection = await app.collectionSearchScope(request, validated.query)
    // Inside a collection the market (and its suggestion ids) are not read, so not checked.
    const parsed = inCollection ? null : await parseSearchBody(app.db, body.search, site)
    if (parsed && !parsed.ok) return parsed
    const box = validated.query.bounding_box as BoundingBox
    const zoom = body.zoom ?? zoomForBox(box)
    const scope = inCollection
      ? { ...inCollection, market_id: null, bounding_box: box }
      : { market_id: parsed?.query.market_id ?? null, filter: validated.query.filter, bounding_box: box }
    const unlocksOf = (rows: readonly { id: number; password_protected: boolean }[]) =>
      unlockedListingsOf(app.db, request, rows)
    return { ok: true, document: (await findClusters(app.db, scope, site.id, zoom, 'auto', unlocksOf)).document }
  }

  for (const type of ['listings', 'properties'] as const) {
    app.post(
      `/${type}/map/clusters`,
      {
        validatorCompiler: clusterBodyValidatorCompiler,
        bodyLimit: SEARCH_BODY_LIMIT,
        schema: {
          tags: ['clusters'],
          summary: `Map clusters of ${type}`,
          description,
          body: clusterBodySchema,
          headers: unlockHeaderSchema,
          response: { 200: clustersResponse, ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        // Read through clusterBody, never by member: this validator passes the body on as sent, so
        // the defaults its schema's type counts on (an empty filter) are not filled in.
        const result = await clusters(clusterBody(request.body), request.site, request)
        if (!result.ok) throw ApiError.badRequest(result.errors)
        return result.document
      },
    )
  }

  app.get(
    '/listings/map/clusters',
    {
      schema: {
        tags: ['clusters'],
        summary: 'Map clusters of listings (query parameters)',
        description: `${description} The POST body's members as query parameters: bounding_box and filter JSON-encoded (or the box as four numbers).`,
        headers: unlockHeaderSchema,
        querystring: { type: 'object', properties: CLUSTER_QUERY_PARAMETERS },
        response: { 200: clustersResponse, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const result = await clusters(clusterBodyFromQuery(request.query), request.site, request)
      if (!result.ok) throw queryParameterError(result.errors, request.query)
      return result.document
    },
  )
}
