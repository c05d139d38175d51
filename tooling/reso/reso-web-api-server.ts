import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
/** A RESO record as the Web API sends it (@idx/domain's `ResoRecord`, which tooling/ cannot import). */
type ResoRecord = Record<string, unknown>

/** What the test server saw: requests by path, the queries asked, and how many 429s it answered. */
export interface ResoServerLog {
  tokenRequests: number
  tooManyRequests: number
  requests: { path: string; query: Record<string, string> }[]
}

export interface ResoWebApiTestServer {
  baseUrl: string
  tokenUrl: string
  log: ResoServerLog
  /** Replaces the records a resource serves. */
  serve(resource: 'Property' | 'Member' | 'Office', records: ResoRecord[]): void
  close(): Promise<void>
}

export const RESO_CLIENT = { clientId: 'idx-test', clientSecret: 's3cret' }

/**
 * How the server answers one data request instead of serving it: a status with headers (a 503
 * for maintenance), or 'hang' (never answer: a hung MLS). Undefined serves the request.
 */
export type ResoServerFault = { status: number; headers?: Record<string, string> } | 'hang' | undefined

/**
 * A small RESO Web API server over node:http: an OAuth2 client-credentials token endpoint, and
 * Property, Member and Office with `$filter=ModificationTimestamp ge <time>`,
 * `$orderby=ModificationTimestamp,ListingKey`, `$top` and `@odata.nextLink` ($skip) paging. Every
 * `tooManyEvery`-th data request is answered 429 with Retry-After: 0.
 */
export async function startResoWebApiServer(
  options: {
    tooManyEvery?: number
    /** Called with each data request's number (1 for the first) and path, before it is served. */
    fault?: (request: number, path: string) => ResoServerFault
  } = {},
): Promise<ResoWebApiTestServer> {
  const data: Record<string, ResoRecord[]> = { Property: [], Member: [], Office: [] }
  const log: ResoServerLog = { tokenRequests: 0, tooManyRequests: 0, requests: [] }
  let dataRequests = 0
  const server = createServer((request, response) => {
    void handle(request, response).catch((error: Error) => json(response, 500, { error: error.message }))
  })
  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (url.pathname === '/token' && request.method === 'POST') {
      log.tokenRequests++
      const form = new URLSearchParams(await bodyOf(request))
      if (
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_id') !== RESO_CLIENT.clientId ||
        form.get('client_secret') !== RESO_CLIENT.clientSecret
      ) {
        return json(response, 401, { error: 'invalid_client' })
      }
      return json(response, 200, { access_token: 'token-1', token_type: 'Bearer', expires_in: 3600 })
    }
    const resource = url.pathname.replace(/^\/odata\//, '')
    if (!(resource in data)) return json(response, 404, { error: 'not found' })
    if (request.headers.authorization !== 'Bearer token-1') return json(response, 401, { error: 'no token' })
    dataRequests++
    const fault = options.fault?.(dataRequests, url.pathname)
    if (fault === 'hang') return
    if (fault) {
      response.writeHead(fault.status, { 'content-type': 'application/json', ...fault.headers })
      return response.end('{"error":"unavailable"}')
    }
    if (options.tooManyEvery && dataRequests % options.tooManyEvery === 0) {
      log.tooManyRequests++
      response.writeHead(429, { 'retry-after': '0', 'content-type': 'application/json' })
      return response.end('{"error":"slow down"}')
    }
    const query = Object.fromEntries(url.searchParams)
    log.requests.push({ path: url.pathname, query })
    let records = data[resource]!
    const filter = query.$filter?.match(/^ModificationTimestamp ge (\S+)$/)
    if (query.$filter && !filter) return json(response, 400, { error: `unsupported $filter ${query.$filter}` })
    if (filter) records = records.filter((r) => Date.parse(String(r.ModificationTimestamp)) >= Date.parse(filter[1]!))
    if (query.$orderby) {
      if (query.$orderby !== 'ModificationTimestamp,ListingKey')
        return json(response, 400, { error: 'unsupported $orderby' })
      records = [...records].sort(
        (a, b) =>
          Date.parse(String(a.ModificationTimestamp)) - Date.parse(String(b.ModificationTimestamp)) ||
          String(a.ListingKey).localeCompare(String(b.ListingKey)),
      )
    }
    const top = Number(query.$top ?? 100)
    const skip = Number(query.$skip ?? 0)
    const page = records.slice(skip, skip + top)
    const body: Record<string, unknown> = { '@odata.context': `$metadata#${resource}`, value: page }
    if (skip + top < records.length) {
      const next = new URL(url)
      next.searchParams.set('$skip', String(skip + top))
      body['@odata.nextLink'] = `${next.pathname}${next.search}`
    }
    return json(response, 200, body)
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return {
    baseUrl: `${origin}/odata`,
    tokenUrl: `${origin}/token`,
    log,
    serve: (resource, records) => {
      data[resource] = records
    },
    close: () =>
      new Promise((resolve) => {
        // A hung request's socket would hold close() forever.
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
