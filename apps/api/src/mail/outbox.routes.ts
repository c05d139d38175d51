import type { FastifyInstance } from 'fastify'

// Placeholder: being written.
export async function outboxRoutes(_app: FastifyInstance): Promise<void> {}
