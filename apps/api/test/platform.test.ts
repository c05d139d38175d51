import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type OpenDatabase } from '../src/db/database.js'
import { ApiError } from '../src/http/errors.js'
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_DETAIL, RouteTable } from '../src/http/error-handler.js'
import { testDatabase } from './helpers/database.js'
import { insertBasics } from './helpers/fixtures.js'
import { buildTestApp, siteAuthorization } from './helpers/platform-app.js'

let database: OpenDatabase
beforeAll(async () => {
  database = await testDatabase()
  await insertBasics(database.db)
})
afterAll(async () => {
  await database.close()
})

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

/** The app plus test-only routes that exercise the one error handler; logs are collected. */
async function appWithProbes() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line))
      done()
    },
  })
  const built = await buildTestApp(database.db, { logger: { level: 'info', stream } })
  const range = {
    type: 'object',
    additionalProperties: false,
    properties: { min: { type: 'number' }, max: { type: 'number' } },
  }
  built.post(
    '/probe/body',
    {
      schema: {
        body: {
          type: 'object',
          required: ['filter'],
          additionalProperties: false,
          properties: {
            filter: {
              type: 'object',
              additionalProperties: false,
              properties: {
                price_in_dollars: range,
                'a/b': range,
                status: { type: 'string', enum: ['Active', 'Sold'] },
              },
            },
          },
        },
      },
    },
    async (request) => ({ got: request.body }),
  )
  built.get('/probe/secret-failure', async () => {
    throw new Error('connection to db at 10.0.0.5 refused (password=hunter2)')
  })
  built.get('/probe/api-error', async () => {
    throw new ApiError(409, 'min must not be greater than max', '/filter/price_in_dollars/min', [
      { detail: 'Unknown market 9', source: { parameter: 'market_id' } },
    ])
  })
  built.get('/probe/api-error-5xx', async () => {
    throw new ApiError(503, 'replica lag 30s on db-3')
  })
  built.get('/probe/data-exception', async () => {
    throw Object.assign(new Error('value "99999999999" is out of range for type integer'), { code: '22003' })
  })
  app = built
  return { app: built, lines }
}

const bad = (detail: string, source?: Record<string, string>) => ({
  errors: [{ status: '400', title: 'Bad Request', detail, ...(source ? { source } : {}) }],
})

describe('schema validation errors', () => {
  it.each([
    [{ filter: { price_in_dollars: { min: 'abc' } } }, "'min' must be number", '/filter/price_in_dollars/min'],
    [{}, "'filter' is required", '/filter'],
    [{ filter: { price_in_dollars: { min: 1, most: 2 } } }, "Unknown member 'most'", '/filter/price_in_dollars/most'],
    [{ filter: { pool: true } }, "Unknown member 'pool'", '/filter/pool'],
    [{ filter: { 'a/b': { min: 'x' } } }, "'min' must be number", '/filter/a~1b/min'],
    [{ filter: { status: 'Gone' } }, "'status' must be one of: Active, Sold", '/filter/status'],
    [[], "'body' must be object", '/'],
    // Fastify's ajv coerces types; bodies must not be coerced.
    [{ filter: { price_in_dollars: { min: '100' } } }, "'min' must be number", '/filter/price_in_dollars/min'],
    [{ filter: { price_in_dollars: { max: null } } }, "'max' must be number", '/filter/price_in_dollars/max'],
    [{ filter: { 'a/b': { min: true } } }, "'min' must be number", '/filter/a~1b/min'],
    [{ filter: { status: ['Active'] } }, "'status' must be string", '/filter/status'],
  ])('points at the offending member of %j', async (payload, detail, pointer) => {
    const { app } = await appWithProbes()
    const res = await app.inject({ method: 'POST', url: '/probe/body', payload })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain('application/vnd.api+json')
    expect(res.json()).toEqual(bad(detail, { pointer }))
  })

  it('keeps valid bodies as sent (unknown members are errors, never silently dropped)', async () => {
    const { app } = await appWithProbes()
    const payload = { filter: { price_in_dollars: { min: 1, max: 2 } } }
    const res = await app.inject({ method: 'POST', url: '/probe/body', payload })
    expect(res.json()).toEqual({ got: payload })
  })

  it('names query parameters with source.parameter', async () => {
    const { app } = await appWithProbes()
    const res = await app.inject({
      url: '/api/v3/agents?data_source_name=actris&page[size]=50',
      headers: siteAuthorization,
    })
    expect(res.json()).toEqual(bad("'page[size]' must be <= 20", { parameter: 'page[size]' }))
  })
})

describe('request bodies', () => {
  it.each([
    ['malformed JSON', 'application/json', '{"filter": {', 'Malformed JSON: the request body could not be parsed.'],
    [
      'a trailing comma',
      'application/json',
      '{"filter": {},}',
      'Malformed JSON: the request body could not be parsed.',
    ],
    ['an empty JSON body', 'application/json', '', 'Malformed JSON: the request body is empty.'],
    [
      'a __proto__ key',
      'application/json',
      '{"__proto__": {"admin": true}}',
      'Malformed JSON: the request body could not be parsed.',
    ],
    [
      'malformed JSON:API JSON',
      'application/vnd.api+json',
      '{nope',
      'Malformed JSON: the request body could not be parsed.',
    ],
  ])('answers %s with 400 pointing at the document root', async (_name, contentType, payload, detail) => {
    const { app } = await appWithProbes()
    const res = await app.inject({
      method: 'POST',
      url: '/probe/body',
      headers: { 'content-type': contentType },
      payload,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(bad(detail, { pointer: '/' }))
  })

  it('parses application/vnd.api+json like application/json', async () => {
    const { app } = await appWithProbes()
    const res = await app.inject({
      method: 'POST',
      url: '/probe/body',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: JSON.stringify({ filter: {} }),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ got: { filter: {} } })
  })

  it('answers a body over the limit with 413', async () => {
    const { app } = await appWithProbes()
    const payload = JSON.stringify({ filter: { junk: 'x'.repeat(1_100_000) } })
    const res = await app.inject({
      method: 'POST',
      url: '/probe/body',
      headers: { 'content-type': 'application/json' },
      payload,
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({
      errors: [{ status: '413', title: 'Payload Too Large', detail: 'The request body is too large.' }],
    })
  })

  it('answers an unsupported media type with 415 pointing at the Content-Type header', async () => {
    const { app } = await appWithProbes()
    const res = await app.inject({
      method: 'POST',
      url: '/probe/body',
      headers: { 'content-type': 'application/xml' },
      payload: '<filter/>',
    })
    expect(res.statusCode).toBe(415)
    expect(res.json()).toEqual({
      errors: [
        {
          status: '415',
          title: 'Unsupported Media Type',
          detail: 'Unsupported media type: send the body as application/vnd.api+json or application/json.',
          source: { header: 'content-type' },
        },
      ],
    })
  })
})

describe('routing errors', () => {
  it('answers an unknown path with 404', async () => {
    const { app } = await appWithProbes()
    const res = await app.inject({ url: '/api/v3/nowhere?x=1', headers: siteAuthorization })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      errors: [{ status: '404', title: 'Not Found', detail: 'No route for GET /api/v3/nowhere' }],
    })
  })

  it('answers a known path with a wrong method with 405 and Allow', async () => {
    const { app } = await appWithProbes()
    const res = await app.inject({ method: 'DELETE', url: '/api/v3/markets/1', headers: siteAuthorization })
    expect(res.statusCode).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD, PATCH')
    expect(res.json()).toEqual({
      errors: [
        {
          status: '405',
          title: 'Method Not Allowed',
          detail: 'DELETE is not allowed on /api/v3/markets/1; use GET, HEAD, PATCH',
        },
      ],
    })
  })

  it('answers a badly encoded URL with 400', async () => {
    const { app } = await appWithProbes()
    const res = await app.inject({ url: '/api/v3/markets/%E0%A4%A', headers: siteAuthorization })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0]).toMatchObject({ status: '400', title: 'Bad Request' })
  })
})

describe('thrown errors', () => {
  it('writes an ApiError with its status, pointer and further problems', async () => {
    const { app } = await appWithProbes()
    const res = await app.inject('/probe/api-error')
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      errors: [
        {
          status: '409',
          title: 'Conflict',
          detail: 'min must not be greater than max',
          source: { pointer: '/filter/price_in_dollars/min' },
        },
        { status: '409', title: 'Conflict', detail: 'Unknown market 9', source: { parameter: 'market_id' } },
      ],
    })
  })

  it('hides the detail of an unexpected error, logs it with the request id, and answers 500', async () => {
    const { app, lines } = await appWithProbes()
    const res = await app.inject({ url: '/probe/secret-failure', headers: { 'x-request-id': 'req-boom-1' } })
    expect(res.statusCode).toBe(500)
    expect(res.body).not.toContain('hunter2')
    expect(res.json()).toEqual({
      errors: [
        { status: '500', title: 'Internal Server Error', detail: 'The server could not complete this request.' },
      ],
    })
    const logged = lines.find((l) => l.msg === 'request failed')
    expect(logged).toMatchObject({ level: 50, reqId: 'req-boom-1' })
    expect(JSON.stringify(logged)).toContain('hunter2')
  })

  it('hides the detail of a 5xx ApiError too', async () => {
    const { app } = await appWithProbes()
    const res = await app.inject('/probe/api-error-5xx')
    expect(res.statusCode).toBe(503)
    expect(res.body).not.toContain('replica')
  })

  it('answers a database data exception (SQLSTATE class 22) with 400, not 500', async () => {
    const { app } = await appWithProbes()
    const res = await app.inject('/probe/data-exception')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(bad('A value in the request is out of range or malformed.'))
  })
})

describe('request ids and logs', () => {
  it('honours a sane x-request-id, echoes it, and logs each request as JSON with it', async () => {
    const { app, lines } = await appWithProbes()
    const res = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } })
    expect(res.headers['x-request-id']).toBe('abc-123')
    expect(lines.filter((l) => l.reqId === 'abc-123').map((l) => l.msg)).toEqual([
      'incoming request',
      'request completed',
    ])
  })

  it('makes a UUID when the header is missing or not a sane token', async () => {
    const { app } = await appWithProbes()
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
    const missing = await app.inject('/healthz')
    const weird = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'a b\u00e9<script>' } })
    expect(missing.headers['x-request-id']).toMatch(uuid)
    expect(weird.headers['x-request-id']).toMatch(uuid)
    expect(missing.headers['x-request-id']).not.toBe(weird.headers['x-request-id'])
  })

  it('echoes the request id on errors too', async () => {
    const { app } = await appWithProbes()
    const res = await app.inject({ url: '/api/v3/markets', headers: { 'x-request-id': 'no-token-1' } })
    expect(res.statusCode).toBe(401)
    expect(res.headers['x-request-id']).toBe('no-token-1')
  })
})

describe('health and readiness', () => {
  it('answers /healthz and /readyz when the database is migrated', async () => {
    const { app } = await appWithProbes()
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' })
    const ready = await app.inject('/readyz')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({
      status: 'ready',
      feeds: { actris: 'fresh' },
      feed_marks_in_future: [],
      // Never imported, not scheduled.
      feed_runs: { actris: { last_run: null, last_run_at: null, last_error: null, next_run_at: null } },
    })
  })

  it("says in /readyz's detail which feed is stale, by its maximum data age, and stays ready", async () => {
    const { app } = await appWithProbes()
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000)
    try {
      await database.db
        .updateTable('feeds')
        .set({ feed_updated_at: hoursAgo(13) })
        .where('data_source_name', '=', 'actris')
        .execute()
      expect((await app.inject('/readyz')).json()).toEqual({
        status: 'ready',
        feeds: { actris: 'stale' },
        feed_marks_in_future: [],
        feed_runs: { actris: { last_run: null, last_run_at: null, last_error: null, next_run_at: null } },
      })
      await database.db
        .updateTable('feeds')
        .set({ max_data_age_hours: 24 })
        .where('data_source_name', '=', 'actris')
        .execute()
      expect((await app.inject('/readyz')).json()).toEqual({
        status: 'ready',
        feeds: { actris: 'fresh' },
        feed_marks_in_future: [],
        feed_runs: { actris: { last_run: null, last_run_at: null, last_error: null, next_run_at: null } },
      })
    } finally {
      await database.db
        .updateTable('feeds')
        .set({ feed_updated_at: new Date(), max_data_age_hours: 12 })
        .where('data_source_name', '=', 'actris')
        .execute()
    }
  })

  it('answers /readyz 503 while migrations are pending, /healthz still 200', async () => {
    const bare = await openDatabase({ dataDir: 'memory' })
    const unmigrated = await buildTestApp(bare.db)
    try {
      const res = await unmigrated.inject('/readyz')
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ status: 'unavailable' })
      expect((await unmigrated.inject('/healthz')).statusCode).toBe(200)
    } finally {
      await unmigrated.close()
      await bare.close()
    }
    // A database made from nothing (initdb, not the migrated template): seconds on a busy machine.
  }, 90_000)

  it('answers /readyz 503 once the database is gone', async () => {
    const gone = await openDatabase({ dataDir: 'memory' })
    const orphan = await buildTestApp(gone.db)
    await gone.close()
    try {
      expect((await orphan.inject('/readyz')).statusCode).toBe(503)
    } finally {
      await orphan.close()
    }
    // Another database made from nothing, closed under the app.
  }, 90_000)

  it('answers 503 with Retry-After, not 500, while PostgreSQL cannot be reached', async () => {
    // A PostgreSQL that is down: nothing listens on port 1.
    const down = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/test', poolSize: 1 })
    const app = await buildTestApp(down.db)
    try {
      const res = await app.inject({ url: '/api/v3/site?me=true', headers: siteAuthorization })
      expect(res.statusCode, res.body).toBe(503)
      expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS))
      expect(res.json()).toEqual({
        errors: [{ status: '503', title: 'Service Unavailable', detail: DATABASE_UNAVAILABLE_DETAIL }],
      })
      expect((await app.inject('/readyz')).statusCode).toBe(503)
    } finally {
      await app.close()
      await down.close()
    }
  })
})

describe('JSON:API media type', () => {
  it('sends /api/v3 documents as application/vnd.api+json and the health checks as JSON', async () => {
    const { app } = await appWithProbes()
    const site = await app.inject({ url: '/api/v3/site?me=true', headers: siteAuthorization })
    expect(site.headers['content-type']).toMatch(/^application\/vnd\.api\+json/)
    expect((await app.inject('/healthz')).headers['content-type']).toMatch(/^application\/json/)
  })
})

describe('RouteTable', () => {
  it('tells which methods a concrete path answers to', () => {
    const table = new RouteTable()
    table.add({ method: 'GET', url: '/api/v3/markets/:id' })
    table.add({ method: ['POST', 'HEAD'], url: '/api/v3/listings/search' })
    table.add({ method: 'GET', url: '/app/*' })
    expect(table.allowedMethods('/api/v3/markets/12')).toEqual(['GET'])
    expect(table.allowedMethods('/api/v3/markets/12/feeds')).toEqual([])
    expect(table.allowedMethods('/api/v3/listings/search')).toEqual(['HEAD', 'POST'])
    expect(table.allowedMethods('/app/listing/x/1')).toEqual(['GET'])
    expect(table.allowedMethods('/api/v3/listings.search')).toEqual([])
  })
})
