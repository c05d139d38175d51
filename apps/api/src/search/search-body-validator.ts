import { validateSearchQuery } from '@idx/domain'
import type { FastifySchemaCompiler } from 'fastify'
import { ApiError } from '../errors.js'

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
