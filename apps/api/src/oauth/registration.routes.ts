import type { FastifyInstance } from 'fastify'

// Placeholder: being written.
export async function registrationRoutes(_app: FastifyInstance): Promise<void> {}
