import type { FastifyInstance } from 'fastify'

/**
 * Everything under /api/v3. Each feature folder exports one plugin; this is the one place that
 * lists them, so the API's surface reads top to bottom here.
 */
export async function apiRoutes(_app: FastifyInstance): Promise<void> {}
