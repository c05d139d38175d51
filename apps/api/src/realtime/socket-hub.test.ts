import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyBaseLogger } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { SocketHub } from './socket-hub.js'

// The hub's keep-alive on a plain HTTP server, with its timings shortened: a client that only
// listens is pinged, kept while it answers, and dropped when it does not.

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

const silentLog = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
} as unknown as FastifyBaseLogger

async function hubOnServer(): Promise<string> {
  const hub = new SocketHub(async () => ({ appId: '1', key: 'key', secret: 'secret' }), silentLog, {
    activityTimeoutS: 1,
    pongTimeoutMs: 600,
    sweepMs: 100,
  })
  const server: Server = createServer()
  server.on('upgrade', (request, socket, head) => hub.upgrade(request, socket, head))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closers.push(async () => {
    await hub.close()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}/realtime/app/key?protocol=7`
}

function client(url: string, answerPings: boolean) {
  const socket = new WebSocket(url)
  const events: string[] = []
  socket.on('message', (raw) => {
    const { event } = JSON.parse(String(raw)) as { event: string }
    events.push(event)
    if (event === 'pusher:ping' && answerPings) socket.send(JSON.stringify({ event: 'pusher:pong', data: {} }))
  })
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
  closers.push(async () => {
    socket.terminate()
    await closed
  })
  return { socket, events, closed }
}

describe('SocketHub keep-alive', () => {
  it('pings a client that has been silent for the activity timeout, and keeps it while it answers', async () => {
    const listener = client(await hubOnServer(), true)
    await expect
      .poll(() => listener.events.filter((e) => e === 'pusher:ping').length, { timeout: 5000 })
      .toBeGreaterThanOrEqual(2)
    expect(listener.events[0]).toBe('pusher:connection_established')
    expect(listener.socket.readyState).toBe(WebSocket.OPEN)
  })

  it('closes the socket of a client that does not answer its ping', async () => {
    const gone = client(await hubOnServer(), false)
    await gone.closed
    expect(gone.events).toContain('pusher:ping')
  })
})
