import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { ResoRecord } from '@idx/domain'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../src/cli/run-cli.js'
import { siteStatusText } from '../src/cli/site-status-text.js'
import type { OpenDatabase } from '../src/db/database.js'
import type { Database } from '../src/db/schema.js'
import { writeResoPages, type DemoResoFeed } from '../src/feeds/reso/demo-reso-feed.js'
import type { ImportReport } from '../src/feeds/reso/feed-import.repository.js'
import { runImportCommand } from '../src/feeds/reso/import-command.js'
import { importResoFeed, ImportRunError } from '../src/feeds/reso/import-reso-feed.js'
import { resoFilesSource } from '../src/feeds/reso/reso-files-source.js'
import { resoWebApiSource } from '../src/feeds/reso/reso-web-api-source.js'
import { holdFeedRun } from '../src/feeds/schedule/feed-run-lock.js'
import { enqueueDueFeedImports, feedImportHandlers } from '../src/feeds/schedule/feed-schedule-run.js'
import { startJobWorker } from '../src/jobs/start-job-worker.js'
import { siteStatus, updateFeed } from '../src/operator/index.js'
import type { DemoMarket } from '../src/seed/demo-market.js'
import { demoResoFeedSetup, emptyMarketDatabase } from './helpers/demo-reso-feed-setup.js'
import { buildTestApp } from './helpers/platform-app.js'
import {
  RESO_CLIENT,
  startResoWebApiServer,
  type ResoServerFault,
  type ResoWebApiTestServer,
} from '../../../tooling/reso/reso-web-api-server.js'

// Scheduled imports in the server (idx update-feed --every, the job queue, the feed's run lock),
// the RESO Web API's failure modes as an operator reads them, and the history a listing brings
// when it first arrives already sold.
const FEED = 'actris'
const SITE_ID = 1
const RECORDS = 40

let feed: DemoResoFeed
let withoutListings: DemoMarket
let folder: string

beforeAll(async () => {
  ;({ feed, withoutListings, folder } = await demoResoFeedSetup(RECORDS, 'idx-reso-schedule-'))
}, 60_000)

afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

/** A database holding the demo market without listings, its cluster cells fresh. */
const emptyMarket = () => emptyMarketDatabase(withoutListings)

function streams() {
  const out: string[] = []
  const err: string[] = []
  return { out, err, io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t), errIsTerminal: false } }
}

/** runCli's database: the test's own, which the command must not close. */
const keepOpen = (opened: OpenDatabase) => ({
  openDatabase: async () => ({ ...opened, close: async () => undefined }),
})

const quietLog = { warn: () => undefined, error: () => undefined }

async function importRuns(db: Kysely<Database>) {
  return db.selectFrom('feed_import_runs').select(['status', 'trigger', 'error']).orderBy('id').execute()
}

/** Whether a report's counts add up to the records it read. */
function addsUp(report: ImportReport): boolean {
  const { read, inserted, updated, unchanged, withdrawn, unlisted, rejected, skipped } = report
  return inserted + updated + unchanged + withdrawn - unlisted + rejected.length + skipped.length === read
}

describe('a feed on a schedule', () => {
  let opened: OpenDatabase
  let dir: string

  beforeAll(async () => {
    opened = await emptyMarket()
    dir = join(folder, 'scheduled')
    await writeResoPages(dir, feed, 10)
  }, 60_000)

  afterAll(async () => {
    await opened?.close()
  })

  it('refuses an interval without a source, and a malformed one, naming the option (exit 2)', async () => {
    const noSource = streams()
    expect(await runCli(['update-feed', '--feed', FEED, '--every', '15m'], noSource.io, {}, keepOpen(opened))).toBe(2)
    expect(noSource.err.join('')).toMatch(/--every needs a source to import from/)
    const bad = streams()
    expect(
      await runCli(['update-feed', '--feed', FEED, '--every', 'often', '--files', dir], bad.io, {}, keepOpen(opened)),
    ).toBe(2)
    expect(bad.err.join('')).toMatch(/--every must be an interval such as 15m/)
    const secret = streams()
    expect(
      await runCli(
        [
          'update-feed',
          '--feed',
          FEED,
          '--url',
          'https://mls.example/odata',
          '--token-url',
          'https://mls.example/token',
          '--client-id',
          'idx',
          '--client-secret-env',
          'not a name',
        ],
        secret.io,
        {},
        keepOpen(opened),
      ),
    ).toBe(2)
    expect(secret.err.join('')).toMatch(/--client-secret-env must be the NAME of an environment variable/)
  })

  it('runs a due feed once although two processes queue and two workers race, and status and /readyz show its next run', async () => {
    const db = opened.db
    const updated = await updateFeed(db, { feed: FEED, every: '15m', files: dir, timeout: '30' })
    expect(updated.schedule).toMatchObject({ everyMinutes: 15, timeoutSeconds: 30, source: { kind: 'files' } })

    // Two processes' schedule loops tick at once: the feed is queued by one of them.
    const queued = await Promise.all([enqueueDueFeedImports(db), enqueueDueFeedImports(db)])
    expect(queued.flat()).toEqual([1])
    const handlers = feedImportHandlers({ db, log: quietLog })
    const workers = [
      startJobWorker(db, handlers, { log: quietLog, pollIntervalMs: 20, workerId: 'a' }),
      startJobWorker(db, handlers, { log: quietLog, pollIntervalMs: 20, workerId: 'b' }),
    ]
    try {
      await expect
        .poll(
          async () =>
            (await db.selectFrom('jobs').select('done_at').where('kind', '=', 'feed-import').execute())[0]?.done_at,
          {
            timeout: 30_000,
          },
        )
        .not.toBeNull()
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()))
    }
    expect(await importRuns(db)).toEqual([{ status: 'succeeded', trigger: 'scheduled', error: null }])
    expect(await db.selectFrom('listings').select('id').execute()).toHaveLength(RECORDS)
    // Not due again before its interval has passed.
    expect(await enqueueDueFeedImports(db)).toEqual([])

    const status = await siteStatus(db, SITE_ID, new Date())
    const feedStatus = status.feeds.find((f) => f.dataSourceName === FEED)!
    const nextRun = Date.parse(feedStatus.schedule.nextRunAt!)
    expect(nextRun - Date.now()).toBeGreaterThan(14 * 60_000)
    expect(nextRun - Date.now()).toBeLessThanOrEqual(15 * 60_000)
    expect(feedStatus.lastRun).toMatchObject({ status: 'succeeded', trigger: 'scheduled' })
    const text = siteStatusText(status)
    expect(text).toContain(`scheduled import every 15 min, next run ${feedStatus.schedule.nextRunAt}`)
    expect(text).toMatch(/last run succeeded \S+ \(scheduled, files\)/)

    const app = await buildTestApp(db)
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' })
      expect(ready.json().feed_runs[FEED]).toEqual({
        last_run: 'succeeded',
        last_run_at: expect.any(String),
        last_error: null,
        next_run_at: feedStatus.schedule.nextRunAt,
      })
    } finally {
      await app.close()
    }
  }, 90_000)

  it('refuses a manual import while a run holds the feed, naming when it started (exit 1), and runs once it is free', async () => {
    const db = opened.db
    const scheduled = await holdFeedRun(db, { feedId: 1, feed: FEED, trigger: 'scheduled' })
    const since = (await db.selectFrom('feed_schedules').select('running_since').executeTakeFirstOrThrow())
      .running_since!
    const status = await siteStatus(db, SITE_ID, new Date())
    expect(status.feeds.find((f) => f.dataSourceName === FEED)!.schedule.running).toEqual({
      since: new Date(since).toISOString(),
      trigger: 'scheduled',
    })
    try {
      const refused = streams()
      expect(await runImportCommand([FEED, '--files', dir, '--json'], refused.io, db)).toBe(1)
      expect(refused.err.join('')).toContain(
        `the feed ${FEED} is being imported already: a scheduled run started at ${new Date(since).toISOString()}`,
      )
      expect(JSON.parse(refused.out[0]!)).toMatchObject({ status: 'busy' })
      // The same lock keeps two manual runs apart.
      const manual = await holdFeedRun(db, { feedId: 1, feed: FEED, trigger: 'manual' }).catch((error: Error) => error)
      expect(manual).toBeInstanceOf(Error)
      expect((manual as Error).message).toMatch(/a scheduled run started at/)
    } finally {
      await scheduled.release()
    }
    const first = await holdFeedRun(db, { feedId: 1, feed: FEED, trigger: 'manual' })
    const second = streams()
    expect(await runImportCommand([FEED, '--files', dir], second.io, db)).toBe(1)
    expect(second.err.join('')).toMatch(/a manual run started at/)
    await first.release()
    const free = streams()
    expect(await runImportCommand([FEED, '--files', dir], free.io, db)).toBe(0)
    expect((await importRuns(db)).map((run) => run.trigger)).toEqual(['scheduled', 'manual'])
  }, 60_000)

  it('turns the schedule off', async () => {
    const off = await updateFeed(opened.db, { feed: FEED, every: 'off' })
    expect(off.schedule).toMatchObject({ everyMinutes: null, nextRunAt: null })
    await opened.db
      .updateTable('feed_schedules')
      .set({ next_run_at: new Date(0) })
      .execute()
    expect(await enqueueDueFeedImports(opened.db)).toEqual([])
  })
})

describe('a RESO Web API that fails the way MLS servers do', () => {
  let opened: OpenDatabase
  let server: ResoWebApiTestServer | undefined
  let fault: (request: number, path: string) => ResoServerFault = () => undefined

  beforeAll(async () => {
    opened = await emptyMarket()
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    await opened?.close()
  })

  async function serve(): Promise<ResoWebApiTestServer> {
    await server?.close()
    server = await startResoWebApiServer({ fault: (n, path) => fault(n, path) })
    server.serve('Property', feed.properties.slice(0, 5))
    return server
  }

  const source = (s: ResoWebApiTestServer, extra: object = {}) =>
    resoWebApiSource({
      baseUrl: s.baseUrl,
      tokenUrl: s.tokenUrl,
      ...RESO_CLIENT,
      requestsPerSecond: 1000,
      retryBaseMs: 10,
      ...extra,
    })

  it('waits out a 503 with a Retry-After and one without (backing off), then imports', async () => {
    const s = await serve()
    const answered: number[] = []
    fault = (n) => {
      if (n === 1) return { status: 503, headers: { 'retry-after': '0' } }
      if (n === 2 || n === 3) return { status: 503 }
      answered.push(n)
      return undefined
    }
    const { status, report } = await importResoFeed(opened.db, { feed: FEED, source: source(s) })
    expect(status).toBe('succeeded')
    expect(report).toMatchObject({ read: 5, inserted: 5 })
    expect(answered[0]).toBe(4)
    fault = () => undefined
  })

  it('gives up on a hung server within its timeout, naming the host, and --json prints the failed report', async () => {
    const s = await serve()
    fault = (_n, path) => (path.endsWith('/Property') ? 'hang' : undefined)
    const host = new URL(s.baseUrl).host
    const started = Date.now()
    const error = await importResoFeed(opened.db, {
      feed: FEED,
      source: source(s, { requestTimeoutMs: 300 }),
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ImportRunError)
    expect((error as Error).message).toMatch(new RegExp(`the MLS at ${host} did not answer within 0.3 s`))
    expect(Date.now() - started).toBeLessThan(10_000)

    // The command: --timeout in seconds, exit 1, the error on stderr and the report on stdout.
    const cli = streams()
    const args = [FEED, '--url', s.baseUrl, '--token-url', s.tokenUrl, '--client-id', RESO_CLIENT.clientId]
    const code = await runImportCommand(
      [...args, '--client-secret', RESO_CLIENT.clientSecret, '--timeout', '1', '--rate', '1000', '--json'],
      cli.io,
      opened.db,
    )
    expect(code).toBe(1)
    expect(cli.err.join('')).toContain(`the MLS at ${host} did not answer within 1 s`)
    const report = JSON.parse(cli.out[0]!) as ImportReport & { status: string; error: string }
    expect(report).toMatchObject({ status: 'failed', read: 0, inserted: 0, rejected: [], skipped: [] })
    expect(report.error).toContain(host)
    const bad = streams()
    expect(await runImportCommand([...args, '--client-secret', 'x', '--timeout', '0'], bad.io, opened.db)).toBe(2)
    expect(bad.err.join('')).toMatch(/--timeout must be a number of seconds from 1 to 3600/)
    fault = () => undefined
  }, 30_000)

  it('says the token endpoint refused the client credentials, with its status and OAuth error', async () => {
    const s = await serve()
    const error = await importResoFeed(opened.db, {
      feed: FEED,
      source: resoWebApiSource({
        baseUrl: s.baseUrl,
        tokenUrl: s.tokenUrl,
        clientId: RESO_CLIENT.clientId,
        clientSecret: 'wrong',
        requestsPerSecond: 1000,
      }),
    }).catch((e: unknown) => e)
    expect((error as Error).message).toContain(
      `the token endpoint ${s.tokenUrl} refused the client credentials (401 invalid_client)`,
    )
  })

  it('writes progress one line at a time when stderr is not a terminal', async () => {
    const s = await serve()
    s.serve('Property', feed.properties.slice(0, 12))
    const cli = streams()
    const code = await runImportCommand(
      [
        FEED,
        '--url',
        s.baseUrl,
        '--token-url',
        s.tokenUrl,
        '--client-id',
        RESO_CLIENT.clientId,
        '--client-secret',
        RESO_CLIENT.clientSecret,
        '--rate',
        '1000',
      ],
      cli.io,
      opened.db,
    )
    expect(code).toBe(0)
    const progress = cli.err.filter((line) => line.includes('records read'))
    expect(progress.length).toBeGreaterThan(0)
    for (const line of progress) {
      expect(line).toMatch(/\n$/)
      expect(line).not.toContain('\r')
    }
    expect(cli.out.join('')).toMatch(/^actris: import succeeded\n {2}read {6}\d+\n/)
  })
})

describe('the counts of a report', () => {
  it('add up to the records read, each one not written with its reason', async () => {
    const opened = await emptyMarket()
    try {
      const [first, second, third] = feed.properties as [ResoRecord, ResoRecord, ResoRecord]
      const records = [
        first,
        { ...second, StandardStatus: 'Bogus' },
        { ...third, ListingKey: 'GONE-1', StandardStatus: 'Withdrawn' },
        feed.properties[3]!,
      ]
      const dir = join(folder, 'counts')
      await writeResoPages(dir, { ...feed, properties: records }, 10)
      const { report } = await importResoFeed(opened.db, { feed: FEED, source: await resoFilesSource(dir) })
      expect(report).toMatchObject({ read: 4, inserted: 2, unchanged: 1, withdrawn: 0 })
      expect(report.rejected).toEqual([{ key: second.ListingKey, reason: expect.stringMatching(/StandardStatus/) }])
      expect(addsUp(report)).toBe(true)
    } finally {
      await opened.close()
    }
  }, 60_000)
})

describe('history from the record', () => {
  let opened: OpenDatabase
  beforeAll(async () => {
    opened = await emptyMarket()
  }, 60_000)
  afterAll(async () => {
    await opened?.close()
  })

  async function changesOf(key: string) {
    const record = await opened.db
      .selectFrom('feed_records')
      .select('row_id')
      .where('record_key', '=', key)
      .executeTakeFirstOrThrow()
    const rows = await opened.db
      .selectFrom('listing_changes')
      .select(['kind', 'old_value', 'new_value', 'changed_at'])
      .where('listing_id', '=', record.row_id)
      .orderBy('changed_at')
      .orderBy('id')
      .execute()
    return rows.map((row) => ({
      kind: row.kind,
      old: row.old_value,
      new: row.new_value,
      at: new Date(row.changed_at).toISOString(),
    }))
  }

  it('gives a listing sold before its first import its listing, pending and sale, dated and priced by the record', async () => {
    const base = feed.properties[0]!
    const key = String(base.ListingKey)
    const sold = {
      ...base,
      StandardStatus: 'Closed',
      ListingContractDate: '2026-01-05',
      OriginalListPrice: 520_000,
      ListPrice: 499_000,
      PurchaseContractDate: '2026-02-10',
      CloseDate: '2026-03-01',
      ClosePrice: 490_000,
      ModificationTimestamp: '2026-03-02T10:00:00Z',
    }
    const dir = join(folder, 'sold')
    await writeResoPages(dir, { ...feed, properties: [sold] }, 10)
    await importResoFeed(opened.db, { feed: FEED, source: await resoFilesSource(dir) })
    expect(await changesOf(key)).toEqual([
      { kind: 'listed', old: null, new: { status: 'Active', price: 520_000 }, at: '2026-01-05T00:00:00.000Z' },
      {
        kind: 'status',
        old: { status: 'Active', price: 520_000 },
        new: { status: 'Pending', price: 499_000 },
        at: '2026-02-10T00:00:00.000Z',
      },
      {
        kind: 'price',
        old: { status: 'Pending', price: 520_000 },
        new: { status: 'Pending', price: 499_000 },
        at: '2026-02-10T00:00:00.000Z',
      },
      {
        kind: 'status',
        old: { status: 'Pending', price: 499_000 },
        new: { status: 'Sold', price: 490_000 },
        at: '2026-03-01T00:00:00.000Z',
      },
    ])
  }, 60_000)

  it("stamps a withdrawal with the record's own status change time, not the import's clock", async () => {
    const base = feed.properties[1]!
    const key = String(base.ListingKey)
    const dir = join(folder, 'to-withdraw')
    await writeResoPages(dir, { ...feed, properties: [{ ...base, ModificationTimestamp: '2026-03-03T00:00:00Z' }] }, 10)
    await importResoFeed(opened.db, { feed: FEED, source: await resoFilesSource(dir) })
    const withdrawnDir = join(folder, 'withdrawn')
    await writeResoPages(
      withdrawnDir,
      {
        ...feed,
        properties: [
          {
            ...base,
            StandardStatus: 'Withdrawn',
            StatusChangeTimestamp: '2026-03-04T08:30:00Z',
            ModificationTimestamp: '2026-03-04T09:00:00Z',
          },
        ],
      },
      10,
    )
    const { report } = await importResoFeed(opened.db, { feed: FEED, source: await resoFilesSource(withdrawnDir) })
    expect(addsUp(report)).toBe(true)
    expect(report.withdrawn).toBe(1)
    const changes = await changesOf(key)
    expect(changes.at(-1)).toMatchObject({ kind: 'withdrawn', at: '2026-03-04T08:30:00.000Z' })
  }, 60_000)
})
