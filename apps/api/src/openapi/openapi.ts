import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import { addSharedSchemas } from '../jsonapi/document-schemas.js'
import { isSitePage } from './site-pages.js'

/** Where the OpenAPI document is served (public: tools fetch it without a token). */
export const OPENAPI_PATH = '/api/v3/openapi.json'

/**
 * Registers @fastify/swagger (OpenAPI 3.1) and the shared schemas. Must run before any route is
 * added: swagger collects routes as they are registered, from their `schema`.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  addSharedSchemas(app)
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'idx API',
        version: '3.0.0',
        description:
          'The idx listing search API. JSON:API 1.1 documents; every /api/v3 route except those marked ' +
          'public needs `Authorization: Bearer <site access token>`. A query parameter an operation ' +
          'does not list is a 400 naming it (`source.parameter`).',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: "The site's API access token (the demo site's is in README.md).",
          },
        },
      },
      security: [{ bearer: [] }],
    },
    // Shared schemas keep their $id as their name under #/components/schemas.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    transform: ({ schema, url, route }) => {
      const hide = isSitePage(url)
      const isPublic = route.config?.public === true
      const transformed = { ...(schema ?? {}), ...(hide ? { hide: true } : {}), ...(isPublic ? { security: [] } : {}) }
      return { schema: transformed, url }
    },
  })
  app.get(
    OPENAPI_PATH,
    {
      config: { public: true },
      schema: {
        tags: ['meta'],
        summary: 'This OpenAPI 3.1 document',
        response: { 200: { type: 'object', additionalProperties: true } },
      },
    },
    async () => app.swagger(),
  )
}
