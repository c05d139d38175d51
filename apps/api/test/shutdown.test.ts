import { connect } from 'node:net'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { OpenDatabase } from '../src/db/database.js'
import { gracefulShutdown } from '../src/lifecycle.js'
import { testDatabase } from './helpers/database.js'
import { insertBasics, SITE_TOKEN } from './helpers/fixtures.js'
import { buildTestApp } from './helpers/platform-app.js'
import { spawnSeededServer, type ServerProcess } from './helpers/server-process.js'

describe('gracefulShutdown', () => {
  let database: OpenDatabase
  beforeAll(async () => {
    database = await testDatabase()
    await insertBasics(database.db)
  })

  it('lets a request in flight finish its database work, then closes the database and exits 0', async () => {
    const app = await buildTestApp(database.db)
    let entered!: () => void
    const inHandler = new Promise<void>((resolve) => (entered = resolve))
    app.get('/probe/slow', async () => {
      entered()
      await new Promise((resolve) => setTimeout(resolve, 300))
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from sites`.execute(app.db)
      return { sites: rows[0]?.n }
    })
    const events: string[] = []
    app.addHook('onResponse', async (request) => {
      if (request.url === '/probe/slow') events.push('response sent')
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

    const exit = vi.fn((code: number) => void events.push(`exit ${code}`))
    const shutdown = gracefulShutdown(
      app,
      async () => {
        events.push('database closed')
        await database.close()
      },
      { exit },
    )
    const pending = fetch(`${base}/probe/slow`).then(async (res) => ({
      status: res.status,
      connection: res.headers.get('connection'),
      body: await res.json(),
    }))
    await inHandler
    const closing = shutdown('test')
    void shutdown('test again') // a second signal changes nothing

    await expect(fetch(`${base}/healthz`)).rejects.toThrow() // no new connections
    expect(await pending).toEqual({ status: 200, connection: 'close', body: { sites: 1 } })
    await closing
    expect(events).toEqual(['response sent', 'database closed', 'exit 0'])
    expect(exit).toHaveBeenCalledTimes(1)
  })

  it('exits 1 when the drain outlasts its timeout', async () => {
    const other = await testDatabase()
    const app = await buildTestApp(other.db)
    app.get('/probe/stuck', () => new Promise(() => undefined))
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    let entered = false
    const exited = new Promise<number>((resolve) => {
      const shutdown = gracefulShutdown(app, other.close, { timeoutMs: 200, exit: resolve })
      const socket = connect(port, '127.0.0.1', () => {
        socket.write('GET /probe/stuck HTTP/1.1\r\nHost: x\r\n\r\n')
        entered = true
        setTimeout(() => void shutdown('test'), 100)
      })
      socket.on('error', () => undefined)
    })
    expect(await exited).toBe(1)
    expect(entered).toBe(true)
    app.server.closeAllConnections()
    await other.close()
  })
})

describe('the server process on SIGTERM', () => {
  let server: ServerProcess
  afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL')
  })

  it('finishes a request in flight, refuses new connections, closes the database and exits 0', async () => {
    server = spawnSeededServer()
    const base = new URL(await server.started)
    expect((await fetch(`${base.origin}/readyz`)).status).toBe(200)

    // A request whose body is still arriving when SIGTERM comes: it is in flight.
    const body = JSON.stringify({ filter: {} })
    const socket = connect(Number(base.port), base.hostname)
    await new Promise<void>((resolve) => socket.once('connect', resolve))
    let response = ''
    socket.on('data', (chunk) => (response += chunk.toString()))
    const socketClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
    socket.write(
      `POST /api/v3/markets HTTP/1.1\r\nHost: ${base.host}\r\nAuthorization: Bearer ${SITE_TOKEN}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 3)}`,
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    server.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 500))
    await expect(fetch(`${base.origin}/healthz`)).rejects.toThrow()
    expect(server.child.exitCode).toBeNull() // still draining our request

    socket.write(body.slice(3))
    await socketClosed
    expect(response).toMatch(/^HTTP\/1\.1 405 /)
    expect(response).toContain('"status":"405"')
    expect(await server.exited).toEqual({ code: 0, signal: null })
    expect(server.output()).toContain('requests drained and database closed')
  }, 180_000)
})
