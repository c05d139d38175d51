import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { requestValidation, type SchemaTypedApp, type SchemaTypeProvider } from '../src/http/schema-typed-app.js'

// Handlers read request parts with the types json-schema-to-ts derives from their schemas, with
// no cast. Those types are only true if the server validates the way they assume: these tests
// pin both halves, the types (checked by `tsc --noEmit`) and the values a handler is given.

const params = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const

const querystring = {
  type: 'object',
  properties: {
    size: { type: 'integer', minimum: 1, maximum: 40, default: 20 },
    status: { type: 'array', items: { type: 'string' } },
  },
} as const

const body = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: { name: { type: 'string' }, note: { type: ['string', 'null'] } },
} as const

let app: SchemaTypedApp

beforeAll(async () => {
  app = Fastify({ ajv: requestValidation }).withTypeProvider<SchemaTypeProvider>()
  app.put('/things/:id', { schema: { params, querystring, body } }, async (request) => {
    expectTypeOf(request.params.id).toEqualTypeOf<number>()
    expectTypeOf(request.query.size).toEqualTypeOf<number>()
    expectTypeOf(request.query.status).toEqualTypeOf<string[] | undefined>()
    expectTypeOf(request.body).toEqualTypeOf<{ name: string; note?: string | null }>()
    return { params: request.params, query: request.query, body: request.body }
  })
  await app.ready()
})

afterAll(async () => {
  await app.close()
})

describe('request parts typed from their schemas', () => {
  it('hands the handler numbers for numeric path and query text, and fills in defaults', async () => {
    const res = await app.inject({ method: 'PUT', url: '/things/7', payload: { name: 'Porch' } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ params: { id: 7 }, query: { size: 20 }, body: { name: 'Porch' } })
  })

  it('hands the handler a list for a list parameter given once', async () => {
    const res = await app.inject({ method: 'PUT', url: '/things/7?size=5&status=Active', payload: { name: 'Porch' } })
    expect(res.json()).toMatchObject({ query: { size: 5, status: ['Active'] } })
  })

  it('never reaches the handler with a part its type does not describe', async () => {
    const wrongPath = await app.inject({ method: 'PUT', url: '/things/seven', payload: { name: 'Porch' } })
    const unknownMember = await app.inject({
      method: 'PUT',
      url: '/things/7',
      payload: { name: 'Porch', colour: 'red' },
    })
    const missingMember = await app.inject({ method: 'PUT', url: '/things/7', payload: { note: null } })
    expect([wrongPath.statusCode, unknownMember.statusCode, missingMember.statusCode]).toEqual([400, 400, 400])
  })
})
