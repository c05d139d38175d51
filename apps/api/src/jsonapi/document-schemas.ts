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
  return resourceBodyWith(type, attributes, { id: { type: 'string', description: idDescription } } as const)
}

/**
 * resourceBodySchema with the resource's other members given as schemas (`id`,
 * `relationships`), each optional; nothing else is allowed.
 *
 * @example
 * resourceBodyWith('comments', commentAttributes, { relationships: propertyRelationship } as const)
 */
export function resourceBodyWith<
  const Type extends string,
  const Attributes extends object,
  const Members extends object,
>(type: Type, attributes: Attributes, members: Members) {
  return {
    type: 'object',
    required: ['data'],
    additionalProperties: false,
    properties: {
      data: {
        type: 'object',
        required: ['type', 'attributes'],
        additionalProperties: false,
        properties: { type: { type: 'string', const: type }, ...members, attributes },
      },
    },
  } as const
}

/** What a resource object has besides its `id`, `type` and `attributes`. */
export interface ResourceObjectOptions {
  /** The schema of `id` (default a plain string), e.g. to describe its form. */
  id?: object
  /** The resource's `relationships` members, e.g. `{ market: { $ref: 'JsonApiRelationship#' } }`. */
  relationships?: object
  /** The schema of the resource's own `links` (then always sent), e.g. a listing's page URLs. */
  links?: object
  /** What the attributes mean as a whole, for the OpenAPI reader. */
  attributesDescription?: string
}

/** A resource's type: one, or several a list mixes (`['areas', 'schools']`). */
type ResourceType = string | readonly string[]

/**
 * The JSON Schema of one resource object of `type`, whose attributes have the schemas of
 * `attributes` (a properties map). The document schemas below build their `data` with it; a
 * feature uses it directly for a resource another document carries in `included`.
 *
 * @example
 * resourceObjectSchema('invitations', { email: { type: 'string' } })
 * // { type: 'object', required: ['id', 'type', 'attributes'], properties: { id: { type: 'string' },
 * //   type: { type: 'string', const: 'invitations' },
 * //   attributes: { type: 'object', properties: { email: { type: 'string' } } } } }
 */
export function resourceObjectSchema<
  const Type extends ResourceType,
  const Attributes extends object,
  const Options extends ResourceObjectOptions = Record<never, never>,
>(type: Type, attributes: Attributes, options: Options = {} as Options) {
  const { id = { type: 'string' } as const, relationships, links, attributesDescription } = options
  return {
    type: 'object',
    required: links ? (['id', 'type', 'attributes', 'links'] as const) : (['id', 'type', 'attributes'] as const),
    properties: {
      id,
      type: (typeof type === 'string'
        ? { type: 'string', const: type }
        : { type: 'string', enum: type }) as Type extends string
        ? { type: 'string'; const: Type }
        : { type: 'string'; enum: Type },
      attributes: {
        type: 'object',
        ...(attributesDescription ? { description: attributesDescription } : {}),
        properties: attributes,
      },
      ...(relationships ? { relationships: { type: 'object', properties: relationships } } : {}),
      ...(links ? { links } : {}),
    },
  } as const
}

/** What a resource document has besides its resource's `id`, `type` and `attributes`. */
export interface ResourceDocumentOptions extends ResourceObjectOptions {
  /** The schema of the document's `included` array. */
  included?: object
  /** `meta`'s members, e.g. `{ total: { type: 'integer' } }`; a document with them always sends `meta`. */
  meta?: object
  /** What the document is, for the OpenAPI reader (it becomes the response's description). */
  description?: string
}

/**
 * The JSON Schema of a document carrying one resource of `type`, whose attributes have the
 * schemas of `attributes` (a properties map): every single-resource answer of /api/v3 is built
 * with it, so they share one shape in validation, serialisation and the OpenAPI document.
 *
 * @example
 * resourceDocumentSchema('invitations', { email: { type: 'string' } })
 * // { type: 'object', required: ['data'], properties: { data: { type: 'object',
 * //   required: ['id', 'type', 'attributes'], properties: { id: { type: 'string' },
 * //   type: { type: 'string', const: 'invitations' },
 * //   attributes: { type: 'object', properties: { email: { type: 'string' } } } } } } }
 */
export function resourceDocumentSchema<
  const Type extends ResourceType,
  const Attributes extends object,
  const Options extends ResourceDocumentOptions = Record<never, never>,
>(type: Type, attributes: Attributes, options: Options = {} as Options) {
  const { included, meta, description, ...object } = options
  return {
    type: 'object',
    ...(description ? { description } : {}),
    required: meta ? (['data', 'meta'] as const) : (['data'] as const),
    properties: {
      data: resourceObjectSchema(type, attributes, object),
      ...(included ? { included } : {}),
      ...(meta ? { meta: { type: 'object', properties: meta } } : {}),
    },
  } as const
}

/** A paging link: null where there is no such page (no `prev` on the first). */
const pageLink = { type: ['string', 'null'] } as const

/** The `links` of a paged list, as `pageLinks` (page-links.ts) makes them. */
export const pageLinksSchema = {
  type: 'object',
  properties: { self: pageLink, first: pageLink, prev: pageLink, next: pageLink, last: pageLink },
} as const

/** What a list document has besides its resources: `included`, `meta`, paging links. */
export interface ResourceListDocumentOptions extends ResourceDocumentOptions {
  /**
   * Whether the list is paged: `links` then holds its paging links (`pageLinksSchema`); a text
   * says how a client follows them.
   */
  paged?: boolean | string
}

/**
 * The JSON Schema of a document whose `data` is a list of `type` resources, each built as
 * `resourceDocumentSchema` builds its one (a list mixing types names them all, e.g.
 * `['areas', 'schools']`). Every list answer of /api/v3 is built with it.
 *
 * @example
 * resourceListDocumentSchema('comments', { body: { type: 'string' } }, {
 *   meta: { total: { type: 'integer' } },
 *   paged: true,
 * })
 * // { type: 'object', required: ['data', 'meta'], properties: {
 * //   data: { type: 'array', items: <the comments resource object> },
 * //   meta: { type: 'object', properties: { total: { type: 'integer' } } },
 * //   links: pageLinksSchema } }
 */
export function resourceListDocumentSchema<
  const Type extends ResourceType,
  const Attributes extends object,
  const Options extends ResourceListDocumentOptions = Record<never, never>,
>(type: Type, attributes: Attributes, options: Options = {} as Options) {
  const { included, description, meta, paged, ...object } = options
  return {
    type: 'object',
    ...(description ? { description } : {}),
    required: meta ? (['data', 'meta'] as const) : (['data'] as const),
    properties: {
      data: { type: 'array', items: resourceObjectSchema(type, attributes, object) },
      ...(included ? { included } : {}),
      ...(meta ? { meta: { type: 'object', properties: meta } } : {}),
      ...(paged
        ? { links: typeof paged === 'string' ? { ...pageLinksSchema, description: paged } : pageLinksSchema }
        : {}),
    },
  } as const
}
