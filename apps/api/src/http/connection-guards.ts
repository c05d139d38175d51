import type { Server, ServerOptions } from 'node:http'
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify'

/** How long a client may take, in milliseconds (IDX_HEADERS_TIMEOUT_MS, IDX_REQUEST_TIMEOUT_MS, IDX_IDLE_TIMEOUT_MS). */
export interface ServerTimeouts {
  /** From connecting to the end of the request's headers. */
  headersMs: number
  /** From connecting to the end of the request's body (a body that never arrives ends here). */
  requestMs: number
  /** With no byte either way while a request is open (a client that stops reading its answer). */
  idleMs: number
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = { headersMs: 10_000, requestMs: 30_000, idleMs: 60_000 }

/** Open connections one address may hold before further ones are closed (IDX_MAX_CONNECTIONS_PER_ADDRESS). */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 128

/**
 * Fastify's options for the timeouts. Node checks the header and request timeouts on a timer
 * (30 s by default, so a 10 s limit could hold for 40 s); a second's interval keeps them near
 * what they say, and a shorter limit (tests) gets a proportionally shorter one.
 * Kept-alive connections idle between requests close after Fastify's 72 s, longer than the
 * 60 s idle timeout of the usual load balancers (a shorter one makes them answer 502).
 */
export function timeoutOptions(
  timeouts: ServerTimeouts,
): Pick<FastifyServerOptions, 'connectionTimeout' | 'requestTimeout'> & { http: ServerOptions } {
  const checkEveryMs = Math.max(10, Math.min(1000, Math.floor(timeouts.headersMs / 4)))
  return {
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: checkEveryMs,
    },
  }
}

/**
 * Caps the connections one TCP peer holds open: past `max`, its new connections are closed at once
 * (as Node's own `server.maxConnections` does), before any request is read, so one address cannot
 * take every file descriptor while everyone else keeps being served. Sockets live in this process,
 * so the cap is per process.
 *
 * A trusted proxy (`exempt`: IDX_TRUST_PROXY says so) carries many visitors' requests over its
 * connections and is not capped; capping its clients is its job. With a hop count every peer
 * counts as a proxy, so there is no cap: that setting is for a server only its proxies can reach.
 */
export function capConnectionsPerAddress(
  server: Server,
  options: { max: number; exempt: (address: string) => boolean; log: FastifyBaseLogger },
): void {
  const { max, exempt, log } = options
  if (max <= 0) return
  const open = new Map<string, number>()
  // Said once each time an address reaches the cap, not for every connection refused.
  const atCap = new Set<string>()
  // Before Node's own listener, so a refused socket never gets a parser.
  server.prependListener('connection', (socket) => {
    const address = socket.remoteAddress
    if (address === undefined || exempt(address)) return
    const count = open.get(address) ?? 0
    if (count >= max) {
      if (!atCap.has(address)) {
        atCap.add(address)
        log.warn(
          { remoteAddress: address, max },
          'connection cap reached: closing further connections from this address',
        )
      }
      socket.destroy()
      return
    }
    open.set(address, count + 1)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left > 0) open.set(address, left)
      else open.delete(address)
      atCap.delete(address)
    })
  })
}
