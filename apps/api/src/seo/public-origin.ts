import type { FastifyRequest } from 'fastify'
import { ApiError } from '../errors.js'

/** A Host header we build URLs from: a DNS name or an IPv4 / bracketed IPv6 address, and a port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

/**
 * IDX_PUBLIC_URL as the base of absolute URLs: trailing slashes dropped, a path prefix kept (as
 * served-site-settings.ts does). Throws at start-up when it is not an http(s) URL, naming the fix.
 *
 * @example
 * configuredBase('https://homes.example/') // 'https://homes.example'
 * configuredBase(undefined)                // null: use the request's origin
 */
export function configuredBase(publicUrl: string | undefined): string | null {
  if (publicUrl === undefined || publicUrl.trim() === '') return null
  let url: URL
  try {
    url = new URL(publicUrl)
  } catch {
    throw new Error(`IDX_PUBLIC_URL must be an absolute URL such as https://homes.example, got "${publicUrl}"`)
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.hash !== '') {
    throw new Error(`IDX_PUBLIC_URL must be an http(s) URL without query or fragment, got "${publicUrl}"`)
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}

/**
 * The origin the request reached us at (`{protocol}://{Host}`), for absolute URLs when no
 * IDX_PUBLIC_URL is configured. A Host header that is not a host name is a 400: it would otherwise
 * be written into the URLs search engines read.
 */
export function requestBase(request: FastifyRequest): string {
  const host = request.host
  if (typeof host !== 'string' || !HOST.test(host)) {
    throw new ApiError(
      400,
      'The Host header is not a host name; absolute URLs are built from it (or from IDX_PUBLIC_URL when set).',
      { header: 'host' },
    )
  }
  return `${request.protocol}://${host.toLowerCase()}`
}
