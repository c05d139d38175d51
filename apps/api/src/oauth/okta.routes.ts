import type { FastifyInstance } from 'fastify'

// Placeholder: being written.
export async function oktaRoutes(_app: FastifyInstance): Promise<void> {}
