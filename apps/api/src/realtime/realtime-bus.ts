import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'

/** One event for the sockets subscribed to `channel`, wherever they are connected. */
export interface RealtimeMessage {
  channel: string
  event: string
  /** The event's data as sent to clients: a string (JSON, as the events API receives it). */
  data: string
  /** A socket that must not get it (the events API's `socket_id`: the client that caused it). */
  exceptSocketId?: string
}

/**
 * Carries events from the process that accepted them to every process holding sockets. Each
 * process hands what it receives (its own messages included) to its local sockets, and keeps in
 * memory only those sockets.
 */
export interface RealtimeBus {
  /** Sends to every process (this one included); resolves once the message is on its way. */
  publish(message: RealtimeMessage): Promise<void>
  /** Sets the one receiver of this process's messages. */
  onMessage(receiver: (message: RealtimeMessage) => void): void
  close(): Promise<void>
  /** What carries the messages, for the start banner and the README. */
  readonly kind: 'process' | 'postgres'
}

/** The PostgreSQL notification channel the API processes share. */
export const REALTIME_NOTIFY_CHANNEL = 'idx_realtime'

/** PostgreSQL refuses a notification payload of 8000 bytes or more. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7999

/** One process (PGlite's case: one process owns the database): delivery stays in memory. */
export function processBus(): RealtimeBus {
  let receiver: (message: RealtimeMessage) => void = () => undefined
  return {
    kind: 'process',
    publish: async (message) => {
      // Delivered after the caller's turn, as a notification would be.
      queueMicrotask(() => receiver(message))
    },
    onMessage: (next) => {
      receiver = next
    },
    close: async () => undefined,
  }
}

/** The payload of one message on the notification channel, or null when it would not fit. */
export function notifyPayload(message: RealtimeMessage): string | null {
  const payload = JSON.stringify(message)
  return Buffer.byteLength(payload) <= MAX_NOTIFY_PAYLOAD_BYTES ? payload : null
}

function readPayload(payload: string | undefined): RealtimeMessage | null {
  try {
    const value: unknown = JSON.parse(payload ?? '')
    if (typeof value !== 'object' || value === null) return null
    const { channel, event, data, exceptSocketId } = value as Record<string, unknown>
    if (typeof channel !== 'string' || typeof event !== 'string' || typeof data !== 'string') return null
    return { channel, event, data, ...(typeof exceptSocketId === 'string' ? { exceptSocketId } : {}) }
  } catch {
    return null
  }
}

/**
 * Several processes on one PostgreSQL (DATABASE_URL): each LISTENs on `idx_realtime` on a
 * connection of its own, and a message is one NOTIFY (a JSON payload under 8000 bytes). A lost
 * connection is opened again after a second; messages sent while it was down are not replayed
 * (clients refetch on reconnect).
 */
export async function postgresBus(databaseUrl: string, log: FastifyBaseLogger): Promise<RealtimeBus> {
  let receiver: (message: RealtimeMessage) => void = () => undefined
  let client: pg.Client | null = null
  let closed = false
  let retry: NodeJS.Timeout | undefined

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl })
    next.on('notification', (notification) => {
      if (notification.channel !== REALTIME_NOTIFY_CHANNEL) return
      const message = readPayload(notification.payload)
      if (message) receiver(message)
      else log.warn('realtime: unreadable notification ignored')
    })
    next.on('error', (error) => {
      log.warn({ err: error }, 'realtime: the LISTEN connection failed; opening another in 1 s')
      lost(next)
    })
    next.on('end', () => lost(next))
    await next.connect()
    await next.query(`LISTEN ${REALTIME_NOTIFY_CHANNEL}`)
    client = next
  }
  const lost = (which: pg.Client) => {
    if (client === which) client = null
    which.end().catch(() => undefined)
    if (closed || retry) return
    retry = setTimeout(() => {
      retry = undefined
      if (!closed && !client)
        connect().catch((error: unknown) => {
          log.warn({ err: error }, 'realtime: could not LISTEN; trying again in 1 s')
          lost(which)
        })
    }, 1000)
    retry.unref()
  }

  await connect()
  return {
    kind: 'postgres',
    publish: async (message) => {
      const payload = notifyPayload(message)
      if (payload === null) throw new Error('realtime: message too large for a notification')
      if (!client) throw new Error('realtime: the LISTEN connection is down')
      await client.query('select pg_notify($1, $2)', [REALTIME_NOTIFY_CHANNEL, payload])
    },
    onMessage: (next) => {
      receiver = next
    },
    close: async () => {
      closed = true
      clearTimeout(retry)
      const last = client
      client = null
      await last?.end().catch(() => undefined)
    },
  }
}
