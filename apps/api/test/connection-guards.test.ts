import { request as httpRequest } from 'node:http'
import { connect, type Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from './helpers/platform-app.js'
import { readConfig } from '../src/config/server-config.js'
import type { OpenDatabase } from '../src/db/database.js'
import { testDatabase } from './helpers/database.js'
import { insertBasics } from './helpers/fixtures.js'

// On real sockets: a request whose body never arrives used to hold its connection forever (19,990
// of them took every file descriptor). Now it is cut off in the configured time, and one address
// can hold only so many connections, while everyone else keeps being served.

let database: OpenDatabase
const apps: FastifyInstance[] = []

/** The app with `env`'s settings, listening on 127.0.0.1 (every 127.x address reaches it on Linux). */
async function listening(env: NodeJS.ProcessEnv): Promise<number> {
  const app = await buildTestApp(database.db, {}, env)
  apps.push(app)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (typeof address !== 'object' || address === null) throw new Error('not listening')
  return address.port
}

type Raw = { socket: Socket; connected: Promise<void>; closed: Promise<{ afterMs: number; received: string }> }

/** A raw connection from `from` that writes `text` once connected, and reports when the server closes it. */
function rawConnection(port: number, from: string, text = ''): Raw {
  const started = performance.now()
  const socket = connect({ port, host: '127.0.0.1', localAddress: from })
  let received = ''
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()))
  socket.on('error', () => undefined)
  const connected = new Promise<void>((resolve) =>
    socket.once('connect', () => {
      if (text) socket.write(text)
      resolve()
    }),
  )
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) =>
    socket.once('close', () => resolve({ afterMs: performance.now() - started, received })),
  )
  return { socket, connected, closed }
}

/** GET /healthz on a connection of its own from `from`: the status, or the error's code. */
function healthz(port: number, from: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = httpRequest({ port, host: '127.0.0.1', localAddress: from, path: '/healthz', agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    req.end()
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

beforeAll(async () => {
  database = await testDatabase()
  await insertBasics(database.db)
})
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()))
  await database.close()
})

describe('server timeouts', () => {
  const TIMEOUTS = { IDX_HEADERS_TIMEOUT_MS: '500', IDX_REQUEST_TIMEOUT_MS: '1000', IDX_IDLE_TIMEOUT_MS: '5000' }
  // Node checks the timeouts on a timer (a quarter of the header timeout here); the rest is a busy machine.
  const SLACK_MS = 1500

  it('cuts off a client that sends its headers and never the body, and serves others meanwhile', async () => {
    const port = await listening(TIMEOUTS)
    const stalled = rawConnection(
      port,
      '127.0.0.1',
      'POST /oauth/token HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"grant_type":',
    )
    await stalled.connected
    await sleep(300)
    expect(await healthz(port, '127.0.0.1')).toBe(200)
    const { afterMs, received } = await stalled.closed
    expect(afterMs).toBeGreaterThanOrEqual(900)
    expect(afterMs).toBeLessThan(1000 + SLACK_MS)
    // Nothing was answered for the request it never finished, or a 408 saying why.
    expect(received === '' || received.startsWith('HTTP/1.1 408')).toBe(true)
    expect(await healthz(port, '127.0.0.1')).toBe(200)
  })

  it('cuts off a body trickled a byte at a time (never idle, never done) at the request timeout', async () => {
    const port = await listening(TIMEOUTS)
    const trickle = rawConnection(
      port,
      '127.0.0.1',
      'POST /oauth/token HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    )
    await trickle.connected
    const timer = setInterval(() => trickle.socket.writable && trickle.socket.write(' '), 100)
    try {
      const { afterMs } = await trickle.closed
      expect(afterMs).toBeLessThan(1000 + SLACK_MS)
    } finally {
      clearInterval(timer)
    }
  })

  it('cuts off a client whose headers never end at the header timeout', async () => {
    const port = await listening(TIMEOUTS)
    const slow = rawConnection(port, '127.0.0.1', 'GET /healthz HTTP/1.1\r\nHost: local')
    const { afterMs } = await slow.closed
    expect(afterMs).toBeLessThan(500 + SLACK_MS)
  })
})

describe('connections per address', () => {
  it('closes connections past the cap from one address, while another address is served', async () => {
    const port = await listening({ IDX_MAX_CONNECTIONS_PER_ADDRESS: '3' })
    const held = [1, 2, 3].map(() => rawConnection(port, '127.0.0.2'))
    await Promise.all(held.map((each) => each.connected))
    await sleep(100) // the server has counted them

    const refused = rawConnection(port, '127.0.0.2', 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n')
    const { received, afterMs } = await refused.closed
    expect(received).toBe('')
    expect(afterMs).toBeLessThan(1000)
    expect(await healthz(port, '127.0.0.2')).toMatch(/ECONNRESET|socket hang up|EPIPE/)
    expect(await healthz(port, '127.0.0.3')).toBe(200)

    // A closed connection frees its place.
    held[0]?.socket.destroy()
    await held[0]?.closed
    await sleep(100)
    expect(await healthz(port, '127.0.0.2')).toBe(200)
    for (const each of held) each.socket.destroy()
  })

  it('does not cap a trusted proxy, whose connections carry many visitors; others still are', async () => {
    const port = await listening({ IDX_MAX_CONNECTIONS_PER_ADDRESS: '2', IDX_TRUST_PROXY: '127.0.0.4' })
    const fromProxy = [1, 2, 3, 4].map(() => rawConnection(port, '127.0.0.4'))
    const fromStranger = [1, 2].map(() => rawConnection(port, '127.0.0.5'))
    await Promise.all([...fromProxy, ...fromStranger].map((each) => each.connected))
    await sleep(100)
    expect(await healthz(port, '127.0.0.4')).toBe(200)
    expect(await healthz(port, '127.0.0.5')).not.toBe(200)
    for (const each of [...fromProxy, ...fromStranger]) each.socket.destroy()
  })
})

describe('reading the limits', () => {
  it.each([
    [{ IDX_REQUEST_TIMEOUT_MS: 'soon' }, /IDX_REQUEST_TIMEOUT_MS must be a whole number of at least 1, got "soon"/],
    [{ IDX_HEADERS_TIMEOUT_MS: '0' }, /IDX_HEADERS_TIMEOUT_MS must be a whole number of at least 1/],
    [{ IDX_IDLE_TIMEOUT_MS: '1.5' }, /IDX_IDLE_TIMEOUT_MS must be a whole number/],
    [{ IDX_MAX_CONNECTIONS_PER_ADDRESS: '-1' }, /IDX_MAX_CONNECTIONS_PER_ADDRESS must be a whole number of at least 0/],
    [
      { IDX_HEADERS_TIMEOUT_MS: '20000', IDX_REQUEST_TIMEOUT_MS: '10000' },
      /IDX_HEADERS_TIMEOUT_MS \(20000\) must not exceed IDX_REQUEST_TIMEOUT_MS \(10000\)/,
    ],
  ])('refuses %o at start with a clear error', (env, message) => {
    expect(() => readConfig(env)).toThrow(message)
  })

  it('defaults to a 10 s header, 30 s request and 60 s idle timeout and 128 connections per address', () => {
    const config = readConfig({})
    expect(config.timeouts).toEqual({ headersMs: 10_000, requestMs: 30_000, idleMs: 60_000 })
    expect(config.maxConnectionsPerAddress).toBe(128)
  })
})
