import type { FastifyInstance, FastifyRequest } from 'fastify'
import { JSON_API_MEDIA_TYPE } from './error-handler.js'
import { ApiError } from './errors.js'

/**
 * Deepest nesting of arrays and objects a JSON body may have. The deepest body the API reads, a
 * search's drawn shape (filter.geo_shape.value.coordinates[ring][position]), nests 7 levels; code
 * that walks a body recursively (the validation hook's clone, ajv, JSON.stringify) overflows the
 * stack at a few thousand, which a 10 kB body reaches.
 */
export const JSON_MAX_DEPTH = 32

type ParserDone = (error: Error | null, body?: unknown) => void

/**
 * How deeply the arrays and objects of a JSON text nest, counted without parsing and without
 * recursion (brackets inside strings do not count), stopping once past `limit`.
 *
 * @example
 * jsonNestingDepth('{"a":[[1]],"b":"[["}', 32) // 3
 */
export function jsonNestingDepth(text: string, limit: number): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (inString) {
      if (code === 0x5c)
        i++ // a backslash: skip the escaped character
      else if (code === 0x22) inString = false
    } else if (code === 0x22) {
      inString = true
    } else if (code === 0x5b || code === 0x7b) {
      depth++
      if (depth > deepest) {
        deepest = depth
        if (deepest > limit) return deepest
      }
    } else if (code === 0x5d || code === 0x7d) {
      depth--
    }
  }
  return deepest
}

/**
 * Parses JSON bodies (application/json and application/vnd.api+json) with Fastify's own parser
 * (prototype poisoning refused), after refusing with 400 a body nested deeper than
 * `JSON_MAX_DEPTH`: every JSON route would otherwise fail with a stack overflow (a 500).
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  // Fastify's default parser is the callback kind (its type also allows the promise kind).
  const parse = app.getDefaultJsonParser('error', 'error') as (
    request: FastifyRequest,
    body: string,
    done: ParserDone,
  ) => void
  const parser = (request: FastifyRequest, body: string | Buffer, done: ParserDone) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (jsonNestingDepth(text, JSON_MAX_DEPTH) > JSON_MAX_DEPTH) {
      done(new ApiError(400, `The JSON body nests arrays and objects deeper than ${JSON_MAX_DEPTH} levels.`, '/'))
      return
    }
    parse(request, text, done)
  }
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parser)
  app.addContentTypeParser(JSON_API_MEDIA_TYPE, { parseAs: 'string' }, parser)
}
