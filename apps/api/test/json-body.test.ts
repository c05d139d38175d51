import { describe, expect, it } from 'vitest'
import { JSON_MAX_DEPTH, jsonNestingDepth } from '../src/http/json-body.js'
import { siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// A JSON body nested thousands of levels deep overflowed the stack of the validation hook's clone
// (a 500 on every JSON route); it is refused with 400 before anything walks it.

const t = withTestApp()

/** About 10 kB of JSON nested 5,000 levels deep, in the search body's `filter`. */
const deepBody = `{"filter":${'['.repeat(5000)}${']'.repeat(5000)}}`

describe('jsonNestingDepth', () => {
  it('counts arrays and objects, not brackets inside strings or escaped quotes', () => {
    expect(jsonNestingDepth('1', 32)).toBe(0)
    expect(jsonNestingDepth('{"a":[[1]],"b":"[[[[{{"}', 32)).toBe(3)
    expect(jsonNestingDepth('["\\"[[[", [2]]', 32)).toBe(2)
  })

  it('stops counting once past the limit', () => {
    expect(jsonNestingDepth(deepBody, JSON_MAX_DEPTH)).toBe(JSON_MAX_DEPTH + 1)
  })
})

describe('JSON bodies nested too deeply', () => {
  it.each([
    ['POST', '/api/v3/listings/search', 'application/json'],
    ['POST', '/api/v3/listings/search', 'application/vnd.api+json'],
    ['POST', '/api/v3/listings/map/clusters', 'application/json'],
    ['POST', '/api/v3/properties/search', 'application/vnd.api+json'],
  ] as const)('%s %s (%s) answers 400 with a JSON:API error', async (method, url, contentType) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...siteAuthorization, 'content-type': contentType },
      payload: deepBody,
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toEqual({
      errors: [
        {
          status: '400',
          title: 'Bad Request',
          detail: `The JSON body nests arrays and objects deeper than ${JSON_MAX_DEPTH} levels.`,
          source: { pointer: '/' },
        },
      ],
    })
  })

  it('answers an /oauth JSON body nested too deeply 400 in the OAuth shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: deepBody,
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({ success: false, error: 'invalid_request' })
  })

  it('still reads a body nested as deeply as allowed, and a search body with a drawn shape', async () => {
    const allowed = `{"filter":${'{"a":'.repeat(JSON_MAX_DEPTH - 2)}1${'}'.repeat(JSON_MAX_DEPTH - 2)}}`
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/listings/search',
      headers: { ...siteAuthorization, 'content-type': 'application/json' },
      payload: allowed,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].detail).toBe("Unknown filter field 'a'")
    const ring = [
      [-97.8, 30.2],
      [-97.7, 30.2],
      [-97.7, 30.3],
      [-97.8, 30.2],
    ]
    const shaped = await t.app.inject({
      method: 'POST',
      url: '/api/v3/listings/search',
      headers: siteAuthorization,
      payload: { filter: { geo_shape: { value: { type: 'Polygon', coordinates: [ring] } } } },
    })
    expect(shaped.statusCode, shaped.body).toBe(200)
  })
})
