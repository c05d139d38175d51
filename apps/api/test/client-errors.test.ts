import { connect } from 'node:net'
import { Writable } from 'node:stream'
import { beforeAll, describe, expect, it } from 'vitest'
import { siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// Requests Node's HTTP parser refuses never reach Fastify's routes (inject cannot make them): they
// need a real socket. Each must be answered with a JSON:API error document like every other error,
// and a client that goes away must be an info line in the log, never an error with a stack.

let port: number
const logLines: { level: number; msg: string; code?: string }[] = []
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line))
    done()
  },
})

const t = withTestApp({ fastify: { logger: { level: 'info', stream } } })
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as { port: number }).port
})

/** Writes `text` on a fresh connection and resolves with everything the server sent back. */
function exchangeRaw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk) => (answer += String(chunk)))
    socket.on('error', reject)
    socket.on('close', () => resolve(answer))
    socket.write(text)
  })
}

function parseAnswer(raw: string): { status: number; contentType: string; body: unknown } {
  const [head = '', body = ''] = raw.split('\r\n\r\n')
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1])
  const contentType = /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? ''
  return { status, contentType, body: JSON.parse(body) as unknown }
}

function jsonApiError(status: number) {
  return { errors: [{ status: String(status), title: expect.any(String), detail: expect.any(String) }] }
}

describe('requests the HTTP parser refuses', () => {
  it('answers headers past the size limit 431 with a JSON:API error document', async () => {
    const raw = await exchangeRaw(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
    const answer = parseAnswer(raw)
    expect(answer.status).toBe(431)
    expect(answer.contentType).toBe('application/vnd.api+json')
    expect(answer.body).toEqual(jsonApiError(431))
  })

  it.each([
    ['a malformed request line', 'GARBAGE\r\n\r\n'],
    ['a NUL byte in a header', 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: a\u0000b\r\n\r\n'],
    ['a header without a name', 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n: x\r\n\r\n'],
  ])('answers %s 400 with a JSON:API error document', async (_, request) => {
    const answer = parseAnswer(await exchangeRaw(request))
    expect(answer.status).toBe(400)
    expect(answer.contentType).toBe('application/vnd.api+json')
    expect(answer.body).toEqual(jsonApiError(400))
  })
})

describe('clients that go away', () => {
  it('logs a body cut short, and answers torn down mid-way, at info with no error stack', async () => {
    logLines.length = 0
    const headers =
      'POST /api/v3/listings/search HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      `Authorization: ${siteAuthorization.authorization}\r\nContent-Type: application/json\r\n`
    // a body cut short: the connection closes after 10 of the 1,000 bytes announced
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`${headers}Content-Length: 1000\r\n\r\n{"filter":`)
        setTimeout(() => socket.destroy(), 100)
      })
      socket.on('close', () => resolve())
    })
    // answers torn down: the client resets the connection as soon as the first bytes arrive
    for (const path of ['/api/v3/openapi.json', '/healthz']) {
      await new Promise<void>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip\r\n\r\n`)
        })
        socket.once('data', () => socket.resetAndDestroy())
        socket.on('error', () => undefined)
        socket.on('close', () => resolve())
      })
    }
    await expect.poll(() => logLines.filter((line) => line.msg === 'client disconnected').length).toBeGreaterThan(0)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(logLines.filter((line) => line.level >= 40)).toEqual([])
    expect(logLines.filter((line) => line.msg === 'client disconnected').every((line) => line.level === 30)).toBe(true)
  })

  // @fastify/compress logs its failed pipe with reply.log.error(err): when the reset above lands
  // while gzip is still writing (a busy machine), that was a level-50 line from end-of-stream.
  it("logs gzip's pipe cut short by the client (end-of-stream's 'premature close') at info, other errors at error", () => {
    logLines.length = 0
    const replyLog = t.app.log.child({ reqId: 'cut-short' })
    replyLog.error(new Error('premature close'))
    replyLog.error(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))
    replyLog.error(new Error('the disk is full'))
    expect(logLines.map((line) => [line.level, line.msg])).toEqual([
      [30, 'client disconnected'],
      [30, 'client disconnected'],
      [50, 'the disk is full'],
    ])
  })
})
