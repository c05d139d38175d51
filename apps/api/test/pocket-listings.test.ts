import type { ResoRecord } from '@idx/domain'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { startSession } from '../src/auth/tokens.js'
import { importResoFeed } from '../src/feeds/reso/import-reso-feed.js'
import type { ResoSource } from '../src/feeds/reso/reso-source.js'
import { newUploadKey } from '../src/uploads/upload-keys.js'
import { createUser } from '../src/users/users.repository.js'
import {
  AGENT_ID,
  CLIENT_ID,
  FEED_ID,
  insertBasics,
  insertListings,
  listing,
  MARKET_ID,
  SITE_ID,
} from './helpers/fixtures.js'
import { siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// The Listings Manager's pocket listings: who manages which, the form's rules as the server
// enforces them, the feed lock, the map pin's position, and a saved listing as visitors meet it
// (search, suggestions, its page, the sitemap, its history) until it is deleted, which withdraws
// it as a feed withdraws a listing. A feed import never touches one.

const GRACE_ID = 7

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await db
      .insertInto('agents')
      .values({
        id: GRACE_ID,
        feed_id: FEED_ID,
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'grace@test-realty.example',
        sms_number: null,
        broker_name: 'Test Realty',
        office_phone: null,
        bio: null,
        picture_url: null,
        license_state: 'TX',
        license_number: '0999999',
        share_token: null,
      })
      .execute()
    // The market's own places: two houses on Elm St in 78704, a third on Oak Ave in 78702.
    await insertListings(db, [
      listing({
        id: 100,
        street: '100 Elm St',
        title: '100 Elm St',
        slug: '100-elm-st',
        zip: '78704',
        latitude: 30.2,
        longitude: -97.7,
      }),
      listing({
        id: 200,
        street: '200 Elm St',
        title: '200 Elm St',
        slug: '200-elm-st',
        zip: '78704',
        latitude: 30.3,
        longitude: -97.8,
      }),
      listing({
        id: 300,
        street: '5 Oak Ave',
        title: '5 Oak Ave',
        slug: '5-oak-ave',
        zip: '78702',
        latitude: 30.26,
        longitude: -97.71,
      }),
    ])
  },
})

async function sessionOf(user: { email: string; isAdmin?: boolean; agentId?: number }, scopes: string[]) {
  const row = await createUser(t.db, {
    siteId: SITE_ID,
    email: user.email,
    isAdmin: user.isAdmin,
    agentId: user.agentId,
  })
  const tokens = await startSession(t.db, { userId: row.id, siteId: SITE_ID, clientId: CLIENT_ID, scopes })
  return { authorization: `Bearer ${tokens.access_token}` }
}

let people = 0
const admin = () => sessionOf({ email: `admin${++people}@example.com`, isAdmin: true }, ['read', 'write', 'admin'])
const ada = () => sessionOf({ email: `ada${++people}@example.com`, agentId: AGENT_ID }, ['read', 'write'])
const grace = () => sessionOf({ email: `grace${++people}@example.com`, agentId: GRACE_ID }, ['read', 'write'])
const shopper = () => sessionOf({ email: `shopper${++people}@example.com` }, ['read', 'write'])

let streets = 0
function attributes(overrides: Record<string, unknown> = {}) {
  streets += 1
  return {
    data_source_name: 'actris',
    price_in_dollars: 450000,
    disclose_price: true,
    listing_type: 'Residential',
    property_type: 'House',
    purchase_type: 'Purchase',
    listing_status: 'Active',
    rent_frequency: '',
    street: `${150 + streets} Pocket Ln`,
    city: 'Austin',
    state_code: 'TX',
    zip: '78704',
    description: 'A quiet house off the market.',
    bedrooms: 3,
    bathrooms: 2.5,
    stories: 2,
    square_feet: 1850,
    lot_acre: 0.25,
    year_built: '1998',
    school_elementary: '',
    school_middle: '',
    school_senior_high: '',
    school_district: '',
    photo_urls: [],
    title: '',
    subtitle: '',
    is_pocket: true,
    require_photos: false,
    agent_ids: [AGENT_ID],
    latitude: 30.251,
    longitude: -97.749,
    ...overrides,
  }
}

type Doc = { data: { id: string; type: string; attributes: Record<string, unknown> } }
type Errors = { errors: { detail: string; source?: { pointer?: string } }[] }

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api/v3${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}

async function create(headers: Record<string, string>, overrides: Record<string, unknown> = {}): Promise<Doc> {
  const res = await call('POST', '/pocket_listings', headers, {
    data: { type: 'pocket-listings', attributes: attributes(overrides) },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as Doc
}

const patch = (headers: Record<string, string>, id: string, attrs: Record<string, unknown>) =>
  call('PATCH', `/pocket_listings/${id}`, headers, { data: { type: 'pocket-listings', id, attributes: attrs } })

describe('pocket listings: create, read, update, delete', () => {
  it('saves a listing an agent made, reads it back in the form’s fields, and lists it', async () => {
    const auth = await ada()
    const doc = await create(auth, { agent_ids: [AGENT_ID, String(GRACE_ID)], title: 'Hidden gem' })
    expect(doc.data.type).toBe('pocket-listings')
    expect(doc.data.attributes).toMatchObject({
      data_source_name: 'actris',
      price_in_dollars: 450000,
      year_built: 1998,
      bathrooms: 2.5,
      title: 'Hidden gem',
      subtitle: '',
      is_pocket: true,
      require_photos: false,
      agent_ids: [AGENT_ID, GRACE_ID],
      agents: [
        { id: AGENT_ID, full_name: 'Ada Lovelace' },
        { id: GRACE_ID, full_name: 'Grace Hopper' },
      ],
      market_id: MARKET_ID,
      latitude: 30.251,
      longitude: -97.749,
      listing_id: Number(doc.data.id),
      photo_urls: [],
    })
    const read = await call('GET', `/pocket_listings/${doc.data.id}`, auth)
    expect(read.statusCode, read.body).toBe(200)
    expect(read.json().data.attributes.street).toBe(doc.data.attributes.street)

    const list = await call('GET', `/pocket_listings?q=${encodeURIComponent(String(doc.data.attributes.street))}`, auth)
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json().data.map((r: { id: string }) => r.id)).toEqual([doc.data.id])
    expect(list.json().meta.total).toBe(1)
    const none = await call('GET', '/pocket_listings?q=nowhere', auth)
    expect(none.json()).toMatchObject({ data: [], meta: { total: 0 } })
  })

  it('names the agent who saved a listing without agents; pages with meta.total and filter[market_id]', async () => {
    const auth = await grace()
    const first = await create(auth, { agent_ids: [] })
    expect(first.data.attributes.agent_ids).toEqual([GRACE_ID])
    await create(auth, { agent_ids: [] })
    const page = await call('GET', '/pocket_listings?page[size]=1&page[number]=2', auth)
    expect(page.statusCode, page.body).toBe(200)
    expect(page.json().data).toHaveLength(1)
    expect(page.json().meta.total).toBeGreaterThanOrEqual(2)
    const dallas = await call('GET', '/pocket_listings?filter[market_id]=2', auth)
    expect(dallas.json().meta.total).toBe(0)
    const inDallas = await create(auth, { market_id: 2 })
    expect(inDallas.data.attributes.market_id).toBe(2)
    expect((await call('GET', '/pocket_listings?filter[market_id]=2', auth)).json().meta.total).toBe(1)
  })

  it('updates the attributes given and keeps the others; deletes the listing', async () => {
    const auth = await ada()
    const doc = await create(auth)
    const res = await patch(auth, doc.data.id, { price_in_dollars: 425000, listing_status: 'Pending' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.attributes).toMatchObject({
      price_in_dollars: 425000,
      listing_status: 'Pending',
      bedrooms: 3,
    })
    const removed = await call('DELETE', `/pocket_listings/${doc.data.id}`, auth)
    expect(removed.statusCode, removed.body).toBe(204)
    expect((await call('GET', `/pocket_listings/${doc.data.id}`, auth)).statusCode).toBe(404)
    expect((await call('DELETE', `/pocket_listings/${doc.data.id}`, auth)).statusCode).toBe(404)
  })
})

describe('pocket listings: roles', () => {
  it("keeps an agent out of another agent's listing, and lets an administrator manage every one", async () => {
    const mine = await create(await ada(), { agent_ids: [AGENT_ID] })
    const other = await grace()
    const forbidden = 'You are not authorized to perform that action.'
    for (const res of [
      await call('GET', `/pocket_listings/${mine.data.id}`, other),
      await patch(other, mine.data.id, { price_in_dollars: 1 }),
      await call('DELETE', `/pocket_listings/${mine.data.id}`, other),
    ]) {
      expect(res.statusCode, res.body).toBe(403)
      expect((res.json() as Errors).errors[0]!.detail).toBe(forbidden)
    }
    const listed = (await call('GET', '/pocket_listings?page[size]=100', other))
      .json()
      .data.map((r: { id: string }) => r.id)
    expect(listed).not.toContain(mine.data.id)

    const boss = await admin()
    expect(
      (await call('GET', '/pocket_listings?page[size]=100', boss)).json().data.map((r: { id: string }) => r.id),
    ).toContain(mine.data.id)
    expect((await patch(boss, mine.data.id, { price_in_dollars: 440000 })).statusCode).toBe(200)
    expect((await call('DELETE', `/pocket_listings/${mine.data.id}`, boss)).statusCode).toBe(204)
  })

  it('lets an agent named on a listing manage it; refuses shoppers and the site token', async () => {
    const shared = await create(await ada(), { agent_ids: [AGENT_ID, GRACE_ID] })
    expect((await call('GET', `/pocket_listings/${shared.data.id}`, await grace())).statusCode).toBe(200)
    const res = await call('GET', '/pocket_listings', await shopper())
    expect(res.statusCode).toBe(403)
    expect((res.json() as Errors).errors[0]!.detail).toBe('You are not authorized to perform that action.')
    expect((await call('GET', '/pocket_listings', siteAuthorization)).statusCode).toBe(401)
    expect(
      (
        await call('POST', '/pocket_listings', await shopper(), {
          data: { type: 'pocket-listings', attributes: attributes() },
        })
      ).statusCode,
    ).toBe(403)
  })
})

describe('pocket listings: validation', () => {
  async function refused(overrides: Record<string, unknown>) {
    const res = await call('POST', '/pocket_listings', await admin(), {
      data: { type: 'pocket-listings', attributes: attributes(overrides) },
    })
    expect(res.statusCode, res.body).toBe(422)
    return (res.json() as Errors).errors.map((e) => [e.source?.pointer, e.detail])
  }

  it('refuses what the form’s rules refuse, every problem at its member with a readable detail', async () => {
    expect(
      await refused({
        state_code: 'Texas',
        listing_type: 'Commercial',
        property_type: 'House',
        price_in_dollars: -5,
        year_built: '98',
      }),
    ).toEqual(
      expect.arrayContaining([
        ['/data/attributes/state_code', 'State must be exactly 2 characters'],
        ['/data/attributes/property_type', 'Property type must be one of Office, Retail, Industrial'],
        ['/data/attributes/price_in_dollars', 'Price must be a positive number'],
        ['/data/attributes/year_built', 'Year built must be exactly 4 characters'],
      ]),
    )
    expect(await refused({ street: '', zip: ' ', bedrooms: 'three' })).toEqual(
      expect.arrayContaining([
        ['/data/attributes/street', 'Street is required'],
        ['/data/attributes/zip', 'Zip code is required'],
        ['/data/attributes/bedrooms', 'Bedrooms must be a positive number'],
      ]),
    )
    expect(await refused({ bedrooms: 2.5 })).toEqual([['/data/attributes/bedrooms', 'Bedrooms must be a whole number']])
    expect(await refused({ lot_acre: 1e12 })).toEqual([['/data/attributes/lot_acre', 'Lot acres is too large']])
    expect(await refused({ street: '1 Main\u0000St' })).toEqual([
      ['/data/attributes/street', 'street must not contain a NUL character'],
    ])
  })

  it('refuses a listing with no position, an unknown feed, agents of no feed of the site, and no photos when required', async () => {
    expect(await refused({ latitude: null })).toEqual([
      ['/data/attributes/latitude', expect.stringMatching(/no position on the map/)],
    ])
    expect(await refused({ data_source_name: 'nowhere-mls' })).toEqual([
      ['/data/attributes/data_source_name', 'No MLS feed nowhere-mls serves this site'],
    ])
    expect(await refused({ agent_ids: [AGENT_ID, 999] })).toEqual([
      ['/data/attributes/agent_ids/1', 'Agent 999 is not an agent of the MLS feed actris'],
    ])
    expect(await refused({ require_photos: true, photo_urls: [] })).toEqual([
      ['/data/attributes/photo_urls', 'This listing requires photos: add at least one photo'],
    ])
    expect(await refused({ photo_urls: ['https://elsewhere.example/a.jpg'] })).toEqual([
      ['/data/attributes/photo_urls/0', expect.stringMatching(/not one of this site's uploads/)],
    ])
  })

  it('locks the feed once saved', async () => {
    const auth = await admin()
    await t.db
      .insertInto('feeds')
      .values({ id: 2, data_source_name: 'harmls', name: 'HAR', disclaimer_settings: JSON.stringify({}) })
      .execute()
    await t.db.insertInto('market_feeds').values({ market_id: 2, feed_id: 2 }).execute()
    const doc = await create(auth)
    const res = await patch(auth, doc.data.id, { data_source_name: 'harmls' })
    expect(res.statusCode, res.body).toBe(422)
    expect((res.json() as Errors).errors[0]).toMatchObject({
      detail: 'The MLS feed of a saved listing cannot be changed',
      source: { pointer: '/data/attributes/data_source_name' },
    })
  })
})

describe('GET /api/v3/pocket_listings/position', () => {
  it("places an address between its street's neighbours, else the zip's middle, else the city's, else 404", async () => {
    const auth = await ada()
    const at = async (query: string) => call('GET', `/pocket_listings/position?${query}`, auth)
    const street = (await at('street=150%20Elm%20St&zip=78704&city=Austin')).json()
    expect(street.data.precision).toBe('street')
    expect(street.data.latitude).toBeCloseTo(30.25, 6)
    expect(street.data.longitude).toBeCloseTo(-97.75, 6)
    const zip = (await at('street=9%20Nowhere%20Rd&zip=78702&city=Austin')).json()
    expect(zip.data).toMatchObject({ precision: 'zip', latitude: 30.26, longitude: -97.71 })
    expect((await at('street=9%20Nowhere%20Rd&zip=00000&city=Austin')).json().data.precision).toBe('city')
    const none = await at('street=9%20Nowhere%20Rd&zip=00000&city=Nowhere&filter[market_id]=2')
    expect(none.statusCode).toBe(404)
    expect((none.json() as Errors).errors[0]!.detail).toMatch(/place the pin on the map/)
  })
})

describe('a saved pocket listing, as visitors meet it', () => {
  it('is found in search, suggestions and the sitemap, shows on its page with its history, and leaves when deleted', async () => {
    const auth = await ada()
    const doc = await create(auth, {
      street: '4321 Secret Garden Way',
      price_in_dollars: 610000,
      agent_ids: [GRACE_ID, AGENT_ID],
      title: 'Hidden Garden Retreat',
      school_elementary: 'Zilker Elementary',
    })
    const id = Number(doc.data.id)
    const slug = String(doc.data.attributes.slug)
    expect(slug).toBe('4321-secret-garden-way-austin-tx-78704')

    const search = await t.app.inject({
      method: 'POST',
      url: '/api/v3/listings/search',
      headers: siteAuthorization,
      payload: { market_id: MARKET_ID, filter: { price_in_dollars: { min: 600000, max: 620000 } } },
    })
    expect(search.statusCode, search.body).toBe(200)
    expect(search.json().data.map((r: { id: string }) => Number(r.id))).toContain(id)

    // On the map: the clusters of a small box around its pin count it, as a search of the box finds it.
    const box = { top_left: { lat: 30.2515, lng: -97.7495 }, bottom_right: { lat: 30.2505, lng: -97.7485 } }
    const clusters = await t.app.inject({
      method: 'POST',
      url: '/api/v3/listings/map/clusters',
      headers: siteAuthorization,
      payload: { market_id: MARKET_ID, bounding_box: box, zoom: 16 },
    })
    expect(clusters.statusCode, clusters.body).toBe(200)
    const counted = (clusters.json().data as { attributes: { hit_count: number } }[]).reduce(
      (sum, cluster) => sum + cluster.attributes.hit_count,
      0,
    )
    expect(counted).toBeGreaterThanOrEqual(1)

    const suggestions = await t.app.inject({
      url: '/api/v3/suggestions?q=4321%20secret&market_id=1',
      headers: siteAuthorization,
    })
    expect(suggestions.statusCode, suggestions.body).toBe(200)
    expect(JSON.stringify(suggestions.json())).toContain(`address:${id}`)

    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'localhost:3000' } })
    expect(sitemap.body).toContain(`/${slug}/${id}`)

    const cut = await patch(auth, doc.data.id, { price_in_dollars: 575000 })
    expect(cut.statusCode, cut.body).toBe(200)
    const page = await t.app.inject({ url: `/api/v3/listings/${id}`, headers: siteAuthorization })
    expect(page.statusCode, page.body).toBe(200)
    const detail = page.json()
    // Headed by its address as every listing (the form's title is the manager's own label), the
    // brokerage's own listing, with the facts and schools the agent typed in its sections.
    expect(detail.data.attributes).toMatchObject({
      street: '4321 Secret Garden Way',
      title: '4321 Secret Garden Way',
      subtitle: 'Austin, TX 78704',
      price_in_dollars: 575000,
      broker_listing: true,
    })
    expect(detail.data.attributes.listing_broker).toEqual(expect.any(String))
    const sections = detail.data.attributes.realstaq_details.sections as { title: string; fields: unknown[] }[]
    expect(sections.find((section) => section.title === 'Property')?.fields).toEqual(
      expect.arrayContaining([
        { label: 'Property Type', value: 'House' },
        { label: 'Year Built', value: '1998' },
        { label: 'Stories', value: 2 },
      ]),
    )
    expect(sections.find((section) => section.title === 'Schools')?.fields).toEqual([
      { label: 'Elementary', value: 'Zilker Elementary' },
    ])
    expect(detail.data.attributes.price_history.map((h: { kind: string }) => h.kind)).toEqual(['price', 'listed'])
    // Its agents in their order, the first its listing agent.
    expect(detail.data.relationships.agents.data.map((a: { id: string }) => a.id)).toEqual([
      String(GRACE_ID),
      String(AGENT_ID),
    ])
    expect(detail.data.attributes.listing_agent).toBe('Grace Hopper')
    expect(detail.included.filter((r: { type: string }) => r.type === 'agents')).toHaveLength(2)

    const changes = await t.db
      .selectFrom('listing_changes')
      .select(['kind', 'source'])
      .where('listing_id', '=', id)
      .orderBy('id')
      .execute()
    expect(changes).toEqual([
      { kind: 'listed', source: 'pocket' },
      { kind: 'price', source: 'pocket' },
    ])

    expect((await call('DELETE', `/pocket_listings/${id}`, auth)).statusCode).toBe(204)
    const gone = await t.db
      .selectFrom('listing_changes')
      .select(['kind', 'source'])
      .where('listing_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirst()
    expect(gone).toEqual({ kind: 'withdrawn', source: 'pocket' })
    expect((await t.app.inject({ url: `/api/v3/listings/${id}`, headers: siteAuthorization })).statusCode).toBe(404)
    const after = await t.app.inject({
      url: '/api/v3/suggestions?q=4321%20secret&market_id=1',
      headers: siteAuthorization,
    })
    expect(JSON.stringify(after.json())).not.toContain(`address:${id}`)
    const sitemapAfter = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'localhost:3000' } })
    expect(sitemapAfter.body).not.toContain(`/${slug}/${id}`)
  })
})

describe('a feed import and pocket listings', () => {
  it('neither overwrites nor withdraws a pocket listing, even a full run that withdraws the rest', async () => {
    const doc = await create(await ada(), { street: '77 Immune Ct' })
    const id = Number(doc.data.id)
    const record: ResoRecord = {
      ListingKey: 'KEY-77',
      ListingId: 'MLS-77',
      ModificationTimestamp: '2026-11-01T00:00:00Z',
      StandardStatus: 'Active',
      PropertyType: 'Residential',
      PropertySubType: 'Single Family Residence',
      ListPrice: 999000,
      UnparsedAddress: '77 Immune Ct',
      City: 'Austin',
      StateOrProvince: 'TX',
      PostalCode: '78704',
      Latitude: 30.25,
      Longitude: -97.75,
    }
    const source: ResoSource = {
      kind: 'files',
      related: () => Promise.resolve({ members: [], offices: [], openHouses: new Map(), media: new Map() }),
      async *properties() {
        yield [record]
      },
    }
    const { report } = await importResoFeed(t.db, { feed: 'actris', source, full: true, force: true })
    expect(report.inserted).toBe(1)
    const row = await t.db
      .selectFrom('listings')
      .select(['id', 'price_in_dollars', 'pocket'])
      .where('id', '=', id)
      .executeTakeFirst()
    expect(row).toEqual({ id, price_in_dollars: 450000, pocket: true })
    const again = await importResoFeed(t.db, { feed: 'actris', source, full: true, force: true })
    expect(again.report.withdrawn).toBe(0)
    expect((await call('GET', `/pocket_listings/${id}`, await admin())).statusCode).toBe(200)
  })
})

describe('pocket listing photos', () => {
  /** An upload as the storage keeps it, and the Location its upload answered. */
  async function uploaded(name: string, body?: Buffer): Promise<string> {
    const key = newUploadKey(SITE_ID, name)
    const image =
      body ??
      (await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 200, g: 120, b: 40 } } })
        .jpeg()
        .toBuffer())
    await t.app.photoUploads.store.put(key, image, 'image/jpeg')
    return `http://localhost/api/v3/uploads/${key}`
  }

  it('keeps the photos in their order, answers their thumbnails, and refuses a renamed non-image', async () => {
    const auth = await ada()
    const [first, second, third] = [await uploaded('a.jpg'), await uploaded('b.jpg'), await uploaded('c.jpg')]
    const doc = await create(auth, { photo_urls: [first, second, third], require_photos: true })
    expect(doc.data.attributes.photo_urls).toEqual([first, second, third])
    expect(Object.keys(doc.data.attributes.photo_previews as object).sort()).toEqual([first, second, third].sort())
    const id = Number(doc.data.id)
    const reordered = await patch(auth, doc.data.id, { photo_urls: [third, first, second] })
    expect(reordered.statusCode, reordered.body).toBe(200)
    const row = await t.db
      .selectFrom('listings')
      .select(['photo_keys', 'photo_count'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row.photo_count).toBe(3)
    expect(row.photo_keys).toEqual(
      [third, first, second].map((url) => url.slice('http://localhost/api/v3/uploads/'.length)),
    )
    const page = await t.app.inject({ url: `/api/v3/listings/${id}`, headers: siteAuthorization })
    expect(page.json().data.attributes.photo_urls).toEqual(
      [0, 1, 2].map((index) => expect.stringContaining(`/api/v3/photos/${id}/${index}/`)),
    )

    const fake = await uploaded('house.jpg', Buffer.from('this is no picture at all'))
    const res = await patch(auth, doc.data.id, { photo_urls: [third, fake] })
    expect(res.statusCode, res.body).toBe(422)
    const [error] = (res.json() as Errors).errors
    expect(error!.source?.pointer).toBe('/data/attributes/photo_urls/1')
    expect(error!.detail).toMatch(/house\.jpg/)
    // Another site's upload is no photo of this one.
    const foreign = `http://localhost/api/v3/uploads/${newUploadKey(99, 'x.jpg')}`
    const other = await patch(auth, doc.data.id, { photo_urls: [foreign] })
    expect(other.statusCode).toBe(422)
    expect((other.json() as Errors).errors[0]!.source?.pointer).toBe('/data/attributes/photo_urls/0')
  })
})
