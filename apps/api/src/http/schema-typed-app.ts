import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts'
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyServerOptions,
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
 * literals to reach the types. The types hold because of `requestValidation` (below): a member
 * with a `default` comes out required, and a query or path parameter of type integer a number.
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

/**
 * How Ajv validates every request part (the server's `ajv` option). The types above depend on it:
 * `useDefaults` fills in a member's `default`, and `coerceTypes` turns query and path text into the
 * schema's numbers and booleans (and a lone value into a one-item array); JSON bodies are kept
 * from coercion by validation-guards.ts.
 */
export const requestValidation = {
  customOptions: {
    // Unknown members are errors (400 pointing at them), never silently dropped.
    removeAdditional: false,
    coerceTypes: 'array',
    useDefaults: true,
    allErrors: false,
    allowUnionTypes: true,
  },
} satisfies FastifyServerOptions['ajv']
