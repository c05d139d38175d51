import { readFileSync } from 'node:fs'
import { Ajv, type ValidateFunction } from 'ajv'
import { default as addFormatsModule } from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { searchText } from '../src/search/search-text.js'
import { createUser } from '../src/users/users.repository.js'
import { userAuthorization } from './helpers/user-authorization.js'
import { AGENT_ID, insertBasics, insertListings, listing, MARKET_ID, SITE_ID } from './helpers/fixtures.js'
import { siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// Every document the API answers passes jsonapi.org's own JSON:API 1.0 response schema
// (test/fixtures/jsonapi-schema-1.0.json: https://jsonapi.org/schema as published, kept verbatim).
// The schema forbids attributes named `type` or `id` (the resource's own members): a listing's
// spec `type` travels as `listing_type`, a suggestion section's as `section_type`.

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv

/** The official schema, compiled. It declares draft-04; nothing in it reads differently in draft-07, which Ajv 8 speaks. */
function officialValidator(): ValidateFunction {
  const { $schema: _draft04, ...schema } = JSON.parse(
    readFileSync(new URL('./fixtures/jsonapi-schema-1.0.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>
  const ajv = new Ajv({ allErrors: true, strict: false })
  addFormats(ajv)
  return ajv.compile(schema)
}

let userAuth: Record<string, string>
const validate = officialValidator()

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertListings(db, [
      listing({ id: 1, listing_agent_id: AGENT_ID, street: '1 Main St', type: 'Residential' }),
      listing({ id: 2, type: 'Lots and Land', property_type: 'Lots and Land' }),
    ])
    await db
      .insertInto('open_houses')
      .values({
        id: 1,
        listing_id: 1,
        start_time: new Date('2026-03-01T16:00:00Z'),
        end_time: new Date('2026-03-01T18:00:00Z'),
        directions: null,
        refreshments: null,
        showing_contact: null,
        showing_contact_phone: null,
      })
      .execute()
    await db
      .insertInto('listing_history')
      .values({ id: 1, listing_id: 1, mls_number: 'ACT1', closing_date: '2020-05-04', sold_price_in_dollars: 500_000 })
      .execute()
    await db
      .insertInto('suggestions')
      .values({
        id: 'zip:78704',
        market_id: MARKET_ID,
        type: 'zip',
        name: '78704',
        label: '78704',
        search_text: searchText('78704'),
        listing_id: null,
        area_id: null,
        listing_status: null,
      })
      .execute()
    const user = await createUser(db, {
      siteId: SITE_ID,
      email: 'shopper@example.com',
      firstName: 'Sam',
      lastName: 'Shopper',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$secret-hash-value',
    })
    await db.updateTable('users').set({ current_agent_id: AGENT_ID }).where('id', '=', user.id).execute()
    userAuth = await userAuthorization(db, user.id)
  },
})

type WireResource = { id: string; type: string; attributes: Record<string, unknown> }

/** The document a request answers, after checking it is JSON:API by the official schema. */
async function officialDocument(
  request: { method?: 'GET' | 'POST'; url: string; payload?: object; headers?: Record<string, string> },
  status = 200,
) {
  const res = await t.app.inject({ method: request.method ?? 'GET', headers: siteAuthorization, ...request })
  expect(res.statusCode, res.body).toBe(status)
  const document: unknown = res.json()
  const valid = validate(document)
  expect(valid ? [] : validate.errors, `${request.url} answers a JSON:API document`).toEqual([])
  return document as { data: WireResource | WireResource[]; included?: WireResource[] }
}

/** The resource types of a document's data and included. */
function typesOf(document: Awaited<ReturnType<typeof officialDocument>>): string[] {
  const data = Array.isArray(document.data) ? document.data : [document.data]
  return [...new Set([...data, ...(document.included ?? [])].map((resource) => resource.type))]
}

describe("documents pass jsonapi.org's JSON:API 1.0 schema", () => {
  it('accepts a listing without the listing_type rename as the schema expects (the fixture is the real schema)', () => {
    const withType = { data: { type: 'listings', id: '1', attributes: { type: 'Residential' } } }
    expect(validate(withType)).toBe(false)
    expect(validate({ data: { type: 'listings', id: '1', attributes: { listing_type: 'Residential' } } })).toBe(true)
  })

  it('serves a listing search, multi-fetch and detail with the spec type as listing_type', async () => {
    for (const type of ['listings', 'properties']) {
      const page = await officialDocument({ method: 'POST', url: `/api/v3/${type}/search`, payload: {} })
      expect(typesOf(page)).toEqual([type])
      const listings = page.data as WireResource[]
      expect(listings.map((l) => [l.id, l.attributes.listing_type])).toEqual(
        expect.arrayContaining([
          ['1', 'Residential'],
          ['2', 'Lots and Land'],
        ]),
      )
      expect(listings.every((l) => !('type' in l.attributes))).toBe(true)
      await officialDocument({ url: `/api/v3/${type}?filter[id][value]=1,2&fields[${type}]=title,listing_type` })
      const detail = await officialDocument({ url: `/api/v3/${type}/1` })
      expect(typesOf(detail)).toEqual([type, 'agents', 'feeds', 'open_houses'])
    }
  })

  it("serves a listing's open houses, feed and history", async () => {
    expect(typesOf(await officialDocument({ url: '/api/v3/listings/1/open_houses' }))).toEqual(['open_houses'])
    expect(typesOf(await officialDocument({ url: '/api/v3/listings/1/feed' }))).toEqual(['feeds'])
    expect(typesOf(await officialDocument({ url: '/api/v3/listings/1/history' }))).toEqual(['listing_histories'])
  })

  it('serves agents, markets, the site and the signed-in user', async () => {
    expect(typesOf(await officialDocument({ url: '/api/v3/agents?data_source_name=actris' }))).toEqual(['agents'])
    expect(typesOf(await officialDocument({ url: `/api/v3/agents/${AGENT_ID}` }))).toEqual(['agents'])
    expect(typesOf(await officialDocument({ url: '/api/v3/markets' }))).toEqual(['markets', 'feeds'])
    expect(typesOf(await officialDocument({ url: '/api/v3/site?me=true' }))).toEqual(
      expect.arrayContaining(['sites', 'oauth_applications', 'markets', 'feeds']),
    )
    expect(typesOf(await officialDocument({ url: '/api/v3/user?me=true', headers: userAuth }))).toEqual(['users'])
  })

  it('serves suggestion sections with the spec type as section_type', async () => {
    const document = await officialDocument({ url: `/api/v3/suggestions?q=787&market_id=${MARKET_ID}` })
    expect(typesOf(document)).toEqual(['suggestion_sections'])
    expect((document.data as WireResource[])[0]?.attributes).toMatchObject({
      section_type: 'zip',
    })
  })

  it('serves collections, their lists and their listings', async () => {
    const created = await officialDocument(
      {
        method: 'POST',
        url: '/api/v3/collections',
        headers: userAuth,
        payload: { data: { type: 'collections', attributes: { name: 'Dream homes', listing: 1 } } },
      },
      201,
    )
    expect(typesOf(created)).toEqual(['collections', 'users'])
    const id = (created.data as WireResource).id
    expect(typesOf(await officialDocument({ url: `/api/v3/collections/${id}`, headers: userAuth }))).toEqual([
      'collections',
      'users',
    ])
    expect(typesOf(await officialDocument({ url: '/api/v3/collections', headers: userAuth }))).toEqual([
      'collections',
      'users',
    ])
    expect(typesOf(await officialDocument({ url: `/api/v3/collections/${id}/listings`, headers: userAuth }))).toEqual([
      'listings',
    ])
    await officialDocument({ url: `/api/v3/collections/${id}` }, 404)
  })

  it('answers errors as JSON:API error documents', async () => {
    await officialDocument({ url: '/api/v3/listings/999' }, 404)
    await officialDocument({ url: '/api/v3/listings/search', method: 'POST', payload: { sort: 'nonsense' } }, 400)
    await officialDocument({ url: '/api/v3/markets', headers: { authorization: 'Bearer wrong' } }, 401)
  })
})
