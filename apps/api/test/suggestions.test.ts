import { describe, expect, it } from 'vitest'
import type { SuggestionKind } from '../src/suggestions/suggestions.tables.js'
import { searchText } from '../src/search/search-text.js'
import { prefixUpperBound } from '../src/suggestions/suggestions.repository.js'
import { insertBasics, insertListings, listing, MARKET_ID, OTHER_MARKET_ID } from './helpers/fixtures.js'
import { siteAuthorization, squareArea } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// Every row the omnibox can find, by hand. search_text is written the way the seed writes it.
const RENTAL_ID = 40
const RENTAL_STREET = '40 Lease Loop'

type Address = [id: number, street: string, status: string, purchaseType?: 'Lease']
const addresses: Address[] = [
  [1, '1105 W Mary St', 'Active'],
  [2, '1107 W Mary St', 'Active'],
  [3, '500 E Mary St', 'Pending'],
  [4, '1200 Congress Ave', 'Active'],
  ...Array.from({ length: 7 }, (_, i): Address => [10 + i, `${100 + i} Oak Ave`, 'Active']),
  // A rental: a search for sale must not offer its address.
  [RENTAL_ID, RENTAL_STREET, 'Active', 'Lease'],
]

type Row = [id: string, type: SuggestionKind, name: string, label: string, weight: number, market?: number]
const places: Row[] = [
  ['city:austin-tx', 'city', 'Austin, TX', 'Austin, TX', 100],
  ['city:austwell-tx', 'city', 'Austwell, TX', 'Austwell, TX', 1],
  ['city:round-rock-tx', 'city', 'Round Rock, TX', 'Round Rock, TX', 50],
  ['city:dallas-tx', 'city', 'Dallas, TX', 'Dallas, TX', 100, OTHER_MARKET_ID],
  ...Array.from({ length: 7 }, (_, i): Row => [
    `zip:7870${i + 1}`,
    'zip',
    `7870${i + 1}`,
    `Austin, TX 7870${i + 1}`,
    0,
  ]),
]
const areas: [id: number, kind: 'neighborhood' | 'school', name: string, label: string][] = [
  [1, 'neighborhood', 'Mueller', 'Mueller, Austin'],
  [2, 'neighborhood', 'Hyde Park', 'Hyde Park, Austin'],
  [3, 'school', 'Mary Lee Elementary', 'Mary Lee Elementary School (K-5)'],
]

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertListings(
      db,
      addresses.map(([id, street, status, purchaseType]) =>
        listing({ id, title: street, street, listing_status: status, purchase_type: purchaseType ?? 'Purchase' }),
      ),
    )
    for (const [id, kind, name, label] of areas) {
      const { geometry, shape } = squareArea(-97.7 + id / 100, 30.3)
      await db
        .insertInto('areas')
        .values({
          id,
          market_id: MARKET_ID,
          kind,
          name,
          label,
          school_level: null,
          geometry: JSON.stringify(geometry),
          shape,
        })
        .execute()
    }
    await db
      .insertInto('suggestions')
      .values([
        ...addresses.flatMap(([id, street, status]) => [
          {
            id: `address:${id}`,
            market_id: MARKET_ID,
            type: 'address' as const,
            name: street,
            label: 'Austin, TX 78704',
            search_text: searchText(`${street} Austin, TX 78704`),
            listing_id: id,
            area_id: null,
            listing_status: status,
            weight: 10,
          },
          {
            id: `mls:ACT${1100 + id}`,
            market_id: MARKET_ID,
            type: 'mls_number' as const,
            name: `ACT${1100 + id}`,
            label: street,
            search_text: searchText(`ACT${1100 + id}`),
            listing_id: id,
            area_id: null,
            listing_status: status,
            weight: 5,
          },
        ]),
        ...places.map(([id, type, name, label, weight, market]) => ({
          id,
          market_id: market ?? MARKET_ID,
          type,
          name,
          label,
          search_text: searchText(name),
          listing_id: null,
          area_id: null,
          listing_status: null,
          weight,
        })),
        ...areas.map(([id, kind, name, label]) => ({
          id: `${kind === 'school' ? 'school' : 'area'}:${id}`,
          market_id: MARKET_ID,
          type: kind,
          name,
          label,
          search_text: searchText(name),
          listing_id: null,
          area_id: id,
          listing_status: null,
          weight: 20,
        })),
      ])
      .execute()
  },
})

type Section = {
  id: string
  type: string
  attributes: {
    keyword: string
    name: string
    section_type: string
    suggestions: { id: string; name: string; geometry: unknown; filter: unknown; listing_id: string | null }[]
  }
}

function get(query: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/v3/suggestions', headers: siteAuthorization, query })
}
function post(body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v3/suggestions/search',
    headers: siteAuthorization,
    payload: body as object,
  })
}

/** Sections as [type, suggestion ids]. */
async function found(query: Record<string, string>): Promise<[string, string[]][]> {
  const res = await get(query)
  expect(res.statusCode).toBe(200)
  return (res.json().data as Section[]).map((s) => [
    s.attributes.section_type,
    s.attributes.suggestions.map((x) => x.id),
  ])
}

describe('prefix ranges', () => {
  it('bounds a prefix range from above in byte order', () => {
    expect(prefixUpperBound('mary')).toBe('marz')
    expect(prefixUpperBound('7870')).toBe('7871')
    expect(prefixUpperBound('ab ')).toBe('ab!')
  })
})

describe('GET suggestions', () => {
  it('finds addresses and MLS numbers by prefix, at most 5 per section', async () => {
    expect(await found({ q: '110' })).toEqual([['address', ['address:1', 'address:2']]])
    expect(await found({ q: '10' })).toEqual([
      ['address', ['address:10', 'address:11', 'address:12', 'address:13', 'address:14']],
    ])
    expect(await found({ q: 'ACT 110' })).toEqual([]) // the space is part of what is typed
    expect(await found({ q: 'act110' })).toEqual([['mls_number', ['mls:ACT1101', 'mls:ACT1102', 'mls:ACT1104']]])
  })

  it('finds addresses by their street name and places by any word', async () => {
    expect(await found({ q: 'mary' })).toEqual([
      ['school', ['school:3']],
      ['address', ['address:1', 'address:2']],
    ])
    expect(await found({ q: 'Oak' })).toEqual([
      ['address', ['address:10', 'address:11', 'address:12', 'address:13', 'address:14']],
    ])
    expect(await found({ q: 'rock' })).toEqual([['city', ['city:round-rock-tx']]])
    expect(await found({ q: 'park' })).toEqual([['neighborhood', ['area:2']]])
  })

  it('ranks places by prefix, then weight, and caps each section at 5', async () => {
    expect(await found({ q: 'aus' })).toEqual([['city', ['city:austin-tx', 'city:austwell-tx']]])
    expect(await found({ q: '787' })).toEqual([
      ['zip', ['zip:78701', 'zip:78702', 'zip:78703', 'zip:78704', 'zip:78705']],
    ])
  })

  it('finds near-misses: a typo in a neighbourhood, a city or a street', async () => {
    expect(await found({ q: 'mueler' })).toEqual([['neighborhood', ['area:1']]])
    expect(await found({ q: 'austn' })).toEqual([['city', ['city:austin-tx', 'city:austwell-tx']]])
    expect(await found({ q: 'congrss' })).toEqual([['address', ['address:4']]])
  })

  it('puts prefix matches before near-misses in a section', async () => {
    // 'austi' is a prefix of Austin only; Austwell comes back as a near-miss after it.
    expect(await found({ q: 'austi' })).toEqual([['city', ['city:austin-tx', 'city:austwell-tx']]])
  })

  it('narrows addresses and MLS numbers, never places, to Active or the statuses asked for', async () => {
    expect(await found({ q: 'mary', 'filter[listing_status]': 'Pending' })).toEqual([
      ['school', ['school:3']],
      ['address', ['address:3']],
    ])
    expect(await found({ q: 'mary', 'filter[listing_status][value]': 'Active,Pending' })).toEqual([
      ['school', ['school:3']],
      ['address', ['address:1', 'address:2', 'address:3']],
    ])
    // The Pending listing's own MLS number is not suggested; near-misses among Active ones are.
    const [mls] = await found({ q: 'act1103' })
    expect(mls?.[0]).toBe('mls_number')
    expect(mls?.[1]).not.toContain('mls:ACT1103')
    expect(await found({ q: 'act1103', 'filter[listing_status]': 'Pending' })).toEqual([
      ['mls_number', ['mls:ACT1103']],
    ])
  })

  it('answers the spec section shape, with geometry and filter on area suggestions', async () => {
    const res = await get({ q: 'Mueler' })
    expect(res.json()).toEqual({
      data: [
        {
          id: 'neighborhood',
          type: 'suggestion_sections',
          attributes: {
            keyword: 'Mueler',
            name: 'Neighborhoods',
            section_type: 'neighborhood',
            suggestions: [
              {
                id: 'area:1',
                type: 'neighborhood',
                name: 'Mueller',
                label: 'Mueller, Austin',
                geometry: squareArea(-97.69, 30.3).geometry,
                filter: { suggestion: { value: ['area:1'] } },
                listing_id: null,
                listing_status: null,
              },
            ],
          },
        },
      ],
      meta: { q: 'mueler' },
    })
    const address = (await get({ q: '1200' })).json().data[0].attributes.suggestions[0]
    expect(address).toEqual({
      id: 'address:4',
      type: 'address',
      name: '1200 Congress Ave',
      label: 'Austin, TX 78704',
      geometry: null,
      filter: { suggestion: { value: ['address:4'] } },
      listing_id: '4',
      listing_status: 'Active',
    })
  })

  it('orders sections places first: city, neighborhood, zip, school, then address, MLS #', async () => {
    const res = await get({ q: 'a' })
    const names = (res.json().data as Section[]).map((s) => s.attributes.name)
    expect(names).toEqual(['Cities', 'MLS #'])
    const both = await post({ q: 'm', filter: { listing_status: { value: ['Active', 'Pending'] } } })
    expect((both.json().data as Section[]).map((s) => [s.attributes.name, s.attributes.suggestions.length])).toEqual([
      ['Neighborhoods', 1],
      ['Schools', 1],
      ['Addresses', 3],
    ])
  })

  it("searches the market asked for, else the site's default", async () => {
    expect(await found({ q: 'dal' })).toEqual([])
    expect(await found({ q: 'dal', market_id: String(OTHER_MARKET_ID) })).toEqual([['city', ['city:dallas-tx']]])
  })

  it.each([
    [{}, "'q' is required"],
    [{ q: '' }, "'q' must contain a letter or a digit"],
    [{ q: ' ?! ' }, "'q' must contain a letter or a digit"],
    [{ q: 'x'.repeat(101) }, undefined],
  ])('answers 400 pointing at q: %j', async (query, detail) => {
    const res = await get(query as Record<string, string>)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].source).toEqual({ parameter: 'q' })
    if (detail) expect(res.json().errors[0].detail).toBe(detail)
  })

  it('answers 400 for a status list that names no status', async () => {
    const res = await get({ q: 'mary', 'filter[listing_status]': ' , ' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].source).toEqual({ parameter: 'filter[listing_status]' })
  })

  it('answers 400 for an unknown market and 401 without a token', async () => {
    const res = await get({ q: 'aus', market_id: '99' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0]).toMatchObject({ detail: 'Unknown market 99', source: { parameter: 'market_id' } })
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v3/suggestions?q=aus' })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('POST suggestions/search', () => {
  it('answers like GET suggestions, with the filter in the body', async () => {
    const viaPost = await post({ q: 'mary', market_id: MARKET_ID, filter: { listing_status: { value: 'Pending' } } })
    expect(viaPost.statusCode).toBe(200)
    const viaGet = await get({ q: 'mary', market_id: String(MARKET_ID), 'filter[listing_status]': 'Pending' })
    expect(viaPost.json()).toEqual(viaGet.json())
    const defaults = await post({ q: 'mary' })
    expect((defaults.json().data as Section[])[1]!.attributes.suggestions.map((s) => s.id)).toEqual([
      'address:1',
      'address:2',
    ])
  })

  it("takes the search's listing_status as a list of one, as the search does", async () => {
    const one = await post({ q: 'mary', filter: { listing_status: { value: ['Pending'] } }, require_results: true })
    expect(one.statusCode, one.body).toBe(200)
    const text = await post({ q: 'mary', filter: { listing_status: { value: 'Pending' } }, require_results: true })
    expect(one.json()).toEqual(text.json())
  })

  it.each([
    [{}, '/q'],
    [{ q: 'x'.repeat(101) }, '/q'],
    [{ q: 12 }, '/q'],
    [{ q: '...' }, '/q'],
    [{ q: 'aus', market_id: 99 }, '/market_id'],
    [{ q: 'aus', filter: { price: { value: 1 } } }, '/filter/price'],
    [{ q: 'aus', filter: { listing_status: { value: [] } } }, '/filter/listing_status/value'],
    [{ q: 'aus', page: 2 }, '/page'],
  ])('answers 400 pointing at the bad member: %j', async (body, pointer) => {
    const res = await post(body)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].source).toEqual({ pointer })
  })
})

describe('suggestions that find listings of the current search (require_results)', () => {
  const forSale = { purchase_type: { value: 'Purchase' }, listing_status: { value: ['Active', 'Coming Soon'] } }
  async function offered(q: string, filter: unknown): Promise<[string, string[]][]> {
    const res = await post({ q, filter, require_results: true })
    expect(res.statusCode, res.body).toBe(200)
    return (res.json().data as Section[]).map((s) => [
      s.attributes.section_type,
      s.attributes.suggestions.map((x) => x.id),
    ])
  }

  it("offers a rental's address only to a search for rent", async () => {
    expect(await offered('40 lease', forSale)).toEqual([])
    expect(await offered('40 lease', { ...forSale, purchase_type: { value: 'Lease' } })).toEqual([
      ['address', [`address:${RENTAL_ID}`]],
    ])
    // Without require_results the address is matched by text alone, as before.
    expect(await found({ q: '40 lease' })).toEqual([['address', [`address:${RENTAL_ID}`]]])
  })

  it('leaves out places with no listing of the search, so no suggestion leads to No Results', async () => {
    expect(await offered('aus', forSale)).toEqual([['city', ['city:austin-tx']]])
    expect(await offered('787', forSale)).toEqual([['zip', ['zip:78704']]])
    expect(await offered('mueller', forSale)).toEqual([])
    expect(await offered('aus', { ...forSale, bedrooms: { min: 50 } })).toEqual([])
  })

  it('tests each suggestion in place of the suggestions already picked', async () => {
    expect(await offered('aus', { ...forSale, suggestion: { value: ['area:1'] } })).toEqual([
      ['city', ['city:austin-tx']],
    ])
  })

  it('answers 400 pointing into the filter when the filter is not a search filter', async () => {
    const res = await post({ q: 'aus', filter: { bedrooms: { min: 'many' } }, require_results: true })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].source.pointer).toMatch(/^\/filter\/bedrooms/)
  })
})
