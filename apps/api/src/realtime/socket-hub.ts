import { randomInt } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyBaseLogger } from 'fastify'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import type { RealtimeMessage } from './realtime-bus.js'
import type { RealtimeCredentials } from './realtime-credentials.js'
import { validChannelAuth } from './pusher-signatures.js'

/** The path prefix of the WebSocket endpoint: pusher-js's `wsPath` (the site owns `/app/`). */
export const REALTIME_WS_PATH = '/realtime'
/** Seconds of silence after which a client pings (sent in the handshake, as Pusher does). */
export const ACTIVITY_TIMEOUT_S = 120
/** The Pusher protocol versions this endpoint speaks (pusher-js 7 and 8 send 7). */
const PROTOCOLS = new Set(['5', '6', '7'])
/** Channel names as Pusher allows them (at most 164 characters). */
export const CHANNEL_NAME = /^[-a-zA-Z0-9_=@,.;]{1,164}$/
/** A client message larger than this closes the socket (Pusher's own limit is 10 kB). */
const MAX_CLIENT_MESSAGE_BYTES = 10 * 1024
/**
 * Channels one socket may hold. A visitor's page holds one (its user's presence channel); the
 * app key is public, so without a cap one socket could make the process keep any number.
 */
export const MAX_CHANNELS_PER_SOCKET = 100
/** Subscriptions a socket may ask for a second, on average (a burst of twice as many is let through). */
export const SUBSCRIPTIONS_PER_SECOND = 10
/**
 * Channels this app publishes on: presence channels (each user's, signed by /api/v3/pusher/auth)
 * and private ones. A public channel would never receive an event, so subscribing to one is
 * refused rather than kept.
 */
const PUBLISHED_CHANNEL = /^(presence|private)-/

type Member = { user_id: string; user_info?: unknown }

/** How long the hub waits, and how often it looks (tests shorten them). */
export interface SocketHubTimings {
  /** Seconds of silence from a client after which the hub pings it (and tells clients, as Pusher does). */
  activityTimeoutS: number
  /** Milliseconds a pinged client has to answer before its socket is closed. */
  pongTimeoutMs: number
  /** Milliseconds between looks at the sockets. */
  sweepMs: number
}

const TIMINGS: SocketHubTimings = { activityTimeoutS: ACTIVITY_TIMEOUT_S, pongTimeoutMs: 30_000, sweepMs: 15_000 }

interface Connection {
  socket: WebSocket
  socketId: string
  channels: Map<string, Member | null>
  /** When the client last sent anything (a message, a pong). */
  lastSeen: number
  /** When the hub pinged it for its silence, if it has not answered since. */
  pingedAt: number | null
  /** Subscriptions it may still ask for now (refilled at SUBSCRIPTIONS_PER_SECOND). */
  subscribeAllowance: number
  allowanceAt: number
}

function send(socket: WebSocket, event: string, data: unknown, channel?: string): void {
  if (socket.readyState !== socket.OPEN) return
  socket.send(
    JSON.stringify({
      event,
      ...(channel ? { channel } : {}),
      data: typeof data === 'string' ? data : JSON.stringify(data),
    }),
  )
}

function sendError(socket: WebSocket, code: number | null, message: string): void {
  send(socket, 'pusher:error', { code, message })
}

/** A socket id as Pusher writes them: two integers joined by a dot. */
function newSocketId(): string {
  return `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`
}

/**
 * The Pusher Channels protocol (version 7, as pusher-js speaks it) over the sockets this process
 * holds: the handshake, ping and pong, private- and presence- subscriptions whose auth the app's
 * secret signed (public channels, on which nothing is published, are refused), presence members,
 * and the delivery of events from the bus. A socket holds at most MAX_CHANNELS_PER_SOCKET channels
 * and subscribes at most SUBSCRIPTIONS_PER_SECOND times a second.
 */
export class SocketHub {
  private readonly server = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES })
  private readonly connections = new Set<Connection>()
  /** channel → the connections subscribed to it here. */
  private readonly channels = new Map<string, Set<Connection>>()
  private readonly sweep: NodeJS.Timeout

  constructor(
    private readonly credentials: RealtimeCredentials,
    private readonly log: FastifyBaseLogger,
    private readonly timings: SocketHubTimings = TIMINGS,
  ) {
    // As a Pusher server does: a client silent for an activity timeout is sent pusher:ping, and
    // one that does not answer in time is gone. pusher-js pings only when it has heard nothing
    // itself, so a client that receives events but sends none is kept alive by these pings.
    this.sweep = setInterval(() => {
      const now = Date.now()
      for (const connection of this.connections) {
        if (connection.pingedAt !== null) {
          if (now - connection.pingedAt > this.timings.pongTimeoutMs) connection.socket.terminate()
        } else if (now - connection.lastSeen > this.timings.activityTimeoutS * 1000) {
          connection.pingedAt = now
          send(connection.socket, 'pusher:ping', {})
        }
      }
    }, this.timings.sweepMs)
    this.sweep.unref()
  }

  /** Whether the request is one for this endpoint (the HTTP server's `upgrade` is shared). */
  static handles(request: IncomingMessage): boolean {
    return (request.url ?? '').startsWith(`${REALTIME_WS_PATH}/app/`)
  }

  /** Takes over an upgrade request for `/realtime/app/{key}`. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.server.handleUpgrade(request, socket, head, (ws) => {
      this.open(ws, request).catch((error: unknown) => {
        this.log.error({ err: error }, 'realtime: could not open a connection')
        ws.close(4200, 'Server error')
      })
    })
  }

  private async open(socket: WebSocket, request: IncomingMessage): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const key = decodeURIComponent(url.pathname.slice(`${REALTIME_WS_PATH}/app/`.length))
    const app = await this.credentials()
    if (key !== app.key) {
      sendError(socket, 4001, `App key ${key} does not exist`)
      socket.close(4001, 'App key does not exist')
      return
    }
    if (!PROTOCOLS.has(url.searchParams.get('protocol') ?? '7')) {
      sendError(socket, 4007, 'Unsupported protocol version')
      socket.close(4007, 'Unsupported protocol version')
      return
    }
    const connection: Connection = {
      socket,
      socketId: newSocketId(),
      channels: new Map(),
      lastSeen: Date.now(),
      pingedAt: null,
      subscribeAllowance: 2 * SUBSCRIPTIONS_PER_SECOND,
      allowanceAt: Date.now(),
    }
    this.connections.add(connection)
    const heard = () => {
      connection.lastSeen = Date.now()
      connection.pingedAt = null
    }
    socket.on('message', (raw) => {
      heard()
      this.receive(connection, raw).catch((error: unknown) => {
        this.log.error({ err: error }, 'realtime: could not handle a message')
      })
    })
    socket.on('pong', heard)
    socket.on('close', () => this.drop(connection))
    socket.on('error', () => socket.terminate())
    send(socket, 'pusher:connection_established', {
      socket_id: connection.socketId,
      activity_timeout: this.timings.activityTimeoutS,
    })
  }

  private async receive(connection: Connection, raw: RawData): Promise<void> {
    let message: { event?: unknown; data?: unknown; channel?: unknown }
    try {
      const text = Array.isArray(raw)
        ? Buffer.concat(raw).toString('utf8')
        : Buffer.from(raw as ArrayBuffer).toString('utf8')
      message = JSON.parse(text) as typeof message
      if (typeof message !== 'object' || message === null) throw new Error('not an object')
    } catch {
      sendError(connection.socket, 4200, 'Messages must be JSON objects')
      return
    }
    // pusher-js sends data as an object; some clients send it as a JSON string.
    let data = message.data
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data)
      } catch {
        // kept as the string
      }
    }
    const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
    switch (message.event) {
      case 'pusher:ping':
        send(connection.socket, 'pusher:pong', {})
        return
      case 'pusher:pong':
        return
      case 'pusher:subscribe':
        if (!this.takeSubscribeAllowance(connection)) {
          // Pusher's code for a client message refused by a rate limit; the client may retry later.
          sendError(
            connection.socket,
            4301,
            `Subscription rejected due to rate limit: at most ${SUBSCRIPTIONS_PER_SECOND} a second`,
          )
          return
        }
        await this.subscribe(connection, fields)
        return
      case 'pusher:unsubscribe':
        if (typeof fields.channel === 'string') this.unsubscribe(connection, fields.channel)
        return
      default:
        // Client events (client-*) are not enabled on this app.
        sendError(connection.socket, null, 'Client events are not enabled for this app')
    }
  }

  private async subscribe(connection: Connection, fields: Record<string, unknown>): Promise<void> {
    const channel = fields.channel
    if (typeof channel !== 'string' || !CHANNEL_NAME.test(channel)) {
      sendError(connection.socket, 4009, 'Invalid channel name')
      return
    }
    if (connection.channels.has(channel)) return
    if (!PUBLISHED_CHANNEL.test(channel)) {
      send(
        connection.socket,
        'pusher:subscription_error',
        { type: 'AuthError', error: `Nothing is published on the public channel ${channel}`, status: 403 },
        channel,
      )
      return
    }
    if (connection.channels.size >= MAX_CHANNELS_PER_SOCKET) {
      send(
        connection.socket,
        'pusher:subscription_error',
        {
          type: 'LimitReached',
          error: `A connection may hold at most ${MAX_CHANNELS_PER_SOCKET} channels: unsubscribe from one first`,
          status: 429,
        },
        channel,
      )
      return
    }
    const presence = channel.startsWith('presence-')
    if (presence || channel.startsWith('private-')) {
      const app = await this.credentials()
      const channelData = presence && typeof fields.channel_data === 'string' ? fields.channel_data : undefined
      if (
        channel.startsWith('private-encrypted-') ||
        (presence && channelData === undefined) ||
        !validChannelAuth(app, fields.auth, connection.socketId, channel, channelData)
      ) {
        this.refuse(connection, channel, 'Invalid signature: the auth does not match this socket and channel')
        return
      }
      if (presence) {
        const member = readMember(channelData)
        if (!member) {
          this.refuse(connection, channel, 'channel_data must be JSON with a user_id')
          return
        }
        const others = this.members(channel)
        this.join(connection, channel, member)
        const members = this.members(channel)
        const hash = Object.fromEntries([...members].map(([id, info]) => [id, info ?? null]))
        send(
          connection.socket,
          'pusher_internal:subscription_succeeded',
          { presence: { ids: [...members.keys()], hash, count: members.size } },
          channel,
        )
        if (!others.has(member.user_id)) {
          this.broadcastLocal(channel, 'pusher_internal:member_added', JSON.stringify(member), connection)
        }
        return
      }
    }
    this.join(connection, channel, null)
    send(connection.socket, 'pusher_internal:subscription_succeeded', {}, channel)
  }

  /** Takes one subscription from the socket's allowance, refilled at SUBSCRIPTIONS_PER_SECOND; false when none is left. */
  private takeSubscribeAllowance(connection: Connection): boolean {
    const now = Date.now()
    connection.subscribeAllowance = Math.min(
      2 * SUBSCRIPTIONS_PER_SECOND,
      connection.subscribeAllowance + ((now - connection.allowanceAt) / 1000) * SUBSCRIPTIONS_PER_SECOND,
    )
    connection.allowanceAt = now
    if (connection.subscribeAllowance < 1) return false
    connection.subscribeAllowance -= 1
    return true
  }

  private refuse(connection: Connection, channel: string, error: string): void {
    send(connection.socket, 'pusher:subscription_error', { type: 'AuthError', error, status: 401 }, channel)
  }

  private join(connection: Connection, channel: string, member: Member | null): void {
    connection.channels.set(channel, member)
    let subscribers = this.channels.get(channel)
    if (!subscribers) this.channels.set(channel, (subscribers = new Set()))
    subscribers.add(connection)
  }

  /** The presence members of `channel` among this process's sockets (user id → user_info). */
  private members(channel: string): Map<string, unknown> {
    const members = new Map<string, unknown>()
    for (const connection of this.channels.get(channel) ?? []) {
      const member = connection.channels.get(channel)
      if (member) members.set(member.user_id, member.user_info)
    }
    return members
  }

  private unsubscribe(connection: Connection, channel: string): void {
    const member = connection.channels.get(channel)
    if (member === undefined) return
    connection.channels.delete(channel)
    const subscribers = this.channels.get(channel)
    subscribers?.delete(connection)
    if (subscribers?.size === 0) this.channels.delete(channel)
    // A member leaves when their last socket on the channel does.
    if (member && !this.members(channel).has(member.user_id)) {
      this.broadcastLocal(channel, 'pusher_internal:member_removed', JSON.stringify({ user_id: member.user_id }))
    }
  }

  private drop(connection: Connection): void {
    for (const channel of [...connection.channels.keys()]) this.unsubscribe(connection, channel)
    this.connections.delete(connection)
  }

  private broadcastLocal(channel: string, event: string, data: string, except?: Connection): void {
    for (const connection of this.channels.get(channel) ?? []) {
      if (connection !== except) send(connection.socket, event, data, channel)
    }
  }

  /** Hands an event from the bus to this process's sockets on its channel. */
  deliver(message: RealtimeMessage): void {
    for (const connection of this.channels.get(message.channel) ?? []) {
      if (connection.socketId !== message.exceptSocketId)
        send(connection.socket, message.event, message.data, message.channel)
    }
  }

  /** How many sockets this process holds (for tests and the logs). */
  get size(): number {
    return this.connections.size
  }

  /** Closes every socket (4200: reconnect, as Pusher asks when a server goes away) and stops. */
  async close(): Promise<void> {
    clearInterval(this.sweep)
    for (const connection of this.connections) connection.socket.close(4200, 'Server shutting down')
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }
}

function readMember(channelData: string | undefined): Member | null {
  try {
    const value: unknown = JSON.parse(channelData ?? '')
    if (typeof value !== 'object' || value === null) return null
    const { user_id: userId, user_info: userInfo } = value as Record<string, unknown>
    if ((typeof userId !== 'string' && typeof userId !== 'number') || String(userId) === '') return null
    return { user_id: String(userId), ...(userInfo === undefined ? {} : { user_info: userInfo }) }
  } catch {
    return null
  }
}
