import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../src/cli/run-cli.js'
import { productionMailRefusal } from '../src/config/production-mode.js'
import { connectionProblem, databaseAddress, readDbWaitSeconds } from '../src/db/wait-for-database.js'
import { spawnServer, type ServerProcess } from './helpers/server-process.js'

// NODE_ENV=production as an operator meets it: the server refuses to start without a way to send
// mail, logs JSON lines only (never about demo data, never seeding it), and a PostgreSQL that does
// not answer gets a clear line per attempt, then exit 1, never a stack trace.

const running: ServerProcess[] = []
afterAll(() => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL')
})

/** A server process with this environment (PGlite in memory unless it says otherwise). */
function server(env: NodeJS.ProcessEnv): ServerProcess {
  const process = spawnServer({ IDX_DATA_DIR: 'memory', IDX_JOB_WORKER: '0', ...env })
  running.push(process)
  return process
}

const noStackTrace = (output: string) => expect(output).not.toMatch(/^\s+at /m)

/** Every line of the output as JSON: throws on one that is not. */
const jsonLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>
      } catch {
        throw new Error(`not a JSON line: ${line}`)
      }
    })

async function waitFor(check: () => boolean, what: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('production mail', () => {
  it('refuses to start without SMTP_URL, unless IDX_MAIL=outbox says so', () => {
    expect(productionMailRefusal({ NODE_ENV: 'production' })).toMatch(/SMTP_URL is not set/)
    expect(productionMailRefusal({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' })).toBeNull()
    expect(productionMailRefusal({ NODE_ENV: 'production', IDX_MAIL: 'outbox' })).toBeNull()
    expect(productionMailRefusal({})).toBeNull()
    expect(productionMailRefusal({ IDX_MAIL: 'pigeon' })).toMatch(/IDX_MAIL must be outbox .* or smtp, got "pigeon"/)
  })

  it('the server process exits 1 with one JSON line saying why', async () => {
    const refused = server({ NODE_ENV: 'production', SMTP_URL: '', IDX_MAIL: '' })
    expect((await refused.exited).code).toBe(1)
    const lines = jsonLines(refused.output())
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: expect.stringMatching(/^could not start: NODE_ENV is production but SMTP_URL is not set/),
      }),
    ])
    noStackTrace(refused.output())
  }, 60_000)
})

describe('production logs', () => {
  it('are JSON lines with request ids; an empty database is not seeded and nothing mentions demo data', async () => {
    const live = server({ NODE_ENV: 'production', SMTP_URL: '', IDX_MAIL: 'outbox' })
    await waitFor(() => live.output().includes('"msg":"idx is running"'), 'the running line')
    const running = jsonLines(live.output()).find((line) => line.msg === 'idx is running')!
    const base = String(running.url).replace('0.0.0.0', '127.0.0.1')
    const health = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'ops-check-1' } })
    expect(health.status).toBe(200)
    await waitFor(() => live.output().includes('"reqId":"ops-check-1"'), 'the request log line')
    live.child.kill('SIGTERM')
    expect((await live.exited).code).toBe(0)

    const lines = jsonLines(live.output())
    expect(lines.filter((line) => line.reqId === 'ops-check-1').length).toBeGreaterThanOrEqual(1)
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 40, msg: expect.stringMatching(/^IDX_MAIL=outbox: mail is kept/) }),
    )
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: expect.stringMatching(/no site yet: create one with npm run idx -- create-site/),
      }),
    )
    expect(live.output()).not.toMatch(/demo data|seeded the demo market/i)
    // Logs are kept and shipped: the site token never appears in them.
    expect(live.output()).not.toContain('idx-demo-site-token')
    noStackTrace(live.output())
  }, 180_000)
})

describe('PostgreSQL not answering at start', () => {
  const closed = 'postgres://idx@127.0.0.1:1/idx'

  it('reads where, why and how long from its settings', () => {
    expect(databaseAddress('postgres://u:secret@db.internal:6543/idx')).toBe('db.internal:6543')
    expect(databaseAddress('postgres://u@db/idx')).toBe('db:5432')
    expect(connectionProblem(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toEqual({
      text: 'connection refused',
      passing: true,
    })
    expect(
      connectionProblem(Object.assign(new Error('password authentication failed'), { code: '28P01' })).passing,
    ).toBe(false)
    expect(readDbWaitSeconds({})).toBe(60)
    expect(() => readDbWaitSeconds({ IDX_DB_WAIT_SECONDS: 'a minute' })).toThrow(
      /IDX_DB_WAIT_SECONDS must be a whole number/,
    )
  })

  it('a demo seed size out of range stops the start with one line naming the setting', async () => {
    const refused = server({ IDX_DEMO_LISTINGS: '10', NODE_ENV: '' })
    expect((await refused.exited).code).toBe(1)
    expect(refused.output()).toContain(
      'idx: could not start: IDX_DEMO_LISTINGS: listingCount must be an integer of at least 5000, got 10',
    )
    noStackTrace(refused.output())
  }, 60_000)

  it('the server says so once per attempt, then exits 1 with a clear message (no stack trace)', async () => {
    const waiting = server({ DATABASE_URL: closed, IDX_DB_WAIT_SECONDS: '2', NODE_ENV: '' })
    expect((await waiting.exited).code).toBe(1)
    const output = waiting.output()
    expect(output).toContain('idx: waiting for PostgreSQL at 127.0.0.1:1: connection refused (attempt 1)')
    expect(output).toContain('idx: waiting for PostgreSQL at 127.0.0.1:1: connection refused (attempt 2)')
    expect(output).toMatch(
      /idx: could not start: PostgreSQL at 127\.0\.0\.1:1 did not answer within 2 s \(\d+ attempts\): connection refused/,
    )
    noStackTrace(output)
  }, 60_000)

  it('in production the same as JSON lines', async () => {
    const waiting = server({
      DATABASE_URL: closed,
      IDX_DB_WAIT_SECONDS: '1',
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    })
    expect((await waiting.exited).code).toBe(1)
    const lines = jsonLines(waiting.output())
    expect(lines[0]).toMatchObject({
      level: 40,
      attempt: 1,
      database: '127.0.0.1:1',
      msg: 'waiting for PostgreSQL at 127.0.0.1:1: connection refused (attempt 1)',
    })
    expect(lines.at(-1)).toMatchObject({
      level: 50,
      msg: expect.stringMatching(/^could not start: PostgreSQL at 127\.0\.0\.1:1 did not answer within 1 s/),
    })
  }, 60_000)

  it('the idx tool answers exit 1 with one line naming the database', async () => {
    let err = ''
    const code = await runCli(
      ['list-sites'],
      { out: () => undefined, err: (t) => (err += t) },
      { DATABASE_URL: closed },
    )
    expect(code).toBe(1)
    expect(err).toBe(
      'idx list-sites: could not open the database: PostgreSQL at 127.0.0.1:1 did not answer within 0 s (1 attempts): connection refused. Check that it runs and that DATABASE_URL names it; IDX_DB_WAIT_SECONDS sets how long to wait.\n',
    )
  })
})
