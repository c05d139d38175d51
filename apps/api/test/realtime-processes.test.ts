import PusherClient from 'pusher-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSession } from '../src/auth/tokens.js'
import { readConfig } from '../src/config/server-config.js'
import type { OpenDatabase } from '../src/db/database.js'
import { PUSHER_AUTH_ENDPOINT } from '../src/realtime/realtime-client-config.js'
import { realtimeCredentials } from '../src/realtime/realtime-credentials.js'
import type { ObjectUpdated } from '@idx/domain'
import { REALTIME_WS_PATH } from '../src/realtime/socket-hub.js'
import { DEMO_SHOPPER_EMAIL, DEMO_SHOPPER_PASSWORD } from '../src/seed/demo-users.js'
import { createUser } from '../src/users/users.repository.js'
import { testDatabase } from './helpers/database.js'
import { spawnServer, type ServerProcess } from './helpers/server-process.js'

// Live updates across real server processes: two `node src/server.ts` OS processes on one
// PostgreSQL database, as a deployment runs them behind a load balancer. A collaborator POSTs a
// comment to process A; the owner's pusher-js socket is held by process B, which learns of the
// event only through PostgreSQL (LISTEN/NOTIFY), and must deliver objectUpdated with the comment's
// id. PGlite is one process's database, so this file runs only on PostgreSQL (api-postgres).

const onPostgres = process.env.IDX_TEST_ENGINE === 'postgres'

describe.runIf(onPostgres)('two server processes on one PostgreSQL database', () => {
  let database: OpenDatabase & { databaseUrl?: string }
  const servers: ServerProcess[] = []
  let baseA: string
  let baseB: string
  let client: PusherClient | undefined

  beforeAll(async () => {
    database = await testDatabase()
    const env = { DATABASE_URL: database.databaseUrl!, LOG_LEVEL: 'warn' }
    // A seeds the demo market on the empty database; B, started after, finds it.
    const a = spawnServer(env)
    servers.push(a)
    baseA = await a.started
    const b = spawnServer(env)
    servers.push(b)
    baseB = await b.started
  }, 300_000)

  afterAll(async () => {
    client?.disconnect()
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM')
        await server.exited
      }
    }
    await database?.close()
  })

  async function json(base: string, path: string, init: { method?: string; token?: string; body?: object } = {}) {
    const res = await fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    })
    const text = await res.text()
    return { status: res.status, text, body: text === '' ? null : (JSON.parse(text) as Record<string, unknown>) }
  }

  it("delivers a comment POSTed to process A to the owner's socket on process B", async () => {
    expect(baseA).not.toBe(baseB)
    const clientId = readConfig({}).site.clientId
    // The owner: the demo shopper, signed in with the password grant on A.
    const signIn = await json(baseA, '/oauth/token', {
      method: 'POST',
      body: { grant_type: 'password', client_id: clientId, email: DEMO_SHOPPER_EMAIL, password: DEMO_SHOPPER_PASSWORD },
    })
    expect(signIn.status, signIn.text).toBe(200)
    const ownerToken = String(signIn.body!.access_token)
    const created = await json(baseA, '/api/v3/collections', {
      method: 'POST',
      token: ownerToken,
      body: { data: { type: 'collections', attributes: { name: 'Across processes' } } },
    })
    expect(created.status, created.text).toBe(201)
    const collectionId = Number((created.body!.data as { id: string }).id)

    // The collaborator: another user of the demo site, signed in and added to the board.
    const owner = await database.db
      .selectFrom('users')
      .select(['id', 'site_id'])
      .where('email', '=', DEMO_SHOPPER_EMAIL)
      .executeTakeFirstOrThrow()
    const collaborator = await createUser(database.db, {
      siteId: owner.site_id,
      email: 'carla.collaborator@example.com',
      firstName: 'Carla',
      lastName: 'Collaborator',
    })
    const { access_token: collaboratorToken } = await startSession(database.db, {
      userId: collaborator.id,
      siteId: owner.site_id,
      clientId,
      scopes: ['read', 'write'],
    })
    await database.db
      .insertInto('collection_members')
      .values({ collection_id: collectionId, user_id: collaborator.id, role: 'collaborator' })
      .execute()

    // The owner's pusher-js, connected to B and authorized by B, as the page served by B sets it up.
    const { key } = await realtimeCredentials(undefined, database.db)()
    const portB = Number(new URL(baseB).port)
    client = new PusherClient(key, {
      cluster: 'idx',
      wsHost: '127.0.0.1',
      wsPort: portB,
      wssPort: portB,
      wsPath: REALTIME_WS_PATH,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        endpoint: `${baseB}${PUSHER_AUTH_ENDPOINT}`,
        transport: 'ajax',
        headers: { authorization: `Bearer ${ownerToken}` },
      },
    })
    const channel = client.subscribe(`presence-User-${owner.id}`)
    await new Promise<void>((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', () => resolve())
      channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(JSON.stringify(error))))
    })
    const received = new Promise<ObjectUpdated>((resolve) => channel.bind('objectUpdated', resolve))

    const comment = await json(baseA, `/api/v3/collections/${collectionId}/comments`, {
      method: 'POST',
      token: collaboratorToken,
      body: { data: { type: 'comments', attributes: { body: 'Seen from the other process?' } } },
    })
    expect(comment.status, comment.text).toBe(201)
    const commentId = (comment.body!.data as { id: string }).id
    expect(await received).toEqual({
      type: 'comments',
      id: commentId,
      action: 'create',
      collection_id: String(collectionId),
    })
  })
})
