import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from './errors.js'

// Two gaps of ajv's type coercion, which Fastify applies to every part of a request
// (`coerceTypes: 'array'`): query strings need it ('20' -> 20), JSON bodies must not get it.

/** The first query or path value that is a non-finite number, with its name. */
function firstNonFinite(values: unknown): [string, number] | null {
  if (!values || typeof values !== 'object') return null
  for (const [name, value] of Object.entries(values)) {
    const items: unknown[] = Array.isArray(value) ? value : [value]
    for (const item of items) if (typeof item === 'number' && !Number.isFinite(item)) return [name, item]
  }
  return null
}

function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1')
}

function typeName(value: unknown): string {
  if (Array.isArray(value)) return 'array'
  if (value === null) return 'null'
  return typeof value
}

/**
 * Where the validated body differs from what the client sent in a member's type, i.e. where ajv
 * coerced a value (`false` -> 0, `"12"` -> 12, `5` -> [5]). Members only the validated body has
 * are schema defaults and are fine.
 */
export function firstCoercion(
  sent: unknown,
  validated: unknown,
  pointer = '',
): { pointer: string; name: string; type: string } | null {
  if (sent === validated) return null
  const name = (pointer.split('/').pop() ?? '').replace(/~1/g, '/').replace(/~0/g, '~')
  if (typeName(sent) !== typeName(validated))
    return { pointer: pointer || '/', name: name || 'body', type: typeName(validated) }
  if (Array.isArray(sent) && Array.isArray(validated)) {
    for (let i = 0; i < sent.length; i++) {
      const found = firstCoercion(sent[i], validated[i], `${pointer}/${i}`)
      if (found) return found
    }
    return null
  }
  if (sent && typeof sent === 'object' && validated && typeof validated === 'object') {
    for (const [key, value] of Object.entries(sent)) {
      const found = firstCoercion(value, (validated as Record<string, unknown>)[key], `${pointer}/${escapeToken(key)}`)
      if (found) return found
    }
  }
  return null
}

const sentBodies = new WeakMap<FastifyRequest, unknown>()

/**
 * Installs both guards on the root instance:
 * - JSON bodies are validated strictly: a member of the wrong type is a 400 pointing at it,
 *   never silently coerced (Fastify's ajv coerces bodies too).
 * - ajv coerces '1e400' or 'Infinity' in a query string to Infinity and then skips `minimum`
 *   and `maximum`; such values are a 400 pointing at the parameter.
 */
export function installValidationGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async function rememberSentBody(request) {
    const schema = request.routeOptions.schema as { body?: unknown } | undefined
    if (schema?.body && request.body !== null && typeof request.body === 'object') {
      sentBodies.set(request, structuredClone(request.body))
    }
  })
  app.addHook('preHandler', async function rejectCoercions(request) {
    if (sentBodies.has(request)) {
      const coerced = firstCoercion(sentBodies.get(request), request.body)
      sentBodies.delete(request)
      if (coerced) throw new ApiError(400, `'${coerced.name}' must be ${coerced.type}`, coerced.pointer)
    }
    const inQuery = firstNonFinite(request.query)
    if (inQuery) throw new ApiError(400, `'${inQuery[0]}' must be a finite number`, { parameter: inQuery[0] })
    const inPath = firstNonFinite(request.params)
    if (inPath) throw new ApiError(400, `Path parameter '${inPath[0]}' must be a finite number`)
  })
}
