import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { isReady, openDatabase } from '../src/db/database.js'
import { SITE_TOKEN } from './helpers/fixtures.js'
import { spawnServer, type ServerProcess } from './helpers/server-process.js'

// A server killed with SIGKILL (no chance to flush or close) restarts on the same PGlite data
// folder with everything it had committed, whether it died after starting or in the middle of
// its start-up writes (migrations and the demo seed, each committed atomically). While it runs, no
// other process opens its folder; a killed server's lock does not keep the next one out.

/** Tables with a row per minute a server ran in (the saved-search alert run's claim). */
const PER_MINUTE_TABLES = ['saved_search_alert_runs']

const folders: string[] = []
const servers: ServerProcess[] = []
afterAll(() => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL')
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

function dataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'idx-durability-'))
  folders.push(folder)
  return folder
}

function start(folder: string): ServerProcess {
  const server = spawnServer({ IDX_DATA_DIR: folder, LOG_LEVEL: 'warn' })
  servers.push(server)
  return server
}

async function killHard(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL')
  expect((await server.exited).signal).toBe('SIGKILL')
}

/** Row counts of every table in the folder's database (read with the server stopped). */
async function rowCounts(folder: string): Promise<Record<string, number>> {
  const opened = await openDatabase({ dataDir: folder })
  try {
    expect(await isReady(opened.db)).toBe(true)
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(opened.db)
    const counts: Record<string, number> = {}
    for (const { name } of tables.rows) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)}`.execute(opened.db)
      counts[name] = rows[0]?.n ?? -1
    }
    return counts
  } finally {
    await opened.close()
  }
}

async function expectReady(base: string): Promise<void> {
  const res = await fetch(`${base}/readyz`)
  expect(res.status).toBe(200)
  expect(await res.json()).toMatchObject({ status: 'ready' })
}

describe('kill -9 on a PGlite data folder', () => {
  it('loses nothing committed, and a kill during start-up writes leaves nothing half-written', async () => {
    // Reference: a clean start and stop.
    const reference = dataFolder()
    const t0 = Date.now()
    const first = start(reference)
    await expectReady(await first.started)
    const startupMs = Date.now() - t0
    first.child.kill('SIGTERM')
    expect((await first.exited).code).toBe(0)
    const expected = await rowCounts(reference)
    expect(expected.kysely_migration).toBeGreaterThan(0)

    // Killed part-way through its first start-up (migrating, maybe seeding).
    const folder = dataFolder()
    const early = start(folder)
    await new Promise((resolve) => setTimeout(resolve, Math.max(500, startupMs / 2)))
    await killHard(early)

    // Restarts, completes what was not committed, then is killed after it has started.
    const second = start(folder)
    const secondBase = await second.started
    await expectReady(secondBase)
    const sites = await fetch(`${secondBase}/api/v3/site?me=true`, {
      headers: { authorization: `Bearer ${SITE_TOKEN}` },
    })
    expect(sites.status).toBe((expected.sites ?? 0) > 0 ? 200 : 401)
    // A second process on the running server's folder would keep writes of its own that the next
    // crash loses: an `idx` command or a second server is refused, naming the server.
    await expect(openDatabase({ dataDir: folder })).rejects.toThrow(`is in use by process ${second.child.pid}`)
    const rival = start(folder)
    expect((await rival.exited).code).toBe(1)
    expect(rival.output()).toContain(`The PGlite data folder ${folder} is in use by process ${second.child.pid}`)
    expect(rival.output()).not.toMatch(/\n\s+at /)
    await killHard(second)

    // Everything committed before the kill is there.
    const third = start(folder)
    await expectReady(await third.started)
    third.child.kill('SIGTERM')
    expect((await third.exited).code).toBe(0)
    const counts = await rowCounts(folder)
    // Each start claims the saved-search alert run of its own minute, so how many runs are
    // recorded depends on the clock, not on what was kept: at least the reference's.
    for (const table of PER_MINUTE_TABLES) {
      expect(counts[table]).toBeGreaterThanOrEqual(expected[table] ?? 0)
      delete counts[table]
      delete expected[table]
    }
    expect(counts).toEqual(expected)
  }, 600_000)
})
