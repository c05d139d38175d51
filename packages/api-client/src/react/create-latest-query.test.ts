import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { Listing, SearchQueryInput } from '@idx/domain'
import type { JsonApiDocument } from '../jsonapi/types.js'
import { createIdxApi } from './create-idx-api.js'
import { createLatestQuery } from './create-latest-query.js'
import type { TypedDocument } from './typed-document.js'
import { createTestStore } from './test-store.js'
import { useLatestQuery } from './useLatestQuery.js'

const BASE = 'http://api.test'
const server = setupServer()

/** One search request the server holds open until the test answers it or the client aborts. */
interface HeldSearch {
  readonly sort: string
  readonly signal: AbortSignal
  answer(document: JsonApiDocument): void
}
let held: HeldSearch[] = []

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  for (const search of held) search.answer({ data: [] })
  held = []
})
afterAll(() => server.close())

function holdSearches() {
  server.use(
    http.post(`${BASE}/api/v3/listings/search`, async ({ request }) => {
      const { sort } = (await request.json()) as { sort: string }
      const document = await new Promise<JsonApiDocument>((answer) => {
        held.push({ sort, signal: request.signal, answer })
        request.signal.addEventListener('abort', () => answer({ data: [] }))
      })
      return HttpResponse.json(document)
    }),
  )
}

function setup() {
  holdSearches()
  const api = createIdxApi({ baseUrl: BASE, getToken: () => 'site-token' })
  const store = createTestStore(api)
  const search = createLatestQuery((query: SearchQueryInput) =>
    store.dispatch(api.endpoints.searchListings.initiate(query)),
  )
  const entry = (query: SearchQueryInput) => api.endpoints.searchListings.select(query)(store.getState())
  return { api, store, search, entry }
}

const document = (id: string): JsonApiDocument => ({ data: [{ type: 'listings', id }], meta: { total: 1 } })

describe('createLatestQuery', () => {
  it('aborts the request in flight when a search with other arguments supersedes it', async () => {
    const { search, entry } = setup()

    const first = search.run({ sort: 'bedrooms' })
    await vi.waitFor(() => expect(held).toHaveLength(1))
    const second = search.run({ sort: '-bedrooms' })
    await vi.waitFor(() => expect(held).toHaveLength(2))

    expect(held.map((request) => [request.sort, request.signal.aborted])).toEqual([
      ['bedrooms', true],
      ['-bedrooms', false],
    ])
    await expect(first).resolves.toMatchObject({ isError: true, error: { name: 'AbortError' } })
    held[1]?.answer(document('2'))
    await expect(second).resolves.toMatchObject({ isSuccess: true, data: document('2') })
    expect(entry({ sort: '-bedrooms' }).data).toEqual(document('2'))
  })

  it('never aborts a search that already answered, and keeps its results in the cache', async () => {
    const { search, entry } = setup()

    const first = search.run({ sort: 'bedrooms' })
    await vi.waitFor(() => expect(held).toHaveLength(1))
    held[0]?.answer(document('1'))
    await first
    search.run({ sort: '-bedrooms' })
    await vi.waitFor(() => expect(held).toHaveLength(2))

    expect(held[0]?.signal.aborted).toBe(false)
    expect(entry({ sort: 'bedrooms' })).toMatchObject({ isSuccess: true, data: document('1') })
  })

  it('sends one request for the same arguments run twice and does not abort it', async () => {
    const { search } = setup()

    const first = search.run({ sort: 'bedrooms', filter: {} })
    const again = search.run({ filter: {}, sort: 'bedrooms' })
    await vi.waitFor(() => expect(held).toHaveLength(1))
    held[0]?.answer(document('1'))

    expect(held[0]?.signal.aborted).toBe(false)
    await expect(again).resolves.toMatchObject({ data: document('1') })
    await expect(first).resolves.toMatchObject({ data: document('1') })
  })

  it("still aborts a request it rejoined after release (React StrictMode's effect re-run)", async () => {
    const { search } = setup()

    search.run({ sort: 'bedrooms' })
    search.release()
    search.run({ sort: 'bedrooms' })
    await vi.waitFor(() => expect(held).toHaveLength(1))
    search.run({ sort: '-bedrooms' })
    await vi.waitFor(() => expect(held).toHaveLength(2))

    expect(held.map((request) => request.signal.aborted)).toEqual([true, false])
  })

  it('lets a released request finish into the cache; stop aborts it', async () => {
    const { search, entry } = setup()

    search.run({ sort: 'bedrooms' })
    await vi.waitFor(() => expect(held).toHaveLength(1))
    search.release()
    held[0]?.answer(document('1'))
    await vi.waitFor(() => expect(entry({ sort: 'bedrooms' }).data).toEqual(document('1')))

    search.run({ sort: '-bedrooms' })
    await vi.waitFor(() => expect(held).toHaveLength(2))
    search.stop()
    expect(held.map((request) => request.signal.aborted)).toEqual([false, true])
  })

  it('types useLatestQuery from the endpoint: the argument is checked and the state carries the typed document', () => {
    const api = createIdxApi({ baseUrl: BASE, getToken: () => null })
    // Type-level only: hooks cannot run outside a component, and there is no DOM here.
    const useListingSearch = (query: SearchQueryInput) => useLatestQuery(api.endpoints.searchListings, query)
    expectTypeOf(useListingSearch).returns.toHaveProperty('data').toEqualTypeOf<TypedDocument<Listing[]> | undefined>()
    expectTypeOf(useListingSearch).returns.toHaveProperty('isFetching').toEqualTypeOf<boolean>()
    // @ts-expect-error a listing id is not a search query
    expectTypeOf(() => useLatestQuery(api.endpoints.searchListings, 7)).toBeFunction()
  })
})
