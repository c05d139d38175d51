import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts'
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify'

/** What @fastify/type-provider-json-schema-to-ts makes of a request schema. */
type JsonSchemaToTs<Schema> = (JsonSchemaToTsProvider & { schema: Schema })['validator']

/**
 * Types each route's request parts (params, querystring, headers, body) from the route's own JSON
 * schemas, so a handler reads `request.query.market_id` without restating the schema or casting.
 * The schemas must be `as const` (or built by functions returning precise types) for their
 * literals to reach the types. Ajv fills `default`s in (useDefaults), which is why a defaulted
 * member comes out required, json-schema-to-ts's default.
 */
export interface SchemaTypeProvider extends FastifyTypeProvider {
  validator: JsonSchemaToTs<this['schema']>
  // Replies stay untyped: the services build resources generically (Resource<Record<string, unknown>>),
  // and the response schemas' serialisers, not the compiler, decide what is sent.
  serializer: unknown
}

/**
 * The Fastify instance a feature plugin receives: every route it adds is typed by its schemas.
 *
 * @example
 * export async function marketsRoutes(app: SchemaTypedApp): Promise<void> {
 *   app.get('/markets/:id', { schema: { params: idParams } }, async (request) => request.params.id) // string
 * }
 */
export type SchemaTypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  SchemaTypeProvider
>
