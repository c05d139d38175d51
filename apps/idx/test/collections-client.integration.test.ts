// The collection endpoints of @idx/api-client/react against the real API server (apps/api/dist,
// the seeded demo site), signed in as the demo buyer: the request shapes the client builds are the
// ones the server takes, and the tags refetch what a change touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configureStore } from '@reduxjs/toolkit'
import { collectionsFromDocument, createAuthClient } from '@idx/api-client'
import { createIdxApi, normalizeCached, type IdxApi } from '@idx/api-client/react'
import { startServer, stopCleanly, type RunningServer } from '../../../tooling/e2e/server.js'

const DEMO_SITE_TOKEN = 'idx-demo-site-token-2f6c1a9e'
const DEMO_CLIENT_ID = 'idx-demo-client'
const JANE = { email: 'jane.buyer@example.com', password: 'idx-demo-password' }

let server: RunningServer
let api: IdxApi
let store: ReturnType<typeof createStore>
let listingIds: string[]

function createStore(slice: IdxApi) {
  return configureStore({
    reducer: { [slice.reducerPath]: slice.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(slice.middleware),
  })
}

beforeAll(async () => {
  server = await startServer()
  const auth = createAuthClient({ baseUrl: server.baseUrl, clientId: DEMO_CLIENT_ID, siteToken: DEMO_SITE_TOKEN })
  const grant = await auth.passwordGrant(JANE)
  if (!grant.ok) throw new Error(`the demo buyer could not sign in: ${JSON.stringify(grant.error)}`)
  const token = grant.data.access_token
  api = createIdxApi({ baseUrl: server.baseUrl, getToken: () => token })
  store = createStore(api)
  const search = await store.dispatch(api.endpoints.searchListings.initiate({ page: { size: 3, number: 1 } }))
  listingIds = (normalizeCached(search.data!).data ?? []).map((listing) => listing.id)
  expect(listingIds).toHaveLength(3)
})
afterAll(async () => {
  await stopCleanly(server)
})

describe('collections through the api slice', () => {
  it('creates, lists, renames, fills, counts, empties and deletes a collection', async () => {
    const e = api.endpoints
    const list = store.dispatch(e.getCollections.initiate({ onlyMembership: true }))
    const before = collectionsFromDocument((await list).data).collections.length

    const created = await store.dispatch(e.createCollection.initiate({ name: 'Client lake', listing: listingIds[0] }))
    expect(created.error).toBeUndefined()
    const id = normalizeCached(created.data!).data!.id

    // The list refetched on its own (its LIST tag was invalidated).
    await expect
      .poll(() => collectionsFromDocument(e.getCollections.select({ onlyMembership: true })(store.getState()).data))
      .toMatchObject({ total: before + 1 })

    const one = store.dispatch(e.getCollection.initiate(id))
    expect(normalizeCached((await one).data!).data).toMatchObject({ name: 'Client lake', total_count: 1 })
    expect((await store.dispatch(e.updateCollection.initiate({ id, name: 'Client lake house' }))).error).toBeUndefined()
    await expect
      .poll(() => normalizeCached(e.getCollection.select(id)(store.getState()).data ?? { data: null }).data?.name)
      .toBe('Client lake house')

    expect(
      (await store.dispatch(e.addToCollection.initiate({ id, property_id: listingIds[1]! }))).error,
    ).toBeUndefined()
    const count = await store.dispatch(e.getCollectionListings.initiate({ id, size: 1 }))
    expect(normalizeCached(count.data!).total).toBe(2)

    const removed = await store.dispatch(e.removeFromCollection.initiate({ id, property_ids: listingIds.slice(0, 2) }))
    expect(removed.error).toBeUndefined()
    await expect
      .poll(() => normalizeCached(e.getCollection.select(id)(store.getState()).data ?? { data: null }).data)
      .toMatchObject({ total_count: 0 })
    expect((await store.dispatch(e.markCollectionViewed.initiate(id))).error).toBeUndefined()

    expect((await store.dispatch(e.deleteCollection.initiate(id))).error).toBeUndefined()
    const gone = await store.dispatch(e.getCollection.initiate(id, { forceRefetch: true }))
    expect(gone.error).toMatchObject({ status: 404 })
    list.unsubscribe()
    one.unsubscribe()
  })

  it('answers a blank name with the field error the form shows', async () => {
    const result = await store.dispatch(api.endpoints.createCollection.initiate({ name: ' ' }))
    expect(result.error).toMatchObject({ status: 422 })
  })
})
