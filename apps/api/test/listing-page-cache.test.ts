import { mkdtempSync, writeFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { resoPropertyTypeOf, type ResoRecord } from '@idx/domain'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { readConfig, type ServerConfig } from '../src/config/server-config.js'
import type { OpenDatabase } from '../src/db/database.js'
import { importResoFeed } from '../src/feeds/reso/import-reso-feed.js'
import { listingPageVersionReader, readListingPageVersions } from '../src/idx-site/listing-page-version.js'
import { resoFilesSource } from '../src/feeds/reso/reso-files-source.js'
import { testDatabase } from './helpers/database.js'
import { FEED_ID, insertBasics, insertListings, listing, MARKET_ID, SITE_ID, SITE_TOKEN } from './helpers/fixtures.js'

// Full listing pages are kept rendered per listing and layout, and answered again only while the
// versions read from the database for each request (the listing, its change log, its feed, the
// site's design) are those they were rendered at: a change through the feed import shows on the
// next request, on every process. A recording renderer stands in for apps/idx's
// (page-renderer.test.ts says why); it writes what it was handed into the page, so a page shows
// which listing, site and layout it was rendered from, and every render is counted.

const PAGE = [
  '<!doctype html><html><head>',
  '<meta name="description" content="Search homes for sale and for rent." />',
  '<meta name="idx-config" content="" />',
  '<title>idx</title>',
  '<script>document.documentElement.dataset.ready = "1"</script>',
  '<script type="module" crossorigin src="/app/assets/index-abc.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('\n')

const RENDERER = `
export async function renderPage(input) {
  globalThis.__listingPageCacheRenders.push(input.url)
  if (input.url.includes('explode')) throw new Error('render failed')
  const document = input.data.listing && input.data.listing.document
  if (!document) return { status: 404, head: '<title>Not found</title>', html: '<p>No such listing</p>' }
  const listing = document.data.attributes
  const site = input.data.site.data.attributes.name
  const text = [site, listing.price_in_dollars, listing.description, input.data.viewport].join(' | ')
  return { status: 200, head: '<title>' + listing.title + '</title>', html: '<p class="rendered">' + text + '</p>' }
}
`

const renders = (): string[] =>
  (globalThis as unknown as { __listingPageCacheRenders: string[] }).__listingPageCacheRenders

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'
const SHARED = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60'
const PRIVATE = 'private, no-store'

/** The feed's listing the tests change through the RESO import, as a Property record. */
function property(changes: Partial<ResoRecord> = {}): ResoRecord {
  return {
    ListingKey: 'CACHE-1',
    ListingId: 'CACHE000001',
    StandardStatus: 'Active',
    ...resoPropertyTypeOf('Residential', null, 'Purchase'),
    ListPrice: 500_000,
    BedroomsTotal: 3,
    Latitude: 30.25,
    Longitude: -97.75,
    UnparsedAddress: '12 Cache Ln',
    InternetAddressDisplayYN: true,
    City: 'Austin',
    StateOrProvince: 'TX',
    PostalCode: '78704',
    PublicRemarks: 'Bright and quiet.',
    ModificationTimestamp: '2026-01-05T10:00:00Z',
    Media: [],
    OpenHouse: [],
    ...changes,
  }
}

let database: OpenDatabase
let dir: string
let rendererPath: string
let importRun = 0
let listingId: number
let path: string
const apps: FastifyInstance[] = []

/** Writes `records` as a page of the feed and imports it, as `npm run idx -- import actris --files` does. */
async function importProperties(records: ResoRecord[]): Promise<void> {
  const folder = join(dir, `import-${++importRun}`)
  await mkdir(folder, { recursive: true })
  await writeFile(join(folder, 'property-00001.json'), JSON.stringify({ value: records }))
  const { status } = await importResoFeed(database.db, { feed: 'actris', source: await resoFilesSource(folder) })
  expect(status).toBe('succeeded')
}

async function appWith(overrides: Partial<ServerConfig> = {}): Promise<FastifyInstance> {
  const app = await buildApp(
    { ...readConfig({}), idxAppDir: dir, storybookDir: null, idxRenderer: rendererPath, ...overrides },
    { db: database.db },
  )
  apps.push(app)
  return app
}

function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ url, headers: { 'user-agent': DESKTOP, host: 'localhost:8080', ...headers } })
}

/** The policy's script sources. */
const scriptSources = (res: LightMyRequestResponse) =>
  /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]?.split(' ') ?? []

beforeAll(async () => {
  database = await testDatabase()
  await insertBasics(database.db)
  // A password-protected listing: its page carries the gate, and is never kept.
  await insertListings(database.db, [listing({ id: 5, password_hash: 'not-a-real-hash', photo_count: 0 })])
  dir = mkdtempSync(join(tmpdir(), 'idx-page-cache-'))
  writeFileSync(join(dir, 'index.html'), PAGE)
  rendererPath = join(dir, 'render-page.mjs')
  writeFileSync(rendererPath, RENDERER)
  await importProperties([property()])
  const row = await database.db
    .selectFrom('feed_records')
    .select('row_id')
    .where('record_key', '=', 'CACHE-1')
    .executeTakeFirstOrThrow()
  listingId = row.row_id
  path = `/app/listing/12-cache-ln-austin-tx-78704/${listingId}`
})
beforeEach(() => {
  ;(globalThis as unknown as { __listingPageCacheRenders: string[] }).__listingPageCacheRenders = []
})
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()))
  await database.close()
})

describe('a full listing page for an anonymous visitor', () => {
  it('is rendered once, then answered from the cache with the same ETag; If-None-Match gets 304', async () => {
    const app = await appWith()
    const first = await get(app, path)
    expect(first.statusCode).toBe(200)
    expect(first.body).toContain('<p class="rendered">Test Realty | 500000 | Bright and quiet. | large</p>')
    expect(first.headers['x-page-cache']).toBe('miss')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/)
    expect(first.headers['cache-control']).toBe(SHARED)
    // The layout follows the browser's kind, the bytes the encodings it takes.
    expect(String(first.headers.vary).toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['sec-ch-ua-mobile', 'user-agent', 'accept-encoding']),
    )

    const second = await get(app, path)
    expect(second.statusCode).toBe(200)
    expect(second.headers['x-page-cache']).toBe('hit')
    expect(second.headers.etag).toBe(etag)
    expect(second.body).toBe(first.body)
    expect(second.headers['cache-control']).toBe(SHARED)
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    expect(renders()).toEqual([path])

    const notModified = await get(app, path, { 'if-none-match': `"other", ${etag}` })
    expect(notModified.statusCode).toBe(304)
    expect(notModified.body).toBe('')
    expect(notModified.headers.etag).toBe(etag)
    expect(notModified.headers['cache-control']).toBe(SHARED)
    expect(notModified.headers.vary).toBe(first.headers.vary)
    // A cache updates its copy's headers from a 304: it must keep the page's own policy.
    expect(notModified.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    expect(renders()).toEqual([path])
  })

  it('runs its scripts by their hashes, never by a nonce another visitor was sent', async () => {
    const app = await appWith()
    const first = await get(app, path)
    const second = await get(app, path)
    expect(scriptSources(first).some((source) => source.startsWith("'nonce-"))).toBe(false)
    expect(scriptSources(first)).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)])
    expect(first.body).not.toContain('nonce=')
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
  })

  it('is kept per layout: a phone gets the small layout, a desktop the large one, each from the cache', async () => {
    const app = await appWith()
    const desktop = await get(app, path)
    const phone = await get(app, path, { 'user-agent': PHONE })
    expect(phone.headers['x-page-cache']).toBe('miss')
    expect(phone.body).toContain('| small</p>')
    expect(phone.headers.etag).not.toBe(desktop.headers.etag)
    expect((await get(app, path, { 'user-agent': PHONE })).body).toBe(phone.body)
    expect((await get(app, path, { 'sec-ch-ua-mobile': '?0', 'user-agent': PHONE })).body).toBe(desktop.body)
    // The query is part of the page (`?inquiry=true` opens the question form): its own entry.
    expect((await get(app, `${path}?inquiry=true`)).headers['x-page-cache']).toBe('miss')
    expect(renders()).toEqual([path, path, `${path}?inquiry=true`])
  })

  it('keeps the gzip and brotli answers working, from compressed copies made once', async () => {
    const app = await appWith()
    const plain = await get(app, path, { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    // Per answer, @fastify/compress takes gzip first; the kept brotli copy, once made, goes instead.
    const browser = { 'accept-encoding': 'gzip, deflate, br' }
    await expect.poll(async () => (await get(app, path, browser)).headers['content-encoding']).toBe('br')
    const br = await get(app, path, browser)
    expect(br.headers['x-page-cache']).toBe('hit')
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    const gzip = await get(app, path, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
    expect(gzip.headers.etag).toBe(plain.headers.etag)
    expect(renders()).toEqual([path])

    // A page's first answer already goes in its kept copy, compressed once.
    const fresh = `${path}?first=1`
    const first = await get(app, fresh, browser)
    expect(first.headers['x-page-cache']).toBe('miss')
    expect(first.headers['content-encoding']).toBe('br')
    const again = await get(app, fresh, { 'accept-encoding': 'identity' })
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(again.body)
  })
})

describe('a change recorded through the feed import', () => {
  it('shows on the next request: a price cut (a change log record) gets a new page and a new ETag', async () => {
    const app = await appWith()
    const before = await get(app, path)
    expect((await get(app, path)).headers['x-page-cache']).toBe('hit')
    const changesBefore = await database.db
      .selectFrom('listing_changes')
      .select('id')
      .where('listing_id', '=', listingId)
      .execute()

    await importProperties([property({ ListPrice: 475_000, ModificationTimestamp: '2026-01-06T10:00:00Z' })])
    const changesAfter = await database.db
      .selectFrom('listing_changes')
      .select(['id', 'kind'])
      .where('listing_id', '=', listingId)
      .execute()
    expect(changesAfter.length).toBe(changesBefore.length + 1)

    const after = await get(app, path, { 'if-none-match': String(before.headers.etag) })
    expect(after.statusCode).toBe(200)
    expect(after.headers['x-page-cache']).toBe('miss')
    expect(after.body).toContain('| 475000 |')
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect((await get(app, path)).headers['x-page-cache']).toBe('hit')
  })

  it('shows on the next request when only the remarks changed (no change log record)', async () => {
    const app = await appWith()
    const before = await get(app, path)
    await importProperties([
      property({
        ListPrice: 475_000,
        PublicRemarks: 'Bright, quiet, and a new roof.',
        ModificationTimestamp: '2026-01-07T10:00:00Z',
      }),
    ])
    const after = await get(app, path)
    expect(after.body).toContain('| Bright, quiet, and a new roof. |')
    expect(after.headers.etag).not.toBe(before.headers.etag)
  })

  it('shows on every process serving the database on its next request, whoever made the change', async () => {
    const one = await appWith()
    const other = await appWith()
    await get(one, path)
    await get(other, path)
    expect((await get(one, path)).headers['x-page-cache']).toBe('hit')
    expect((await get(other, path)).headers['x-page-cache']).toBe('hit')
    await importProperties([
      property({
        ListPrice: 455_000,
        PublicRemarks: 'Bright, quiet, and a new roof.',
        ModificationTimestamp: '2026-01-08T10:00:00Z',
      }),
    ])
    const fromOne = await get(one, path)
    const fromOther = await get(other, path)
    expect(fromOne.body).toContain('| 455000 |')
    expect(fromOther.body).toContain('| 455000 |')
    // One build, one database: one validator, whichever process answers.
    expect(fromOther.headers.etag).toBe(fromOne.headers.etag)
    expect((await get(other, path, { 'if-none-match': String(fromOne.headers.etag) })).statusCode).toBe(304)
  })
})

describe("a change to the site's design or the listing's feed", () => {
  it('renders the page again with a new ETag: the site renamed, a market layout or a feed disclaimer changed', async () => {
    const app = await appWith()
    let previous = await get(app, path)
    const changes = [
      () => database.db.updateTable('sites').set({ name: 'Test Realty Group' }).where('id', '=', SITE_ID).execute(),
      () =>
        database.db
          .updateTable('markets')
          .set({ idx_layout: JSON.stringify({ card: 'compact' }) })
          .where('id', '=', MARKET_ID)
          .execute(),
      () =>
        database.db
          .updateTable('feeds')
          .set({ disclaimer_html: '<p>Information deemed reliable.</p>' })
          .where('id', '=', FEED_ID)
          .execute(),
    ]
    for (const change of changes) {
      expect((await get(app, path)).headers['x-page-cache']).toBe('hit')
      await change()
      const next = await get(app, path)
      expect(next.headers['x-page-cache']).toBe('miss')
      expect(next.headers.etag).not.toBe(previous.headers.etag)
      previous = next
    }
    expect(previous.body).toContain('Test Realty Group |')
  })
})

describe('the site a listing page is rendered from', () => {
  it('is read again once its version changes: a page never rendered before shows the renamed site and its new embedding origins', async () => {
    const app = await appWith()
    const frameAncestors = (res: LightMyRequestResponse) =>
      /frame-ancestors ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? ''
    const before = await get(app, `${path}?site=1`)
    expect(before.body).not.toContain('Lone Oak Homes |')
    expect(frameAncestors(before)).not.toContain('https://www.lone-oak.example')
    await database.db
      .updateTable('sites')
      .set({ name: 'Lone Oak Homes', embed_origins: ['https://www.lone-oak.example'] })
      .where('id', '=', SITE_ID)
      .execute()
    // Another address of the page: not in the page cache, so only the site's version decides.
    const after = await get(app, `${path}?site=2`)
    expect(after.headers['x-page-cache']).toBe('miss')
    expect(after.body).toContain('Lone Oak Homes |')
    expect(frameAncestors(after)).toContain('https://www.lone-oak.example')
  })
})

describe('what is never kept or shared', () => {
  it('answers a request with cookies or a bearer token for itself: rendered, private, and never from or into the cache', async () => {
    const app = await appWith()
    const anonymous = await get(app, path)
    const visitors: Record<string, string>[] = [
      { cookie: 'session=visitor-a' },
      { authorization: 'Bearer visitor-a-token' },
    ]
    for (const headers of visitors) {
      const own = await get(app, path, headers)
      expect(own.statusCode).toBe(200)
      expect(own.headers['x-page-cache']).toBe('pass')
      expect(own.headers['cache-control']).toBe(PRIVATE)
      expect(own.headers.etag).toBeUndefined()
      // Its scripts run by a nonce of its own, as every page not shared does.
      expect(scriptSources(own).some((source) => source.startsWith("'nonce-"))).toBe(true)
    }
    expect(renders()).toEqual([path, path, path])
    // What those requests got was never kept for the next visitor: it still gets the anonymous page.
    const next = await get(app, path)
    expect(next.headers['x-page-cache']).toBe('hit')
    expect(next.body).toBe(anonymous.body)

    // Nor does a visitor's request fill the cache for anyone.
    const query = `${path}?visitor=1`
    await get(app, query, { cookie: 'session=visitor-b' })
    expect((await get(app, query)).headers['x-page-cache']).toBe('miss')
  })

  it('never keeps a password-locked listing, a missing one, a failed render or another route', async () => {
    const app = await appWith()
    for (const url of ['/app/listing/5-test-st/5', '/app/listing/gone/999999', `${path}?explode=1`]) {
      const first = await get(app, url)
      const second = await get(app, url)
      expect(first.headers.etag, url).toBeUndefined()
      expect(second.headers['x-page-cache'], url).toBe('pass')
      expect(second.headers['cache-control'], url).toBe(PRIVATE)
    }
    expect((await get(app, '/app/listing/gone/999999')).statusCode).toBe(404)
    // The split view carries the first search, which any listing of the market changes: not kept.
    const split = await get(app, `/app/listing/${listingId}`)
    expect(split.headers.etag).toBeUndefined()
    expect(split.headers['cache-control']).toBe('no-cache')
    expect(split.headers['x-page-cache']).toBeUndefined()
    expect(renders().filter((url) => url === '/app/listing/5-test-st/5')).toHaveLength(2)
  })

  it('keeps nothing with IDX_PAGE_CACHE_MB=0, and still answers a visitor holding the page with 304', async () => {
    const app = await appWith(readConfigWith({ IDX_PAGE_CACHE_MB: '0' }))
    const first = await get(app, path)
    const second = await get(app, path)
    expect(second.headers['x-page-cache']).toBe('miss')
    expect(second.headers.etag).toBe(first.headers.etag)
    const notModified = await get(app, path, { 'if-none-match': String(first.headers.etag) })
    expect(notModified.statusCode).toBe(304)
    expect(notModified.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    expect(renders()).toEqual([path, path, path])
  })
})

describe('the versions read for concurrent requests', () => {
  it('answers requests arriving together with one read, and never with a read that began before a request', async () => {
    const reads: number[][] = []
    const versionOf = listingPageVersionReader((ids) => {
      reads.push([...ids])
      return readListingPageVersions(database.db, SITE_TOKEN, ids)
    })
    const together = await Promise.all([versionOf(listingId), versionOf(5), versionOf(999_999), versionOf(listingId)])
    expect(together[0]).toEqual(together[3])
    expect(together[0]?.site).toBe(together[1]?.site)
    expect(together[1]?.listing).not.toBe(together[0]?.listing)
    expect(together[2]).toBeNull()
    expect(reads).toEqual([[listingId, 5, 999_999]])

    // A read under way (held before its answer is handed on) when the listing changes: a request
    // arriving after the change waits for the next read rather than take that one's answer.
    let opened = () => undefined as void
    const gate = new Promise<void>((resolve) => (opened = resolve))
    let held = false
    const slowVersionOf = listingPageVersionReader(async (ids) => {
      const versions = await readListingPageVersions(database.db, SITE_TOKEN, ids)
      held = true
      await gate
      return versions
    })
    const underWay = slowVersionOf(5)
    await expect.poll(() => held).toBe(true)
    await database.db.updateTable('listings').set({ description: 'Changed.' }).where('id', '=', 5).execute()
    const after = slowVersionOf(5)
    opened()
    const [before, next] = await Promise.all([underWay, after])
    expect(before).toEqual(together[1])
    expect(next?.listing).not.toBe(before?.listing)
  })
})

function readConfigWith(env: NodeJS.ProcessEnv): Partial<ServerConfig> {
  return { pageCacheBytes: readConfig(env).pageCacheBytes }
}
