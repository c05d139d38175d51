import { isIPv6 } from 'node:net'
import type { FastifyRequest } from 'fastify'
import { ApiError } from '../http/errors.js'
import { isLoopbackHost } from '../http/loopback.js'

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
 * The origin for absolute URLs when no IDX_PUBLIC_URL is configured. The Host header is anyone's to
 * write, and what it says would go into canonical links, og:url and the sitemap that crawlers and
 * caches keep: so it is used only when it names the loopback (a developer's `localhost:3000`, which
 * reaches nobody else). Any other Host gets the address this server was reached at (the socket's
 * local address: the listen address, or with HOST=0.0.0.0 the interface's), which no header
 * changes. A Host header that is not a host name is a 400, as before.
 *
 * @example
 * requestBase(request) // Host localhost:3000 -> 'http://localhost:3000'
 * requestBase(request) // Host evil.example on 10.0.0.5:3000 -> 'http://10.0.0.5:3000'
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
  if (isLoopbackHost(host)) return `${request.protocol}://${host.toLowerCase()}`
  return `${request.protocol}://${listenHost(request)}`
}

/** The address and port the request's connection was accepted on; `localhost` without a socket (inject). */
function listenHost(request: FastifyRequest): string {
  const { localAddress, localPort } = request.raw.socket ?? {}
  if (localAddress === undefined || localPort === undefined) return 'localhost'
  const mapped = localAddress.toLowerCase().startsWith('::ffff:') ? localAddress.slice('::ffff:'.length) : localAddress
  return `${isIPv6(mapped) ? `[${mapped}]` : mapped}:${localPort}`
}
