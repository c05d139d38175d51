import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../src/users/users.repository.js'
import { insertBasics, insertListings, listing, OTHER_MARKET_ID, SITE_ID } from './helpers/fixtures.js'
import { insertOtherSite, OTHER_SITE_TOKEN, siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'
import { userAuthorization } from './helpers/user-authorization.js'

// A collection's results through the main search's calls (spec sections 2 and 7): POST
// listings/search and listings/map/clusters (and the properties aliases) with `collection_id`.
// Inside a collection the filter, market and sort are ignored; the results are the collection's
// listings still in the feed, in the order they were added (oldest first); the box narrows them.
//
//  id | market | status | price                   | on the board
//   1 | Austin | Active | 300,000                 | 2nd
//   2 | Dallas | Active | 250,000                 | 4th (another market: still shown)
//   3 | Austin | Sold   | 400,000                 | 1st (sold: shown with its status)
//   4 | Austin | Active | 900,000, disclose false | 3rd (hidden price)
//   5 | Austin | Active | 100,000                 | no (the control: the main search finds it)
//   6 | (left the feed after it was saved)         | 5th (counted nowhere, breaks nothing)

const NOT_FOUND = 'Collection not found.'
const HIDDEN_PRICE = { id: 4, price: 900_000 }
const GONE_ID = 6
/** The board's listings still in the feed, in the order they were added. */
const ADDED_ORDER = [3, 1, HIDDEN_PRICE.id, 2]
/** Around the Austin listings only (Dallas is outside). */
const AUSTIN_BOX = { top_left: { lat: 30.3, lng: -97.8 }, bottom_right: { lat: 30.2, lng: -97.7 } }
/** Around Austin and Dallas. */
const TEXAS_BOX = { top_left: { lat: 33, lng: -98 }, bottom_right: { lat: 30, lng: -96.5 } }

type Auth = Record<string, string>
let owner: Auth
let collaborator: Auth
let collaboratorId: number
let stranger: Auth
let privateId: string
let publicId: string

let people = 0
async function person(): Promise<{ id: number; auth: Auth }> {
  people += 1
  const row = await createUser(t.db, {
    siteId: SITE_ID,
    email: `searcher${people}@example.com`,
    firstName: `Person${people}`,
    lastName: 'Tester',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$not-a-real-hash',
  })
  return { id: row.id, auth: await userAuthorization(t.db, row.id) }
}

/** A board of the owner holding ADDED_ORDER then GONE_ID, added one minute apart. */
async function board(isPublic: boolean): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v3/collections',
    headers: owner,
    payload: { data: { type: 'collections', attributes: { name: isPublic ? 'Open' : 'Mine', is_public: isPublic } } },
  })
  expect(created.statusCode, created.body).toBe(201)
  const id = (created.json() as { data: { id: string } }).data.id
  for (const [index, listingId] of [...ADDED_ORDER, GONE_ID].entries()) {
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v3/collections/${id}/add`,
      headers: owner,
      payload: { property_id: listingId },
    })
    expect(added.statusCode, added.body).toBe(200)
    // Added a minute apart, so the order does not rest on the clock's resolution.
    await t.db
      .updateTable('collection_listings')
      .set({ created_at: sql<Date>`timestamptz '2026-01-01T00:00:00Z' + ${index} * interval '1 minute'` })
      .where('collection_id', '=', Number(id))
      .where('listing_id', '=', listingId)
      .execute()
  }
  return id
}

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
    const austin = (id: number) => ({ latitude: 30.25 + id * 0.001, longitude: -97.76 + id * 0.001 })
    await insertListings(db, [
      listing({ id: 1, ...austin(1), price_in_dollars: 300_000 }),
      listing({ id: 2, market_id: OTHER_MARKET_ID, latitude: 32.7767, longitude: -96.797, price_in_dollars: 250_000 }),
      listing({ id: 3, ...austin(3), listing_status: 'Sold', price_in_dollars: 400_000 }),
      listing({ id: HIDDEN_PRICE.id, ...austin(4), price_in_dollars: HIDDEN_PRICE.price, disclose_price: false }),
      listing({ id: 5, ...austin(5), price_in_dollars: 100_000 }),
      listing({ id: GONE_ID, ...austin(6) }),
    ])
    owner = (await person()).auth
    const carl = await person()
    collaborator = carl.auth
    collaboratorId = carl.id
    stranger = (await person()).auth
  },
})
beforeAll(async () => {
  privateId = await board(false)
  publicId = await board(true)
  await t.db
    .insertInto('collection_members')
    .values({ collection_id: Number(privateId), user_id: collaboratorId, role: 'collaborator' })
    .execute()
  // The listing leaves the feed after it was saved (collection_listings keeps it, no foreign key).
  await t.db.deleteFrom('listings').where('id', '=', GONE_ID).execute()
})

type ListingDocument = {
  data: { id: string; type: string; attributes: Record<string, unknown> }[]
  meta: { total: number; page: { size: number; number: number } }
  links: Record<string, string | null>
}

function search(auth: Auth, body: object, { type = 'listings', query = '' } = {}) {
  return t.app.inject({ method: 'POST', url: `/api/v3/${type}/search${query}`, headers: auth, payload: body })
}

async function found(auth: Auth, body: object, options: { type?: string; query?: string } = {}) {
  const res = await search(auth, body, options)
  expect(res.statusCode, res.body).toBe(200)
  const document = res.json() as ListingDocument
  return { ids: document.data.map((resource) => Number(resource.id)), total: document.meta.total, document }
}

type ClusterDocument = {
  data: { attributes: { document_count: number; listings: { id: string; price_in_dollars: number | null }[] } }[]
  meta: { total: number; zoom: number }
}

async function clusters(auth: Auth, body: object, type = 'listings') {
  const res = await t.app.inject({ method: 'POST', url: `/api/v3/${type}/map/clusters`, headers: auth, payload: body })
  expect(res.statusCode, res.body).toBe(200)
  const document = res.json() as ClusterDocument
  const markers = document.data.flatMap((cluster) => cluster.attributes.listings)
  return { total: document.meta.total, markers, ids: markers.map((marker) => Number(marker.id)).sort((a, b) => a - b) }
}

function expectNotFound(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(404)
  const { errors } = res.json() as { errors: { status: string; detail: string }[] }
  expect(errors[0]).toMatchObject({ status: '404', detail: NOT_FOUND })
}

describe('POST listings/search with collection_id', () => {
  it("answers the owner the board's listings still in the feed, oldest first, with their status", async () => {
    const { ids, total, document } = await found(owner, { collection_id: privateId })
    expect(ids).toEqual(ADDED_ORDER)
    expect(total).toBe(ADDED_ORDER.length)
    const sold = document.data.find((resource) => resource.id === '3')
    expect(sold?.attributes.listing_status).toBe('Sold')
    expect(document.data.every((resource) => resource.type === 'listings')).toBe(true)
  })

  it('answers a collaborator the same, and the properties alias as properties', async () => {
    expect((await found(collaborator, { collection_id: Number(privateId) })).ids).toEqual(ADDED_ORDER)
    const { ids, document } = await found(collaborator, { collection_id: privateId }, { type: 'properties' })
    expect(ids).toEqual(ADDED_ORDER)
    expect(document.data.every((resource) => resource.type === 'properties')).toBe(true)
  })

  it("answers 404 'Collection not found.' for a private board to a stranger, the site token and another site", async () => {
    expectNotFound(await search(stranger, { collection_id: privateId }))
    expectNotFound(await search(siteAuthorization, { collection_id: privateId }))
    expectNotFound(await search({ authorization: `Bearer ${OTHER_SITE_TOKEN}` }, { collection_id: publicId }))
  })

  it('answers 404 for a missing or malformed collection id, as GET collections/{id} does', async () => {
    for (const collectionId of ['999999', '0', 'abc', '-1', 99_999_999_999]) {
      expectNotFound(await search(owner, { collection_id: collectionId }))
    }
    expectNotFound(await t.app.inject({ method: 'GET', url: '/api/v3/collections/abc', headers: owner }))
  })

  it('rejects a collection_id of the wrong type with a 400 at /collection_id', async () => {
    const res = await search(owner, { collection_id: { id: privateId } })
    expect(res.statusCode).toBe(400)
    const { errors } = res.json() as { errors: { source: { pointer: string } }[] }
    expect(errors.map((error) => error.source.pointer)).toContain('/collection_id')
  })

  it('answers a public board to a stranger and to the site token', async () => {
    expect((await found(stranger, { collection_id: publicId })).ids).toEqual(ADDED_ORDER)
    expect((await found(siteAuthorization, { collection_id: publicId })).ids).toEqual(ADDED_ORDER)
  })

  it('ignores the filter, the market (even an unknown one and unknown suggestions) and the sort', async () => {
    const body = {
      collection_id: privateId,
      filter: {
        listing_status: { value: 'Active' },
        price_in_dollars: { min: 1, max: 2 },
        suggestion: { value: ['zip:00000'] },
      },
      market_id: 999,
      sort: '-price_in_dollars',
    }
    const { ids, total } = await found(owner, body)
    expect(ids).toEqual(ADDED_ORDER)
    expect(total).toBe(ADDED_ORDER.length)
    // Without collection_id the same body is the main search's, which refuses the market.
    expect((await search(owner, { ...body, collection_id: null })).statusCode).toBe(400)
  })

  it('is the main search when collection_id is blank or null', async () => {
    for (const collectionId of ['', null]) {
      const { ids } = await found(owner, { collection_id: collectionId, sort: 'price_in_dollars' })
      // The default market's listings by public price (the hidden one last), the unsaved 5 first.
      expect(ids).toEqual([5, 1, 3, HIDDEN_PRICE.id])
    }
  })

  it('pages in added order, counts with page size 1, and ends with the total', async () => {
    const count = await found(owner, { collection_id: privateId, page: { size: 1 } })
    expect(count.total).toBe(ADDED_ORDER.length)
    expect(count.ids).toEqual([ADDED_ORDER[0]])
    const pages = []
    for (let number = 1; number <= ADDED_ORDER.length; number += 1) {
      pages.push(...(await found(owner, { collection_id: privateId, page: { size: 1, number } })).ids)
    }
    expect(pages).toEqual(ADDED_ORDER)
    const second = await found(owner, { collection_id: privateId, page: { size: 3, number: 2 } })
    expect(second.ids).toEqual(ADDED_ORDER.slice(3))
    const past = await found(owner, { collection_id: privateId, page: { size: 40, number: 9 } })
    expect(past).toMatchObject({ ids: [], total: ADDED_ORDER.length })
    const huge = await found(owner, { collection_id: privateId, page: { size: 40, number: 1e15 } })
    expect(huge).toMatchObject({ ids: [], total: ADDED_ORDER.length })
  })

  it('takes the page from the URL, as the pagination links carry it', async () => {
    const first = await found(owner, { collection_id: privateId, page: { size: 2 } })
    expect(first.document.links.next).toContain('page%5Bnumber%5D=2')
    const query = first.document.links.next?.slice('/api/v3/listings/search'.length) ?? ''
    expect((await found(owner, { collection_id: privateId, page: { size: 2 } }, { query })).ids).toEqual(
      ADDED_ORDER.slice(2, 4),
    )
  })

  it('narrows the results to the map box, and to a drawn shape', async () => {
    const boxed = await found(owner, { collection_id: privateId, bounding_box: AUSTIN_BOX })
    expect(boxed.ids).toEqual(ADDED_ORDER.filter((id) => id !== 2))
    expect(boxed.total).toBe(3)
    // Around listing 4 alone (at -97.756, 30.254).
    const ring = [
      [-97.7565, 30.2545],
      [-97.7555, 30.2545],
      [-97.7555, 30.2535],
      [-97.7565, 30.2535],
      [-97.7565, 30.2545],
    ]
    const shaped = await found(owner, {
      collection_id: privateId,
      filter: { geo_shape: { value: { type: 'Polygon', coordinates: [ring] } } },
    })
    expect(shaped.ids).toEqual([HIDDEN_PRICE.id])
  })

  it('keeps a hidden price hidden and neither matches nor orders by it', async () => {
    const asc = await found(owner, { collection_id: privateId, sort: 'price_in_dollars' })
    const desc = await found(owner, {
      collection_id: privateId,
      sort: '-price_in_dollars',
      filter: { price_in_dollars: { min: HIDDEN_PRICE.price, max: HIDDEN_PRICE.price } },
    })
    expect(asc.ids).toEqual(ADDED_ORDER)
    expect(desc.ids).toEqual(ADDED_ORDER)
    const hidden = asc.document.data.find((resource) => resource.id === String(HIDDEN_PRICE.id))
    expect(hidden?.attributes).toMatchObject({ price_in_dollars: null, price_per_sqft: null })
    expect(asc.document.data.find((resource) => resource.id === '1')?.attributes.price_in_dollars).toBe(300_000)
  })

  it('leaves out a listing that left the feed without failing (its id stays on the board)', async () => {
    const { ids, total } = await found(owner, { collection_id: privateId })
    expect(ids).not.toContain(GONE_ID)
    expect(total).toBe(ADDED_ORDER.length)
    const board = await t.app.inject({ method: 'GET', url: `/api/v3/collections/${privateId}`, headers: owner })
    expect(
      (board.json() as { data: { attributes: { property_ids: string[] } } }).data.attributes.property_ids,
    ).toContain(String(GONE_ID))
  })
})

describe('POST listings/map/clusters with collection_id', () => {
  it("answers the board's listings in the box as markers, whatever the filter and market", async () => {
    const body = {
      collection_id: privateId,
      bounding_box: TEXAS_BOX,
      zoom: 12,
      filter: { listing_status: { value: 'Pending' } },
      market_id: 999,
    }
    const { total, ids } = await clusters(owner, body)
    expect(ids).toEqual([...ADDED_ORDER].sort((a, b) => a - b))
    expect(total).toBe(ADDED_ORDER.length)
    expect((await clusters(owner, body, 'properties')).ids).toEqual(ids)
  })

  it('narrows the markers to the box, adding up to the search total for it', async () => {
    const { total, ids } = await clusters(collaborator, { collection_id: privateId, bounding_box: AUSTIN_BOX })
    expect(ids).toEqual([1, 3, HIDDEN_PRICE.id])
    const searched = await found(collaborator, { collection_id: privateId, bounding_box: AUSTIN_BOX })
    expect(total).toBe(searched.total)
  })

  it("shows no hidden price on a marker and doesn't match one by price", async () => {
    const { markers } = await clusters(owner, {
      collection_id: privateId,
      bounding_box: AUSTIN_BOX,
      zoom: 16,
      filter: { price_in_dollars: { min: HIDDEN_PRICE.price } },
    })
    expect(markers.find((marker) => marker.id === String(HIDDEN_PRICE.id))?.price_in_dollars).toBeNull()
    expect(markers.find((marker) => marker.id === '1')?.price_in_dollars).toBe(300_000)
  })

  it('answers 404 to a stranger for a private board, and markers for a public one', async () => {
    const body = { collection_id: privateId, bounding_box: TEXAS_BOX }
    expectNotFound(
      await t.app.inject({ method: 'POST', url: '/api/v3/listings/map/clusters', headers: stranger, payload: body }),
    )
    expect((await clusters(stranger, { ...body, collection_id: publicId })).total).toBe(ADDED_ORDER.length)
  })

  it('takes collection_id as a query parameter in the GET form', async () => {
    const box = AUSTIN_BOX
    const params = new URLSearchParams({
      top_left_lat: String(box.top_left.lat),
      top_left_lng: String(box.top_left.lng),
      bottom_right_lat: String(box.bottom_right.lat),
      bottom_right_lng: String(box.bottom_right.lng),
      collection_id: privateId,
    })
    const res = await t.app.inject({ method: 'GET', url: `/api/v3/listings/map/clusters?${params}`, headers: owner })
    expect(res.statusCode, res.body).toBe(200)
    expect((res.json() as ClusterDocument).meta.total).toBe(3)
    const denied = await t.app.inject({
      method: 'GET',
      url: `/api/v3/listings/map/clusters?${params}`,
      headers: stranger,
    })
    expectNotFound(denied)
  })

  it('leaves the main clusters as they were without collection_id (the unsaved listing 5 is there)', async () => {
    const { ids } = await clusters(owner, { bounding_box: AUSTIN_BOX, zoom: 16 })
    expect(ids).toEqual([1, 3, HIDDEN_PRICE.id, 5])
  })
})
