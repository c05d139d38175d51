import { searchQuerySchema, validateSearchQuery, type SearchQueryError } from '@idx/domain'
import type { FastifySchemaCompiler } from 'fastify'
import { ApiError, type ErrorSource } from '../http/errors.js'
import { GRID_DEFAULTS } from '../search/cluster-grid.js'

// What a cluster request may say, in a body (POST) or in query parameters (GET), checked the
// same way: the search's own validation (validateSearchQuery: filters, market, a north-west
// top_left) plus a required bounding box and an optional integer zoom.

/** Members a cluster body may have. */
const CLUSTER_MEMBERS = ['bounding_box', 'filter', 'market_id', 'collection_id', 'zoom'] as const

const zoomSchema = {
  type: 'integer',
  minimum: GRID_DEFAULTS.minZoom,
  maximum: GRID_DEFAULTS.maxZoom,
  description:
    `Map zoom (${GRID_DEFAULTS.minZoom}..${GRID_DEFAULTS.maxZoom}); cells are ${GRID_DEFAULTS.cellPx} screen px. ` +
    `Optional: without it, the zoom at which the box fills a ${GRID_DEFAULTS.derivedZoomViewportPx} px wide map.`,
} as const

/** The JSON Schema of a cluster body (documentation; `clusterBodyValidatorCompiler` validates). */
export const clusterBodySchema = {
  type: 'object',
  properties: {
    bounding_box: searchQuerySchema.properties.bounding_box,
    filter: searchQuerySchema.properties.filter,
    market_id: searchQuerySchema.properties.market_id,
    collection_id: searchQuerySchema.properties.collection_id,
    zoom: zoomSchema,
  },
  required: ['bounding_box'],
  additionalProperties: false,
} as const

/** A cluster body that passed validation: the search part (for parseSearchBody) and the zoom, if given. */
export type ClusterBody = { search: Record<string, unknown>; zoom: number | undefined }

export type ClusterBodyValidation = { ok: true; body: ClusterBody } | { ok: false; errors: SearchQueryError[] }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Checks a cluster body: only known members, a bounding box, a zoom that is an integer in range,
 * and everything validateSearchQuery checks. Never throws; every problem has a JSON Pointer.
 *
 * @example
 * validateClusterBody({ bounding_box: box, zoom: 30 })
 * // { ok: false, errors: [{ pointer: '/zoom', detail: 'zoom must be an integer from 0 to 22' }] }
 */
export function validateClusterBody(data: unknown): ClusterBodyValidation {
  if (!isRecord(data)) return { ok: false, errors: [{ pointer: '', detail: 'The body must be a JSON object' }] }
  const errors: SearchQueryError[] = []
  const known: readonly string[] = CLUSTER_MEMBERS
  for (const member of Object.keys(data)) {
    if (!known.includes(member)) errors.push({ pointer: `/${member}`, detail: `Unknown member '${member}'` })
  }
  const { zoom, ...search } = data
  if (
    zoom !== undefined &&
    !(
      typeof zoom === 'number' &&
      Number.isInteger(zoom) &&
      zoom >= GRID_DEFAULTS.minZoom &&
      zoom <= GRID_DEFAULTS.maxZoom
    )
  ) {
    errors.push({
      pointer: '/zoom',
      detail: `zoom must be an integer from ${GRID_DEFAULTS.minZoom} to ${GRID_DEFAULTS.maxZoom}`,
    })
  }
  if (search.bounding_box === undefined) {
    errors.push({ pointer: '/bounding_box', detail: "'bounding_box' is required" })
  }
  const searchOnly = Object.fromEntries(Object.entries(search).filter(([member]) => known.includes(member)))
  const validated = validateSearchQuery(searchOnly)
  if (!validated.ok) errors.push(...validated.errors)
  if (errors.length > 0) return { ok: false, errors }
  return { ok: true, body: { search: searchOnly, zoom: zoom as number | undefined } }
}

/**
 * A route `validatorCompiler` for cluster bodies: the route's schema (`clusterBodySchema`) is for
 * the OpenAPI document; validation is `validateClusterBody`, answering 400 with a pointer per
 * problem. The body reaches the handler as sent (read it with `clusterBody`).
 */
export const clusterBodyValidatorCompiler: FastifySchemaCompiler<unknown> = ({ httpPart }) => {
  if (httpPart !== 'body') return () => true
  return (data: unknown) => {
    const result = validateClusterBody(data ?? {})
    return result.ok ? { value: data } : { error: ApiError.badRequest(result.errors) }
  }
}

/** A body that passed `clusterBodyValidatorCompiler`, split into its search part and zoom. */
export function clusterBody(data: unknown): ClusterBody {
  const result = validateClusterBody(data ?? {})
  if (!result.ok) throw ApiError.badRequest(result.errors)
  return result.body
}

const stringParameter = <Description extends string>(description: Description) =>
  ({ type: 'string', description }) as const

/** Query parameters of GET listings/map/clusters, as its querystring schema's properties (all strings on the wire). */
export const CLUSTER_QUERY_PARAMETERS = {
  bounding_box: stringParameter(
    'The bounding box as JSON: {"top_left":{"lat":..,"lng":..},"bottom_right":{"lat":..,"lng":..}}.',
  ),
  top_left_lat: stringParameter('Instead of bounding_box: the north edge.'),
  top_left_lng: stringParameter('Instead of bounding_box: the west edge.'),
  bottom_right_lat: stringParameter('Instead of bounding_box: the south edge.'),
  bottom_right_lng: stringParameter('Instead of bounding_box: the east edge.'),
  filter: stringParameter('The search filter as JSON, e.g. {"listing_status":{"value":"Active"}}.'),
  market_id: stringParameter("The market; blank for the site's default market."),
  collection_id: stringParameter(
    'Clusters of this collection (see the POST body); filter and market_id are then ignored.',
  ),
  zoom: stringParameter('Map zoom, an integer 0..22 (optional, see the POST body).'),
} as const

type ClusterQueryParameter = keyof typeof CLUSTER_QUERY_PARAMETERS
const CORNERS = ['top_left_lat', 'top_left_lng', 'bottom_right_lat', 'bottom_right_lng'] as const

type Problem = { detail: string; source: ErrorSource }

function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name]
  if (Array.isArray(value)) return value.length > 0 ? String(value[value.length - 1]) : undefined
  return typeof value === 'string' ? value : undefined
}

function parseJsonParameter(text: string, name: ClusterQueryParameter, problems: Problem[]): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    problems.push({ detail: `'${name}' must be JSON`, source: { parameter: name } })
    return undefined
  }
}

/** The query parameter a body pointer stands for in the GET form. */
function parameterFor(pointer: string, cornersGiven: boolean): { parameter: string; within: string } {
  const tokens = pointer.split('/').slice(1)
  const [first = '', second, third] = tokens
  if (first === 'bounding_box' && cornersGiven && second && third) {
    return { parameter: `${second}_${third}`, within: '' }
  }
  const within = tokens.length > 1 && first !== 'bounding_box' ? `/${tokens.slice(1).join('/')}` : ''
  return { parameter: first || 'bounding_box', within }
}

/**
 * Reads GET listings/map/clusters' query parameters into the body the POST form takes, then
 * validates it like a body. Problems point at query parameters (`source.parameter`); a problem
 * inside the JSON `filter` names its place in the detail.
 *
 * @example
 * clusterBodyFromQuery({ top_left_lat: '30.3', top_left_lng: '-97.8', bottom_right_lat: '30.2', bottom_right_lng: '-97.7', zoom: '12' })
 * // { search: { bounding_box: { top_left: { lat: 30.3, lng: -97.8 }, bottom_right: { lat: 30.2, lng: -97.7 } } }, zoom: 12 }
 */
export function clusterBodyFromQuery(query: Record<string, unknown>): ClusterBody {
  const problems: Problem[] = []
  const body: Record<string, unknown> = {}
  const boxText = single(query, 'bounding_box')
  const cornersGiven = CORNERS.some((name) => single(query, name) !== undefined)
  if (boxText !== undefined) {
    body.bounding_box = parseJsonParameter(boxText, 'bounding_box', problems)
  } else if (cornersGiven) {
    const corner = (name: (typeof CORNERS)[number]) => {
      const text = single(query, name)?.trim() ?? ''
      const value = text === '' ? NaN : Number(text)
      if (!Number.isFinite(value)) {
        problems.push({ detail: `'${name}' must be a number`, source: { parameter: name } })
      }
      return value
    }
    const [north, west, south, east] = CORNERS.map(corner)
    body.bounding_box = { top_left: { lat: north, lng: west }, bottom_right: { lat: south, lng: east } }
  }
  const filterText = single(query, 'filter')
  if (filterText !== undefined) body.filter = parseJsonParameter(filterText, 'filter', problems)
  const marketId = single(query, 'market_id')
  if (marketId !== undefined && marketId !== '') body.market_id = marketId
  const collectionId = single(query, 'collection_id')
  if (collectionId !== undefined && collectionId !== '') body.collection_id = collectionId
  const zoomText = single(query, 'zoom')
  if (zoomText !== undefined) body.zoom = /^\d{1,2}$/.test(zoomText) ? Number(zoomText) : zoomText

  const [first, ...rest] = problems
  if (first) throw new ApiError(400, first.detail, first.source, rest)
  const validated = validateClusterBody(body)
  if (validated.ok) return validated.body
  throw queryParameterError(validated.errors, query)
}

/**
 * The 400 for body problems (JSON Pointers) found in a GET request's parameters: each points at
 * the query parameter it came from, a problem inside the JSON `filter` names its place.
 */
export function queryParameterError(errors: readonly SearchQueryError[], query: Record<string, unknown>): ApiError {
  const cornersGiven =
    single(query, 'bounding_box') === undefined && CORNERS.some((name) => single(query, name) !== undefined)
  const problems = errors.map((error): Problem => {
    const { parameter, within } = parameterFor(error.pointer, cornersGiven)
    return { detail: within ? `${error.detail} (at ${within})` : error.detail, source: { parameter } }
  })
  const [first, ...rest] = problems
  if (!first) throw new Error('queryParameterError needs at least one error')
  return new ApiError(400, first.detail, first.source, rest)
}
