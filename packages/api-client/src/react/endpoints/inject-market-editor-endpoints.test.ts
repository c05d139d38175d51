import { configureStore } from '@reduxjs/toolkit'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createIdxBaseApi } from '../idx-base-api.js'
import { injectMarketEditorEndpoints } from './inject-market-editor-endpoints.js'
import { injectSiteEndpoints } from './inject-site-endpoints.js'

const BASE = 'http://api.test'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const market = (lock: number) => ({
  data: { type: 'markets', id: '1', attributes: { market_name: 'Austin', lock_version: lock } },
})

describe('injectMarketEditorEndpoints', () => {
  it('saves with the lock_version read, restores, and refetches the markets', async () => {
    const bodies: unknown[] = []
    let lock = 1
    let listReads = 0
    server.use(
      http.get(`${BASE}/api/v3/markets`, () => {
        listReads += 1
        return HttpResponse.json({ data: [market(lock).data] })
      }),
      http.patch(`${BASE}/api/v3/markets/1`, async ({ request }) => {
        bodies.push(await request.json())
        lock += 1
        return HttpResponse.json(market(lock))
      }),
      http.post(`${BASE}/api/v3/markets/1/versions/1/restore`, async ({ request }) => {
        bodies.push(await request.json())
        lock += 1
        return HttpResponse.json({
          data: { type: 'document_versions', id: '9', attributes: { version: lock, document: {}, changes: [] } },
        })
      }),
    )
    const api = injectMarketEditorEndpoints(
      injectSiteEndpoints(createIdxBaseApi({ baseUrl: BASE, getToken: () => 'admin-token' })),
    )
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefault) => getDefault().concat(api.middleware),
    })
    const list = store.dispatch(api.endpoints.getMarkets.initiate())
    await list
    const view = { groups: [] }
    const saved = await store.dispatch(
      api.endpoints.updateMarketDocuments.initiate({ id: '1', filter_view: view, lock_version: 1 }),
    )
    expect(saved.data?.data).toMatchObject({ id: '1', attributes: { lock_version: 2 } })
    await store.dispatch(api.endpoints.restoreMarketVersion.initiate({ id: '1', version: 1, lock_version: 2 }))
    expect(bodies).toEqual([
      { data: { type: 'markets', id: '1', attributes: { filter_view: view, lock_version: 1 } } },
      { data: { type: 'document_versions', attributes: { lock_version: 2 } } },
    ])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(listReads).toBeGreaterThanOrEqual(2)
    list.unsubscribe()
  })
})
