import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { IMPORT_CLOCK_SKEW_MS, importMarkInFuture, type ResoRecord } from '@idx/domain'
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refreshClusterCells } from '../src/clusters/refresh-cluster-cells.js'
import type { OpenDatabase } from '../src/db/database.js'
import type { Database } from '../src/db/schema.js'
import { writeResoPages, type DemoResoFeed } from '../src/feeds/reso/demo-reso-feed.js'
import {
  type ImportReport,
  findFeedByName,
  lastImportRun,
  readHighWaterMark,
  writeHighWaterMark,
} from '../src/feeds/reso/feed-import.repository.js'
import { siteStatus } from '../src/operator/index.js'
import { siteStatusText } from '../src/cli/site-status-text.js'
import { buildTestApp } from './helpers/platform-app.js'
import { runImportCommand } from '../src/feeds/reso/import-command.js'
import { importResoFeed } from '../src/feeds/reso/import-reso-feed.js'
import { resoFilesSource } from '../src/feeds/reso/reso-files-source.js'
import { resoWebApiSource } from '../src/feeds/reso/reso-web-api-source.js'
import { findListingsByIds } from '../src/listings/listings.repository.js'
import type { DemoMarket } from '../src/seed/demo-market.js'
import { demoResoFeedSetup, emptyMarketDatabase } from './helpers/demo-reso-feed-setup.js'
import {
  RESO_CLIENT,
  startResoWebApiServer,
  type ResoWebApiTestServer,
} from '../../../tooling/reso/reso-web-api-server.js'

// The seeded demo market's first RECORDS listings, as the RESO feed 'actris' sends them, imported
// into a seeded database whose own listings were removed first (so every listing is the feed's).
const RECORDS = 300
const FEED = 'actris'
const SITE_ID = 1

let feed: DemoResoFeed
let withoutListings: DemoMarket
let folder: string

beforeAll(async () => {
  ;({ feed, withoutListings, folder } = await demoResoFeedSetup(RECORDS, 'idx-reso-'))
}, 60_000)

afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

/** A database holding the demo market without listings, its cluster cells fresh. */
const emptyMarket = () => emptyMarketDatabase(withoutListings)

async function pagesFolder(name: string, records: DemoResoFeed, pageSize = 100): Promise<string> {
  const dir = join(folder, name)
  await writeResoPages(dir, records, pageSize)
  return dir
}

/** The test server as a source, at a rate that does not slow the test. */
function webApi(server: ResoWebApiTestServer, pageSize?: number) {
  return resoWebApiSource({
    baseUrl: server.baseUrl,
    tokenUrl: server.tokenUrl,
    ...RESO_CLIENT,
    requestsPerSecond: 1000,
    ...(pageSize ? { pageSize } : {}),
  })
}

/** A report with nothing in it: the tests spread it and name the counts they expect. */
const counts = { read: 0, inserted: 0, updated: 0, unchanged: 0, withdrawn: 0, unlisted: 0, rejected: [], skipped: [] }

/** Whether a report's counts add up to the records it read. */
function addsUp(report: ImportReport): boolean {
  const accounted =
    report.inserted +
    report.updated +
    report.unchanged +
    report.withdrawn -
    report.unlisted +
    report.rejected.length +
    report.skipped.length
  return accounted === report.read
}

const byKey = (key: string) => (record: ResoRecord) => record.ListingKey === key

async function listingIdOf(db: Kysely<Database>, key: string): Promise<number> {
  const row = await db
    .selectFrom('feed_records')
    .select('row_id')
    .where('resource', '=', 'Property')
    .where('record_key', '=', key)
    .executeTakeFirstOrThrow()
  return row.row_id
}

async function listingCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('listings')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow()
  return row.n
}

/** Every listing row's identity and transaction id: equal before and after means nothing was written. */
async function rowVersions(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ v: string }>`select id || ':' || xmin::text as v from listings order by id`.execute(db)
  return rows.map((row) => row.v)
}

/** The cluster_cells table, row by row, to compare with a full refresh's. */
async function clusterCellRows(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ r: string }>`
    select concat_ws('|', zoom, market_id, listing_status, purchase_type, type, property_type, cx, cy,
      listing_count, lat_e7_sum, lng_e7_sum, min_lat, max_lat, min_lng, max_lng) as r
    from cluster_cells order by 1`.execute(db)
  return rows.map((row) => row.r)
}

async function expectClusterCellsTrue(db: Kysely<Database>): Promise<void> {
  const state = await db.selectFrom('cluster_cells_state').select('stale').executeTakeFirstOrThrow()
  expect(state.stale).toBe(false)
  const incremental = await clusterCellRows(db)
  await refreshClusterCells(db)
  expect(incremental).toEqual(await clusterCellRows(db))
}

// The changes the Web API sends after the file import: later than every record of the feed (whose
// timestamps are on the hour, up to now), and within the minutes of clock skew an import accepts
// (IMPORT_CLOCK_SKEW_MS in @idx/domain); a record further ahead is rejected (tested below).
const minutesAhead = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()
const MODIFIED = { cut: minutesAhead(1), withdrawn: minutesAhead(2), back: minutesAhead(3) }

describe('a RESO import from files, then incremental runs over the RESO Web API', () => {
  let opened: OpenDatabase
  let db: Kysely<Database>
  let server: ResoWebApiTestServer
  let updatedBefore: Date

  beforeAll(async () => {
    opened = await emptyMarket()
    db = opened.db
    server = await startResoWebApiServer({ tooManyEvery: 3 })
    updatedBefore = (
      await db
        .selectFrom('feeds')
        .select('feed_updated_at')
        .where('data_source_name', '=', FEED)
        .executeTakeFirstOrThrow()
    ).feed_updated_at
  }, 60_000)

  afterAll(async () => {
    await server?.close()
    await opened?.close()
  })

  it('inserts every record with its open houses, media and agent, and keeps the derived data true', async () => {
    const progress: string[] = []
    const { status, report } = await importResoFeed(db, {
      feed: FEED,
      source: await resoFilesSource(await pagesFolder('first', feed), { pageSize: 100 }),
      onProgress: (line) => progress.push(line),
    })
    expect(status).toBe('succeeded')
    expect(report).toEqual({ ...counts, read: RECORDS, inserted: RECORDS })
    expect(progress).toHaveLength(RECORDS / 100)
    expect(await listingCount(db)).toBe(RECORDS)

    const source = feed.properties.find(
      (p) => (p.OpenHouse as unknown[]).length > 0 && p.Latitude !== null && p.InternetAddressDisplayYN,
    )!
    const id = await listingIdOf(db, String(source.ListingKey))
    const row = await db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      mls_number: source.ListingId,
      price_in_dollars: source.ListPrice,
      latitude: source.Latitude,
      longitude: source.Longitude,
      street: source.UnparsedAddress,
      zip: source.PostalCode,
      photo_count: (source.Media as unknown[]).length,
    })
    expect((row.additional_details as { media: string[] }).media[0]).toBe(
      (source.Media as { MediaURL: string }[])[0]!.MediaURL,
    )
    const agent = await db
      .selectFrom('agents')
      .select(['first_name', 'last_name'])
      .where('id', '=', row.listing_agent_id!)
      .executeTakeFirstOrThrow()
    const member = feed.members.find((m) => m.MemberKey === source.ListAgentKey)!
    expect(agent).toEqual({ first_name: member.MemberFirstName, last_name: member.MemberLastName })
    const openHouses = await db.selectFrom('open_houses').select('start_time').where('listing_id', '=', id).execute()
    expect(openHouses).toHaveLength((source.OpenHouse as unknown[]).length)
    const suggestions = await db.selectFrom('suggestions').select('id').where('listing_id', '=', id).execute()
    expect(suggestions.map((s) => s.id).sort()).toEqual([`address:${id}`, `mls:${source.ListingId}`])

    const feedRow = await db
      .selectFrom('feeds')
      .select('feed_updated_at')
      .where('data_source_name', '=', FEED)
      .executeTakeFirstOrThrow()
    expect(feedRow.feed_updated_at.getTime()).toBeGreaterThan(updatedBefore.getTime())
    const last = feed.properties.at(-1)!
    const sorted = [...feed.properties].sort(
      (a, b) =>
        String(a.ModificationTimestamp).localeCompare(String(b.ModificationTimestamp)) ||
        String(a.ListingKey).localeCompare(String(b.ListingKey)),
    )
    expect(last).toBeDefined()
    const mark = await readHighWaterMark(db, 1)
    expect(mark?.key).toBe(sorted.at(-1)!.ListingKey)
    expect((await lastImportRun(db, 1))?.status).toBe('succeeded')
    await expectClusterCellsTrue(db)
  }, 60_000)

  it('writes nothing when the same data is imported again, incrementally or in full', async () => {
    const versions = await rowVersions(db)
    const again = await importResoFeed(db, { feed: FEED, source: await resoFilesSource(join(folder, 'first')) })
    expect(again.report).toEqual(counts)
    const full = await importResoFeed(db, {
      feed: FEED,
      source: await resoFilesSource(join(folder, 'first')),
      full: true,
    })
    expect(full.report).toEqual({ ...counts, read: RECORDS, unchanged: RECORDS })
    expect(await rowVersions(db)).toEqual(versions)
  }, 60_000)

  it('applies a price cut, a pending and a sale from the Web API, honouring 429s, and calls the change hook', async () => {
    const active = feed.properties.filter((p) => p.StandardStatus === 'Active' && p.PropertyType === 'Residential')
    const [cut, pending, sold] = active
    const later = MODIFIED.cut
    const changed: ResoRecord[] = [
      { ...cut!, ListPrice: Number(cut!.ListPrice) - 10_000, ModificationTimestamp: later },
      { ...pending!, StandardStatus: 'Pending', ModificationTimestamp: later },
      {
        ...sold!,
        StandardStatus: 'Closed',
        ClosePrice: 400_000,
        CloseDate: '2026-11-20',
        ModificationTimestamp: later,
      },
    ]
    server.serve(
      'Property',
      feed.properties.map((p) => changed.find(byKey(String(p.ListingKey))) ?? p),
    )
    server.serve('Member', feed.members)
    const changes: { before: number | null; after: number | null; status: string | undefined }[] = []
    const { report } = await importResoFeed(db, {
      feed: FEED,
      source: webApi(server, 2),
      onListingChange: async (trx, before, after) => {
        // Inside the record's transaction: the row is already written there.
        const inside = after
          ? await trx.selectFrom('listings').select('listing_status').where('id', '=', after.id).executeTakeFirst()
          : undefined
        changes.push({
          before: before?.price_in_dollars ?? null,
          after: after?.price_in_dollars ?? null,
          status: inside?.listing_status,
        })
      },
    })
    // The server repeats the record at the mark (`ge`): read, and skipped with its reason.
    expect(report).toEqual({
      ...counts,
      read: 4,
      updated: 3,
      skipped: [{ key: expect.any(String), reason: expect.stringMatching(/imported already/) }],
    })
    expect(addsUp(report)).toBe(true)
    expect(server.log.tooManyRequests).toBeGreaterThan(0)
    expect(server.log.tokenRequests).toBe(1)
    const propertyRequests = server.log.requests.filter((r) => r.path === '/odata/Property')
    expect(propertyRequests[0]!.query).toMatchObject({ $orderby: 'ModificationTimestamp,ListingKey', $top: '2' })
    expect(propertyRequests[0]!.query.$filter).toMatch(/^ModificationTimestamp ge /)
    expect(propertyRequests.length).toBeGreaterThan(1)

    const rowOf = async (record: ResoRecord) =>
      db
        .selectFrom('listings')
        .selectAll()
        .where('id', '=', await listingIdOf(db, String(record.ListingKey)))
        .executeTakeFirstOrThrow()
    expect((await rowOf(cut!)).price_in_dollars).toBe(Number(cut!.ListPrice) - 10_000)
    expect((await rowOf(pending!)).listing_status).toBe('Pending')
    expect(await rowOf(sold!)).toMatchObject({ listing_status: 'Sold', sold_price_in_dollars: 400_000 })
    expect(changes).toContainEqual({
      before: Number(cut!.ListPrice),
      after: Number(cut!.ListPrice) - 10_000,
      status: 'Active',
    })
    expect(changes.map((c) => c.status).sort()).toEqual(['Active', 'Pending', 'Sold'])
    const suggestion = await db
      .selectFrom('suggestions')
      .select('listing_status')
      .where('id', '=', `mls:${String(pending!.ListingId)}`)
      .executeTakeFirstOrThrow()
    expect(suggestion.listing_status).toBe('Pending')
    await expectClusterCellsTrue(db)
  }, 60_000)

  it('withdraws a listing (its row, suggestions and cluster counts go) while a board that saved it keeps its id, and a return to market brings it back', async () => {
    const gone = feed.properties.find(
      (p) => p.StandardStatus === 'Active' && p.Latitude !== null && p.InternetAddressDisplayYN,
    )!
    const id = await listingIdOf(db, String(gone.ListingKey))
    const owner = await db
      .selectFrom('users')
      .select('id')
      .where('site_id', '=', SITE_ID)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const board = await db
      .insertInto('collections')
      .values({ site_id: SITE_ID, user_id: owner.id, name: 'Saved' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('collection_listings')
      .values({ collection_id: board.id, listing_id: id, added_by: owner.id })
      .execute()
    expect(await findListingsByIds(db, SITE_ID, [id])).toHaveLength(1)

    server.serve('Property', [{ ...gone, StandardStatus: 'Withdrawn', ModificationTimestamp: MODIFIED.withdrawn }])
    const { report } = await importResoFeed(db, {
      feed: FEED,
      source: webApi(server),
    })
    expect(report).toMatchObject({ withdrawn: 1, inserted: 0, updated: 0 })
    expect(await findListingsByIds(db, SITE_ID, [id])).toEqual([])
    expect(await db.selectFrom('suggestions').select('id').where('listing_id', '=', id).execute()).toEqual([])
    const saved = await db
      .selectFrom('collection_listings')
      .select('listing_id')
      .where('collection_id', '=', board.id)
      .execute()
    expect(saved).toEqual([{ listing_id: id }])
    await expectClusterCellsTrue(db)

    // Back on the market: the same id, so the board shows it again.
    server.serve('Property', [{ ...gone, ModificationTimestamp: MODIFIED.back }])
    const back = await importResoFeed(db, {
      feed: FEED,
      source: webApi(server),
    })
    expect(back.report.inserted).toBe(1)
    expect(await findListingsByIds(db, SITE_ID, [id])).toHaveLength(1)

    // The change log has the listing's story, in the same transactions: listed, withdrawn, back
    // on market (dated by the MLS's ModificationTimestamp).
    const story = await db
      .selectFrom('listing_changes')
      .select(['kind', 'source', 'changed_at'])
      .where('listing_id', '=', id)
      .orderBy('id')
      .execute()
    expect(story.map((change) => [change.kind, change.source])).toEqual([
      ['listed', 'import'],
      ['withdrawn', 'import'],
      ['back_on_market', 'import'],
    ])
    expect(new Date(story[2]!.changed_at).toISOString()).toBe(MODIFIED.back)
  }, 60_000)

  it('withdraws what a full replication no longer lists', async () => {
    const kept = feed.properties.slice(1)
    const dropped = feed.properties[0]!
    const id = await listingIdOf(db, String(dropped.ListingKey))
    const { report } = await importResoFeed(db, {
      feed: FEED,
      source: await resoFilesSource(await pagesFolder('full', { ...feed, properties: kept })),
      full: true,
    })
    expect(report.withdrawn).toBe(1)
    expect(await db.selectFrom('listings').select('id').where('id', '=', id).execute()).toEqual([])
    await expectClusterCellsTrue(db)
  }, 60_000)

  it('withdraws nothing when a full run reads no record, or would withdraw more than a fifth, unless forced', async () => {
    const before = await listingCount(db)
    const empty = await pagesFolder('no-records', { ...feed, properties: [] })
    await expect(importResoFeed(db, { feed: FEED, source: await resoFilesSource(empty), full: true })).rejects.toThrow(
      /read no record at all, which would withdraw all \d+ listings of the feed: nothing was withdrawn/,
    )
    const most = await pagesFolder('most-gone', { ...feed, properties: feed.properties.slice(1, 6) })
    await expect(importResoFeed(db, { feed: FEED, source: await resoFilesSource(most), full: true })).rejects.toThrow(
      /would withdraw \d+ of the feed's \d+ listings, more than 20 %/,
    )
    expect(await listingCount(db)).toBe(before)
    const runs = await db
      .selectFrom('feed_import_runs')
      .select(['status', 'error'])
      .orderBy('id', 'desc')
      .limit(2)
      .execute()
    expect(runs.map((run) => run.status)).toEqual(['failed', 'failed'])
    // A share the operator allows, or --force, withdraws what is gone.
    const { report } = await importResoFeed(db, {
      feed: FEED,
      source: await resoFilesSource(most),
      full: true,
      force: true,
    })
    expect(report.withdrawn).toBeGreaterThan(0)
    expect(await listingCount(db)).toBe(before - report.withdrawn)
  }, 120_000)

  it('rejects a record modified in the future, and the next runs still read what comes after', async () => {
    const [first, second] = feed.properties.slice(1, 3)
    server.serve('Property', [{ ...first!, ListPrice: 123_456, ModificationTimestamp: '9999-12-31T23:59:59Z' }])
    const ahead = await importResoFeed(db, { feed: FEED, source: webApi(server) })
    expect(ahead.report.rejected).toEqual([
      {
        key: String(first!.ListingKey),
        reason: expect.stringMatching(/ModificationTimestamp 9999-12-31T23:59:59Z is in the future/),
      },
    ])
    const mark = await readHighWaterMark(db, (await findFeedByName(db, FEED))!.id)
    expect(mark!.modifiedAt.getTime()).toBeLessThan(Date.now() + IMPORT_CLOCK_SKEW_MS)
    server.serve('Property', [{ ...second!, ListPrice: 234_567, ModificationTimestamp: minutesAhead(5) }])
    const next = await importResoFeed(db, { feed: FEED, source: webApi(server) })
    expect(next.report).toMatchObject({ updated: 1, rejected: [] })

    // A database whose mark an older import moved into the future: status and /readyz say so, and
    // the next incremental run reads the whole feed again, bringing the mark back to now.
    const feedId = (await findFeedByName(db, FEED))!.id
    await db
      .transaction()
      .execute((trx) => writeHighWaterMark(trx, feedId, { modifiedAt: new Date('9999-12-31T00:00:00Z'), key: 'X' }))
    const status = await siteStatus(db, SITE_ID, new Date())
    const feedStatus = status.feeds.find((f) => f.dataSourceName === FEED)!
    expect(feedStatus.importMark).toEqual({ modifiedAt: '9999-12-31T00:00:00.000Z', inFuture: true })
    expect(siteStatusText(status)).toContain('WARNING: its import mark 9999-12-31T00:00:00.000Z is in the future')
    const app = await buildTestApp(db)
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' })
      expect(ready.json()).toMatchObject({ status: 'ready', feed_marks_in_future: [FEED] })
    } finally {
      await app.close()
    }
    const corrected = minutesAhead(6)
    server.serve('Property', [{ ...second!, ListPrice: 345_678, ModificationTimestamp: corrected }])
    const healed = await importResoFeed(db, { feed: FEED, source: webApi(server) })
    expect(healed.report).toMatchObject({ updated: 1, rejected: [] })
    const markAfter = await readHighWaterMark(db, feedId)
    expect(markAfter!.modifiedAt.toISOString()).toBe(corrected)
    expect(importMarkInFuture(markAfter!.modifiedAt, new Date())).toBe(false)
  }, 60_000)
})

describe('a batch with broken records', () => {
  it('reports each with its key and reason and writes none of them', async () => {
    const opened = await emptyMarket()
    try {
      const [good, ...rest] = feed.properties
      const broken: ResoRecord[] = [
        { ...rest[0]!, ListingKey: null },
        { ...rest[1]!, ListingKey: 'NO-PRICE', StandardStatus: 'Active', ListPrice: null },
        { ...rest[2]!, ListingKey: 'NULL-ISLAND', Latitude: 0, Longitude: 0 },
        { ...rest[3]!, ListingKey: 'OFF-EARTH', Latitude: 95 },
        { ...rest[4]!, ListingKey: 'ODD-STATUS', StandardStatus: 'Sold Out' },
        { ...rest[5]!, ListingKey: 'HUGE-PRICE', StandardStatus: 'Active', ListPrice: 9e12 },
      ]
      const dir = join(folder, 'broken')
      await writeResoPages(dir, { ...feed, properties: [good!, ...broken] })
      const { report } = await importResoFeed(opened.db, { feed: FEED, source: await resoFilesSource(dir) })
      expect(report.inserted).toBe(1)
      // In the page's (timestamp, key) order.
      expect(report.rejected).toHaveLength(6)
      expect(report.rejected).toEqual(
        expect.arrayContaining([
          { key: null, reason: 'no ListingKey' },
          { key: 'NO-PRICE', reason: 'no ListPrice for a listing that is Active' },
          { key: 'NULL-ISLAND', reason: 'coordinates are 0,0 (a missing location)' },
          { key: 'OFF-EARTH', reason: 'Latitude 95 is not between -90 and 90' },
          { key: 'ODD-STATUS', reason: 'unknown StandardStatus "Sold Out"' },
          { key: 'HUGE-PRICE', reason: 'ListPrice 9000000000000 is not between 0 and 1000000000' },
        ]),
      )
      expect(await listingCount(opened.db)).toBe(1)
      const written = await opened.db
        .selectFrom('feed_records')
        .select('record_key')
        .where('resource', '=', 'Property')
        .execute()
      expect(written).toEqual([{ record_key: good!.ListingKey }])
      expect((await lastImportRun(opened.db, 1))?.report.rejected).toHaveLength(6)
    } finally {
      await opened.close()
    }
  }, 60_000)
})

describe("new listings' slugs", () => {
  it('are the address, with the id appended when another listing holds it (across pages and runs), and a listing withdrawn in the same page frees its slug', async () => {
    const opened = await emptyMarket()
    try {
      const house = feed.properties.find((p) => p.UnparsedAddress && p.StandardStatus === 'Active')!
      const copy = (key: string, extra: ResoRecord = {}) => ({
        ...house,
        ListingKey: key,
        ListingId: `${key}-1`,
        ...extra,
      })
      const slugOf = async (key: string) => {
        const id = await listingIdOf(opened.db, key)
        const row = await opened.db.selectFrom('listings').select('slug').where('id', '=', id).executeTakeFirstOrThrow()
        return { id, slug: row.slug }
      }
      const dir = join(folder, 'slugs')
      await writeResoPages(dir, { ...feed, properties: [copy('SLUG-A'), copy('SLUG-B')] })
      // One record a page: the second page's listing finds the first one's slug taken.
      const first = await importResoFeed(opened.db, { feed: FEED, source: await resoFilesSource(dir, { pageSize: 1 }) })
      expect(first.report).toMatchObject({ inserted: 2, rejected: [] })
      const a = await slugOf('SLUG-A')
      const b = await slugOf('SLUG-B')
      expect(a.slug).toMatch(/^[a-z0-9-]+$/)
      expect(b.slug).toBe(`${a.slug}-${b.id}`)

      const later = minutesAhead(1)
      const again = join(folder, 'slugs-again')
      await writeResoPages(again, {
        ...feed,
        properties: [
          copy('SLUG-A', { StandardStatus: 'Withdrawn', ModificationTimestamp: later }),
          copy('SLUG-C', { ModificationTimestamp: later }),
          copy('SLUG-D', { ModificationTimestamp: later }),
        ],
      })
      const second = await importResoFeed(opened.db, { feed: FEED, source: await resoFilesSource(again) })
      expect(second.report).toMatchObject({ inserted: 2, withdrawn: 1, rejected: [] })
      const c = await slugOf('SLUG-C')
      const d = await slugOf('SLUG-D')
      expect(c.slug).toBe(a.slug)
      expect(d.slug).toBe(`${a.slug}-${d.id}`)
    } finally {
      await opened.close()
    }
  }, 60_000)
})

describe('a page from a hostile RESO Web API server', () => {
  it('rejects each absurd record with its reason in words, stores text the database can hold, and imports the good records beside them', async () => {
    const opened = await emptyMarket()
    const server = await startResoWebApiServer()
    try {
      const [good, alsoGood, ...rest] = feed.properties
      const longKey = 'K'.repeat(5000)
      const hostile: ResoRecord[] = [
        { ...rest[0]!, ListingKey: 'BEDS', BedroomsTotal: 1_000_000_000 },
        { ...rest[1]!, ListingKey: 'BATHS', BathroomsFull: -3 },
        { ...rest[2]!, ListingKey: 'AREA', LivingArea: -1 },
        { ...rest[3]!, ListingKey: 'BUILT', YearBuilt: -5000 },
        { ...rest[4]!, ListingKey: longKey },
        { ...rest[5]!, ListingKey: 'NUL\u0000KEY' },
        { ...rest[6]!, ListingKey: 'LONG-REMARKS', PublicRemarks: 'Sunny room. '.repeat(166_667) },
        {
          ...rest[7]!,
          ListingKey: 'NUL-TEXT',
          PublicRemarks: 'Bright\u0000 kitchen',
          City: 'Aus\u0000tin',
          ExtraNotes: 'gate\u0000 code',
        },
        {
          ...rest[8]!,
          ListingKey: 'HALF-PAIR',
          PublicRemarks: 'Pool \ud83c side',
          UnparsedAddress: '12 Elm St \udc00',
        },
        // Fine for the mapping, refused by the database (a rule this test adds): reported in words.
        { ...rest[9]!, ListingKey: 'REFUSED', ListingId: 'REFUSED-1' },
      ]
      await sql`alter table listings add constraint reso_test_refused check (mls_number <> 'REFUSED-1')`.execute(
        opened.db,
      )
      server.serve('Property', [good!, ...hostile, alsoGood!])
      server.serve('Member', feed.members)
      const { report } = await importResoFeed(opened.db, { feed: FEED, source: webApi(server) })

      const nextYear = new Date().getUTCFullYear() + 1
      expect(report.rejected).toHaveLength(7)
      expect(report.rejected).toEqual(
        expect.arrayContaining([
          { key: 'BEDS', reason: 'BedroomsTotal 1000000000 is not between 0 and 100' },
          { key: 'BATHS', reason: 'BathroomsFull -3 is not between 0 and 100' },
          { key: 'AREA', reason: 'LivingArea -1 is not between 0 and 10000000' },
          { key: 'BUILT', reason: `YearBuilt -5000 is not between 1600 and ${nextYear}` },
          { key: `${'K'.repeat(39)}…`, reason: 'ListingKey is 5000 characters long, more than 255' },
          { key: 'NULKEY', reason: 'ListingKey holds a NUL character, which no text column can store' },
          {
            key: 'REFUSED',
            reason: 'could not be written: it breaks a rule of the database (SQLSTATE 23514)',
          },
        ]),
      )
      expect((await lastImportRun(opened.db, 1))?.report.rejected).toEqual(report.rejected)
      expect(report.inserted).toBe(5)

      const rowOf = async (key: string) =>
        opened.db
          .selectFrom('listings')
          .select(['description', 'city', 'street', 'additional_details'])
          .where('id', '=', await listingIdOf(opened.db, key))
          .executeTakeFirstOrThrow()
      for (const record of [good!, alsoGood!]) await rowOf(String(record.ListingKey))
      const remarks = (await rowOf('LONG-REMARKS')).description!
      expect(remarks.length).toBeLessThanOrEqual(10_000)
      expect(remarks).toMatch(/^Sunny room\. .* room\.…$/)
      const cleaned = await rowOf('NUL-TEXT')
      expect([cleaned.description, cleaned.city]).toEqual(['Bright kitchen', 'Austin'])
      expect((cleaned.additional_details as { reso: Record<string, unknown> }).reso.ExtraNotes).toBe('gate code')
      const mended = await rowOf('HALF-PAIR')
      expect([mended.description, mended.street]).toEqual(['Pool \ufffd side', '12 Elm St \ufffd'])
    } finally {
      await server.close()
      await opened.close()
    }
  }, 60_000)
})

describe('an import killed half-way', () => {
  it('leaves whole records only, and the next run completes it to the same result as one run', async () => {
    const killed = await emptyMarket()
    const straight = await emptyMarket()
    try {
      const dir = await pagesFolder('resume', feed, 50)
      const controller = new AbortController()
      const first = await importResoFeed(killed.db, {
        feed: FEED,
        source: await resoFilesSource(dir, { pageSize: 50 }),
        signal: controller.signal,
        onProgress: () => controller.abort(),
      })
      expect(first.status).toBe('aborted')
      expect(first.report.inserted).toBe(50)
      expect(await listingCount(killed.db)).toBe(50)
      expect((await lastImportRun(killed.db, 1))?.status).toBe('aborted')
      // Every listing written has all its open houses.
      const { rows: partial } = await sql<{ n: number }>`
        select count(*)::int as n from open_houses o join listings l on l.id = o.listing_id`.execute(killed.db)
      const keys = (
        await killed.db.selectFrom('feed_records').select('record_key').where('resource', '=', 'Property').execute()
      ).map((r) => r.record_key)
      const expectedOpenHouses = feed.properties
        .filter((p) => keys.includes(String(p.ListingKey)))
        .reduce((n, p) => n + (p.OpenHouse as unknown[]).length, 0)
      expect(partial[0]!.n).toBe(expectedOpenHouses)

      const resumed = await importResoFeed(killed.db, { feed: FEED, source: await resoFilesSource(dir) })
      expect(resumed.report).toMatchObject({ ...counts, inserted: RECORDS - 50, read: expect.any(Number) })
      await importResoFeed(straight.db, { feed: FEED, source: await resoFilesSource(dir) })
      const facts = (db: Kysely<Database>) =>
        sql<{ r: string }>`
          select concat_ws('|', f.record_key, l.price_in_dollars, l.listing_status, l.latitude, l.title,
            (select count(*) from open_houses o where o.listing_id = l.id)) as r
          from listings l join feed_records f on f.row_id = l.id and f.resource = 'Property' order by 1`.execute(db)
      expect((await facts(killed.db)).rows).toEqual((await facts(straight.db)).rows)
    } finally {
      await killed.close()
      await straight.close()
    }
  }, 90_000)
})

describe('idx import (runImportCommand)', () => {
  let opened: OpenDatabase
  const io = () => {
    const out: string[] = []
    const err: string[] = []
    return { out, err, io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) } }
  }
  let emptyFolder: string
  beforeAll(async () => {
    opened = await emptyMarket()
    emptyFolder = join(folder, 'empty')
    await mkdir(emptyFolder, { recursive: true })
    await writeFile(join(emptyFolder, 'notes.txt'), 'not a page')
  }, 60_000)
  afterAll(async () => {
    await opened?.close()
  })

  it('prints the report as one JSON object with --json and progress on stderr', async () => {
    const dir = await pagesFolder('cli', { ...feed, properties: feed.properties.slice(0, 120) })
    const { out, err, io: streams } = io()
    expect(await runImportCommand([FEED, '--files', dir, '--json'], streams, opened.db)).toBe(0)
    expect(out).toHaveLength(1)
    expect(JSON.parse(out[0]!)).toEqual({ ...counts, status: 'succeeded', read: 120, inserted: 120 })
    expect(err.length).toBeGreaterThan(0)
  }, 60_000)

  it.each([
    [[], /name the feed/],
    [[FEED], /either --files <folder> or --url/],
    [[FEED, '--files', '/no/such/folder'], /is not a folder/],
    [[FEED, '--url', 'http://127.0.0.1:9/odata'], /--url needs --token-url/],
    [
      [FEED, '--url', 'ftp://x', '--token-url', 'http://t', '--client-id', 'a', '--client-secret', 'b'],
      /--url must be an http\(s\) URL/,
    ],
    [
      [
        FEED,
        '--url',
        'http://x/odata',
        '--token-url',
        'http://t',
        '--client-id',
        'a',
        '--client-secret',
        'b',
        '--rate',
        'fast',
      ],
      /--rate must be a number above 0/,
    ],
    [[FEED, '--bogus'], /Unknown option '--bogus'/],
    [['actris', '--files', 'EMPTY'], /has no \.json files/],
    [['actris', '--files', 'EMPTY', '--force'], /--force and --max-withdraw apply to a --full run only/],
    [
      ['actris', '--files', 'EMPTY', '--full', '--max-withdraw', '150'],
      /--max-withdraw must be a percentage from 0 to 100/,
    ],
  ])('refuses %j with a clear message and a non-zero exit', async (words, message) => {
    const args = words.map((word) => (word === 'EMPTY' ? emptyFolder : word))
    const before = await listingCount(opened.db)
    const { err, io: streams } = io()
    expect(await runImportCommand(args, streams, opened.db)).toBe(2)
    expect(err.join('\n')).toMatch(message)
    expect(await listingCount(opened.db)).toBe(before)
  })

  it('names a feed that does not exist', async () => {
    const dir = await pagesFolder('cli-unknown', { ...feed, properties: feed.properties.slice(0, 1) })
    const { err, io: streams } = io()
    expect(await runImportCommand(['nosuchfeed', '--files', dir], streams, opened.db)).toBe(2)
    expect(err.join('\n')).toMatch(/no feed has the data_source_name "nosuchfeed"/)
  })

  it('prints its usage with --help', async () => {
    const { out, io: streams } = io()
    expect(await runImportCommand(['--help'], streams, opened.db)).toBe(0)
    expect(out.join('\n')).toMatch(/idx import <feed> --files <folder>/)
  })
})
