import type { FastifyInstance } from 'fastify'

// JSON Schemas every route may reference with `{ $ref: '<$id>#' }`. They are registered once with
// app.addSchema, so validation, response serialisation and the OpenAPI document
// (#/components/schemas/<$id>) share one definition.

/** Where an error points: a body member (JSON Pointer), a query parameter or a header. */
export const jsonApiErrorSourceSchema = {
  $id: 'JsonApiErrorSource',
  type: 'object',
  description: 'What the error is about: a JSON Pointer into the request body, a query parameter, or a header.',
  properties: {
    pointer: { type: 'string', description: "JSON Pointer into the request body, e.g. '/filter/price_in_dollars/min'" },
    parameter: { type: 'string', description: "Query parameter name, e.g. 'market_id' or 'page[size]'" },
    header: { type: 'string', description: "Request header name, e.g. 'authorization'" },
  },
} as const

/** A JSON:API 1.1 error document. Every non-2xx answer of /api/v3 has this shape. */
export const jsonApiErrorSchema = {
  $id: 'JsonApiError',
  type: 'object',
  description: 'A JSON:API 1.1 error document.',
  required: ['errors'],
  properties: {
    errors: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['status', 'title', 'detail'],
        properties: {
          status: { type: 'string', description: "The HTTP status as a string, e.g. '400'" },
          title: { type: 'string', description: "The HTTP reason phrase, e.g. 'Bad Request'" },
          detail: { type: 'string', description: 'What went wrong, for a human.' },
          source: { $ref: 'JsonApiErrorSource#' },
        },
      },
    },
  },
} as const

/** A JSON:API resource identifier: `{ id, type }`. */
export const jsonApiResourceIdentifierSchema = {
  $id: 'JsonApiResourceIdentifier',
  type: 'object',
  required: ['id', 'type'],
  properties: { id: { type: 'string' }, type: { type: 'string' } },
} as const

/** A to-one or to-many relationship: `{ data: identifier | identifier[] | null }`. */
export const jsonApiRelationshipSchema = {
  $id: 'JsonApiRelationship',
  type: 'object',
  properties: {
    data: {
      anyOf: [
        { type: 'null' },
        { $ref: 'JsonApiResourceIdentifier#' },
        { type: 'array', items: { $ref: 'JsonApiResourceIdentifier#' } },
      ],
    },
  },
} as const

/**
 * A JSON:API resource object with free-form attributes. Routes describe their own attributes
 * (serialisation drops members a response schema does not list), so this generic shape is for
 * `included` members and documentation.
 */
export const jsonApiResourceSchema = {
  $id: 'JsonApiResource',
  type: 'object',
  required: ['id', 'type'],
  properties: {
    id: { type: 'string' },
    type: { type: 'string' },
    attributes: { type: 'object', additionalProperties: true },
    relationships: { type: 'object', additionalProperties: { $ref: 'JsonApiRelationship#' } },
    links: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const

/** The shared schemas in registration order (a schema is added after those it references). */
export const sharedSchemas = [
  jsonApiErrorSourceSchema,
  jsonApiErrorSchema,
  jsonApiResourceIdentifierSchema,
  jsonApiRelationshipSchema,
  jsonApiResourceSchema,
] as const

/** Registers the shared schemas on the root instance, so every plugin can `$ref` them. */
export function addSharedSchemas(app: FastifyInstance): void {
  for (const schema of sharedSchemas) app.addSchema(schema)
}

/**
 * The error responses of a Bearer-authorised route, to spread into `schema.response`.
 *
 * @example
 * schema: { response: { 200: siteDocument, ...errorResponses(400, 404) } }
 */
export function errorResponses(...statuses: number[]): Record<number, { $ref: string }> {
  const out: Record<number, { $ref: string }> = { 401: { $ref: 'JsonApiError#' } }
  for (const status of statuses) out[status] = { $ref: 'JsonApiError#' }
  return out
}

/**
 * The JSON Schema of a request body carrying one resource, as JSON:API writes it:
 * `{ data: { type, id?, attributes } }`, with unknown members refused (400 at their pointer).
 * `idDescription` says what a given `data.id` must be (the route checks it).
 *
 * @example
 * body: resourceBodySchema('users', "The user's id; when given it must be the signed-in user's", {
 *   type: 'object', additionalProperties: false, properties: { first_name: { type: 'string' } },
 * } as const)
 */
export function resourceBodySchema<const Type extends string, const Attributes extends object>(
  type: Type,
  idDescription: string,
  attributes: Attributes,
) {
  return {
    type: 'object',
    required: ['data'],
    additionalProperties: false,
    properties: {
      data: {
        type: 'object',
        required: ['type', 'attributes'],
        additionalProperties: false,
        properties: {
          type: { type: 'string', const: type },
          id: { type: 'string', description: idDescription },
          attributes,
        },
      },
    },
  } as const
}
