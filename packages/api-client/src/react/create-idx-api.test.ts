import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { http, HttpResponse, delay } from 'msw'
import { setupServer } from 'msw/node'
import type { Listing, SearchFilter } from '@idx/domain'
import type { JsonApiDocument, JsonApiRecord } from '../jsonapi/types.js'
import { createIdxApi, type IdxApi } from './create-idx-api.js'
import { normalizeCached } from './normalize-cached.js'
import { resourceIds } from './tags.js'
import { createTestStore, nextTick, type TestStore } from './test-store.js'

const BASE = 'http://api.test'
const server = setupServer()

interface Seen {
  method: string
  url: string
  authorization: string | null
  body: unknown
}
let seen: Seen[] = []

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  seen = []
})
afterAll(() => server.close())

/** Answers every /api/v3 request with `answer(url)` (default: an empty list) and records it. */
function recordAll(answer: (url: URL) => JsonApiDocument = () => ({ data: [] })) {
  server.use(
    http.all(`${BASE}/api/v3/*`, async ({ request }) => {
      const text = await request.text()
      seen.push({
        method: request.method,
        url: decodeURIComponent(request.url.slice(BASE.length)),
        authorization: request.headers.get('authorization'),
        body: text === '' ? undefined : JSON.parse(text),
      })
      return HttpResponse.json(answer(new URL(request.url)))
    }),
  )
}

function setup(token = 'site-token'): { api: IdxApi; store: TestStore } {
  const api = createIdxApi({ baseUrl: BASE, getToken: () => token })
  return { api, store: createTestStore(api) }
}

/** Waits for the refetches an invalidation starts (RTK starts them after the current tick). */
async function settled(api: IdxApi, store: TestStore): Promise<void> {
  await nextTick()
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()))
}

const listingsDocument = (...ids: string[]): JsonApiDocument => ({
  data: ids.map((id) => ({ type: 'listings', id, attributes: { price_in_dollars: Number(id) * 1000 } })),
  meta: { total: ids.length },
})

describe('createIdxApi endpoints', () => {
  it('sends each call to its path with its method, query and body, and the bearer token', async () => {
    recordAll()
    const { api, store } = setup()
    const box = { top_left: { lat: 30.5, lng: -98 }, bottom_right: { lat: 30, lng: -97.5 } }
    const e = api.endpoints
    const { dispatch } = store
    await Promise.all([
      dispatch(e.getSite.initiate()),
      dispatch(e.getMarkets.initiate()),
      dispatch(e.getMarket.initiate(2)),
      dispatch(e.getListing.initiate('a b')),
      dispatch(e.getProperty.initiate(5)),
      dispatch(
        e.searchListings.initiate({ filter: { bedrooms: { min: 3 } }, sort: '-price_in_dollars', market_id: 1 }),
      ),
      dispatch(e.searchProperties.initiate({ page: { number: 2 } })),
      dispatch(e.getClusters.initiate({ bounding_box: box, zoom: 11, market_id: 1 })),
      dispatch(e.getPropertyClusters.initiate({ bounding_box: box, zoom: 5 })),
      dispatch(e.getSuggestions.initiate({ q: 'mue', market_id: 1 })),
      dispatch(e.searchSuggestions.initiate({ q: 'mue', market_id: 1 })),
      dispatch(e.getArea.initiate({ id: 'area-3', market_id: 1 })),
      dispatch(e.getSchool.initiate({ id: 4, market_id: 1 })),
      dispatch(e.getAreas.initiate({ market_id: 1 })),
      dispatch(e.getPlaces.initiate({ ids: ['zip:78704', 'area:3'], market_id: 1 })),
      dispatch(e.getPlaces.initiate({ ids: [], cities: ['Round Rock', 'Austin, TX'] })),
      dispatch(e.getAreas.initiate({ market_id: 2, kinds: ['neighborhood', 'school'] })),
      dispatch(e.getOpenHouses.initiate(7)),
      dispatch(e.getFeed.initiate(7)),
      dispatch(e.getHistory.initiate(7)),
      dispatch(e.getShowingData.initiate(7)),
      dispatch(e.getIdxComponents.initiate()),
      dispatch(e.getIdxComponent.initiate(3)),
      dispatch(e.getIdxLayouts.initiate()),
      dispatch(e.searchAgents.initiate({ name_search: 'Jo', data_source_name: 'actris' })),
      dispatch(e.getAgent.initiate('12')),
    ])
    // Bodies are read asynchronously, so requests are recorded in no fixed order.

    expect(seen.map((request) => `${request.method} ${request.url}`).sort()).toEqual(
      [
        'GET /api/v3/site?me=true',
        'GET /api/v3/markets',
        'GET /api/v3/markets/2',
        'GET /api/v3/listings/a b',
        'GET /api/v3/properties/5',
        'POST /api/v3/listings/search',
        'POST /api/v3/properties/search',
        'POST /api/v3/listings/map/clusters',
        'POST /api/v3/properties/map/clusters',
        'GET /api/v3/suggestions?q=mue&market_id=1&filter[listing_status]=Active',
        'POST /api/v3/suggestions/search',
        'GET /api/v3/area/area-3?market_id=1',
        'GET /api/v3/school/4?market_id=1',
        'GET /api/v3/areas?market_id=1',
        'GET /api/v3/places?ids=zip:78704,area:3&market_id=1',
        'GET /api/v3/places?cities=["Round Rock","Austin, TX"]',
        'GET /api/v3/areas?market_id=2&kind=neighborhood,school',
        'GET /api/v3/listings/7/open_houses',
        'GET /api/v3/listings/7/feed',
        'GET /api/v3/listings/7/history',
        'GET /api/v3/listings/7/showing_data',
        'GET /api/v3/idx_components',
        'GET /api/v3/idx_components/3',
        'GET /api/v3/idx_layouts',
        'GET /api/v3/agents?filter[name_search]=Jo&filter[data_source_name]=actris&page[size]=20&page[number]=1',
        'GET /api/v3/agents/12',
      ].sort(),
    )
    expect(new Set(seen.map((request) => request.authorization))).toEqual(new Set(['Bearer site-token']))
    const bodyOf = (url: string) => seen.find((request) => request.url === url)?.body
    expect(bodyOf('/api/v3/listings/search')).toEqual({
      filter: { bedrooms: { min: 3 } },
      sort: '-price_in_dollars',
      market_id: 1,
    })
    expect(bodyOf('/api/v3/listings/map/clusters')).toEqual({ bounding_box: box, zoom: 11, market_id: 1 })
    expect(bodyOf('/api/v3/suggestions/search')).toEqual({
      q: 'mue',
      market_id: 1,
      filter: { listing_status: { value: 'Active' } },
    })
  })

  it('reads the token before every request, so signing in needs no new api', async () => {
    recordAll()
    let token = 'site-token'
    const api = createIdxApi({ baseUrl: BASE, getToken: () => token })
    const store = createTestStore(api)
    await store.dispatch(api.endpoints.getSite.initiate())
    token = 'user-token'
    await store.dispatch(api.endpoints.getSite.initiate(undefined, { forceRefetch: true }))
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer site-token', 'Bearer user-token'])
  })

  it('asks for suggestions with any listing status the caller gives', async () => {
    recordAll()
    const { api, store } = setup()
    await store.dispatch(api.endpoints.getSuggestions.initiate({ q: '787', listing_status: ['Active', 'Pending'] }))
    expect(seen.map((request) => request.url)).toEqual([
      '/api/v3/suggestions?q=787&filter[listing_status]=Active,Pending',
    ])
  })

  it("sends the visitor's search with require_results, its statuses over the default", async () => {
    recordAll()
    const { api, store } = setup()
    const filter: SearchFilter = {
      purchase_type: { value: 'Purchase' },
      listing_status: { value: ['Active', 'Coming Soon'] },
    }
    await store.dispatch(
      api.endpoints.searchSuggestions.initiate({ q: 'aus', market_id: 1, filter, require_results: true }),
    )
    expect(seen).toHaveLength(1)
    expect(seen[0]?.body).toEqual({ q: 'aus', market_id: 1, filter, require_results: true })
  })

  it('pages the agent search 20 at a time', async () => {
    recordAll()
    const { api, store } = setup()
    await store.dispatch(
      api.endpoints.searchAgents.initiate({ name_search: 'Ann Lee', data_source_name: 'x', page: 3 }),
    )
    expect(seen[0]?.url).toBe(
      '/api/v3/agents?filter[name_search]=Ann Lee&filter[data_source_name]=x&page[size]=20&page[number]=3',
    )
  })
})

describe('getAgent', () => {
  it("answers the agent's document, and a 404 as an error with that status", async () => {
    const agent = { type: 'agents', id: '12', attributes: { full_name: 'Ana Diaz' } }
    const missing = { errors: [{ status: '404', title: 'Not Found', detail: "No agent 99 in this site's markets" }] }
    server.use(
      http.get(`${BASE}/api/v3/agents/12`, () => HttpResponse.json({ data: agent })),
      http.get(`${BASE}/api/v3/agents/99`, () => HttpResponse.json(missing, { status: 404 })),
    )
    const { api, store } = setup()
    const found = await store.dispatch(api.endpoints.getAgent.initiate(12))
    expect(normalizeCached(found.data!).data).toMatchObject({ id: '12', full_name: 'Ana Diaz' })
    const unknown = await store.dispatch(api.endpoints.getAgent.initiate('99'))
    expect(unknown.error).toEqual({ status: 404, data: missing })
  })
})

describe('the cache', () => {
  it('keeps the raw JSON:API document, which RTK can freeze and check, and normalises on read', async () => {
    const document: JsonApiDocument = {
      data: {
        type: 'listings',
        id: '7',
        attributes: { title: '1 Main St' },
        relationships: { agents: { data: [{ type: 'agents', id: '1' }] } },
        links: { slug: '1-main-st' },
      },
      // The agent points back at the listing: normalised records form a cycle.
      included: [{ type: 'agents', id: '1', relationships: { listings: { data: [{ type: 'listings', id: '7' }] } } }],
    }
    recordAll(() => document)
    const { api, store } = setup()
    const errors = vi.spyOn(console, 'error')
    const warnings = vi.spyOn(console, 'warn')

    const result = await store.dispatch(api.endpoints.getListing.initiate(7))

    expect(result.data).toEqual(document)
    expect(errors).not.toHaveBeenCalled()
    expect(warnings).not.toHaveBeenCalled()
    const cached = api.endpoints.getListing.select(7)(store.getState()).data!
    type ListingRecord = JsonApiRecord & { slug: string; agents: (JsonApiRecord & { listings: unknown[] })[] }
    const normalized = normalizeCached(cached)
    expect(normalizeCached(cached)).toBe(normalized)
    expectTypeOf(normalized.data).toEqualTypeOf<Listing | null>()
    const listing = normalized.data as Listing & ListingRecord
    expect(listing.slug).toBe('1-main-st')
    expect(listing.agents[0]?.listings[0]).toBe(listing)
  })

  it('sends one request for identical concurrent queries and one per distinct query', async () => {
    server.use(
      http.post(`${BASE}/api/v3/listings/search`, async ({ request }) => {
        seen.push({ method: 'POST', url: request.url, authorization: null, body: await request.json() })
        await delay(20)
        return HttpResponse.json(listingsDocument('1', '2'))
      }),
    )
    const { api, store } = setup()
    const query = { filter: { bedrooms: { min: 3 } }, sort: '-price_in_dollars' } as const
    const sameQueryOtherKeyOrder = { sort: '-price_in_dollars', filter: { bedrooms: { min: 3 } } } as const

    const [first, second, other] = await Promise.all([
      store.dispatch(api.endpoints.searchListings.initiate(query)),
      store.dispatch(api.endpoints.searchListings.initiate(sameQueryOtherKeyOrder)),
      store.dispatch(api.endpoints.searchListings.initiate({ ...query, sort: 'price_in_dollars' })),
    ])

    expect(seen.map((request) => request.body)).toEqual([query, { ...query, sort: 'price_in_dollars' }])
    expect(second.data).toBe(first.data)
    expect(other.data).toEqual(first.data)
    // A later identical query is answered from the cache.
    await store.dispatch(api.endpoints.searchListings.initiate(query))
    expect(seen).toHaveLength(2)
  })

  it('multi-fetches listings by id in one request in the order asked; repeats share it; no ids, no request', async () => {
    const idsOf = (url: URL) => (url.searchParams.get('filter[id][value]') ?? '').split(',')
    recordAll((url) => ({ data: listingsDocument(...idsOf(url)).data }))
    const { api, store } = setup()

    const [byIds, repeated] = await Promise.all([
      store.dispatch(api.endpoints.getListingsByIds.initiate(['9', 7])),
      store.dispatch(api.endpoints.getListingsByIds.initiate([9, '9', 7, '7'])),
    ])
    const none = await store.dispatch(api.endpoints.getListingsByIds.initiate([]))

    expect(seen.map((request) => request.url)).toEqual(['/api/v3/listings?filter[id][value]=9,7'])
    expect(resourceIds(byIds.data)).toEqual(['9', '7'])
    expect(repeated.data).toBe(byIds.data)
    expect(none.data).toEqual({ data: [] })
  })

  it('splits a multi-fetch of more than 40 ids into requests the server accepts and merges them in order', async () => {
    const idsOf = (url: URL) => (url.searchParams.get('filter[id][value]') ?? '').split(',')
    recordAll((url) => ({
      ...listingsDocument(...idsOf(url)),
      included: [{ type: 'feeds', id: '1', attributes: { name: 'actris' } }],
    }))
    const { api, store } = setup()
    const ids = Array.from({ length: 45 }, (_, index) => String(100 - index))

    const result = await store.dispatch(api.endpoints.getListingsByIds.initiate(ids))

    expect(seen.map((request) => idsOf(new URL(request.url, BASE)).length).sort()).toEqual([40, 5])
    expect(resourceIds(result.data)).toEqual(ids)
    expect(result.data?.included).toEqual([{ type: 'feeds', id: '1', attributes: { name: 'actris' } }])
  })

  it('refetches the searches and multi-fetches that hold a listing when its tag is invalidated', async () => {
    recordAll((url) => (url.pathname.endsWith('/search') ? listingsDocument('1', '2') : listingsDocument('3')))
    const { api, store } = setup()
    const search = store.dispatch(api.endpoints.searchListings.initiate({ sort: 'bedrooms' }))
    const byIds = store.dispatch(api.endpoints.getListingsByIds.initiate(['3']))
    const site = store.dispatch(api.endpoints.getSite.initiate())
    await Promise.all([search, byIds, site])
    seen = []

    store.dispatch(api.util.invalidateTags([{ type: 'Listing', id: '2' }]))
    await settled(api, store)
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /api/v3/listings/search'])

    seen = []
    store.dispatch(api.util.invalidateTags([{ type: 'Listing', id: 'LIST' }]))
    await settled(api, store)
    expect(seen.map((request) => `${request.method} ${request.url}`).sort()).toEqual([
      'GET /api/v3/listings?filter[id][value]=3',
      'POST /api/v3/listings/search',
    ])

    seen = []
    store.dispatch(api.util.invalidateTags(['Site']))
    await settled(api, store)
    expect(seen.map((request) => request.url)).toEqual(['/api/v3/site?me=true'])
    search.unsubscribe()
    byIds.unsubscribe()
    site.unsubscribe()
  })

  it('aborts the fetch when the caller aborts, leaving an AbortError on the entry', async () => {
    let signal: AbortSignal | undefined
    server.use(
      http.post(`${BASE}/api/v3/listings/search`, async ({ request }) => {
        signal = request.signal
        await delay('infinite')
        return HttpResponse.json({ data: [] })
      }),
    )
    const { api, store } = setup()
    const started = store.dispatch(api.endpoints.searchListings.initiate({ sort: 'bedrooms' }))
    await vi.waitFor(() => expect(signal).toBeDefined())

    started.abort()
    const result = await started

    expect(signal?.aborted).toBe(true)
    expect(result.isError).toBe(true)
    expect(result.error).toMatchObject({ name: 'AbortError' })
  })
})

describe('errors', () => {
  it('stores an HTTP error as the core ApiError: numeric status and the JSON:API body', async () => {
    const body = { errors: [{ status: '404', title: 'Not Found', detail: 'No listing 99.' }] }
    server.use(http.get(`${BASE}/api/v3/listings/99`, () => HttpResponse.json(body, { status: 404 })))
    const { api, store } = setup()

    const result = await store.dispatch(api.endpoints.getListing.initiate(99))

    expect(result.isError).toBe(true)
    expect(result.error).toEqual({ status: 404, data: body })
  })

  it('maps a wrong token to a 401 error', async () => {
    server.use(
      http.get(`${BASE}/api/v3/site`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer site-token'
          ? HttpResponse.json({ data: { type: 'sites', id: '1' } })
          : HttpResponse.json({ errors: [{ status: '401', title: 'Unauthorized' }] }, { status: 401 }),
      ),
    )
    const { api, store } = setup('wrong')

    const result = await store.dispatch(api.endpoints.getSite.initiate())

    expect(result.error).toEqual({ status: 401, data: { errors: [{ status: '401', title: 'Unauthorized' }] } })
  })

  it('reports a network failure as FETCH_ERROR and a 2xx non-JSON body as PARSING_ERROR', async () => {
    server.use(
      http.get(`${BASE}/api/v3/markets`, () => HttpResponse.error()),
      http.get(`${BASE}/api/v3/idx_layouts`, () => HttpResponse.text('<html>', { status: 200 })),
    )
    const { api, store } = setup()

    const [markets, layouts] = await Promise.all([
      store.dispatch(api.endpoints.getMarkets.initiate()),
      store.dispatch(api.endpoints.getIdxLayouts.initiate()),
    ])

    expect(markets.error).toMatchObject({ status: 'FETCH_ERROR' })
    expect(layouts.error).toMatchObject({ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>' })
  })
})

describe('createIdxApi options', () => {
  it('mounts under the given reducerPath, default idxApi', () => {
    expect(createIdxApi({ baseUrl: BASE, getToken: () => null }).reducerPath).toBe('idxApi')
    expect(createIdxApi({ baseUrl: BASE, getToken: () => null, reducerPath: 'listingsApi' }).reducerPath).toBe(
      'listingsApi',
    )
  })

  it('uses an injected fetch', async () => {
    const fetch = vi.fn(async () => Response.json({ data: { type: 'sites', id: '1' } }))
    const api = createIdxApi({ baseUrl: BASE, getToken: () => 't', fetch })
    const store = createTestStore(api)
    const result = await store.dispatch(api.endpoints.getSite.initiate())
    expect(result.data).toEqual({ data: { type: 'sites', id: '1' } })
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
