import { beforeAll, describe, expect, it } from 'vitest'
import { withTestApp } from './helpers/test-app.js'
import { isSitePage } from '../src/openapi/site-pages.js'

let doc: {
  openapi: string
  info: { title: string; version: string }
  paths: Record<string, Record<string, { summary?: string; tags?: string[]; responses?: object; security?: unknown[] }>>
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> }
  security: unknown[]
}
const t = withTestApp({ seed: async () => {} })
beforeAll(async () => {
  const res = await t.app.inject('/api/v3/openapi.json')
  expect(res.statusCode).toBe(200)
  doc = res.json()
})

/** Fastify's '/markets/:id' as OpenAPI's '/markets/{id}'. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')
}

function apiRoutes() {
  return t.app.routeTable.entries.filter((r) => r.method !== 'HEAD' && !isSitePage(r.url))
}

describe('GET /api/v3/openapi.json', () => {
  it('is an OpenAPI 3.1 document with the bearer scheme and the shared JSON:API schemas', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info).toMatchObject({ title: 'idx API', version: '3.0.0' })
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' })
    expect(doc.security).toEqual([{ bearer: [] }])
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['JsonApiError', 'JsonApiErrorSource', 'JsonApiResource', 'JsonApiRelationship']),
    )
  })

  it('lists every route the app serves, under its OpenAPI path and method', () => {
    const routes = apiRoutes()
    expect(routes.length).toBeGreaterThanOrEqual(12)
    const missing = routes.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()])
    expect(missing).toEqual([])
  })

  it('lists nothing the app does not serve', () => {
    const served = new Set(apiRoutes().map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`))
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`))
    expect(documented.filter((op) => !served.has(op))).toEqual([])
  })

  it('gives every operation tags, a summary and responses', () => {
    const incomplete = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !op.summary || !op.tags?.length || !op.responses || !Object.keys(op.responses).length)
        .map(([method]) => `${method} ${path}`),
    )
    expect(incomplete).toEqual([])
  })

  it('marks the public routes as needing no token, and the others as needing the bearer token', () => {
    for (const path of ['/healthz', '/readyz', '/api/v3/openapi.json'])
      expect(doc.paths[path]?.get?.security).toEqual([])
    expect(doc.paths['/api/v3/site']?.get?.security).toBeUndefined()
    expect(doc.paths['/api/v3/markets/{id}']?.get?.responses).toHaveProperty('401')
  })

  it('has no dangling $ref: each points into #/components/schemas', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]*)"/g)].map((m) => m[1] ?? '')
    expect(refs.length).toBeGreaterThan(0)
    const dangling = refs.filter((ref) => {
      const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1]
      return name === undefined || !(name in doc.components.schemas)
    })
    expect(dangling).toEqual([])
  })

  it('documents query parameters by their wire names', () => {
    const params = (doc.paths['/api/v3/agents']?.get as { parameters?: { name: string; in: string }[] }).parameters
    expect(params?.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining(['name_search', 'data_source_name', 'page[size]', 'page[number]']),
    )
  })
})
