import type { FastifyInstance } from 'fastify'

// Placeholder: being written.
export async function userRoutes(_app: FastifyInstance): Promise<void> {}
