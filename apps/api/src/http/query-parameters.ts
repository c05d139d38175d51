import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import { ApiError } from './errors.js'

// JSON:API 1.1 ("Query Parameters"): a server that meets a query parameter it does not know how
// to process must answer 400. Ajv alone cannot do it: a querystring schema without
// `additionalProperties: false` lets any other name through, and routes without a querystring
// schema are not validated at all. So every route under JSON_API_PREFIX takes exactly the names
// its querystring schema declares, checked here once for all of them.

/**
 * Where the rule holds: the JSON API (/api/v3 and the tracking service beside it). Pages
 * (/app/…, /admin/…), /oauth, the sitemap, the health checks and the Pusher events API are left
 * alone: visitors' links carry whatever query strings they like (utm_source, fbclid…), and OAuth
 * and Pusher callers send parameters we do not list.
 */
const JSON_API_PREFIX = '/api/'

/** At most this many unknown parameters are reported, one error each. */
const MAX_REPORTED = 10

/** The query parameters a route takes, as its querystring schema declares them. */
export interface DeclaredQueryParameters {
  /** Exact names, as on the wire: 'me', 'page[size]', 'filter[id][value]'. */
  readonly names: ReadonlySet<string>
  /** Families of names, from the schema's `patternProperties`, e.g. /^filter\[\w+\]$/u. */
  readonly patterns: readonly RegExp[]
  /** 'closed' takes only the above; 'open' takes any name (the schema's `additionalProperties` is not false). */
  readonly rest: 'closed' | 'open'
}

type QuerySchema = {
  $ref?: unknown
  properties?: Record<string, unknown>
  patternProperties?: Record<string, unknown>
  additionalProperties?: unknown
  allOf?: QuerySchema[]
  anyOf?: QuerySchema[]
  oneOf?: QuerySchema[]
}

function collect(schema: QuerySchema, names: Set<string>, patterns: RegExp[]): boolean {
  if (schema.$ref !== undefined) {
    throw new Error(
      'A querystring schema given by $ref cannot be read for its parameter names: write its properties in the route.',
    )
  }
  for (const name of Object.keys(schema.properties ?? {})) names.add(name)
  // JSON Schema patterns are unanchored ECMAScript regular expressions, read as ajv reads them.
  for (const pattern of Object.keys(schema.patternProperties ?? {})) patterns.push(new RegExp(pattern, 'u'))
  let open = schema.additionalProperties !== undefined && schema.additionalProperties !== false
  for (const part of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    if (collect(part, names, patterns)) open = true
  }
  return open
}

/**
 * The names a route's querystring schema declares (with those of its allOf, anyOf and oneOf
 * parts). No schema declares none. Unlike JSON Schema's default, a schema that does not mention
 * `additionalProperties` takes no other names; `additionalProperties: true` (or a schema) takes any.
 *
 * @example
 * declaredQueryParameters({ type: 'object', properties: { me: { type: 'string' } } })
 * // { names: Set { 'me' }, patterns: [], rest: 'closed' }
 */
export function declaredQueryParameters(schema: unknown): DeclaredQueryParameters {
  const names = new Set<string>()
  const patterns: RegExp[] = []
  const open = schema !== null && typeof schema === 'object' && collect(schema as QuerySchema, names, patterns)
  return { names, patterns, rest: open ? 'open' : 'closed' }
}

/**
 * The names of `query` that `declared` does not take, in the order sent.
 *
 * @example
 * unknownQueryParameters({ me: 'true', id: '2' }, declaredQueryParameters(userQuerySchema)) // ['id']
 */
export function unknownQueryParameters(query: unknown, declared: DeclaredQueryParameters): string[] {
  if (declared.rest === 'open' || query === null || typeof query !== 'object') return []
  return Object.keys(query).filter(
    (name) => !declared.names.has(name) && !declared.patterns.some((pattern) => pattern.test(name)),
  )
}

/** What the route takes, for the error's detail. */
function takes(declared: DeclaredQueryParameters): string {
  const names = [...declared.names]
  const families = declared.patterns.map((pattern) => `names matching /${pattern.source}/`)
  const all = [...names, ...families]
  return all.length === 0 ? 'this endpoint takes no query parameters' : `this endpoint takes ${all.join(', ')}`
}

/**
 * Refuses, with a 400 naming each one (`source: { parameter }`), any query parameter a JSON API
 * route does not declare in its querystring schema; a route without one takes none. Each route's
 * names are read once, when the route is added; the check runs before validation and after the
 * token check, so an anonymous caller learns nothing about the route. Must be installed before
 * the routes are added.
 */
export function installQueryParameterGuard(app: FastifyInstance): void {
  app.addHook('onRoute', function guardQueryParameters(route: RouteOptions) {
    if (!route.url.startsWith(JSON_API_PREFIX)) return
    let declared: DeclaredQueryParameters
    try {
      declared = declaredQueryParameters(route.schema?.querystring)
    } catch (error) {
      throw new Error(`${String(route.method)} ${route.url}: ${(error as Error).message}`, { cause: error })
    }
    if (declared.rest === 'open') return
    async function refuseUnknownQueryParameters(request: FastifyRequest) {
      const unknown = unknownQueryParameters(request.query, declared)
      const [first, ...rest] = unknown.slice(0, MAX_REPORTED)
      if (first === undefined) return
      const problem = (name: string) => ({
        detail: `Unknown query parameter '${name}': ${takes(declared)}`,
        source: { parameter: name },
      })
      throw new ApiError(400, problem(first).detail, problem(first).source, rest.map(problem))
    }
    const given = route.preValidation
    route.preValidation = [refuseUnknownQueryParameters, ...(given === undefined ? [] : [given].flat())]
  })
}
