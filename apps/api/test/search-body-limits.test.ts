import { SEARCH_MAX_POLYGON_POSITIONS, SEARCH_MAX_RING_POSITIONS } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { SEARCH_BODY_LIMIT } from '../src/search/search-body-validator.js'
import { insertBasics, insertListings, listing } from './helpers/fixtures.js'
import { siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// The attack: a search with a 45,000-position shape held the event loop for 10.8 s, because the
// self-intersection check ran before the size limit. Sizes are now refused first: by bytes before
// the body is read, then by positions before any check walks the shape.

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertListings(db, [listing({ id: 1 })])
  },
})

/** A closed star-shaped ring around Austin (simple, concave) of `count` positions. */
function star(count: number, decimals: number): number[][] {
  const corners = Array.from({ length: count - 1 }, (_, i) => {
    const angle = (2 * Math.PI * i) / (count - 1)
    const radius = i % 2 === 0 ? 0.15 : 0.12
    return [-97.75 + radius * Math.cos(angle), 30.27 + radius * Math.sin(angle)].map((v) => Number(v.toFixed(decimals)))
  })
  return [...corners, corners[0] ?? []]
}
const shape = (ring: number[][]) => ({ geo_shape: { value: { type: 'Polygon', coordinates: [ring] } } })
const box = { top_left: { lat: 30.45, lng: -97.95 }, bottom_right: { lat: 30.1, lng: -97.55 } }

const routes = [
  ['/api/v3/listings/search', (ring: number[][]) => ({ filter: shape(ring) })],
  ['/api/v3/listings/map/clusters', (ring: number[][]) => ({ filter: shape(ring), bounding_box: box, zoom: 11 })],
] as const

describe.each(routes)('POST %s', (url, body) => {
  const post = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...siteAuthorization, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    })

  it('refuses a 45,000-position shape (over the byte limit) with 413 before reading it', async () => {
    const payload = body(star(45_000, 3))
    expect(JSON.stringify(payload).length).toBeGreaterThan(SEARCH_BODY_LIMIT)
    // A 413 comes from the byte limit, before the body is parsed: no check walks the shape (it
    // held the event loop 10.8 s). Not timed: a timing budget fails on a loaded machine.
    const res = await post(payload)
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({
      errors: [{ status: '413', title: 'Payload Too Large', detail: 'The request body is too large.' }],
    })
  })

  it('refuses a shape under the byte limit but over the position limit with 400 naming the ring', async () => {
    const payload = body(star(6_000, 2))
    expect(JSON.stringify(payload).length).toBeLessThan(SEARCH_BODY_LIMIT)
    const res = await post(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([
      {
        status: '400',
        title: 'Bad Request',
        detail: `must NOT have more than ${SEARCH_MAX_RING_POSITIONS} items`,
        source: { pointer: '/filter/geo_shape/value/coordinates/0' },
      },
    ])
  })

  it('answers the largest shape allowed, at full precision', async () => {
    const payload = body(star(SEARCH_MAX_POLYGON_POSITIONS, 15))
    expect(JSON.stringify(payload).length).toBeLessThan(SEARCH_BODY_LIMIT)
    const res = await post(payload)
    expect(res.statusCode, res.body).toBe(200)
  })
})
