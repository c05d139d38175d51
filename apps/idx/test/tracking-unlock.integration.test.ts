// The tracking client and the listing unlock of @idx/api-client against the real API server
// (apps/api/dist, PGlite in memory, the seeded demo market): a lead is received once however often
// it is sent, and a right password turns a locked listing into one with its price.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { configureStore } from '@reduxjs/toolkit'
import {
  createTrackingClient,
  listingInquirySubmission,
  type JsonApiDocument,
  type JsonApiResource,
  type TrackingClient,
} from '@idx/api-client'
import { createIdxApi, createUnlockTokenStore, unlockOutcome, type IdxApi } from '@idx/api-client/react'
import { sharedServer, stopCleanly, type RunningServer } from '../../../tooling/e2e/server.js'

const DEMO_SITE_TOKEN = 'idx-demo-site-token-2f6c1a9e'
/** The seed's password of its password-protected listings (apps/api/src/seed, DEMO_LISTING_PASSWORD). */
const DEMO_LISTING_PASSWORD = 'open-sesame'

let server: RunningServer
let tracking: TrackingClient
let api: IdxApi
let store: ReturnType<typeof createStore>

function createStore(slice: IdxApi) {
  return configureStore({
    reducer: { [slice.reducerPath]: slice.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: { warnAfter: 500 }, immutableCheck: { warnAfter: 500 } }).concat(
        slice.middleware,
      ),
  })
}

beforeAll(async () => {
  server = await sharedServer()
  tracking = createTrackingClient({ baseUrl: server.baseUrl, getToken: () => DEMO_SITE_TOKEN, log: () => undefined })
  api = createIdxApi({
    baseUrl: server.baseUrl,
    getToken: () => DEMO_SITE_TOKEN,
    unlockTokens: createUnlockTokenStore(),
  })
  store = createStore(api)
})
afterAll(async () => {
  await stopCleanly(server)
})

function listingsOf(document: JsonApiDocument | undefined): JsonApiResource[] {
  return Array.isArray(document?.data) ? (document.data as JsonApiResource[]) : []
}

/** A password-protected demo listing, found through the slice's multi-fetch (the seed picks a few at random). */
async function lockedListing(): Promise<JsonApiResource> {
  for (let first = 1; first < 7000; first += 400) {
    const ids = Array.from({ length: 400 }, (_, index) => first + index)
    const result = await store.dispatch(api.endpoints.getListingsByIds.initiate(ids, { subscribe: false }))
    const locked = listingsOf(result.data).find((listing) => listing.attributes?.['locked'] === true)
    if (locked) return locked
  }
  throw new Error('the demo market has no password-protected listing')
}

describe('the tracking client against the real server', () => {
  it('submits a listing inquiry as a lead: 202 with a receipt, and the same receipt when sent again', async () => {
    vi.stubGlobal('window', {})
    try {
      const listing = listingsOf(
        (await store.dispatch(api.endpoints.searchListings.initiate({ page: { size: 1 } }, { subscribe: false }))).data,
      )[0]!
      const attributes = listing.attributes as Record<string, string>
      const submission = listingInquirySubmission({
        values: {
          first_name: 'Jane',
          last_name: 'Buyer',
          email: 'jane.integration@example.com',
          phone_number: '512 555 0134',
          message: 'Is it still available?',
          property_address: `${attributes['title']}, ${attributes['subtitle']}`,
          mls_number: attributes['mls_number']!,
          opt_in: true,
          current_agent: null,
        },
        listing: { id: listing.id!, ...attributes },
        vid: 'integration-vid-1',
        sourceUrl: `${server.baseUrl}/app/listing/${listing.id}`,
      })

      const first = await tracking.submitForm(submission)
      const again = await tracking.submitForm(submission)

      expect(first).toMatchObject({ ok: true, status: 202, data: { status: 'accepted' } })
      expect(again).toEqual(first)

      const unticked = await tracking.submitForm({ ...submission, form: { ...submission.form, opt_in: false } })
      expect(unticked).toMatchObject({
        ok: false,
        status: 400,
        error: { data: { errors: [expect.objectContaining({ source: { pointer: '/form/opt_in' } })] } },
      })

      expect(await tracking.event('integration-vid-1', 'PageView', { path: '/app/' })).toBe('sent')
      expect(await tracking.identify({ vid: 'integration-vid-1', source: 'idx' })).toBe('sent')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('the listing unlock against the real server', () => {
  it('refuses a wrong password, then a right one refetches the listing with its price', async () => {
    const locked = await lockedListing()
    const id = locked.id!
    const subscription = store.dispatch(api.endpoints.getListing.initiate(id))
    const before = (await subscription).data
    expect((before?.data as JsonApiResource).attributes).toMatchObject({ locked: true, price_in_dollars: null })

    const wrong = await store.dispatch(api.endpoints.unlockListing.initiate({ id, password: 'not-the-password' }))
    expect(wrong.error).toMatchObject({ status: 422 })
    expect(unlockOutcome(wrong)).toBe(false)

    const right = await store.dispatch(api.endpoints.unlockListing.initiate({ id, password: DEMO_LISTING_PASSWORD }))
    expect(unlockOutcome(right)).toBe(true)
    await vi.waitFor(() => {
      const after = api.endpoints.getListing.select(id)(store.getState()).data
      expect((after?.data as JsonApiResource).attributes).toMatchObject({
        locked: false,
        price_in_dollars: expect.any(Number),
      })
    })
    subscription.unsubscribe()

    // Searches and multi-fetches carry the token too.
    const again = await store.dispatch(
      api.endpoints.getListingsByIds.initiate([id], { subscribe: false, forceRefetch: true }),
    )
    expect(listingsOf(again.data)[0]?.attributes).toMatchObject({ locked: false, price_in_dollars: expect.any(Number) })
  })
})
