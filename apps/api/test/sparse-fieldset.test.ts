import { describe, expect, it } from 'vitest'
import { insertBasics, insertListings, listing } from './helpers/fixtures.js'
import { siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'
import { rowsReadFor } from '../src/listings/listing-fieldset.js'

// JSON:API sparse fieldsets (`fields[listings]`): a client that shows cards asks only for what a
// card reads, and the answer carries only those attributes (ids and links always).

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertListings(
      db,
      Array.from({ length: 3 }, (_, i) => listing({ id: i + 1, description: 'A long description '.repeat(20) })),
    )
  },
})

type Resource = { id: string; type: string; attributes: Record<string, unknown>; links: Record<string, string> }

const search = (query = '', page = { size: 2, number: 1 }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v3/listings/search${query}`,
    headers: siteAuthorization,
    payload: { page },
  })

describe('sparse fieldsets on listings', () => {
  it('answers a search with only the attributes asked for, and links that keep asking for them', async () => {
    const res = await search('?fields[listings]=title,price_in_dollars,photo_urls')
    expect(res.statusCode).toBe(200)
    const body = res.json() as { data: Resource[]; links: Record<string, string | null> }
    expect(body.data.map((r) => r.id)).toEqual(['1', '2'])
    for (const resource of body.data) {
      expect(Object.keys(resource.attributes).sort()).toEqual(['photo_urls', 'price_in_dollars', 'title'])
      expect(resource.links.full).toMatch(/^\/app\/listing\//)
    }
    expect(body.links.next).toBe(
      '/api/v3/listings/search?page%5Bnumber%5D=2&page%5Bsize%5D=2&fields%5Blistings%5D=title,price_in_dollars,photo_urls',
    )
  })

  it('sends every attribute without a fieldset, and none for an empty one', async () => {
    const all = (await search()).json() as { data: Resource[] }
    expect(all.data[0]?.attributes).toHaveProperty('description')
    expect(all.data[0]?.attributes).toHaveProperty('seo')
    const none = (await search('?fields[listings]=')).json() as { data: Resource[] }
    expect(none.data.map((r) => [r.id, r.attributes])).toEqual([
      ['1', {}],
      ['2', {}],
    ])
  })

  it('applies to properties and to fetching several by id', async () => {
    const properties = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v3/properties/search?fields[properties]=bedrooms',
        headers: siteAuthorization,
        payload: {},
      })
    ).json() as { data: Resource[] }
    expect(properties.data[0]?.attributes).toEqual({ bedrooms: 3 })
    const several = await t.app.inject({
      url: '/api/v3/listings?filter[id][value]=3,1&fields[listings]=title',
      headers: siteAuthorization,
    })
    expect((several.json() as { data: Resource[] }).data.map((r) => [r.id, r.attributes])).toEqual([
      ['3', { title: '3 Test St' }],
      ['1', { title: '1 Test St' }],
    ])
  })

  it('refuses an attribute a listing does not have, and a repeated parameter, pointing at the parameter', async () => {
    for (const query of ['?fields[listings]=title,password_hash', '?fields[listings]=title&fields[listings]=zip']) {
      const res = await search(query)
      expect(res.statusCode).toBe(400)
      const error = (res.json() as { errors: { detail: string; source: unknown }[] }).errors[0]
      expect(error?.source).toEqual({ parameter: 'fields[listings]' })
    }
    expect(
      ((await search('?fields[listings]=title,password_hash')).json() as { errors: { detail: string }[] }).errors[0]
        ?.detail,
    ).toContain('password_hash')
  })

  it('gives the same values from a brief read of the rows as from a full one, and reads the long columns when asked for', async () => {
    const all = ((await search()).json() as { data: Resource[] }).data
    const brief = (
      (await search('?fields[listings]=title,price_in_dollars,bathrooms_fraction,photo_urls')).json() as {
        data: Resource[]
      }
    ).data
    expect(brief.map((r) => r.attributes)).toEqual(
      all.map(({ attributes: { title, price_in_dollars, bathrooms_fraction, photo_urls } }) => ({
        title,
        price_in_dollars,
        bathrooms_fraction,
        photo_urls,
      })),
    )
    for (const long of ['description', 'seo']) {
      const read = ((await search(`?fields[listings]=${long}`)).json() as { data: Resource[] }).data
      expect(read.map((r) => r.attributes[long])).toEqual(all.map((r) => r.attributes[long]))
      expect(read[0]?.attributes[long]).toBeTruthy()
    }
  })

  it("reads a listing's long columns only for a fieldset that shows them", () => {
    expect(rowsReadFor(null)).toBe('full')
    expect(rowsReadFor(new Set(['title', 'price_in_dollars']))).toBe('brief')
    expect(rowsReadFor(new Set())).toBe('brief')
    for (const long of ['description', 'seo', 'additional_details', 'realstaq_details'])
      expect(rowsReadFor(new Set(['title', long]))).toBe('full')
  })
})
