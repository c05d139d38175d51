import type { FastifyInstance } from 'fastify'
import { isReady } from '../db/database.js'

const statusDocument = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string' } },
} as const

/**
 * Liveness and readiness for load balancers and orchestrators. Both are public and answer plain
 * JSON (not JSON:API): `/healthz` says the process is up, `/readyz` that the database answers and
 * every migration this build knows of has been applied.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/healthz',
    {
      config: { public: true },
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process is up',
        security: [],
        response: { 200: { ...statusDocument, description: "Always `{ status: 'ok' }`" } },
      },
    },
    async () => ({ status: 'ok' }),
  )
  app.get(
    '/readyz',
    {
      config: { public: true },
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database answers and its migrations are applied',
        security: [],
        response: {
          200: { ...statusDocument, description: "`{ status: 'ready' }`" },
          503: { ...statusDocument, description: "`{ status: 'unavailable' }`: do not route traffic here yet" },
        },
      },
    },
    async (_request, reply) =>
      (await isReady(app.db)) ? { status: 'ready' } : reply.status(503).send({ status: 'unavailable' }),
  )
}
