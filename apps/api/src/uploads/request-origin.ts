import type { FastifyRequest } from 'fastify'

/**
 * Where the browser reaches this server: IDX_PUBLIC_URL when set, else the request's own origin
 * (as its trusted proxies report it). Only ever sent back to the signed-in user who asked.
 */
export function requestOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return new URL(publicUrl).origin
  return `${request.protocol}://${request.host}`
}
