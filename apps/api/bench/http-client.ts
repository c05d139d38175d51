import http from 'node:http'
import { DEMO_SITE_TOKEN } from '../src/config/server-config.js'
import type { BenchRequest } from './workload.js'

/**
 * The bench's load generator: node:http over kept-alive sockets, one per concurrent client. It
 * shares the machine's two cores with the server and the database, so it must cost little: fetch
 * (undici) spent about 3 ms of CPU per request here, node:http about 0.4 ms. `sockets` is also
 * the most connections it opens at once (the 200-connection row opens 200).
 */
/** One answer: its status, and the server's own time from its `server-timing: app;dur=` header. */
export interface BenchAnswer {
  status: number
  /** NaN when the answer carries no `app` server timing. */
  serverMs: number
}

export function benchClient(baseUrl: string, sockets: number) {
  const url = new URL(baseUrl)
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets })
  /** Sends one request and reads its whole answer. */
  function send(request: BenchRequest): Promise<BenchAnswer> {
    const body = request.body === undefined ? undefined : JSON.stringify(request.body)
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: request.path,
          method: request.method,
          agent,
          headers: {
            authorization: request.authorization ?? `Bearer ${DEMO_SITE_TOKEN}`,
            ...(body === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          },
        },
        (response) => {
          response.on('data', () => {})
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, serverMs: serverTimeOf(response.headers['server-timing']) }),
          )
          response.on('error', reject)
        },
      )
      req.on('error', reject)
      req.end(body)
    })
  }
  return { send, close: () => agent.destroy() }
}

/**
 * The `app` duration of a Server-Timing header, in ms.
 *
 * @example
 * serverTimeOf('app;dur=3.2') // 3.2
 */
export function serverTimeOf(header: string | string[] | undefined): number {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '')
  const match = /(?:^|,)\s*app;dur=([0-9.]+)/.exec(text)
  return match ? Number(match[1]) : NaN
}
