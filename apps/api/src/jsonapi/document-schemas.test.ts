import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import {
  addSharedSchemas,
  pageLinksSchema,
  resourceDocumentSchema,
  resourceListDocumentSchema,
} from './document-schemas.js'

const attributes = { body: { type: 'string' } } as const
const relationships = { user: { $ref: 'JsonApiRelationship#' } } as const

describe('resourceListDocumentSchema', () => {
  it('describes each item as the one-resource document describes its data', () => {
    const list = resourceListDocumentSchema('comments', attributes, { relationships })
    const one = resourceDocumentSchema('comments', attributes, { relationships })
    expect(list.properties.data).toEqual({ type: 'array', items: one.properties.data })
    expect(list.required).toEqual(['data'])
  })

  it('requires meta when it names meta members, and carries the paging links when paged', () => {
    const list = resourceListDocumentSchema('comments', attributes, {
      included: { type: 'array', items: { $ref: 'JsonApiResource#' } },
      meta: { total: { type: 'integer' } },
      paged: true,
      description: 'A page of comments',
    })
    expect(list.required).toEqual(['data', 'meta'])
    expect(list.description).toBe('A page of comments')
    expect(Object.keys(list.properties)).toEqual(['data', 'included', 'meta', 'links'])
    expect(list.properties.meta).toEqual({ type: 'object', properties: { total: { type: 'integer' } } })
    expect(list.properties.links).toBe(pageLinksSchema)
  })

  it('serves a list document with the members it names and nothing else', async () => {
    const app = Fastify()
    addSharedSchemas(app)
    const schema = resourceListDocumentSchema('comments', attributes, {
      relationships,
      included: { type: 'array', items: { $ref: 'JsonApiResource#' } },
      meta: { total: { type: 'integer' } },
      paged: true,
    })
    app.get('/comments', { schema: { response: { 200: schema } } }, async () => ({
      links: { self: '/comments?page%5Bnumber%5D=1', first: '/comments', prev: null, next: null, last: '/comments' },
      meta: { total: 1, secret: 'kept out' },
      included: [{ id: '7', type: 'users', attributes: { first_name: 'Ada' } }],
      data: [
        {
          attributes: { body: 'Nice porch', author_email: 'kept out' },
          type: 'comments',
          id: '3',
          relationships: { user: { data: { id: '7', type: 'users' } } },
        },
      ],
    }))
    const res = await app.inject('/comments')
    await app.close()
    expect(res.json()).toStrictEqual({
      data: [
        {
          id: '3',
          type: 'comments',
          attributes: { body: 'Nice porch' },
          relationships: { user: { data: { id: '7', type: 'users' } } },
        },
      ],
      included: [{ id: '7', type: 'users', attributes: { first_name: 'Ada' } }],
      meta: { total: 1 },
      links: { self: '/comments?page%5Bnumber%5D=1', first: '/comments', prev: null, next: null, last: '/comments' },
    })
  })
})

describe('resource options', () => {
  it("names several types for a list that mixes them, requires a resource's own links, and describes its attributes", () => {
    const list = resourceListDocumentSchema(['areas', 'schools'], attributes, {
      links: { type: 'object', properties: { full: { type: 'string' } } },
      attributesDescription: 'What an outline is',
      paged: 'POST the same body to a link',
    })
    const item = list.properties.data.items
    expect(item.properties.type).toEqual({ type: 'string', enum: ['areas', 'schools'] })
    expect(item.required).toEqual(['id', 'type', 'attributes', 'links'])
    expect(item.properties.attributes.description).toBe('What an outline is')
    expect(list.properties.links).toEqual({ ...pageLinksSchema, description: 'POST the same body to a link' })
  })

  it('gives a single-resource document its meta', async () => {
    const app = Fastify()
    addSharedSchemas(app)
    const schema = resourceDocumentSchema(
      'feeds',
      { name: { type: 'string' } },
      {
        meta: { feed_updated_at: { type: 'string' } },
      },
    )
    expect(schema.required).toEqual(['data', 'meta'])
    app.get('/feed', { schema: { response: { 200: schema } } }, async () => ({
      data: { id: '1', type: 'feeds', attributes: { name: 'ACTRIS', token: 'kept out' } },
      meta: { feed_updated_at: '2026-01-01T00:00:00Z', internal: 'kept out' },
    }))
    const res = await app.inject('/feed')
    await app.close()
    expect(res.json()).toStrictEqual({
      data: { id: '1', type: 'feeds', attributes: { name: 'ACTRIS' } },
      meta: { feed_updated_at: '2026-01-01T00:00:00Z' },
    })
  })
})
