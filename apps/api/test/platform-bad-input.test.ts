import { describe, expect, it } from 'vitest'
import { insertBasics, insertListings, listing } from './helpers/fixtures.js'
import { siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// No input may produce a 500: every route the app serves (whoever wrote it) gets a battery of
// hostile path segments, query strings and bodies, and must answer a JSON:API 4xx (or a 2xx).

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertListings(db, [listing({ id: 1 }), listing({ id: 2, latitude: null, longitude: null })])
  },
})

const pathValues = [
  '1',
  '0',
  '-1',
  'abc',
  '1.5',
  '99999999999999999999',
  '1e400',
  'Infinity',
  '%00',
  '%25',
  '%20',
  'a'.repeat(300),
  '%F0%9F%98%80',
  "1'%20or%20'1'='1",
  'area:1',
]

const queries = [
  '',
  'market_id=abc',
  'market_id=99999999999999999999',
  'market_id=-1',
  'market_id=1e400',
  'market_id=1&market_id=2',
  'page[size]=1e400&page[number]=-1',
  'page[size]=0&page[number]=Infinity',
  'page[number]=99999999999',
  'filter[id][value]=a,b,%00',
  'filter[id][value]=99999999999999999999',
  'filter[listing_status]=%00',
  'q=%00',
  `q=${'a'.repeat(5000)}`,
  'q=%25%5F%5C',
  'me=true&me=true',
  'name_search=%00&data_source_name=actris',
  'data_source_name=%00',
  'zoom=1e400&bounding_box=x',
  'sort=-',
  'sort=price_in_dollars,,',
]

const bodies: [string, string][] = [
  ['application/json', '{"filter":'],
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"text"'],
  ['application/json', '1e400'],
  ['application/json', '{}'],
  ['application/json', '{"filter":{"price_in_dollars":{"min":"x","max":1e400}}}'],
  ['application/json', '{"filter":{"price_in_dollars":{"min":5,"max":1}}}'],
  ['application/json', '{"filter":{"nope":{"value":1}}}'],
  [
    'application/json',
    '{"filter":{"geo_shape":{"value":{"type":"Polygon","coordinates":[[[0,0],[1,1],[1,0],[0,1],[0,0]]]}}}}',
  ],
  ['application/json', '{"filter":{"geo_shape":{"value":{"type":"Polygon","coordinates":[[[0,0],[1,1]]]}}}}'],
  ['application/json', '{"page":{"size":41,"number":0}}'],
  ['application/json', '{"page":{"size":99999999999999999999,"number":1e300}}'],
  ['application/json', '{"market_id":"99999999999999999999"}'],
  ['application/json', '{"market_id":99999999999999999999}'],
  ['application/json', '{"bounding_box":{"top_left":{"lat":1e400,"lng":"x"}}}'],
  [
    'application/json',
    '{"bounding_box":{"top_left":{"lat":91,"lng":-181},"bottom_right":{"lat":-91,"lng":181}},"zoom":99}',
  ],
  ['application/json', '{"sort":"-"}'],
  ['application/json', '{"filter":{"suggestion":{"value":["area:%00","zip:\\u0000","x"]}}}'],
  ['application/json', `${'{"a":'.repeat(500)}1${'}'.repeat(500)}`],
  ['application/json', '{"__proto__":{"polluted":true}}'],
  ['application/json', '{"constructor":{"prototype":{"polluted":true}}}'],
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'a=1'],
  ['application/xml', '<a/>'],
]

/**
 * Every route but the built site's own files (/app/…, /embed.js): the test app has no build, and
 * those answer 503 'not built' by design (their own tests cover them built).
 */
function routes() {
  return t.app.routeTable.entries.filter(
    (r) =>
      r.method !== 'HEAD' && r.url !== '/' && r.url !== '/app' && !r.url.startsWith('/app/') && r.url !== '/embed.js',
  )
}

/** The route's URL with every `:param` (and a trailing `*`) replaced by `value`. */
function fill(url: string, value: string): string {
  return url.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, value).replace(/\*$/, value)
}

const failures: string[] = []
function check(label: string, res: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  if (res.statusCode >= 500) failures.push(`${res.statusCode} ${label}: ${res.body.slice(0, 200)}`)
  else if (res.statusCode >= 400 && String(res.headers['content-type']).includes('json')) {
    const body = JSON.parse(res.body) as { errors?: unknown; error?: unknown; success?: unknown }
    const jsonApi =
      Array.isArray(body.errors) && (body.errors[0] as { status?: string })?.status === String(res.statusCode)
    // The /oauth routes answer OAuth-style JSON (apps/api/README.md): success false with an
    // `error` code or `errors` by field; 404 and 405 from the framework stay JSON:API.
    const oauth =
      label.includes(' /oauth/') &&
      body.success === false &&
      (typeof body.error === 'string' || (typeof body.errors === 'object' && body.errors !== null))
    if (!jsonApi && !oauth) {
      failures.push(`${res.statusCode} ${label}: not a JSON:API or OAuth error document: ${res.body.slice(0, 200)}`)
    }
  }
}

describe('no input produces a 500', () => {
  it('holds for hostile path segments on every route', async () => {
    for (const route of routes()) {
      if (!route.url.includes(':') && !route.url.endsWith('*')) continue
      for (const value of pathValues) {
        const url = fill(route.url, value)
        check(
          `${route.method} ${url}`,
          await t.app.inject({ method: route.method as 'GET', url, headers: siteAuthorization }),
        )
      }
    }
    expect(failures).toEqual([])
  })

  it('holds for hostile query strings on every route', async () => {
    for (const route of routes()) {
      for (const query of queries) {
        const url = `${fill(route.url, '1')}?${query}`
        check(
          `${route.method} ${url}`,
          await t.app.inject({ method: route.method as 'GET', url, headers: siteAuthorization }),
        )
      }
    }
    expect(failures).toEqual([])
  })

  it('holds for hostile bodies on every route that takes one', async () => {
    let sent = 0
    for (const route of routes()) {
      // Bodies sent to GET-only paths still go through body parsing before the 405 answer.
      const method = route.method === 'GET' || route.method === 'DELETE' ? 'POST' : route.method
      for (const [contentType, payload] of bodies) {
        const url = fill(route.url, '1')
        sent += 1
        check(
          `${method} ${url} ${contentType} ${payload.slice(0, 80)}`,
          await t.app.inject({
            method: method as 'POST',
            url,
            headers: { ...siteAuthorization, 'content-type': contentType },
            payload,
          }),
        )
      }
    }
    expect(sent).toBeGreaterThan(bodies.length * 10)
    expect(failures).toEqual([])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('holds for wrong methods and hostile headers on every path', async () => {
    for (const route of routes()) {
      const url = fill(route.url, '1')
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
        check(`${method} ${url}`, await t.app.inject({ method, url, headers: siteAuthorization }))
      }
      for (const authorization of ['Bearer', 'Bearer \u0000', `Bearer ${'x'.repeat(10_000)}`, 'Bearer a\u00e9b']) {
        check(`GET ${url} auth ${authorization.slice(0, 20)}`, await t.app.inject({ url, headers: { authorization } }))
      }
    }
    expect(failures).toEqual([])
  })
})
