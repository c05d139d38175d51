import type { AddressInfo } from 'node:net'
import type { FastifyBaseLogger } from 'fastify'
import Pusher from 'pusher'
import type { PusherServerUrl } from '../config/pusher-url.js'
import type { RealtimeCredentials } from './realtime-credentials.js'
import { OBJECT_UPDATED_EVENT, userChannelName, type ObjectUpdated } from '@idx/domain'

/** Sends objectUpdated to these users; never throws (failures are logged). */
export type PublishObjectUpdated = (userIds: readonly (number | string)[], update: ObjectUpdated) => void

/** Pusher's limit of channels an event goes to. */
const CHANNELS_PER_TRIGGER = 100
/** A request to the events API gives up after this long (it never holds a route's answer). */
const TRIGGER_TIMEOUT_MS = 5000

/**
 * Where the `pusher` package sends events: IDX_PUSHER_URL's server, else this process's own
 * listening address (the embedded endpoint; loopback when it listens on every interface). Null
 * while the server is not listening (an app built for `inject` only).
 */
export type EventsTarget = () => { scheme: 'http' | 'https'; host: string; port: number } | null

export function listeningTarget(address: () => AddressInfo | string | null): EventsTarget {
  return () => {
    const info = address()
    if (!info || typeof info === 'string') return null
    const wildcard = info.address === '0.0.0.0' || info.address === '::'
    const host = wildcard ? '127.0.0.1' : info.family === 'IPv6' ? `[${info.address}]` : info.address
    return { scheme: 'http', host, port: info.port }
  }
}

export function configuredTarget(server: PusherServerUrl): EventsTarget {
  const target = { scheme: server.scheme, host: server.host, port: server.port }
  return () => target
}

/**
 * The publisher of live updates: `objectUpdated` with `{type, id, action, collection_id}` on each
 * user's `presence-User-{id}` channel, through the official `pusher` package (so a hosted Pusher
 * or soketi works the same as the embedded endpoint). Fire-and-forget: the caller's request never
 * waits for it nor fails by it.
 *
 * @example
 * // after the transaction committed, to every member but the actor:
 * app.publishObjectUpdated(otherMemberIds, { type: 'comments', id: '12', action: 'create', collection_id: '7' })
 */
export function objectUpdatedPublisher(options: {
  credentials: RealtimeCredentials
  target: EventsTarget
  log: FastifyBaseLogger
}): PublishObjectUpdated & { settled: () => Promise<void> } {
  const pending = new Set<Promise<void>>()
  const send = async (userIds: readonly (number | string)[], update: ObjectUpdated) => {
    const target = options.target()
    if (!target) {
      options.log.debug({ update }, 'realtime: not listening; objectUpdated not sent')
      return
    }
    const app = await options.credentials()
    const pusher = new Pusher({
      appId: app.appId,
      key: app.key,
      secret: app.secret,
      host: target.host,
      port: String(target.port),
      useTLS: target.scheme === 'https',
      timeout: TRIGGER_TIMEOUT_MS,
    })
    const channels = [...new Set(userIds.map((id) => userChannelName(id)))]
    // At once, not one after the other: a board of 500 members is 5 requests, and the last
    // members would otherwise wait for the first four round trips (the bench's realtime row).
    const batches: string[][] = []
    for (let start = 0; start < channels.length; start += CHANNELS_PER_TRIGGER) {
      batches.push(channels.slice(start, start + CHANNELS_PER_TRIGGER))
    }
    await Promise.all(batches.map((batch) => pusher.trigger(batch, OBJECT_UPDATED_EVENT, update)))
  }
  const publish = (userIds: readonly (number | string)[], update: ObjectUpdated) => {
    if (userIds.length === 0) return
    const sending = send(userIds, update)
      .catch((error: unknown) => {
        options.log.warn({ err: error, update }, 'realtime: could not publish objectUpdated')
      })
      .finally(() => pending.delete(sending))
    pending.add(sending)
  }
  /** Resolves when every publish started so far has been sent or given up (for shutdown and tests). */
  const settled = async () => {
    await Promise.all([...pending])
  }
  return Object.assign(publish, { settled })
}
