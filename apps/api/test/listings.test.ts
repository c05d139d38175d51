import { describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../src/db/database.js'
import { userAuthorization } from './helpers/user-authorization.js'
import { SIGN_IN_REQUIRED_DETAIL } from '../src/auth/site-auth.js'
import { SHOWING_DATA_FOR_AGENTS } from '../src/listings/listings.routes.js'
import { createUser } from '../src/users/users.repository.js'
import { recordListingChange } from '../src/listings/listing-changes.js'
import { AGENT_ID, FEED_ID, insertBasics, insertListings, listing, SITE_ID } from './helpers/fixtures.js'
import {
  insertOtherSite,
  OTHER_AGENT_ID,
  OTHER_FEED_ID,
  OTHER_MARKET_OF_OTHER_SITE,
  siteAuthorization,
} from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// 1: a complete listing (every stored field set) with open houses, history and showing data.
// 2: a plain listing. 3: address hidden. 4: price hidden. 5: password protected, no photos.
// 6: another site's listing. 7: no listing agent, showing data stored as { sections }.
const PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$secret-hash-value'

let people = 0
/** A signed-in user of the fixtures' site who is agent `agentId` (null: a shopper), and its Bearer header. */
async function signedInAgent(agentId: number | null) {
  people += 1
  const row = await createUser(t.db, {
    siteId: SITE_ID,
    email: `agent${people}@example.com`,
    firstName: 'Alex',
    lastName: 'Agent',
    passwordHash: PASSWORD_HASH,
  })
  await t.db.updateTable('users').set({ agent_id: agentId }).where('id', '=', row.id).execute()
  return { auth: await userAuthorization(t.db, row.id) }
}

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
    await insertListings(db, [
      listing({
        id: 1,
        slug: '1-main-st-austin-tx-78704',
        mls_number: 'ACT1001',
        title: '1 Main St',
        subtitle: 'Austin, TX 78704',
        street: '1 Main St',
        canonical_listing_status: 'Active',
        bedrooms: 4,
        bathrooms: 2.5,
        square_feet: 2000,
        lot_acre: 0.25,
        lot_square_feet: 10890,
        stories: 2,
        year_built: 1999,
        price_in_dollars: 650_000,
        sold_price_in_dollars: 600_000,
        closing_date: '2020-05-04',
        listed_at: new Date('2025-12-01T15:00:00Z'),
        data_source_listing_updated_at: new Date('2026-01-02T03:04:05Z'),
        last_open_house_end_at: new Date('2026-03-01T18:00:00Z'),
        rent_frequency: null,
        description: 'Light-filled home near Zilker Park.',
        school_district: 'Austin ISD',
        school_elementary: 'Zilker Elementary',
        school_middle: 'O. Henry Middle',
        school_senior_high: 'Austin High',
        office_phone: '5125550199',
        buyer_agent_name: 'Grace Hopper',
        buyer_office_name: 'Hopper Homes',
        broker_listing: true,
        newly_listed: true,
        photo_count: 2,
        additional_details: JSON.stringify({ virtual_tour_url: 'https://tours.example/1' }),
        realstaq_details: JSON.stringify({
          sections: [{ title: 'Interior', style: 'half', fields: [{ label: 'Fireplace', value: 'Yes' }] }],
        }),
        showing_data: JSON.stringify([
          {
            title: 'Access',
            fields: [
              { label: 'Lockbox', value: 'Front door' },
              { label: 'Appointment', value: true },
            ],
          },
          { title: 'Contacts', fields: [{ label: 'Showing phone', value: '5125550111' }] },
        ]),
      }),
      listing({ id: 2 }),
      listing({
        id: 3,
        disclose_address: false,
        slug: '3-secret-ln-austin-tx-78704',
        street: '3 Secret Ln',
        title: '3 Secret Ln',
      }),
      listing({ id: 4, disclose_price: false, price_in_dollars: 900_000, sold_price_in_dollars: 880_000 }),
      listing({ id: 5, password_hash: PASSWORD_HASH, photo_count: 0 }),
      listing({
        id: 6,
        market_id: OTHER_MARKET_OF_OTHER_SITE,
        feed_id: OTHER_FEED_ID,
        listing_agent_id: OTHER_AGENT_ID,
      }),
      listing({
        id: 7,
        listing_agent_id: null,
        bathrooms: null,
        showing_data: JSON.stringify({
          sections: [{ title: 'Access', fields: [{ label: 'Gate code', value: 1234 }] }],
        }),
      }),
    ])
    await db
      .insertInto('open_houses')
      .values([
        {
          id: 11,
          listing_id: 1,
          start_time: '2026-03-01T16:00:00Z',
          end_time: '2026-03-01T18:00:00Z',
          directions: 'Enter from Barton Springs Rd',
          refreshments: 'Coffee',
          showing_contact: 'Ada Lovelace',
          showing_contact_phone: '5125550100',
        },
        { id: 10, listing_id: 1, start_time: '2026-02-01T16:00:00Z', end_time: '2026-02-01T18:00:00Z' },
        { id: 12, listing_id: 2, start_time: '2026-02-15T16:00:00Z', end_time: '2026-02-15T17:00:00Z' },
      ])
      .execute()
    await db
      .insertInto('listing_history')
      .values([
        { id: 1, listing_id: 1, mls_number: 'ACT0500', closing_date: '2015-06-30', sold_price_in_dollars: 410_000 },
        { id: 2, listing_id: 1, mls_number: 'ACT0900', closing_date: '2020-05-04', sold_price_in_dollars: 600_000 },
      ])
      .execute()
    await writePriceHistories(db)
  },
})

/** Listing 1 was listed, cut its price, went pending and came back; 4 (price hidden) and 5 (locked) were cut too. */
async function writePriceHistories(db: OpenDatabase['db']) {
  const at = (day: string) => ({ source: 'import' as const, at: new Date(`${day}T15:00:00Z`) })
  const one = { id: 1, listing_status: 'Active', price_in_dollars: 520_000 }
  await db.transaction().execute(async (trx) => {
    await recordListingChange(trx, null, one, at('2026-01-05'))
    await recordListingChange(trx, one, { ...one, price_in_dollars: 500_000 }, at('2026-01-20'))
    await recordListingChange(
      trx,
      { ...one, price_in_dollars: 500_000 },
      { ...one, price_in_dollars: 500_000, listing_status: 'Pending' },
      at('2026-02-01'),
    )
    await recordListingChange(
      trx,
      { ...one, price_in_dollars: 500_000, listing_status: 'Pending' },
      { ...one, price_in_dollars: 500_000 },
      at('2026-02-10'),
    )
    for (const id of [4, 5]) {
      const before = { id, listing_status: 'Active', price_in_dollars: 950_000 }
      await recordListingChange(trx, null, before, at('2026-01-02'))
      await recordListingChange(trx, before, { ...before, price_in_dollars: 900_000 }, at('2026-01-09'))
      await recordListingChange(
        trx,
        { ...before, price_in_dollars: 900_000 },
        { ...before, price_in_dollars: 900_000, listing_status: 'Pending' },
        at('2026-01-30'),
      )
    }
  })
}

function get(url: string) {
  return t.app.inject({ method: 'GET', url, headers: siteAuthorization })
}

const photo = (id: number, index: number, size: string) => `/api/v3/photos/${id}/${index}/${size}.png`

describe('GET listings/{id}', () => {
  it('answers every stored field of the listing, the derived ones, links and seo', async () => {
    const res = await get('/api/v3/listings/1')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/vnd.api+json')
    const { data } = res.json()
    expect(data.id).toBe('1')
    expect(data.type).toBe('listings')
    expect(data.links).toEqual({
      full: '/app/listing/1-main-st-austin-tx-78704/1',
      short: '/app/l/1',
      slug: '1-main-st-austin-tx-78704',
    })
    expect(data.attributes).toEqual({
      // Its entries: describe('GET listings/{id} price_history').
      price_history: expect.any(Array),
      slug: '1-main-st-austin-tx-78704',
      title: '1 Main St',
      subtitle: 'Austin, TX 78704',
      mls_number: 'ACT1001',
      photo_urls: [photo(1, 0, '1280x720'), photo(1, 1, '1280x720')],
      cover_photo_url: photo(1, 0, '302x190'),
      latitude: 30.25,
      longitude: -97.76,
      lat: 30.25,
      lng: -97.76,
      zip: '78704',
      street: '1 Main St',
      city: 'Austin',
      state_code: 'TX',
      city_state: 'Austin, TX',
      purchase_type: 'Purchase',
      listing_type: 'Residential',
      property_type: 'House',
      listing_status: 'Active',
      canonical_listing_status: 'Active',
      bedrooms: 4,
      bathrooms: 2.5,
      bathrooms_fraction: '2 1/2',
      square_feet: 2000,
      lot_acre: 0.25,
      lot_square_feet: 10890,
      stories: 2,
      year_built: 1999,
      price_in_dollars: 650_000,
      price_per_sqft: 325,
      sold_price_in_dollars: 600_000,
      closing_date: '2020-05-04',
      listed_at: '2025-12-01T15:00:00.000Z',
      data_source_listing_updated_at: '2026-01-02T03:04:05.000Z',
      last_open_house_end_at: '2026-03-01T18:00:00.000Z',
      rent_frequency: null,
      description: 'Light-filled home near Zilker Park.',
      disclose_price: true,
      disclose_address: true,
      school_district: 'Austin ISD',
      school_elementary: 'Zilker Elementary',
      school_middle: 'O. Henry Middle',
      school_senior_high: 'Austin High',
      listing_agent: 'Ada Lovelace',
      listing_broker: 'Test Realty',
      office_phone: '5125550199',
      buyer_agent_name: 'Grace Hopper',
      buyer_office_name: 'Hopper Homes',
      data_source_name: 'actris',
      source_name: 'ACTRIS MLS',
      broker_listing: true,
      newly_listed: true,
      password_protected: false,
      locked: false,
      agent_ids: [AGENT_ID],
      market_id: 1,
      feed_id: FEED_ID,
      additional_details: { virtual_tour_url: 'https://tours.example/1' },
      realstaq_details: {
        sections: [{ title: 'Interior', style: 'half', fields: [{ label: 'Fireplace', value: 'Yes' }] }],
      },
      seo: {
        full_url: '/app/listing/1-main-st-austin-tx-78704/1',
        short_url: '/app/l/1',
        slug: '1-main-st-austin-tx-78704',
        og_title: '1 Main St, Austin, TX 78704',
        og_description: 'Light-filled home near Zilker Park.',
        twitter_title: '1 Main St, Austin, TX 78704',
        twitter_description: 'Light-filled home near Zilker Park.',
        newly_listed: true,
        broker_listing: true,
        agent: {
          full_name: 'Ada Lovelace',
          pictures: null,
          licenses: { data: [{ state: 'TX', license_number: '0123456' }] },
        },
      },
    })
  })

  it('relates the listing agent, the feed and the open houses (earliest first) and includes them', async () => {
    const doc = (await get('/api/v3/listings/1')).json()
    expect(doc.data.relationships).toEqual({
      agents: { data: [{ type: 'agents', id: '1' }] },
      feed: { data: { type: 'feeds', id: '1' } },
      open_houses: {
        data: [
          { type: 'open_houses', id: '10' },
          { type: 'open_houses', id: '11' },
        ],
      },
    })
    expect(doc.included.map((r: { type: string; id: string }) => `${r.type}/${r.id}`)).toEqual([
      'agents/1',
      'feeds/1',
      'open_houses/10',
      'open_houses/11',
    ])
    expect(doc.included[0].attributes).toEqual({
      full_name: 'Ada Lovelace',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@test-realty.example',
      sms_number: '5125550100',
      broker_name: 'Test Realty',
      office_phone: '5125550199',
      bio: null,
      pictures: null,
      license_state: 'TX',
      license_number: '0123456',
      share_token: null,
      active_feeds: ['actris'],
    })
    expect(doc.included[1].attributes.disclaimer_html).toBe('<p>Listing data courtesy of ACTRIS.</p>')
  })

  it('answers a listing without an agent with an empty agents relationship and no agent name', async () => {
    const doc = (await get('/api/v3/listings/7')).json()
    expect(doc.data.relationships.agents).toEqual({ data: [] })
    expect(doc.data.attributes.listing_agent).toBeNull()
    expect(doc.data.attributes.agent_ids).toEqual([])
    expect(doc.data.attributes.seo.agent).toBeNull()
    expect(doc.data.attributes.bathrooms_fraction).toBeNull()
  })

  it('serves the same record as a property under properties/{id}', async () => {
    const listingDoc = (await get('/api/v3/listings/2')).json()
    const res = await get('/api/v3/properties/2')
    expect(res.statusCode).toBe(200)
    expect(res.json().data.type).toBe('properties')
    expect(res.json().data.attributes).toEqual(listingDoc.data.attributes)
  })

  it('hides the address of an undisclosed-address listing: street, title, slug and coordinates', async () => {
    const { data } = (await get('/api/v3/listings/3')).json()
    expect(data.attributes).toMatchObject({
      street: 'Undisclosed Address',
      title: 'Undisclosed Address',
      slug: 'undisclosed-address-austin-tx-78704',
      latitude: null,
      longitude: null,
      lat: null,
      lng: null,
      zip: '78704',
      disclose_address: false,
    })
    expect(data.links.full).toBe('/app/listing/undisclosed-address-austin-tx-78704/3')
    expect(JSON.stringify(data)).not.toContain('Secret')
  })

  it('hides every price of a listing that does not disclose it', async () => {
    const { attributes } = (await get('/api/v3/listings/4')).json().data
    expect(attributes).toMatchObject({
      price_in_dollars: null,
      price_per_sqft: null,
      sold_price_in_dollars: null,
      disclose_price: false,
    })
    expect(JSON.stringify(attributes)).not.toContain('900000')
  })

  it('says a listing is password protected without ever sending the password hash', async () => {
    const res = await get('/api/v3/listings/5')
    expect(res.json().data.attributes.password_protected).toBe(true)
    expect(res.body).not.toContain('password_hash')
    expect(res.body).not.toContain('secret-hash-value')
  })

  it('has no cover photo and no photo urls without photos', async () => {
    const { attributes } = (await get('/api/v3/listings/5')).json().data
    expect(attributes.photo_urls).toEqual([])
    expect(attributes.cover_photo_url).toBeNull()
  })

  it.each([
    ['an unknown id', '/api/v3/listings/999', 'No listing 999'],
    ["another site's listing", '/api/v3/listings/6', 'No listing 6'],
    ['an id past the integer range', '/api/v3/listings/99999999999', 'No listing 99999999999'],
    ['zero', '/api/v3/properties/0', 'No property 0'],
  ])('answers 404 for %s', async (_name, url, detail) => {
    const res = await get(url)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ errors: [{ status: '404', title: 'Not Found', detail }] })
  })

  it.each(['abc', '1.5', '-1', '1e3'])('answers 404 for the id %s, which can name no listing', async (id) => {
    const res = await get(`/api/v3/listings/${id}`)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ errors: [{ status: '404', title: 'Not Found', detail: `No listing ${id}` }] })
  })

  it('requires the site token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/listings/1' })).statusCode).toBe(401)
  })
})

describe('GET listings/{id} price_history', () => {
  it('lists the change log newest first with dates, kinds and old and new values', async () => {
    const res = await get('/api/v3/listings/1')
    expect(res.statusCode).toBe(200)
    expect(res.json().data.attributes.price_history).toEqual([
      {
        date: '2026-02-10T15:00:00.000Z',
        kind: 'back_on_market',
        old: { status: 'Pending', price: 500_000 },
        new: { status: 'Active', price: 500_000 },
      },
      {
        date: '2026-02-01T15:00:00.000Z',
        kind: 'status',
        old: { status: 'Active', price: 500_000 },
        new: { status: 'Pending', price: 500_000 },
      },
      {
        date: '2026-01-20T15:00:00.000Z',
        kind: 'price',
        old: { status: 'Active', price: 520_000 },
        new: { status: 'Active', price: 500_000 },
      },
      { date: '2026-01-05T15:00:00.000Z', kind: 'listed', old: null, new: { status: 'Active', price: 520_000 } },
    ])
  })

  it('is empty for a listing with no recorded change', async () => {
    expect((await get('/api/v3/listings/2')).json().data.attributes.price_history).toEqual([])
  })

  it('never carries a hidden price: no amounts and no price changes for disclose_price false or a locked listing', async () => {
    for (const id of [4, 5]) {
      const res = await get(`/api/v3/properties/${id}`)
      const history = res.json().data.attributes.price_history
      expect(history.map((entry: { kind: string }) => entry.kind)).toEqual(['status', 'listed'])
      expect(JSON.stringify(history)).not.toMatch(/9[05]0000/)
      expect(history[0]).toEqual({
        date: '2026-01-30T15:00:00.000Z',
        kind: 'status',
        old: { status: 'Active', price: null },
        new: { status: 'Pending', price: null },
      })
    }
  })

  it('is left out of search results (the listing page alone reads it)', async () => {
    const res = await get('/api/v3/listings?filter[id][value]=1')
    expect(res.statusCode).toBe(200)
    expect(res.json().data[0].attributes).not.toHaveProperty('price_history')
  })
})

describe('GET listings?filter[id][value]=...', () => {
  const ids = (body: { data: { id: string }[] }) => body.data.map((r) => r.id)

  it('answers the listings found, in the order asked, leaving out unknown and other sites’ ids', async () => {
    const res = await get('/api/v3/listings?filter[id][value]=7,2,999,6,1')
    expect(res.statusCode).toBe(200)
    expect(ids(res.json())).toEqual(['7', '2', '1'])
    expect(res.json().data[2].attributes.title).toBe('1 Main St')
  })

  it('reads percent-encoded brackets and commas too, and answers properties under properties', async () => {
    const res = await get('/api/v3/properties?filter%5Bid%5D%5Bvalue%5D=2%2C1')
    expect(res.statusCode).toBe(200)
    expect(res.json().data.map((r: { id: string; type: string }) => `${r.type}/${r.id}`)).toEqual([
      'properties/2',
      'properties/1',
    ])
  })

  it('answers each listing once when an id is repeated', async () => {
    expect(ids((await get('/api/v3/listings?filter[id][value]=2,2,1')).json())).toEqual(['2', '1'])
  })

  it('never sends a password hash', async () => {
    const res = await get('/api/v3/listings?filter[id][value]=5')
    expect(res.json().data[0].attributes.password_protected).toBe(true)
    expect(res.body).not.toContain('password_hash')
    expect(res.body).not.toContain('secret-hash-value')
  })

  const parameter = { parameter: 'filter[id][value]' }
  it.each([
    ['no ids parameter', '/api/v3/listings', "'filter[id][value]' is required"],
    [
      'an empty list',
      '/api/v3/listings?filter[id][value]=',
      "'filter[id][value]' must be comma-separated listing ids (digits)",
    ],
    [
      'a non-numeric id',
      '/api/v3/listings?filter[id][value]=1,abc',
      "'filter[id][value]' must be comma-separated listing ids (digits)",
    ],
    [
      'an empty item',
      '/api/v3/listings?filter[id][value]=1,,2',
      "'filter[id][value]' must be comma-separated listing ids (digits)",
    ],
    [
      'more than 40 ids',
      `/api/v3/listings?filter[id][value]=${Array.from({ length: 41 }, (_, i) => i + 1).join(',')}`,
      "'filter[id][value]' may list at most 40 ids",
    ],
  ])('answers 400 at the parameter for %s', async (_name, url, detail) => {
    const res = await get(url)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ errors: [{ status: '400', title: 'Bad Request', detail, source: parameter }] })
  })

  it('answers 40 ids', async () => {
    const res = await get(`/api/v3/listings?filter[id][value]=${Array.from({ length: 40 }, (_, i) => i + 1).join(',')}`)
    expect(res.statusCode).toBe(200)
    expect(ids(res.json())).toEqual(['1', '2', '3', '4', '5', '7'])
  })
})

describe('listing extras', () => {
  it('answers the open houses earliest first, with every field', async () => {
    const res = await get('/api/v3/listings/1/open_houses')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      data: [
        {
          id: '10',
          type: 'open_houses',
          attributes: {
            listing_id: 1,
            start_time: '2026-02-01T16:00:00.000Z',
            end_time: '2026-02-01T18:00:00.000Z',
            directions: null,
            refreshments: null,
            showing_contact: null,
            showing_contact_phone: null,
          },
        },
        {
          id: '11',
          type: 'open_houses',
          attributes: {
            listing_id: 1,
            start_time: '2026-03-01T16:00:00.000Z',
            end_time: '2026-03-01T18:00:00.000Z',
            directions: 'Enter from Barton Springs Rd',
            refreshments: 'Coffee',
            showing_contact: 'Ada Lovelace',
            showing_contact_phone: '5125550100',
          },
        },
      ],
    })
    expect((await get('/api/v3/listings/3/open_houses')).json()).toEqual({ data: [] })
  })

  it("answers the listing's feed with its disclaimer and feed_updated_at", async () => {
    const res = await get('/api/v3/properties/1/feed')
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.data.id).toBe('1')
    expect(doc.data.type).toBe('feeds')
    expect(doc.data.attributes).toMatchObject({
      data_source_name: 'actris',
      name: 'ACTRIS MLS',
      disclaimer_html: '<p>Listing data courtesy of ACTRIS.</p>',
      idx_logo_url: '/api/v3/feeds/1/logo.svg',
      disclaimer_settings: { text: { map: true } },
      listing_broker_required: false,
    })
    expect(doc.data.attributes.feed_updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(doc.meta.feed_updated_at).toBe(doc.data.attributes.feed_updated_at)
  })

  it('answers the sale history, most recent first', async () => {
    const res = await get('/api/v3/listings/1/history')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      data: [
        {
          id: '2',
          type: 'listing_histories',
          attributes: { mls_number: 'ACT0900', closing_date: '2020-05-04', sold_price_in_dollars: 600_000 },
        },
        {
          id: '1',
          type: 'listing_histories',
          attributes: { mls_number: 'ACT0500', closing_date: '2015-06-30', sold_price_in_dollars: 410_000 },
        },
      ],
    })
    expect((await get('/api/v3/listings/2/history')).json()).toEqual({ data: [] })
  })

  it('answers the showing data as grouped sections, however it is stored', async () => {
    const { auth } = await signedInAgent(AGENT_ID)
    const showing = (id: number) => t.app.inject({ url: `/api/v3/listings/${id}/showing_data`, headers: auth })
    expect((await showing(1)).json()).toEqual({
      data: [
        {
          id: '1-0',
          type: 'showing_data_sections',
          attributes: {
            title: 'Access',
            fields: [
              { label: 'Lockbox', value: 'Front door' },
              { label: 'Appointment', value: true },
            ],
          },
        },
        {
          id: '1-1',
          type: 'showing_data_sections',
          attributes: { title: 'Contacts', fields: [{ label: 'Showing phone', value: '5125550111' }] },
        },
      ],
    })
    expect((await showing(7)).json()).toEqual({
      data: [
        {
          id: '7-0',
          type: 'showing_data_sections',
          attributes: { title: 'Access', fields: [{ label: 'Gate code', value: 1234 }] },
        },
      ],
    })
    expect((await showing(2)).json()).toEqual({ data: [] })
  })

  it("answers showing data only to agents of the listing's feed: 401 for the site token, 403 for others", async () => {
    const anonymous = await get('/api/v3/listings/1/showing_data')
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().errors[0].detail).toBe(SIGN_IN_REQUIRED_DETAIL)
    for (const agentId of [null, OTHER_AGENT_ID]) {
      const { auth } = await signedInAgent(agentId)
      const refused = await t.app.inject({ url: '/api/v3/listings/1/showing_data', headers: auth })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().errors[0].detail).toBe(SHOWING_DATA_FOR_AGENTS)
      expect(refused.body).not.toContain('Lockbox')
    }
  })

  it.each(['open_houses', 'feed', 'history', 'showing_data'])(
    'answers 404 for an unknown or foreign listing and for an id that can name none (%s)',
    async (extra) => {
      for (const type of ['listings', 'properties']) {
        expect((await get(`/api/v3/${type}/999/${extra}`)).statusCode).toBe(404)
        expect((await get(`/api/v3/${type}/6/${extra}`)).statusCode).toBe(404)
        const bad = await get(`/api/v3/${type}/x1/${extra}`)
        expect(bad.statusCode).toBe(404)
        expect(bad.json().errors[0].detail).toBe(`No ${type === 'listings' ? 'listing' : 'property'} x1`)
      }
    },
  )
})

describe('search results', () => {
  it('carry the same attributes as the detail, and never a password hash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/listings/search',
      headers: siteAuthorization,
      payload: { filter: { id: { value: [1, 5] } } },
    })
    expect(res.statusCode).toBe(200)
    // Default sort, oldest update first: 5 (updated 2026-01-01) before 1 (2026-01-02).
    const [second, first] = res.json().data
    expect(first.id).toBe('1')
    // All but the price and status history, which only the detail carries.
    const { price_history: _detailOnly, ...detail } = (await get('/api/v3/listings/1')).json().data.attributes
    expect(first.attributes).toEqual(detail)
    expect(first.links.short).toBe('/app/l/1')
    expect(second.attributes.password_protected).toBe(true)
    expect(res.body).not.toContain('password_hash')
    expect(res.body).not.toContain('secret-hash-value')
  })
})

describe('the OpenAPI document', () => {
  it('describes the listing routes, with the search body schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/openapi.json' })
    expect(res.statusCode).toBe(200)
    const paths = res.json().paths
    for (const path of [
      '/api/v3/listings/search',
      '/api/v3/properties/search',
      '/api/v3/listings',
      '/api/v3/listings/{id}',
      '/api/v3/properties/{id}',
      '/api/v3/listings/{id}/open_houses',
      '/api/v3/listings/{id}/feed',
      '/api/v3/listings/{id}/history',
      '/api/v3/listings/{id}/showing_data',
    ]) {
      expect(paths[path], path).toBeDefined()
    }
    const body = paths['/api/v3/listings/search'].post.requestBody.content['application/json'].schema
    expect(Object.keys(body.properties)).toEqual([
      'filter',
      'sort',
      'market_id',
      'page',
      'bounding_box',
      'collection_id',
    ])
  })
})
