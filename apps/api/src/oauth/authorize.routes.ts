import type { FastifyInstance } from 'fastify'

// Placeholder: being written.
export async function authorizeRoutes(_app: FastifyInstance): Promise<void> {}
