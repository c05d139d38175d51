import { DOMParser } from '@xmldom/xmldom'
import { displayStatus, isForSale } from '@idx/domain'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../src/config/server-config.js'
import type { OpenDatabase } from '../src/db/database.js'
import { installErrorHandling } from '../src/http/error-handler.js'
import { addSharedSchemas } from '../src/jsonapi/document-schemas.js'
import { buildApp } from '../src/app.js'
import { sitemapRoutes } from '../src/seo/sitemap.routes.js'
import {
  robotsTxt,
  SITEMAP_MAX_URLS,
  sitemapIndex,
  sitemapUrlSet,
  w3cDatetime,
  xmlEscape,
} from '../src/seo/sitemap-xml.js'
import { seededTestDatabase } from './helpers/database.js'
import { insertBasics, insertListings, listing, OTHER_MARKET_ID, SITE_TOKEN } from './helpers/fixtures.js'
import { buildTestApp, insertOtherSite, OTHER_MARKET_OF_OTHER_SITE, siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/** Parses XML strictly: any warning or error (a bad entity, an unclosed tag) fails the test. */
function parseXml(text: string) {
  const parser = new DOMParser({
    onError: (level, message) => {
      throw new Error(`XML ${level}: ${message}`)
    },
  })
  return parser.parseFromString(text, 'application/xml')
}

type Entry = { loc: string; lastmod: string | null }

/** The `<url>` (or `<sitemap>`) entries of a sitemap document, read with a real XML parser. */
function entriesOf(text: string, tag: 'url' | 'sitemap' = 'url'): { root: string; entries: Entry[] } {
  const doc = parseXml(text)
  const root = doc.documentElement
  expect(root?.namespaceURI).toBe(SITEMAP_NS)
  const entries = Array.from(doc.getElementsByTagNameNS(SITEMAP_NS, tag)).map((element) => ({
    loc: element.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent ?? '',
    lastmod: element.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent ?? null,
  }))
  return { root: root?.localName ?? '', entries }
}

const idOf = (loc: string) => Number(loc.split('/').pop())

describe('sitemap-xml (pure builders)', () => {
  it('escapes the five XML entities in URLs and drops characters XML cannot hold', () => {
    expect(xmlEscape(`https://h.example/a?b=1&c=<2>"'`)).toBe('https://h.example/a?b=1&amp;c=&lt;2&gt;&quot;&apos;')
    expect(xmlEscape('a\u0000b\u0008c\td\uFFFEe')).toBe('abc\tde')
  })

  it('writes a urlset that a strict XML parser reads back, escaped URLs included', () => {
    const xml = sitemapUrlSet([
      { loc: 'https://h.example/app/listing/a/1?x=1&y=<2>', lastmod: '2026-01-01T00:00:00Z' },
      { loc: 'https://h.example/app/listing/b/2' },
    ])
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true)
    expect(xml).toContain('<loc>https://h.example/app/listing/a/1?x=1&amp;y=&lt;2&gt;</loc>')
    expect(entriesOf(xml)).toEqual({
      root: 'urlset',
      entries: [
        { loc: 'https://h.example/app/listing/a/1?x=1&y=<2>', lastmod: '2026-01-01T00:00:00Z' },
        { loc: 'https://h.example/app/listing/b/2', lastmod: null },
      ],
    })
  })

  it('writes a sitemap index of pages', () => {
    const xml = sitemapIndex([{ loc: 'https://h.example/sitemap-1.xml', lastmod: '2026-01-02T03:04:05Z' }])
    expect(entriesOf(xml, 'sitemap')).toEqual({
      root: 'sitemapindex',
      entries: [{ loc: 'https://h.example/sitemap-1.xml', lastmod: '2026-01-02T03:04:05Z' }],
    })
  })

  it('refuses more entries than the protocol allows in one file', () => {
    const entries = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => ({ loc: `https://h.example/${i}` }))
    expect(() => sitemapUrlSet(entries)).toThrow('A urlset holds at most 50000 entries, got 50001')
  })

  it('writes lastmod as a W3C datetime in UTC to the second', () => {
    expect(w3cDatetime(new Date(Date.UTC(2026, 0, 1, 12, 30, 15, 250)))).toBe('2026-01-01T12:30:15Z')
    expect(w3cDatetime('2026-01-01T12:30:00+02:00')).toBe('2026-01-01T10:30:00Z')
    expect(w3cDatetime('not a date')).toBeNull()
    expect(w3cDatetime(null)).toBeNull()
  })

  it('writes robots.txt allowing everything and naming the sitemap', () => {
    expect(robotsTxt('https://h.example/sitemap.xml')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://h.example/sitemap.xml\n',
    )
  })
})

// Fixtures: the site's two markets (Austin 1, Dallas 2) and another site's market (3).
const FOR_SALE_IDS = [1, 2, 3, 4, 5, 6, 7, 8]
const FIXTURE_LISTINGS = [
  listing({ id: 1, listing_status: 'Active', canonical_listing_status: 'Active' }),
  listing({ id: 2, listing_status: 'Pending' }),
  listing({ id: 3, listing_status: 'Coming Soon' }),
  // A feed status mapped onto Active, and a blank canonical status: listing_status counts.
  listing({ id: 4, listing_status: 'Under Review', canonical_listing_status: 'Active' }),
  listing({ id: 5, listing_status: 'Active', canonical_listing_status: ' ' }),
  // Hidden address: the link's slug carries no street.
  listing({ id: 6, street: 'Undisclosed Address', title: 'Undisclosed Address', disclose_address: false }),
  // Password protected: its page is public (the gate), so it is listed.
  listing({ id: 7, password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA' }),
  // The site's other market.
  listing({ id: 8, market_id: OTHER_MARKET_ID, slug: '8-elm-st-dallas-tx-75201' }),
  // Not for sale.
  listing({ id: 20, listing_status: 'Sold', canonical_listing_status: 'Sold' }),
  listing({ id: 21, listing_status: 'Closed', canonical_listing_status: 'Sold' }),
  listing({ id: 22, listing_status: 'Active', canonical_listing_status: 'Sold' }),
  listing({ id: 23, listing_status: 'Leased/Rented', purchase_type: 'Lease' }),
  listing({ id: 24, listing_status: 'Expired' }),
  // Another site's listing.
  listing({ id: 30, market_id: OTHER_MARKET_OF_OTHER_SITE, feed_id: 2, listing_agent_id: null }),
]

describe('GET /sitemap.xml, /sitemap-{n}.xml and /robots.txt on fixtures', () => {
  /** The same routes with 3 URLs a page, as the plugin's option allows. */
  let paged: FastifyInstance

  const t = withTestApp({
    seed: async (db) => {
      await insertBasics(db)
      await insertOtherSite(db)
      await insertListings(db, FIXTURE_LISTINGS)
    },
  })
  beforeAll(async () => {
    paged = Fastify()
    paged.decorate('db', t.db)
    addSharedSchemas(paged)
    installErrorHandling(paged)
    await paged.register(sitemapRoutes, { siteToken: SITE_TOKEN, publicUrl: 'https://homes.example/', pageSize: 3 })
    await paged.ready()
  })
  afterAll(async () => {
    await paged?.close()
  })

  it('lists every for-sale listing of the site, and no sold, leased, expired or other-site one', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'localhost:3000' } })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    const { root, entries } = entriesOf(res.body)
    expect(root).toBe('urlset')
    expect(entries.map((entry) => idOf(entry.loc))).toEqual(FOR_SALE_IDS)
  })

  it("writes each listing's links.full as an absolute URL on the request's (loopback) origin, with its lastmod", async () => {
    const res = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'localhost:3000' } })
    expect(res.headers.vary).toContain('host')
    for (const entry of entriesOf(res.body).entries) {
      const id = idOf(entry.loc)
      const detail = await t.app.inject({ url: `/api/v3/listings/${id}`, headers: siteAuthorization })
      expect(detail.statusCode, detail.body).toBe(200)
      const { links, attributes } = detail.json().data
      expect(entry.loc).toBe(`http://localhost:3000${links.full}`)
      expect(entry.lastmod).toBe(w3cDatetime(attributes.data_source_listing_updated_at))
    }
    const hidden = entriesOf(res.body).entries.find((entry) => idOf(entry.loc) === 6)
    expect(hidden?.loc).toBe('http://localhost:3000/app/listing/undisclosed-address-austin-tx-78704/6')
    expect(entriesOf(res.body).entries[0]?.lastmod).toBe('2026-01-01T00:01:00Z')
  })

  it('builds URLs on IDX_PUBLIC_URL when it is configured, whatever the Host', async () => {
    const configured = await buildApp(
      { ...readConfig({ IDX_PUBLIC_URL: 'https://homes.example/' }), idxAppDir: null, storybookDir: null },
      { db: t.db },
    )
    try {
      const res = await configured.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } })
      expect(res.statusCode).toBe(200)
      expect(res.headers.vary ?? '').not.toContain('host')
      const locs = entriesOf(res.body).entries.map((entry) => entry.loc)
      expect(locs[0]).toBe('https://homes.example/app/listing/1-test-st-austin-tx-78704/1')
      expect(locs.every((loc) => loc.startsWith('https://homes.example/app/listing/'))).toBe(true)
      const robots = await configured.inject({ url: '/robots.txt', headers: { host: 'evil.example' } })
      expect(robots.body).toContain('Sitemap: https://homes.example/sitemap.xml')
    } finally {
      await configured.close()
    }
  })

  it('refuses a Host header that is not a host name with a 400, rather than writing it into URLs', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example/<x>' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0]).toMatchObject({ status: '400', source: { header: 'host' } })
  })

  it('serves robots.txt as text, allowing all and naming the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: { host: 'localhost:3000' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    expect(res.body).toBe('User-agent: *\nAllow: /\n\nSitemap: http://localhost:3000/sitemap.xml\n')
  })

  it('needs no token: these routes are public like the pages', async () => {
    for (const url of ['/sitemap.xml', '/robots.txt', '/sitemap-1.xml']) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(200)
    }
  })

  it('is in the OpenAPI document as public XML and text routes', async () => {
    const doc = (await t.app.inject({ url: '/api/v3/openapi.json' })).json()
    for (const path of ['/sitemap.xml', '/sitemap-{page}.xml', '/robots.txt']) {
      expect(doc.paths[path]?.get?.security, path).toEqual([])
      expect(doc.paths[path]?.get?.tags, path).toEqual(['seo'])
    }
    expect(doc.paths['/sitemap.xml'].get.responses['200'].content).toHaveProperty('application/xml')
    expect(doc.paths['/robots.txt'].get.responses['200'].content).toHaveProperty('text/plain')
  })

  it('splits past the page size: /sitemap.xml is an index of pages that together list every listing', async () => {
    const res = await paged.inject({ url: '/sitemap.xml' })
    expect(res.statusCode).toBe(200)
    const index = entriesOf(res.body, 'sitemap')
    expect(index.root).toBe('sitemapindex')
    expect(index.entries.map((entry) => entry.loc)).toEqual([
      'https://homes.example/sitemap-1.xml',
      'https://homes.example/sitemap-2.xml',
      'https://homes.example/sitemap-3.xml',
    ])
    const pages: number[][] = []
    for (const [n, entry] of index.entries.entries()) {
      const page = await paged.inject({ url: `/sitemap-${n + 1}.xml` })
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toBe('application/xml; charset=utf-8')
      const urls = entriesOf(page.body)
      expect(urls.root).toBe('urlset')
      pages.push(urls.entries.map((url) => idOf(url.loc)))
      // A page's lastmod is its newest listing's.
      expect(entry.lastmod).toBe(
        urls.entries
          .map((url) => url.lastmod ?? '')
          .sort()
          .at(-1),
      )
    }
    expect(pages).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8],
    ])
  })

  it.each([
    ['a page past the last', '/sitemap-4.xml', 'No sitemap page 4: /sitemap.xml lists the pages there are'],
    ['page 0', '/sitemap-0.xml', "No sitemap page '0': pages are numbered 1, 2, … as /sitemap.xml lists them"],
    ['a page with a leading zero', '/sitemap-01.xml', "No sitemap page '01'"],
    ['a page that is not a number', '/sitemap-abc.xml', "No sitemap page 'abc'"],
    ['a page past any count', '/sitemap-99999999999.xml', "No sitemap page '99999999999'"],
  ])('answers %s with a clear 404, not a 500', async (_, url, detail) => {
    const res = await paged.inject({ url })
    expect(res.statusCode, res.body).toBe(404)
    expect(res.json().errors[0].detail).toContain(detail)
  })

  it('refuses a page size the protocol does not allow when registering', async () => {
    const bad = Fastify()
    bad.decorate('db', t.db)
    addSharedSchemas(bad)
    await expect(bad.register(sitemapRoutes, { siteToken: SITE_TOKEN, pageSize: 50_001 }).ready()).rejects.toThrow(
      'sitemapRoutes pageSize must be an integer from 1 to 50000, got 50001',
    )
    await bad.close()
  })
})

describe('GET /sitemap.xml on the seeded demo market', () => {
  let database: OpenDatabase
  let app: FastifyInstance
  let body: string

  beforeAll(async () => {
    // The run's seeded template (5000 listings): the sitemap's rule does not depend on the count.
    database = await seededTestDatabase()
    app = await buildTestApp(database.db)
    const res = await app.inject({ url: '/sitemap.xml', headers: { host: 'localhost:3000' } })
    expect(res.statusCode).toBe(200)
    body = res.body
  }, 600_000)
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it("lists exactly the market's for-sale listings (by @idx/domain's isForSale), none Sold or Leased", async () => {
    const rows = await database.db
      .selectFrom('listings')
      .select(['id', 'listing_status', 'canonical_listing_status'])
      .execute()
    const forSale = rows.filter((row) => isForSale(displayStatus(row))).map((row) => row.id)
    const closed = rows.filter((row) => !isForSale(displayStatus(row))).map((row) => row.id)
    expect(forSale.length).toBeGreaterThan(1000)
    expect(closed.length).toBeGreaterThan(100)
    const listed = entriesOf(body).entries.map((entry) => idOf(entry.loc))
    expect(listed).toEqual([...forSale].sort((a, b) => a - b))
    const listedSet = new Set(listed)
    expect(closed.filter((id) => listedSet.has(id))).toEqual([])
  })

  it('writes absolute URLs equal to the links.full of the listings, hidden-address and password ones included', async () => {
    const entries = entriesOf(body).entries
    expect(entries.every((entry) => /^http:\/\/localhost:3000\/app\/listing\/[a-z0-9-]+\/\d+$/.test(entry.loc))).toBe(
      true,
    )
    expect(entries.every((entry) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(entry.lastmod ?? ''))).toBe(true)
    const hidden = await database.db
      .selectFrom('listings')
      .select('id')
      .where('disclose_address', '=', false)
      .where('listing_status', 'in', ['Active', 'Pending', 'Coming Soon'])
      .executeTakeFirstOrThrow()
    const locked = await database.db
      .selectFrom('listings')
      .select('id')
      .where('password_hash', 'is not', null)
      .where('listing_status', 'in', ['Active', 'Pending', 'Coming Soon'])
      .executeTakeFirstOrThrow()
    const sample = [hidden.id, locked.id, idOf(entries[0]!.loc), idOf(entries.at(-1)!.loc)]
    const byId = new Map(entries.map((entry) => [idOf(entry.loc), entry.loc]))
    for (const id of sample) {
      const detail = await app.inject({ url: `/api/v3/listings/${id}`, headers: siteAuthorization })
      expect(detail.statusCode).toBe(200)
      expect(byId.get(id)).toBe(`http://localhost:3000${detail.json().data.links.full}`)
    }
    expect(byId.get(hidden.id)).toContain('/app/listing/undisclosed-address-')
  })
})
