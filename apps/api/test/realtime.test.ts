import { createHash, createHmac } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import Pusher from 'pusher'
import PusherClient, { type Channel } from 'pusher-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { buildApp } from '../src/app.js'
import { readConfig } from '../src/config/server-config.js'
import { openDatabase, type OpenDatabase } from '../src/db/database.js'
import { OTHER_CHANNEL_DETAIL } from '../src/realtime/pusher-auth.routes.js'
import { postgresBus } from '../src/realtime/realtime-bus.js'
import { MAX_CHANNELS_PER_SOCKET, SUBSCRIPTIONS_PER_SECOND } from '../src/realtime/socket-hub.js'
import type { ObjectUpdated } from '@idx/domain'
import { createUser } from '../src/users/users.repository.js'
import { insertBasics, SITE_ID } from './helpers/fixtures.js'
import { buildTestApp, siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'
import { userAuthorization } from './helpers/user-authorization.js'

// Live updates through the Pusher Channels protocol, against the real server listening on a port:
// pusher-js (as the browser runs it) connects to the embedded endpoint, is authorized by
// /api/v3/pusher/auth, and receives what app.publishObjectUpdated sends through the `pusher`
// package and the events API. On PostgreSQL, two app instances on one database: an event
// accepted by one reaches a socket held by the other (LISTEN/NOTIFY).

type Person = { id: number; auth: { authorization: string } }

let origin: string
let olive: Person
let carl: Person
const clients: PusherClient[] = []

let people = 0
async function person(db: OpenDatabase['db'], firstName: string): Promise<Person> {
  people += 1
  const row = await createUser(db, {
    siteId: SITE_ID,
    email: `live${people}@example.com`,
    firstName,
    lastName: 'Tester',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$not-a-real-hash',
  })
  return { id: row.id, auth: await userAuthorization(db, row.id) }
}

async function listen(server: FastifyInstance): Promise<string> {
  await server.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`
}

/** pusher-js as the browser app configures it, from the served realtime config, connected. */
async function connect(server: FastifyInstance, at: string, who: Person): Promise<PusherClient> {
  const config = await server.realtimeClientConfig(at)
  const client = new PusherClient(config.key, {
    cluster: config.cluster,
    wsHost: config.wsHost,
    wsPort: config.wsPort,
    wssPort: config.wssPort,
    wsPath: config.wsPath,
    forceTLS: config.forceTLS,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: { endpoint: `${at}${config.authEndpoint}`, transport: 'ajax', headers: who.auth },
  })
  clients.push(client)
  await new Promise<void>((resolve, reject) => {
    client.connection.bind('connected', () => resolve())
    client.connection.bind('failed', () => reject(new Error('pusher-js could not connect')))
  })
  return client
}

function subscribed(channel: Channel): Promise<unknown> {
  return new Promise((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', resolve)
    channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(JSON.stringify(error))))
  })
}

function subscriptionError(channel: Channel): Promise<{ status?: number; type: string }> {
  return new Promise((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => reject(new Error('subscribed to a channel that is not ours')))
    channel.bind('pusher:subscription_error', resolve)
  })
}

function nextObjectUpdated(channel: Channel): Promise<ObjectUpdated> {
  return new Promise((resolve) => channel.bind('objectUpdated', resolve))
}

/** The frames a raw socket receives, in order, until it closes; and its close code. */
function rawSocket(url: string) {
  const socket = new WebSocket(url)
  const frames: { event: string; channel?: string; data: string }[] = []
  const waiters: (() => void)[] = []
  socket.on('message', (raw) => {
    frames.push(JSON.parse(String(raw)) as (typeof frames)[number])
    for (const wake of waiters.splice(0)) wake()
  })
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
  const frame = async (event: string) => {
    for (;;) {
      const found = frames.find((candidate) => candidate.event === event)
      if (found) return found
      await new Promise<void>((resolve) => waiters.push(resolve))
    }
  }
  return { socket, frames, frame, closed }
}

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    olive = await person(db, 'Olive')
    carl = await person(db, 'Carl')
  },
})
beforeAll(async () => {
  origin = await listen(t.app)
})
afterAll(async () => {
  for (const client of clients) client.disconnect()
})

describe('the served client configuration', () => {
  it('points pusher-js at the host and port the page was reached at, under /realtime', async () => {
    const key = (await t.app.realtimeCredentials()).key
    expect(await t.app.realtimeClientConfig('https://homes.example.com')).toEqual({
      key,
      cluster: 'idx',
      wsHost: 'homes.example.com',
      wsPort: 443,
      wssPort: 443,
      wsPath: '/realtime',
      forceTLS: true,
      enabledTransports: ['ws', 'wss'],
      authEndpoint: '/api/v3/pusher/auth',
    })
    const local = await t.app.realtimeClientConfig('http://127.0.0.1:4123')
    expect(local).toMatchObject({ wsHost: '127.0.0.1', wsPort: 4123, forceTLS: false })
  })

  it('keeps one key per database: derived from its server secret, not from the code', async () => {
    const again = await buildTestApp(t.db)
    try {
      expect((await again.realtimeCredentials()).key).toBe((await t.app.realtimeCredentials()).key)
      expect((await t.app.realtimeCredentials()).secret).toMatch(/^[0-9a-f]{64}$/)
    } finally {
      await again.close()
    }
  })
})

describe('pusher-js against the embedded endpoint', () => {
  it("joins the user's own presence channel and receives objectUpdated", async () => {
    const client = await connect(t.app, origin, olive)
    expect(client.connection.socket_id).toMatch(/^\d+\.\d+$/)
    const channel = client.subscribe(`presence-User-${olive.id}`)
    const members = (await subscribed(channel)) as { count: number; me: { id: string; info: unknown } }
    expect(members.count).toBe(1)
    expect(members.me).toEqual({ id: String(olive.id), info: { first_name: 'Olive' } })

    const update: ObjectUpdated = { type: 'comments', id: '12', action: 'create', collection_id: '7' }
    const received = nextObjectUpdated(channel)
    t.app.publishObjectUpdated([olive.id], update)
    expect(await received).toEqual(update)
  })

  it("is refused another user's channel (403 from /api/v3/pusher/auth)", async () => {
    const client = await connect(t.app, origin, carl)
    const error = await subscriptionError(client.subscribe(`presence-User-${olive.id}`))
    expect(error).toMatchObject({ type: 'AuthError', status: 403 })
  })

  it('tells a collaborator of a rename by another member (the collections demonstration)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v3/collections',
      headers: olive.auth,
      payload: { data: { type: 'collections', attributes: { name: 'Lake houses' } } },
    })
    expect(created.statusCode).toBe(201)
    const id = Number((created.json() as { data: { id: string } }).data.id)
    await t.db
      .insertInto('collection_members')
      .values({ collection_id: id, user_id: carl.id, role: 'collaborator' })
      .execute()
    const client = await connect(t.app, origin, carl)
    const channel = client.subscribe(`presence-User-${carl.id}`)
    await subscribed(channel)
    const received = nextObjectUpdated(channel)
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v3/collections/${id}`,
      headers: olive.auth,
      payload: { data: { type: 'collections', attributes: { name: 'Lake cabins' } } },
    })
    expect(renamed.statusCode).toBe(200)
    expect(await received).toEqual({ type: 'collections', id: String(id), action: 'update', collection_id: String(id) })
  })
})

describe('the WebSocket protocol', () => {
  it('closes a connection to an unknown app key with 4001', async () => {
    const raw = rawSocket(`${origin.replace('http', 'ws')}/realtime/app/not-our-key?protocol=7`)
    const error = await raw.frame('pusher:error')
    expect(JSON.parse(error.data)).toMatchObject({ code: 4001 })
    expect(await raw.closed).toBe(4001)
  })

  it('answers pings and refuses a subscription whose auth this socket was not given', async () => {
    const key = (await t.app.realtimeCredentials()).key
    const raw = rawSocket(`${origin.replace('http', 'ws')}/realtime/app/${key}?protocol=7&client=js`)
    const established = JSON.parse((await raw.frame('pusher:connection_established')).data) as {
      socket_id: string
      activity_timeout: number
    }
    expect(established.socket_id).toMatch(/^\d+\.\d+$/)
    expect(established.activity_timeout).toBeGreaterThan(0)
    raw.socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }))
    await raw.frame('pusher:pong')
    // Signed for another socket: a valid signature that is not this connection's.
    const signature = await t.app.inject({
      method: 'POST',
      url: '/api/v3/pusher/auth',
      headers: olive.auth,
      payload: { socket_id: '1.2', channel_name: `presence-User-${olive.id}` },
    })
    const { auth, channel_data: channelData } = signature.json() as { auth: string; channel_data: string }
    raw.socket.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel: `presence-User-${olive.id}`, auth, channel_data: channelData },
      }),
    )
    const refused = await raw.frame('pusher:subscription_error')
    expect(refused.channel).toBe(`presence-User-${olive.id}`)
    expect(JSON.parse(refused.data)).toMatchObject({ type: 'AuthError', status: 401 })
    expect(raw.frames.some((frame) => frame.event === 'pusher_internal:subscription_succeeded')).toBe(false)
    raw.socket.close()
  })
})

describe('what one socket may ask of the endpoint (the app key is public)', () => {
  /** A socket connected with the app's key, and the auth the app's secret gives it for `channel`. */
  async function connected() {
    const { key, secret } = await t.app.realtimeCredentials()
    const raw = rawSocket(`${origin.replace('http', 'ws')}/realtime/app/${key}?protocol=7&client=js`)
    const { socket_id: socketId } = JSON.parse((await raw.frame('pusher:connection_established')).data) as {
      socket_id: string
    }
    const auth = (channel: string) =>
      `${key}:${createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex')}`
    const subscribe = (channel: string) =>
      raw.socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: auth(channel) } }))
    const settled = (channel: string) =>
      raw.frames.find(
        (frame) =>
          frame.channel === channel &&
          (frame.event === 'pusher_internal:subscription_succeeded' || frame.event === 'pusher:subscription_error'),
      )
    return { raw, subscribe, settled }
  }

  it('refuses a public channel, on which nothing is published, without keeping it', async () => {
    const { raw } = await connected()
    raw.socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'my-public-channel' } }))
    const refused = await raw.frame('pusher:subscription_error')
    expect(refused.channel).toBe('my-public-channel')
    expect(JSON.parse(refused.data)).toMatchObject({ type: 'AuthError', status: 403 })
    raw.socket.close()
  })

  it('refuses subscriptions faster than its rate with 4301, and more than its channel cap', async () => {
    const { raw, subscribe, settled } = await connected()
    // A burst: twice the rate goes through, the rest is refused with Pusher's rate-limit code.
    const burst = Array.from({ length: 3 * SUBSCRIPTIONS_PER_SECOND }, (_, i) => `private-burst-${i}`)
    for (const channel of burst) subscribe(channel)
    await raw.frame('pusher:error')
    await expect.poll(() => burst.filter(settled).length, { timeout: 10_000 }).toBe(2 * SUBSCRIPTIONS_PER_SECOND)
    const limited = raw.frames.filter((frame) => frame.event === 'pusher:error')
    expect(limited).toHaveLength(SUBSCRIPTIONS_PER_SECOND)
    expect(JSON.parse(limited[0]!.data)).toMatchObject({ code: 4301 })
    // At the allowed rate, up to the cap; the channel after it is refused.
    const more = Array.from(
      { length: MAX_CHANNELS_PER_SOCKET - 2 * SUBSCRIPTIONS_PER_SECOND + 1 },
      (_, i) => `private-more-${i}`,
    )
    const pause = () => new Promise((resolve) => setTimeout(resolve, 1100))
    for (const [i, channel] of more.entries()) {
      if (i % SUBSCRIPTIONS_PER_SECOND === 0) await pause()
      subscribe(channel)
    }
    await expect.poll(() => more.filter(settled).length, { timeout: 20_000 }).toBe(more.length)
    const last = settled(more.at(-1)!)!
    expect(last.event).toBe('pusher:subscription_error')
    expect(JSON.parse(last.data)).toMatchObject({ type: 'LimitReached', status: 429 })
    expect(raw.frames.filter((frame) => frame.event === 'pusher_internal:subscription_succeeded')).toHaveLength(
      MAX_CHANNELS_PER_SOCKET,
    )
    raw.socket.close()
  }, 60_000)
})

describe('POST /api/v3/pusher/auth', () => {
  const own = () => `presence-User-${olive.id}`
  it('signs the own presence channel from a form, as pusher-js posts it', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v3/pusher/auth',
      headers: { ...olive.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ socket_id: '123.456', channel_name: own() }).toString(),
    })
    expect(answer.statusCode).toBe(200)
    const body = answer.json() as { auth: string; channel_data: string }
    const { appId, key, secret } = await t.app.realtimeCredentials()
    const expected = new Pusher({ appId, key, secret, host: 'localhost' }).authorizeChannel('123.456', own(), {
      user_id: String(olive.id),
      user_info: { first_name: 'Olive' },
    })
    expect(body).toEqual(expected)
    expect(JSON.parse(body.channel_data)).toEqual({ user_id: String(olive.id), user_info: { first_name: 'Olive' } })
  })

  it('refuses another channel (403), the site token (401) and a malformed socket id (400)', async () => {
    const post = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v3/pusher/auth', headers, payload })
    const other = await post(olive.auth, { socket_id: '1.2', channel_name: `presence-User-${carl.id}` })
    expect(other.statusCode).toBe(403)
    expect(other.json()).toMatchObject({ errors: [{ detail: OTHER_CHANNEL_DETAIL }] })
    expect((await post(olive.auth, { socket_id: '1.2', channel_name: 'private-anything' })).statusCode).toBe(403)
    expect((await post(siteAuthorization, { socket_id: '1.2', channel_name: own() })).statusCode).toBe(401)
    expect((await post(olive.auth, { socket_id: 'abc', channel_name: own() })).statusCode).toBe(400)
  })
})

describe('the events API (POST /apps/{app_id}/events)', () => {
  const port = () => new URL(origin).port
  it('accepts what the pusher package signs, and refuses a wrong secret with 401', async () => {
    const { appId, key, secret } = await t.app.realtimeCredentials()
    const good = new Pusher({ appId, key, secret, host: '127.0.0.1', port: port() })
    expect((await good.trigger(`presence-User-${carl.id}`, 'objectUpdated', { a: 1 })).status).toBe(200)
    const batch = await good.triggerBatch([{ channel: 'public-news', name: 'note', data: 'x' }])
    expect(batch.status).toBe(200)
    const forged = new Pusher({ appId, key, secret: 'not-the-secret', host: '127.0.0.1', port: port() })
    await expect(forged.trigger('public-news', 'note', 'x')).rejects.toMatchObject({ status: 401 })
    const unknownApp = new Pusher({ appId: '1', key, secret, host: '127.0.0.1', port: port() })
    await expect(unknownApp.trigger('public-news', 'note', 'x')).rejects.toMatchObject({ status: 401 })
  })

  it('refuses a body changed after signing, and an unsigned request', async () => {
    const { appId, key, secret } = await t.app.realtimeCredentials()
    const path = `/apps/${appId}/events`
    const body = JSON.stringify({ name: 'note', data: 'x', channels: ['public-news'] })
    // Signed as Pusher's HTTP API documents it (the pusher package's createSignedQueryString).
    const params = `auth_key=${key}&auth_timestamp=${Math.floor(Date.now() / 1000)}&auth_version=1.0&body_md5=${createHash('md5').update(body).digest('hex')}`
    const signature = createHmac('sha256', secret).update(`POST\n${path}\n${params}`).digest('hex')
    const signed = `${params}&auth_signature=${signature}`
    const send = (query: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: `${path}?${query}`,
        headers: { 'content-type': 'application/json' },
        payload,
      })
    expect((await send(signed, body)).statusCode).toBe(200)
    expect((await send(signed, body.replace('"x"', '"y"'))).statusCode).toBe(401)
    expect((await send(params, body)).statusCode).toBe(401)
    expect((await send('', body)).statusCode).toBe(401)
  })
})

describe.runIf(process.env.IDX_TEST_ENGINE === 'postgres')('two API processes on one PostgreSQL', () => {
  let second: OpenDatabase
  let processA: FastifyInstance
  let processB: FastifyInstance
  let originB: string
  beforeAll(async () => {
    const url = t.database.databaseUrl!
    second = await openDatabase({ databaseUrl: url, poolSize: 4 })
    const busA = await postgresBus(url, t.app.log)
    const busB = await postgresBus(url, t.app.log)
    const config = { ...readConfig({}), idxAppDir: null, storybookDir: null }
    processA = await buildApp(config, { db: t.db, realtimeBus: busA })
    processB = await buildApp(config, { db: second.db, realtimeBus: busB })
    await listen(processA)
    originB = await listen(processB)
  })
  afterAll(async () => {
    await processA.close()
    await processB.close()
    await second.close()
  })

  it('delivers an event published on A to a socket held by B', async () => {
    const client = await connect(processB, originB, carl)
    const channel = client.subscribe(`presence-User-${carl.id}`)
    await subscribed(channel)
    const update: ObjectUpdated = { type: 'invitations', id: '3', action: 'delete', collection_id: '9' }
    const received = nextObjectUpdated(channel)
    processA.publishObjectUpdated([carl.id], update)
    expect(await received).toEqual(update)
  })
})
