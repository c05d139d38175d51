import type { JsonApiErrorObject } from '../jsonapi/types.js'

/** The error body shapes the API is known to send, told apart. */
export type ErrorBody =
  /** JSON:API: `{ errors: [{ detail, source: { pointer } }] }`. */
  | { readonly kind: 'jsonapi'; readonly errors: readonly JsonApiErrorObject[] }
  /** The oauth endpoints: `{ errors: { email: ['has already been taken'] } }`, first message per key. */
  | { readonly kind: 'field-map'; readonly messages: readonly (readonly [field: string, message: string])[] }
  /** OAuth 2 token errors (RFC 6749 §5.2): `{ error: 'invalid_grant', error_description: '...' }`. */
  | { readonly kind: 'oauth-description'; readonly description: string }
  | { readonly kind: 'unknown' }

/** Tells which known shape an error body has; empty lists count as unknown. */
export function readErrorBody(body: unknown): ErrorBody {
  if (!isObject(body)) return { kind: 'unknown' }
  const { errors } = body
  if (Array.isArray(errors)) {
    const objects = errors.filter(isObject) as JsonApiErrorObject[]
    return objects.length > 0 ? { kind: 'jsonapi', errors: objects } : { kind: 'unknown' }
  }
  if (isObject(errors)) {
    const messages = Object.entries(errors).flatMap(([field, value]) => {
      const message = firstMessage(value)
      return message === null ? [] : [[field, message] as const]
    })
    return messages.length > 0 ? { kind: 'field-map', messages } : { kind: 'unknown' }
  }
  const description = body['error_description']
  if (typeof description === 'string' && description.trim() !== '') return { kind: 'oauth-description', description }
  return { kind: 'unknown' }
}

function firstMessage(value: unknown): string | null {
  const list: unknown[] = Array.isArray(value) ? value : [value]
  const message = list.find((item): item is string => typeof item === 'string' && item.trim() !== '')
  return message ?? null
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
