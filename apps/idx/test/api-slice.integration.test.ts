// The RTK Query api slice of @idx/api-client/react against the real API server (apps/api/dist,
// PGlite in memory, the seeded demo market), in a real Redux store: no mocks between the two.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit'
import type { JsonApiDocument, JsonApiRecord, JsonApiResource } from '@idx/api-client'
import { createIdxApi, createLatestQuery, normalizeCached, resourceIds, type IdxApi } from '@idx/api-client/react'
import { LISTING_CARD_FIELDS, RESULTS_PAGE_SIZE, type BoundingBox, type SearchQueryInput } from '@idx/domain'
import { sharedServer, stopCleanly, type RunningServer } from '../../../tooling/e2e/server.js'

const DEMO_SITE_TOKEN = 'idx-demo-site-token-2f6c1a9e'

/** Central Texas, well around the seeded Austin market: every listing with coordinates is inside. */
const AUSTIN: BoundingBox = { top_left: { lat: 32, lng: -100 }, bottom_right: { lat: 29, lng: -96 } }

function createStore(api: IdxApi) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    // Pages of 40 full listings make the development-only checks slower than their 32 ms warning.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: { warnAfter: 500 }, immutableCheck: { warnAfter: 500 } }).concat(
        api.middleware,
      ),
  })
}

type Store = ReturnType<typeof createStore>
type ListingRecord = JsonApiRecord & {
  price_in_dollars: number | null
  bedrooms: number | null
  purchase_type: string
  listing_status: string
  full_url: string
  slug: string
}

// A section's id is its kind ('zip', 'school', …): normalised, its `type` is the resource type.
type SectionRecord = JsonApiRecord & { suggestions: { id: string; name: string; label: string }[] }

let server: RunningServer
let api: IdxApi
let store: Store

beforeAll(async () => {
  server = await sharedServer()
  api = createIdxApi({ baseUrl: server.baseUrl, getToken: () => DEMO_SITE_TOKEN })
  store = createStore(api)
})
afterAll(async () => {
  await stopCleanly(server)
})

/** Dispatches a query and returns its document, failing the test with the API error otherwise. */
async function fetchDocument(
  action: ThunkAction<PromiseLike<{ data?: JsonApiDocument; error?: unknown }>, unknown, unknown, UnknownAction>,
): Promise<JsonApiDocument> {
  const result = await store.dispatch(action)
  expect(result.error).toBeUndefined()
  return result.data!
}

/** The Austin market's id, from the site document. */
async function austinMarketId(): Promise<string> {
  const site = await fetchDocument(api.endpoints.getSite.initiate())
  return site.included!.find(
    (resource) => resource.type === 'markets' && resource.attributes?.market_name === 'Austin',
  )!.id!
}

function records<T extends JsonApiRecord = JsonApiRecord>(document: JsonApiDocument): T[] {
  const { data } = normalizeCached<T>(document)
  return Array.isArray(data) ? data : data ? [data] : []
}

function resources(document: JsonApiDocument): JsonApiResource[] {
  return Array.isArray(document.data) ? (document.data as JsonApiResource[]) : []
}

describe('the api slice against the real server', () => {
  it('loads the demo site with its markets', async () => {
    const site = await fetchDocument(api.endpoints.getSite.initiate())

    expect(site.data).toMatchObject({ type: 'sites' })
    const markets = (site.included ?? []).filter((resource) => resource.type === 'markets')
    expect(markets.map((market) => market.attributes?.market_name)).toContain('Austin')
  })

  it('lists the markets with their filter schema and view, and finds one by id', async () => {
    const markets = records(await fetchDocument(api.endpoints.getMarkets.initiate()))
    const austin = markets.find((market) => market.market_name === 'Austin')

    expect(austin).toMatchObject({ filter_schema: expect.any(Object), filter_view: expect.any(Object) })
    const one = records(await fetchDocument(api.endpoints.getMarket.initiate(austin!.id)))
    expect(one.map((market) => [market.id, market.market_name])).toEqual([[austin!.id, 'Austin']])
  })

  it('searches with filters, a sort and pages, and the pages follow on', async () => {
    const query: SearchQueryInput = {
      filter: { bedrooms: { min: 3 }, purchase_type: { value: 'Purchase' }, listing_status: { value: 'Active' } },
      sort: '-price_in_dollars',
    }
    const first = await fetchDocument(api.endpoints.searchListings.initiate({ ...query, page: { number: 1 } }))
    const second = await fetchDocument(api.endpoints.searchListings.initiate({ ...query, page: { number: 2 } }))
    const rows = [...records<ListingRecord>(first), ...records<ListingRecord>(second)]
    const total = normalizeCached(first).total!

    expect(total).toBeGreaterThan(2 * RESULTS_PAGE_SIZE)
    expect(normalizeCached(second).total).toBe(total)
    expect(rows).toHaveLength(2 * RESULTS_PAGE_SIZE)
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length)
    for (const row of rows) {
      expect([row.purchase_type, row.listing_status]).toEqual(['Purchase', 'Active'])
      expect(row.bedrooms).toBeGreaterThanOrEqual(3)
    }
    const prices = rows.map((row) => row.price_in_dollars).filter((price): price is number => price !== null)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))

    const past = await fetchDocument(
      api.endpoints.searchListings.initiate({ ...query, page: { number: Math.ceil(total / RESULTS_PAGE_SIZE) + 1 } }),
    )
    expect([resources(past), normalizeCached(past).total]).toEqual([[], total])
  })

  it("asks for the cards' attributes only when given a fieldset, and caches it apart from the full answer", async () => {
    const query: SearchQueryInput = { filter: { bedrooms: { min: 2 } }, sort: 'price_in_dollars', page: { size: 3 } }
    const cards = await fetchDocument(api.endpoints.searchListings.initiate({ ...query, fields: LISTING_CARD_FIELDS }))
    const full = await fetchDocument(api.endpoints.searchListings.initiate(query))
    expect(resources(cards).map((r) => r.id)).toEqual(resources(full).map((r) => r.id))
    for (const resource of resources(cards)) {
      const names = Object.keys(resource.attributes ?? {})
      expect(names.every((name) => (LISTING_CARD_FIELDS as readonly string[]).includes(name))).toBe(true)
      expect(names).toContain('price_in_dollars')
      expect(names).not.toContain('description')
    }
    expect(Object.keys(resources(full)[0]?.attributes ?? {})).toContain('description')
  })

  it('shares one request and one document between identical searches', async () => {
    const query: SearchQueryInput = { filter: { bedrooms: { min: 5 } }, sort: 'price_in_dollars' }
    const [a, b] = await Promise.all([
      store.dispatch(api.endpoints.searchListings.initiate(query)),
      store.dispatch(
        api.endpoints.searchListings.initiate({ sort: 'price_in_dollars', filter: { bedrooms: { min: 5 } } }),
      ),
    ])
    expect(a.isSuccess).toBe(true)
    expect(a.requestId).toBe(b.requestId)
    expect(b.data).toBe(a.data)
  })

  it('finds a listing by id and multi-fetches several in the order asked', async () => {
    const page = await fetchDocument(api.endpoints.searchListings.initiate({ sort: 'bathrooms', page: { size: 5 } }))
    const ids = resourceIds(page)
    expect(ids).toHaveLength(5)

    const listing = records<ListingRecord>(await fetchDocument(api.endpoints.getListing.initiate(ids[0]!)))[0]!
    expect(listing.id).toBe(ids[0])
    expect(listing.full_url).toBe(`/app/listing/${listing.slug}/${listing.id}`)

    const asked = [...ids].reverse()
    const many = await fetchDocument(api.endpoints.getListingsByIds.initiate([...asked, '999999999']))
    expect(resourceIds(many)).toEqual(asked)
  })

  it('shows the default market’s password-protected listings locked: the ids apps/api/README.md documents', async () => {
    const documented = ['1087', '1314', '1362', '2990', '10961', '11504', '15513', '16408']
    const found = await fetchDocument(api.endpoints.getListingsByIds.initiate([...documented, '1088']))
    const locked = records<ListingRecord & { locked?: boolean }>(found)
      .filter((listing) => listing.locked === true)
      .map((listing) => listing.id)
    expect(locked).toEqual(documented)
  })

  it('clusters the listings that match the search in the box', async () => {
    // Active homes for sale: under the search's 10,000 cap (the clusters' total is never capped).
    const filter = { purchase_type: { value: 'Purchase' as const }, listing_status: { value: 'Active' } }
    const clusters = await fetchDocument(api.endpoints.getClusters.initiate({ bounding_box: AUSTIN, zoom: 9, filter }))
    const cells = records<JsonApiRecord & { document_count: number; hit_count: number; listings: unknown[] }>(clusters)
    const inBox = await fetchDocument(
      api.endpoints.searchListings.initiate({ bounding_box: AUSTIN, filter, page: { size: 1 } }),
    )

    expect(cells.length).toBeGreaterThan(1)
    const counted = cells.reduce((sum, cell) => sum + cell.document_count, 0)
    const meta = normalizeCached(clusters).meta as { total: number; not_on_map: number }
    expect(counted).toBe(meta.total)
    // The box holds the whole market, so it does not narrow the search: the list also counts the
    // homes the map cannot place (no coordinates, or an undisclosed address), which the map
    // reports as not_on_map.
    expect(meta.not_on_map).toBeGreaterThan(0)
    expect(counted + meta.not_on_map).toBe(normalizeCached(inBox).total)
    expect(counted).toBeLessThan(10_000)
    for (const cell of cells) expect(cell.hit_count).toBe(cell.listings.length)
  })

  it('clusters properties as it clusters listings', async () => {
    const [listings, properties] = await Promise.all([
      fetchDocument(api.endpoints.getClusters.initiate({ bounding_box: AUSTIN, zoom: 8 })),
      fetchDocument(api.endpoints.getPropertyClusters.initiate({ bounding_box: AUSTIN, zoom: 8 })),
    ])
    expect(normalizeCached(properties).meta.total).toBe(normalizeCached(listings).meta.total)
  })

  it('suggests zip codes for a prefix, and a picked suggestion filters the search', async () => {
    const marketId = await austinMarketId()
    const sections = records<SectionRecord>(
      await fetchDocument(api.endpoints.getSuggestions.initiate({ q: '787', market_id: marketId })),
    )
    const zips = sections.find((section) => section.id === 'zip')!.suggestions
    expect(zips.length).toBeGreaterThan(0)
    for (const zip of zips) expect(zip.name.startsWith('787')).toBe(true)

    const picked = zips[0]!
    const found = await fetchDocument(
      api.endpoints.searchListings.initiate({ market_id: marketId, filter: { suggestion: { value: [picked.id] } } }),
    )
    expect(normalizeCached(found).total).toBeGreaterThan(0)
    expect(new Set(records<ListingRecord & { zip: string }>(found).map((listing) => listing.zip))).toEqual(
      new Set([picked.name]),
    )
  })

  it('answers the POST suggestion search as the GET one', async () => {
    const query = { q: 'mue', market_id: await austinMarketId() }
    const [get, post] = await Promise.all([
      fetchDocument(api.endpoints.getSuggestions.initiate(query)),
      fetchDocument(api.endpoints.searchSuggestions.initiate(query)),
    ])
    expect(post).toEqual(get)
  })

  it('loads the neighbourhood and school a suggestion names, with their shapes', async () => {
    const marketId = await austinMarketId()
    // Zilker is both a neighbourhood and an elementary school in the seeded market.
    const sections = records<SectionRecord>(
      await fetchDocument(api.endpoints.getSuggestions.initiate({ q: 'zilker', market_id: marketId })),
    )
    const neighbourhood = sections.find((section) => section.id === 'neighborhood')!.suggestions[0]!
    const school = sections.find((section) => section.id === 'school')!.suggestions[0]!

    const [area, schoolZone] = await Promise.all([
      fetchDocument(api.endpoints.getArea.initiate({ id: neighbourhood.id, market_id: marketId })),
      fetchDocument(api.endpoints.getSchool.initiate({ id: school.id, market_id: marketId })),
    ])
    expect(area.data).toMatchObject({ type: 'areas', attributes: { name: neighbourhood.name } })
    expect(schoolZone.data).toMatchObject({ type: 'schools', attributes: { name: school.name } })
    expect(records<JsonApiRecord & { geometry: { type: string } }>(area)[0]!.geometry.type).toMatch(/Polygon$/)
  })

  it('searches properties and finds one by id', async () => {
    const page = await fetchDocument(api.endpoints.searchProperties.initiate({ page: { size: 3 } }))
    expect(resources(page).map((resource) => resource.type)).toEqual(['properties', 'properties', 'properties'])
    const [id] = resourceIds(page)
    const property = await fetchDocument(api.endpoints.getProperty.initiate(id!))
    expect(property.data).toMatchObject({ type: 'properties', id })
  })

  it("loads a listing's open houses, feed and history; its showing data is refused to the site token", async () => {
    const page = await fetchDocument(
      api.endpoints.searchListings.initiate({ sort: 'price_in_dollars', page: { size: 1 } }),
    )
    const [id] = resourceIds(page)

    const [openHouses, feed, history, showing] = await Promise.all([
      fetchDocument(api.endpoints.getOpenHouses.initiate(id!)),
      fetchDocument(api.endpoints.getFeed.initiate(id!)),
      fetchDocument(api.endpoints.getHistory.initiate(id!)),
      store.dispatch(api.endpoints.getShowingData.initiate(id!)),
    ])

    expect(Array.isArray(openHouses.data)).toBe(true)
    expect(feed.data).toMatchObject({ type: 'feeds' })
    expect(feed.meta).toHaveProperty('feed_updated_at')
    expect(Array.isArray(history.data)).toBe(true)
    // Showing data is for agents of the listing's feed (listing-sections.e2e reads it as one).
    expect(showing.error).toMatchObject({ status: 401 })
  })

  it('searches agents of a feed by name, 20 to a page', async () => {
    const agents = await fetchDocument(
      api.endpoints.searchAgents.initiate({ name_search: '', data_source_name: 'actris' }),
    )
    expect(resources(agents).length).toBe(Math.min(20, normalizeCached(agents).total!))
    const first = records<JsonApiRecord & { last_name: string }>(agents)[0]!
    const byName = records<JsonApiRecord & { last_name: string; first_name: string; full_name: string }>(
      await fetchDocument(
        api.endpoints.searchAgents.initiate({ name_search: first.last_name, data_source_name: 'actris' }),
      ),
    )
    expect(byName.map((agent) => agent.id)).toContain(first.id)
  })

  it('loads the idx components and layouts', async () => {
    const [components, layouts] = await Promise.all([
      fetchDocument(api.endpoints.getIdxComponents.initiate()),
      fetchDocument(api.endpoints.getIdxLayouts.initiate()),
    ])
    expect(Array.isArray(components.data)).toBe(true)
    expect(Array.isArray(layouts.data)).toBe(true)
  })

  it('aborts a superseded search and keeps the latest', async () => {
    const search = createLatestQuery((query: SearchQueryInput) =>
      store.dispatch(api.endpoints.searchListings.initiate(query)),
    )
    const first = search.run({ sort: 'lot_acre', filter: { bedrooms: { min: 1 } } })
    const latest = search.run({ sort: '-lot_acre', filter: { bedrooms: { min: 1 } } })

    await expect(first).resolves.toMatchObject({ isError: true, error: { name: 'AbortError' } })
    await expect(latest).resolves.toMatchObject({ isSuccess: true })
    search.stop()
  })

  it('maps a wrong token to a 401 JSON:API error', async () => {
    const wrong = createIdxApi({ baseUrl: server.baseUrl, getToken: () => 'not-the-token' })
    const wrongStore = createStore(wrong)

    const result = await wrongStore.dispatch(wrong.endpoints.getSite.initiate())

    expect(result.error).toMatchObject({ status: 401, data: { errors: [{ status: '401' }] } })
  })
})
