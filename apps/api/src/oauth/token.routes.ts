import type { FastifyInstance } from 'fastify'

// Placeholder: being written.
export async function tokenRoutes(_app: FastifyInstance): Promise<void> {}
