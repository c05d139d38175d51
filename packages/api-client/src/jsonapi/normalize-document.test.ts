import { describe, expect, it } from 'vitest'
import {
  basicError,
  compoundDocument,
  emptyCollection,
  metaDocument,
  nullData,
  singleResource,
} from './jsonapi-org-examples.js'
import { normalizeDocument } from './normalize-document.js'
import type { JsonApiDocument, JsonApiRecord } from './types.js'

function many(document: JsonApiDocument | null | undefined): JsonApiRecord[] {
  const { data } = normalizeDocument(document)
  if (!Array.isArray(data)) throw new Error(`expected an array of records, got ${String(data)}`)
  return data
}

function one(document: JsonApiDocument | null | undefined): JsonApiRecord {
  const { data } = normalizeDocument(document)
  if (data === null || Array.isArray(data)) throw new Error('expected a single record')
  return data
}

describe('normalizeDocument on the JSON:API specification examples', () => {
  it('flattens the compound document into articles whose author and comments are the included records', () => {
    const [article] = many(compoundDocument)
    expect(article).toMatchObject({ id: '1', type: 'articles', title: 'JSON:API paints my bikeshed!' })
    expect(article?.['author']).toMatchObject({
      id: '9',
      type: 'people',
      firstName: 'Dan',
      lastName: 'Gebhardt',
      twitter: 'dgeb',
    })
    const comments = article?.['comments'] as JsonApiRecord[]
    expect(comments.map((comment) => [comment.id, comment['body']])).toEqual([
      ['5', 'First!'],
      ['12', 'I like XML better'],
    ])
  })

  it('gives a resource referenced twice one shared object, so the comment author is the article author', () => {
    const { data, included } = normalizeDocument(compoundDocument)
    const article = (data as JsonApiRecord[])[0]
    const comment12 = included['comments']?.['12']
    expect(comment12?.['author']).toBe(article?.['author'])
    expect(included['people']?.['9']).toBe(article?.['author'])
  })

  it('keeps a reference to a resource that was not included as an { id, type } stub', () => {
    const { included } = normalizeDocument(compoundDocument)
    expect(included['comments']?.['5']?.['author']).toEqual({ id: '2', type: 'people' })
    expect(included['people']?.['2']).toBeUndefined()
  })

  it('groups only the included resources by type and id', () => {
    const { included } = normalizeDocument(compoundDocument)
    expect(Object.keys(included).sort()).toEqual(['comments', 'people'])
    expect(Object.keys(included['comments'] ?? {}).sort()).toEqual(['12', '5'])
  })

  it('passes the top-level links through and reports no total when meta has none', () => {
    const normalized = normalizeDocument(compoundDocument)
    expect(normalized.links['next']).toBe('http://example.com/articles?page%5Boffset%5D=2')
    expect(normalized.total).toBeNull()
    expect(normalized.meta).toEqual({})
  })

  it('returns a single resource as one record and leaves out a relationship that has links but no data', () => {
    const article = one(singleResource)
    expect(article).toEqual({ id: '1', type: 'articles', title: 'JSON:API paints my bikeshed!' })
    expect('author' in article).toBe(false)
  })

  it('returns null for null primary data', () => {
    const normalized = normalizeDocument(nullData)
    expect(normalized.data).toBeNull()
    expect(normalized.links).toEqual({ self: 'http://example.com/articles/1/author' })
  })

  it('returns an empty array for an empty collection', () => {
    expect(normalizeDocument(emptyCollection).data).toEqual([])
  })

  it('passes top-level meta through untouched', () => {
    const normalized = normalizeDocument(metaDocument)
    expect(normalized.meta['copyright']).toBe('Copyright 2015 Example Corp.')
    expect(one(metaDocument)).toEqual({ id: '1', type: 'articles', title: 'Rails is Omakase' })
  })

  it('returns null data for an errors document', () => {
    const normalized = normalizeDocument(basicError)
    expect(normalized.data).toBeNull()
    expect(normalized.included).toEqual({})
  })
})

describe('normalizeDocument on the API’s own conventions', () => {
  it('copies the full, short and slug links into full_url, short_url and slug', () => {
    const listing = one({
      data: {
        type: 'listings',
        id: '7',
        attributes: { street: '1 Main St' },
        links: {
          self: '/api/v3/listings/7',
          full: 'https://idx.example/listing/1-main-st/7',
          short: 'https://s.example/x',
          slug: '1-main-st',
        },
      },
    })
    expect(listing).toEqual({
      id: '7',
      type: 'listings',
      street: '1 Main St',
      full_url: 'https://idx.example/listing/1-main-st/7',
      short_url: 'https://s.example/x',
      slug: '1-main-st',
    })
  })

  it("reads a listing's listing_type back as the spec's type, for listings and properties alike", () => {
    // JSON:API reserves `type` for the resource type, so the API sends the spec's listing type as
    // listing_type (apps/api: test/jsonapi-schema.test.ts); records carry the spec's shape.
    for (const resourceType of ['listings', 'properties']) {
      const listing = one({
        data: {
          type: resourceType,
          id: '7',
          attributes: { listing_type: 'Lots and Land', property_type: 'Lots and Land' },
        },
      })
      expect(listing).toEqual({ id: '7', type: 'Lots and Land', property_type: 'Lots and Land' })
    }
  })

  it("reads a suggestion section's section_type back as its type", () => {
    const [section] = many({
      data: [
        {
          type: 'suggestion_sections',
          id: 'zip',
          attributes: { keyword: '787', name: 'Zip Codes', section_type: 'zip', suggestions: [] },
        },
      ],
    })
    expect(section).toEqual({ id: 'zip', type: 'zip', keyword: '787', name: 'Zip Codes', suggestions: [] })
  })

  it('keeps the resource type when a listing comes without its listing type (a sparse fieldset)', () => {
    expect(one({ data: { type: 'listings', id: '7', attributes: { title: 'A' } } })).toEqual({
      id: '7',
      type: 'listings',
      title: 'A',
    })
    expect(one({ data: { type: 'listings', id: '8', attributes: { listing_type: null } } })).toEqual({
      id: '8',
      type: 'listings',
      listing_type: null,
    })
  })

  it('groups included listings under their resource type even when their type is the listing type', () => {
    const { included } = normalizeDocument({
      data: null,
      included: [{ type: 'listings', id: '7', attributes: { listing_type: 'Commercial' } }],
    })
    expect(included['listings']?.['7']).toEqual({ id: '7', type: 'Commercial' })
  })

  it('leaves an attribute named listing_type alone on other resource types', () => {
    expect(one({ data: { type: 'collections', id: '1', attributes: { listing_type: 'Residential' } } })).toEqual({
      id: '1',
      type: 'collections',
      listing_type: 'Residential',
    })
  })

  it('reads the href of a JSON:API 1.1 link object', () => {
    const listing = one({
      data: { type: 'listings', id: '7', links: { full: { href: 'https://idx.example/l/7', title: 'Full' } } },
    })
    expect(listing['full_url']).toBe('https://idx.example/l/7')
  })

  it('keeps a slug attribute when the resource has no slug link', () => {
    const listing = one({
      data: { type: 'listings', id: '7', attributes: { slug: 'from-attributes' }, links: { full: null } },
    })
    expect(listing['slug']).toBe('from-attributes')
    expect('full_url' in listing).toBe(false)
  })

  it('surfaces meta.total as total, accepting a numeric string', () => {
    expect(normalizeDocument({ data: [], meta: { total: 10000 } }).total).toBe(10000)
    expect(normalizeDocument({ data: [], meta: { total: '42' } }).total).toBe(42)
    expect(normalizeDocument({ data: [], meta: { total: 'many' } }).total).toBeNull()
  })

  it('sets unviewed_property_count on each primary record from meta.unviewed_property_counts', () => {
    const collections = many({
      data: [
        { type: 'collections', id: '1', attributes: { name: 'Lake houses' } },
        { type: 'collections', id: '2', attributes: { name: 'Condos' } },
      ],
      meta: { total: 2, unviewed_property_counts: { '1': 3 } },
    })
    expect(collections[0]?.['unviewed_property_count']).toBe(3)
    expect('unviewed_property_count' in (collections[1] ?? {})).toBe(false)
  })
})

describe('normalizeDocument on odd documents', () => {
  it('treats a missing document, a missing data member and a non-object as null data', () => {
    for (const document of [undefined, null, {}, 'nonsense' as unknown as JsonApiDocument]) {
      const normalized = normalizeDocument(document)
      expect(normalized).toEqual({ data: null, included: {}, meta: {}, links: {}, total: null })
    }
  })

  it('resolves relationships to stubs when included is missing', () => {
    const article = one({
      data: { type: 'articles', id: '1', relationships: { author: { data: { type: 'people', id: '9' } } } },
    })
    expect(article['author']).toEqual({ id: '9', type: 'people' })
  })

  it('treats null attributes and null relationships as none', () => {
    const article = one({ data: { type: 'articles', id: '1', attributes: null, relationships: null, links: null } })
    expect(article).toEqual({ id: '1', type: 'articles' })
  })

  it('turns to-one linkage data: null into null and an empty to-many into an empty array', () => {
    const article = one({
      data: {
        type: 'articles',
        id: '1',
        relationships: { author: { data: null }, comments: { data: [] } },
      },
    })
    expect(article['author']).toBeNull()
    expect(article['comments']).toEqual([])
  })

  it('follows a cycle A -> B -> A by object identity without recursing', () => {
    const user = one({
      data: { type: 'users', id: 'u', relationships: { current_agent: { data: { type: 'agents', id: 'a' } } } },
      included: [{ type: 'agents', id: 'a', relationships: { clients: { data: [{ type: 'users', id: 'u' }] } } }],
    })
    const agent = user['current_agent'] as JsonApiRecord
    const clients = agent['clients'] as JsonApiRecord[]
    expect(clients[0]).toBe(user)
    expect(((clients[0]?.['current_agent'] as JsonApiRecord)['clients'] as JsonApiRecord[])[0]).toBe(user)
  })

  it('handles a resource that relates to itself', () => {
    const person = one({
      data: { type: 'people', id: '1', relationships: { best_friend: { data: { type: 'people', id: '1' } } } },
    })
    expect(person['best_friend']).toBe(person)
  })

  it('normalises a long chain of included resources without exhausting the stack', () => {
    const length = 20000
    const included = Array.from({ length }, (_, index) => ({
      type: 'nodes',
      id: String(index + 1),
      relationships: { next: { data: index + 1 < length ? { type: 'nodes', id: String(index + 2) } : null } },
    }))
    const head = one({
      data: { type: 'nodes', id: '0', relationships: { next: { data: { type: 'nodes', id: '1' } } } },
      included,
    })
    let node: JsonApiRecord | null = head
    let steps = 0
    while (node?.['next']) {
      node = node['next'] as JsonApiRecord
      steps += 1
    }
    expect(steps).toBe(length)
  })

  it('keeps id and type from the resource even when attributes try to override them', () => {
    const record = one({
      data: { type: 'listings', id: '7', attributes: { id: 'evil', type: 'evil', price_in_dollars: 1 } },
    })
    expect(record).toEqual({ id: '7', type: 'listings', price_in_dollars: 1 })
  })

  it('turns numeric ids into strings', () => {
    const record = one({ data: { type: 'listings', id: 7 as unknown as string } })
    expect(record.id).toBe('7')
  })

  it('skips entries in data and included that are not resource objects', () => {
    const records = many({
      data: [null, { id: '1' }, { type: 'listings', id: '2' }] as unknown as JsonApiDocument['data'],
      included: [42, { type: 'agents' }] as unknown as JsonApiDocument['included'],
    })
    expect(records).toEqual([{ id: '2', type: 'listings' }])
  })

  it('drops malformed identifiers from a to-many relationship', () => {
    const record = one({
      data: {
        type: 'listings',
        id: '1',
        relationships: { agents: { data: [{ type: 'agents', id: '3' }, null, { id: '4' }] as unknown as [] } },
      },
    })
    expect(record['agents']).toEqual([{ id: '3', type: 'agents' }])
  })

  it('does not let a resource named __proto__ change the prototype of the included map', () => {
    const { included } = normalizeDocument({
      data: null,
      included: [{ type: '__proto__', id: 'x', attributes: { polluted: true } }],
    })
    expect(Object.getPrototypeOf(included)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    expect(Object.keys(included)).toEqual(['__proto__'])
  })
})
