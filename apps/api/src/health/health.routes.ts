import type { FastifyInstance } from 'fastify'
import { isReady } from '../db/database.js'

const statusDocument = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string' } },
} as const

const readinessDocument = {
  ...statusDocument,
  properties: {
    ...statusDocument.properties,
    redis: {
      type: 'string',
      enum: ['up', 'down'],
      description: 'With REDIS_URL set: whether Redis answers (down: throttles count per process)',
    },
  },
} as const

/**
 * Liveness and readiness for load balancers and orchestrators. Both are public and answer plain
 * JSON (not JSON:API): `/healthz` says the process is up, `/readyz` that the database answers and
 * every migration this build knows of has been applied.
 *
 * Redis (shared throttle counts) down leaves the process ready (200, `redis: 'down'`): it still
 * serves everything and throttles per process, and every process shares one Redis, so answering
 * 503 would take the whole site out of rotation for the sake of looser limits.
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
        summary: 'Readiness: the database answers and its migrations are applied; whether Redis answers',
        security: [],
        response: {
          200: {
            ...readinessDocument,
            description: "`{ status: 'ready' }`, with `redis: 'up' | 'down'` when REDIS_URL is set",
          },
          503: { ...readinessDocument, description: "`{ status: 'unavailable' }`: do not route traffic here yet" },
        },
      },
    },
    async (_request, reply) => {
      const redis = app.throttle.redisState()
      const stores = redis === undefined ? {} : { redis }
      return (await isReady(app.db))
        ? { status: 'ready', ...stores }
        : reply.status(503).send({ status: 'unavailable', ...stores })
    },
  )
}
