import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { configureStore } from '@reduxjs/toolkit'
import type { Agent, Cluster, IdxComponent, Listing, Market, Site } from '@idx/domain'
import type { IdxApi } from '../create-idx-api.js'
import { createIdxBaseApi } from '../idx-base-api.js'
import { normalizeCached } from '../normalize-cached.js'
import type { TypedDocument } from '../typed-document.js'
import { injectSiteEndpoints } from './inject-site-endpoints.js'
import { suggestionSectionsOf, type SuggestionsDocument } from './inject-suggestion-endpoints.js'

const BASE = 'http://api.test'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('one endpoints file per feature', () => {
  it('adds its endpoints to the base api on its own, hooks and all', async () => {
    server.use(
      http.get(`${BASE}/api/v3/site`, () =>
        HttpResponse.json({ data: { type: 'sites', id: '1', attributes: { name: 'Acme' } } }),
      ),
    )
    const api = injectSiteEndpoints(createIdxBaseApi({ baseUrl: BASE, getToken: () => 'site-token' }))
    expect(typeof api.useGetSiteQuery).toBe('function')
    expect(Object.keys(api.endpoints).sort()).toEqual(['getMarket', 'getMarkets', 'getSite'])
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefault) => getDefault().concat(api.middleware),
    })
    const { data } = await store.dispatch(api.endpoints.getSite.initiate())
    expect(normalizeCached(data!).data).toMatchObject({ id: '1', name: 'Acme' })
  })

  it('types every result with the domain type its data normalises to', () => {
    type Result<Name extends keyof IdxApi['endpoints']> = IdxApi['endpoints'][Name]['Types']['ResultType']
    expectTypeOf<Result<'getSite'>>().toEqualTypeOf<TypedDocument<Site | null>>()
    expectTypeOf<Result<'getMarkets'>>().toEqualTypeOf<TypedDocument<Market[]>>()
    expectTypeOf<Result<'getListing'>>().toEqualTypeOf<TypedDocument<Listing | null>>()
    expectTypeOf<Result<'searchListings'>>().toEqualTypeOf<TypedDocument<Listing[]>>()
    expectTypeOf<Result<'getListingsByIds'>>().toEqualTypeOf<TypedDocument<Listing[]>>()
    expectTypeOf<Result<'getClusters'>>().toEqualTypeOf<TypedDocument<Cluster[]>>()
    expectTypeOf<Result<'getIdxComponent'>>().toEqualTypeOf<TypedDocument<IdxComponent | null>>()
    expectTypeOf<Result<'searchAgents'>>().toEqualTypeOf<TypedDocument<Agent[]>>()
    expectTypeOf<Result<'getSuggestions'>>().toEqualTypeOf<SuggestionsDocument>()
    expectTypeOf(normalizeCached<Listing[]>({ data: [] }).data).toEqualTypeOf<Listing[]>()
  })
})

describe('suggestionSectionsOf', () => {
  it("reads each resource's attributes as a section, its section_type as its own type, in order", () => {
    const zips = { keyword: 'zip', name: 'Zip Codes', section_type: 'zip', suggestions: [] }
    const areas = { keyword: 'area', name: 'Neighborhoods', section_type: 'area', suggestions: [] }
    const document: SuggestionsDocument = {
      data: [
        { type: 'suggestion_sections', id: 'zip', attributes: zips },
        { type: 'suggestion_sections', id: 'area', attributes: areas },
      ],
    }
    expect(suggestionSectionsOf(document)).toEqual([
      { id: 'zip', keyword: 'zip', name: 'Zip Codes', type: 'zip', suggestions: [] },
      { id: 'area', keyword: 'area', name: 'Neighborhoods', type: 'area', suggestions: [] },
    ])
  })

  it('is empty before an answer and for a document without a list', () => {
    expect(suggestionSectionsOf(undefined)).toEqual([])
    expect(suggestionSectionsOf({ data: null })).toEqual([])
  })
})
