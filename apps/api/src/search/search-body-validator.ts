import { validateSearchQuery } from '@idx/domain'
import type { FastifySchemaCompiler } from 'fastify'
import { ApiError } from '../http/errors.js'

/**
 * The most bytes a search or cluster body may have: room for the largest drawn shape allowed at
 * full precision (2,000 positions, about 82 kB) beside the other filters, and far below Fastify's
 * 1 MiB default, so an oversized shape is refused (413) before it is read, parsed or copied: for
 * a 1 MB shape that costs the event loop more than any check of it.
 */
export const SEARCH_BODY_LIMIT = 128 * 1024

/**
 * A route `validatorCompiler` for search bodies: the route's body schema is the domain's
 * `searchQuerySchema` (so the OpenAPI document shows it), and this validates with the domain's
 * `validateSearchQuery`, the same code the browser runs, so both agree on every rule and answer
 * with the same pointers ('/filter/price_in_dollars/min'), including the rules a schema cannot
 * say (min <= max, closed simple polygons). The validated body has its defaults applied. Other
 * request parts pass through: routes using it read their query parameters in the handler.
 *
 * @example
 * app.post('/listings/search', { schema: { body: searchQuerySchema }, validatorCompiler: searchBodyValidatorCompiler }, handler)
 */
export const searchBodyValidatorCompiler: FastifySchemaCompiler<unknown> = ({ httpPart }) => {
  if (httpPart !== 'body') return () => true
  return (data: unknown) => {
    const result = validateSearchQuery(data ?? {})
    return result.ok ? { value: result.query } : { error: ApiError.badRequest(result.errors) }
  }
}
