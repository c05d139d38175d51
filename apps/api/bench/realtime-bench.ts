import http from 'node:http'
import { readFileSync } from 'node:fs'
import { sql, type Kysely } from 'kysely'
import PusherClient from 'pusher-js'
import type { Database } from '../src/db/schema.js'
import { realtimeCredentials } from '../src/realtime/realtime-credentials.js'
import { PUSHER_AUTH_ENDPOINT } from '../src/realtime/realtime-client-config.js'
import { REALTIME_WS_PATH } from '../src/realtime/socket-hub.js'
import type { ObjectUpdated } from '@idx/domain'

// The "realtime delivery" row of the bench: a board with 500 members, each connected
// with pusher-js (as the browser runs it, here in node) to the server's embedded Pusher endpoint
// and subscribed to their own `presence-User-{id}` (authorized by /api/v3/pusher/auth). The owner
// POSTs comments one after the other; each member's `objectUpdated` is timed from the POST's
// answer. It reports the connection setup, the delivery percentiles and the server's RSS.

/** The realtime board's id (beside the collection rows' BENCH_COLLECTION_ID). */
export const REALTIME_COLLECTION_ID = 1_000_002
/** The e-mail of realtime member `n` (1-based). */
export const realtimeMemberEmail = (n: number) => `live${n}@bench.example`

/**
 * The board of `members` members (users live1..N@bench.example, made in one statement) owned by
 * `ownerId`, once per bench database. The members turn the comment e-mails off (an explicit
 * choice, as in their settings): the row measures live updates, not 500 e-mails a comment.
 */
export async function ensureRealtimeBoard(db: Kysely<Database>, ownerId: number, members: number): Promise<void> {
  await sql`insert into users (site_id, email, first_name, last_name, share_token)
    select 1, 'live' || n || '@bench.example', 'Live' || n, 'Member', md5('live' || n)
    from generate_series(1, ${members}) as n
    where not exists (select 1 from users where site_id = 1 and email = 'live' || n || '@bench.example')`.execute(db)
  await sql`insert into collections (id, site_id, user_id, name, is_public)
    overriding system value values (${REALTIME_COLLECTION_ID}, 1, ${ownerId}, 'Bench live board', false)
    on conflict (id) do nothing`.execute(db)
  await sql`insert into collection_members (collection_id, user_id, role)
    values (${REALTIME_COLLECTION_ID}, ${ownerId}, 'owner') on conflict do nothing`.execute(db)
  const people = sql`(select id from users where site_id = 1 and email in (
    select 'live' || n || '@bench.example' from generate_series(1, ${members}) as n))`
  await sql`insert into collection_members (collection_id, user_id, role)
    select ${REALTIME_COLLECTION_ID}, id, 'collaborator' from ${people} as member
    on conflict do nothing`.execute(db)
  await sql`insert into collection_subscriptions (collection_id, user_id, action, method, subscribed)
    select ${REALTIME_COLLECTION_ID}, id, 'comment', 'email', false from ${people} as member
    on conflict do nothing`.execute(db)
}

/** The embedded realtime app's public key of this database (as the served page carries it). */
export async function realtimeKey(db: Kysely<Database>): Promise<string> {
  return (await realtimeCredentials(undefined, db)()).key
}

export interface RealtimeFigures {
  clients: number
  /** Wall time to connect and subscribe every client (connectConcurrency at a time). */
  setupSeconds: number
  /** One client's connect + subscribe, p95. */
  setupP95: number
  comments: number
  /** Deliveries timed (clients x comments) and those that never came within the wait. */
  deliveries: number
  missed: number
  /** Deliveries that arrived before the POST's answer did (counted as 0 ms). */
  beforeAnswer: number
  p50: number
  p95: number
  p99: number
  max: number
  /** The server's resident memory before the clients connected, and with all of them connected. */
  rssBeforeMiB: number
  rssConnectedMiB: number
}

const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
}

/** POSTs one comment as `token`; resolves with its id and when its answer had been read. */
function postComment(baseUrl: string, token: string, body: string): Promise<{ id: string; answeredAt: number }> {
  const url = new URL(`/api/v3/collections/${REALTIME_COLLECTION_ID}/comments`, baseUrl)
  const payload = JSON.stringify({ data: { type: 'comments', attributes: { body } } })
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () => {
          const answeredAt = performance.now()
          if (response.statusCode !== 201) reject(new Error(`POST comment: ${response.statusCode} ${text}`))
          else resolve({ id: (JSON.parse(text) as { data: { id: string } }).data.id, answeredAt })
        })
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(payload)
  })
}

/**
 * Connects a pusher-js client per member (connectConcurrency at a time), subscribes each to its
 * own presence channel, then POSTs `comments` comments as the poster, one after the other, each
 * once every client has received the previous one (or `waitMs` passed), and times every receipt.
 */
export async function measureRealtime(options: {
  baseUrl: string
  serverPid: number
  key: string
  posterToken: string
  members: readonly { id: number; token: string }[]
  comments: number
  connectConcurrency?: number
  waitMs?: number
}): Promise<RealtimeFigures> {
  const { baseUrl, members } = options
  const url = new URL(baseUrl)
  const rssBeforeMiB = rssMiB(options.serverPid)
  const clients: PusherClient[] = []
  /** When each member received each comment's objectUpdated: comment id -> member id -> time. */
  const arrivals = new Map<string, Map<number, number>>()
  /** The comment being waited for, and what to call once every member has it. */
  let waiting: { id: string; done: () => void } | null = null
  const setupTimes: number[] = []
  const connectOne = async (member: { id: number; token: string }) => {
    const started = performance.now()
    const client = new PusherClient(options.key, {
      cluster: 'idx',
      wsHost: url.hostname,
      wsPort: Number(url.port),
      wssPort: Number(url.port),
      wsPath: REALTIME_WS_PATH,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        endpoint: `${baseUrl}${PUSHER_AUTH_ENDPOINT}`,
        transport: 'ajax',
        headers: { authorization: `Bearer ${member.token}` },
      },
    })
    clients.push(client)
    const channel = client.subscribe(`presence-User-${member.id}`)
    await new Promise<void>((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', () => resolve())
      channel.bind('pusher:subscription_error', (error: unknown) =>
        reject(new Error(`member ${member.id} could not subscribe: ${JSON.stringify(error)}`)),
      )
      client.connection.bind('failed', () => reject(new Error('pusher-js could not connect')))
    })
    channel.bind('objectUpdated', (update: ObjectUpdated) => {
      const at = performance.now()
      const byMember = arrivals.get(update.id) ?? new Map<number, number>()
      if (!byMember.has(member.id)) byMember.set(member.id, at)
      arrivals.set(update.id, byMember)
      if (waiting?.id === update.id && byMember.size === members.length) waiting.done()
    })
    setupTimes.push(performance.now() - started)
  }
  try {
    const setupStarted = performance.now()
    const concurrency = options.connectConcurrency ?? 25
    let next = 0
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < members.length) await connectOne(members[next++]!)
      }),
    )
    const setupSeconds = (performance.now() - setupStarted) / 1000
    const rssConnectedMiB = rssMiB(options.serverPid)

    const latencies: number[] = []
    let missed = 0
    let beforeAnswer = 0
    for (let i = 1; i <= options.comments; i++) {
      const { id, answeredAt } = await postComment(baseUrl, options.posterToken, `Live comment ${i}`)
      if ((arrivals.get(id)?.size ?? 0) < members.length) {
        let timer: NodeJS.Timeout | undefined
        await new Promise<void>((resolve) => {
          waiting = { id, done: resolve }
          timer = setTimeout(resolve, options.waitMs ?? 10_000)
        })
        clearTimeout(timer)
        waiting = null
      }
      const received = arrivals.get(id) ?? new Map<number, number>()
      missed += members.length - received.size
      for (const at of received.values()) {
        if (at < answeredAt) beforeAnswer++
        latencies.push(Math.max(0, at - answeredAt))
      }
      arrivals.delete(id)
    }
    latencies.sort((a, b) => a - b)
    setupTimes.sort((a, b) => a - b)
    return {
      clients: members.length,
      setupSeconds,
      setupP95: percentile(setupTimes, 0.95),
      comments: options.comments,
      deliveries: latencies.length,
      missed,
      beforeAnswer,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1) ?? NaN,
      rssBeforeMiB,
      rssConnectedMiB,
    }
  } finally {
    for (const client of clients) client.disconnect()
  }
}
