import { describe, expect, it, vi } from 'vitest'
import type { Options } from 'pusher-js'
import { fakeFetch, jsonResponse } from '../http/fake-fetch.js'
import { createIdxApi } from './create-idx-api.js'
import { connectRealtime, pusherOptions, type RealtimeClient, type RealtimeConfig } from './realtime.js'
import { createTestStore, nextTick } from './test-store.js'

const config: RealtimeConfig = {
  key: 'idx-key',
  wsHost: 'ws.example.test',
  wsPort: 443,
  wsPath: '/realtime',
  forceTLS: true,
  enabledTransports: ['ws', 'wss'],
  authEndpoint: '/api/v3/pusher/auth',
}

/** A pusher-js stand-in: records what was made and subscribed, and lets the test fire events. */
function fakePusher() {
  const made: { key: string; options: Options }[] = []
  const handlers = new Map<string, (data: never) => void>()
  let stateChange: ((states: { previous: string; current: string }) => void) | null = null
  const subscribed: string[] = []
  let disconnects = 0
  const client: RealtimeClient = {
    subscribe(name) {
      subscribed.push(name)
      return { bind: (event, callback) => handlers.set(event, callback) }
    },
    disconnect: () => void (disconnects += 1),
    connection: { bind: (_event, callback) => (stateChange = callback) },
  }
  return {
    createClient: (key: string, options: Options) => {
      made.push({ key, options })
      return client
    },
    made,
    subscribed,
    disconnects: () => disconnects,
    emit: (event: string, data: unknown) => handlers.get(event)?.(data as never),
    state: (previous: string, current: string) => stateChange?.({ previous, current }),
  }
}

function setup() {
  const invalidated: unknown[] = []
  const api = {
    util: {
      invalidateTags: (tags: unknown[]) => {
        invalidated.push(tags)
        return { type: 'invalidate', tags }
      },
    },
  }
  const dispatched: unknown[] = []
  return { api, invalidated, dispatched, dispatch: (action: unknown) => dispatched.push(action) }
}

describe('connectRealtime', () => {
  it("subscribes the user's presence channel with pusher options for our host and a bearer header", async () => {
    const pusher = fakePusher()
    const { api, dispatch } = setup()
    let token = 'at-1'
    const disconnect = connectRealtime({
      config,
      getToken: async () => token,
      userId: 42,
      api,
      dispatch,
      createClient: pusher.createClient,
    })
    await vi.waitFor(() => expect(pusher.subscribed).toEqual(['presence-User-42']))
    const { key, options } = pusher.made[0]!
    expect(key).toBe('idx-key')
    expect(options).toMatchObject({
      wsHost: 'ws.example.test',
      wsPort: 443,
      wssPort: 443,
      wsPath: '/realtime',
      forceTLS: true,
      enabledTransports: ['ws', 'wss'],
      channelAuthorization: { endpoint: '/api/v3/pusher/auth', transport: 'ajax' },
    })
    const auth = options.channelAuthorization
    const headers = () => (auth && 'headersProvider' in auth ? auth.headersProvider?.() : undefined)
    expect(headers()).toEqual({ Authorization: 'Bearer at-1' })
    // A refreshed token is used from the next connection on.
    token = 'at-2'
    pusher.state('connected', 'connecting')
    await vi.waitFor(() => expect(headers()).toEqual({ Authorization: 'Bearer at-2' }))
    disconnect()
    expect(pusher.disconnects()).toBe(1)
  })

  it('invalidates the tags of each objectUpdated payload, and ignores junk', async () => {
    const pusher = fakePusher()
    const { api, dispatch, dispatched } = setup()
    connectRealtime({ config, getToken: () => 't', userId: 1, api, dispatch, createClient: pusher.createClient })
    await vi.waitFor(() => expect(pusher.subscribed).toHaveLength(1))
    pusher.emit('objectUpdated', { type: 'comments', id: '31', action: 'create', collection_id: '4' })
    pusher.emit('objectUpdated', 'nonsense')
    // Collection 4's chat, or saved search 4's (one id space: only one of them is cached).
    expect(dispatched).toEqual([
      {
        type: 'invalidate',
        tags: [
          { type: 'Comment', id: '4' },
          { type: 'Comment', id: 'saved-search-4' },
        ],
      },
    ])
  })

  it('refetches every collection and saved-search tag after a reconnect, not on the first connection', async () => {
    const pusher = fakePusher()
    const { api, dispatch, invalidated } = setup()
    connectRealtime({ config, getToken: () => 't', userId: 1, api, dispatch, createClient: pusher.createClient })
    await vi.waitFor(() => expect(pusher.subscribed).toHaveLength(1))
    pusher.state('connecting', 'connected')
    expect(invalidated).toEqual([])
    pusher.state('connected', 'unavailable')
    pusher.state('unavailable', 'connecting')
    pusher.state('connecting', 'connected')
    expect(invalidated).toEqual([['Collection', 'CollectionListing', 'Comment', 'Join', 'SavedSearch']])
  })

  it('makes no client when disconnected before pusher-js has loaded', async () => {
    const pusher = fakePusher()
    const { api, dispatch } = setup()
    const disconnect = connectRealtime({
      config,
      getToken: () => 't',
      userId: 1,
      api,
      dispatch,
      createClient: pusher.createClient,
    })
    disconnect()
    disconnect()
    await nextTick()
    expect(pusher.made).toEqual([])
    expect(pusher.disconnects()).toBe(0)
  })

  it('drives a real api slice: an announced comment refetches the chat', async () => {
    let page = 1
    const { fetch, calls } = fakeFetch(() =>
      jsonResponse(200, {
        data: [{ type: 'comments', id: String(page), attributes: { body: `b${page}`, created_at: '2026-11-01' } }],
        meta: { total: 1 },
      }),
    )
    const idxApi = createIdxApi({ baseUrl: 'http://api.test', getToken: () => 't', fetch })
    const store = createTestStore(idxApi)
    const chat = store.dispatch(idxApi.endpoints.getCollectionComments.initiate(4))
    await chat
    const pusher = fakePusher()
    connectRealtime({
      config,
      getToken: () => 't',
      userId: 1,
      api: idxApi,
      dispatch: store.dispatch,
      createClient: pusher.createClient,
    })
    await vi.waitFor(() => expect(pusher.subscribed).toHaveLength(1))
    page = 2
    pusher.emit('objectUpdated', { type: 'comments', id: '2', action: 'create', collection_id: 4 })
    await vi.waitFor(() => expect(calls).toHaveLength(2))
    await vi.waitFor(() =>
      expect(idxApi.endpoints.getCollectionComments.select(4)(store.getState()).data?.pages[0]?.data).toMatchObject([
        { id: '2' },
      ]),
    )
    chat.unsubscribe()
  })

  it('builds options pusher-js itself accepts (the lazily imported client), with no header when signed out', async () => {
    const { default: Pusher } = await import('pusher-js')
    // A closed local port: the client is made and dropped without reaching anything.
    const options = pusherOptions(
      { ...config, cluster: 'idx', wsHost: '127.0.0.1', wsPort: 9, wssPort: 10, forceTLS: false },
      () => null,
      'http://api.test/',
    )
    expect(options).toMatchObject({
      cluster: 'idx',
      wsPort: 9,
      wssPort: 10,
      channelAuthorization: { endpoint: 'http://api.test/api/v3/pusher/auth' },
    })
    const client = new Pusher(config.key, options)
    client.disconnect()
    expect(client.key).toBe('idx-key')
    const auth = options.channelAuthorization
    expect(auth && 'headersProvider' in auth ? auth.headersProvider?.() : 'none').toEqual({})
  })
})
