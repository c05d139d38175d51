import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { readConfig, type ServerConfig } from '../src/config/server-config.js'
import type { OpenDatabase } from '../src/db/database.js'
import { FIRST_SEARCH_ELEMENT_ID, listingRoute, type PageData } from '../src/idx-site/first-search.js'
import { injectRenderedPage, siteConfigValue } from '../src/idx-site/idx-site.js'
import { testDatabase } from './helpers/database.js'
import { insertBasics, useAustinFilters, insertListings, listing, MARKET_ID } from './helpers/fixtures.js'
import { siteAuthorization } from './helpers/platform-app.js'

// apps/idx's server renderer is loaded by path and handed each listing page and the search screen
// with their documents. These tests stand a recording renderer in for it (apps/api never imports
// React); apps/idx/test/ssr.e2e.test.ts runs the real one.

const PAGE = [
  '<!doctype html><html><head>',
  '<meta name="description" content="Search homes for sale and for rent." />',
  '<meta name="idx-config" content="" />',
  '<title>idx</title>',
  '</head><body><div id="root"></div></body></html>',
].join('\n')

/** A renderer that records what it is handed and answers like the real one: 404 for a missing listing. */
const RECORDING_RENDERER = `
export async function renderPage(input) {
  globalThis.__idxRenderCalls.push(input)
  if (input.url.includes('explode')) throw new Error('render failed')
  const missing = input.data.listing && input.data.listing.document === null
  return { status: missing ? 404 : 200, head: '<title>Rendered $& title</title>', html: '<p>rendered</p>' }
}
`

type RenderCall = { url: string; config: Record<string, unknown>; data: PageData; origin: string }
const calls = (): RenderCall[] => (globalThis as unknown as { __idxRenderCalls: RenderCall[] }).__idxRenderCalls

let database: OpenDatabase
let dir: string
let rendererPath: string
const apps: FastifyInstance[] = []

async function appWith(overrides: Partial<ServerConfig>): Promise<FastifyInstance> {
  const app = await buildApp(
    { ...readConfig({}), idxAppDir: dir, storybookDir: null, ...overrides },
    { db: database.db },
  )
  apps.push(app)
  return app
}

beforeAll(async () => {
  database = await testDatabase()
  await insertBasics(database.db)
  await useAustinFilters(database.db)
  await insertListings(database.db, [listing({ id: 1, purchase_type: 'Purchase' }), listing({ id: 2 })])
  // Open houses (read as JSON with the listing): the page's document must still be the API's, moments included.
  const openHouse = (id: number, day: string, directions: string | null = null) => ({
    id,
    listing_id: 1,
    start_time: `${day}T16:00:00.5Z`,
    end_time: `${day}T18:00:00Z`,
    directions,
  })
  await database.db
    .insertInto('open_houses')
    .values([openHouse(11, '2026-03-01', 'Gate B'), openHouse(10, '2026-02-01')])
    .execute()
  dir = mkdtempSync(join(tmpdir(), 'idx-site-'))
  writeFileSync(join(dir, 'index.html'), PAGE)
  rendererPath = join(dir, 'render-page.mjs')
  writeFileSync(rendererPath, RECORDING_RENDERER)
})
beforeEach(() => {
  ;(globalThis as unknown as { __idxRenderCalls: RenderCall[] }).__idxRenderCalls = []
})
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()))
  await database.close()
})

function pageDataOf(html: string): PageData | null {
  const match = new RegExp(`<script id="${FIRST_SEARCH_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html)
  return match?.[1] ? (JSON.parse(match[1]) as PageData) : null
}

describe('a listing page with the server renderer', () => {
  it('is rendered from the documents the API answers, which the page also carries', async () => {
    const app = await appWith({ idxRenderer: rendererPath })
    const res = await app.inject({ url: '/app/listing/some-slug/1?inquiry=true', headers: { host: 'localhost:8080' } })
    expect(res.statusCode).toBe(200)
    const [call, ...more] = calls()
    expect(more).toEqual([])
    const listingAnswer = await app.inject({ url: '/api/v3/listings/1', headers: siteAuthorization })
    const siteAnswer = await app.inject({ url: '/api/v3/site?me=true', headers: siteAuthorization })
    expect(call?.url).toBe('/app/listing/some-slug/1?inquiry=true')
    expect(call?.origin).toBe('http://localhost:8080')
    // A full page shows no search: no market defaults are read for it.
    expect(call?.config).toEqual(
      siteConfigValue(readConfig({}).site, null, await app.realtimeClientConfig('http://localhost:8080')),
    )
    expect(call?.data).toEqual({
      site: siteAnswer.json(),
      listing: { id: '1', document: listingAnswer.json() },
      // The zone the page's dates are rendered in, which the browser hydrates in.
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      // The layout guessed from the browser (no phone said so) and the origin share links use.
      viewport: 'large',
      origin: 'http://localhost:8080',
    })
    expect(pageDataOf(res.body)).toEqual(call?.data)
    expect(
      listingAnswer.json().included.map((each: { type: string; id: string }) => `${each.type}/${each.id}`),
    ).toEqual(['agents/1', 'feeds/1', 'open_houses/10', 'open_houses/11'])
    expect(res.headers.vary).toContain('Sec-CH-UA-Mobile')
    // Its own time, which `npm run bench` reads.
    expect(res.headers['server-timing']).toMatch(/^page;dur=\d+\.\d$/)

    // A phone gets the small layout (see viewport-hint.test.ts for the rules).
    await app.inject({ url: '/app/listing/some-slug/1', headers: { host: 'localhost:8080', 'sec-ch-ua-mobile': '?1' } })
    expect(calls().at(-1)?.data.viewport).toBe('small')

    // The rendering goes into the page: its head tags for the page's title and description.
    expect(res.body).toContain('<div id="root"><p>rendered</p></div>')
    expect(res.body).toContain('<title>Rendered $& title</title>')
    expect(res.body).not.toContain('<title>idx</title>')
    expect(res.body).not.toContain('name="description"')
  })

  it('refuses a Host header that is no host name, which its links would be written against', async () => {
    const app = await appWith({ idxRenderer: rendererPath })
    for (const url of ['/app/', '/app/listing/some-slug/1']) {
      const res = await app.inject({ url, headers: { host: 'homes.test/"><script>alert(1)</script>' } })
      expect(res.statusCode).toBe(400)
      expect(res.body).not.toContain('<script>alert(1)')
    }
    expect(calls()).toEqual([])
  })

  it('answers 404 for a listing the API does not know, or an id that cannot be one', async () => {
    const app = await appWith({ idxRenderer: rendererPath })
    for (const [url, id] of [
      ['/app/listing/gone/987654', '987654'],
      ['/app/listing/not-a-number', 'not-a-number'],
    ] as const) {
      const res = await app.inject(url)
      expect(res.statusCode).toBe(404)
      expect(pageDataOf(res.body)?.listing).toEqual({ id, document: null })
    }
  })

  it('carries the first search too in the split view, beside the results', async () => {
    const app = await appWith({ idxRenderer: rendererPath })
    const res = await app.inject('/app/listing/1?sort=-price_in_dollars')
    expect(res.statusCode).toBe(200)
    const data = calls()[0]?.data
    expect(data?.query?.sort).toBe('-price_in_dollars')
    expect((data?.search as { data: unknown[] }).data.length).toBeGreaterThan(0)
    expect(data?.listing?.id).toBe('1')
    expect(calls()[0]?.config['default_filter_market_id']).toBe(String(MARKET_ID))
  })

  it('is served unrendered when rendering fails', async () => {
    const app = await appWith({ idxRenderer: rendererPath })
    const res = await app.inject('/app/listing/explode/1')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).toContain('<title>idx</title>')
  })
})

describe('other pages with the server renderer', () => {
  it('renders the search screen with its first search, and leaves every other page to the browser', async () => {
    const app = await appWith({ idxRenderer: rendererPath })
    const search = await app.inject('/app/')
    expect(search.body).toContain('<p>rendered</p>')
    expect(calls()[0]?.data.search).toBeDefined()
    for (const url of ['/app/account', '/app/login', '/app/listing-not-found', '/app/?market_id=2']) {
      const res = await app.inject(url)
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<div id="root"></div>')
    }
    expect(calls()).toHaveLength(1)
  })
})

describe('without a renderer', () => {
  it('serves every page for the browser to render, when none is built or it is turned off', async () => {
    for (const idxRenderer of [undefined, null, join(dir, 'no-such-renderer.js')]) {
      const app = await appWith({ idxRenderer })
      const res = await app.inject('/app/listing/some-slug/1')
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<div id="root"></div>')
      expect(pageDataOf(res.body)).toBeNull()
    }
    expect(calls()).toEqual([])
  })

  it('refuses to start with a module that is not a renderer', async () => {
    const broken = join(dir, 'not-a-renderer.mjs')
    writeFileSync(broken, 'export const nothing = 1\n')
    await expect(appWith({ idxRenderer: broken })).rejects.toThrow(/does not export renderPage/)
  })
})

describe('listing routes', () => {
  it('are the split view and the full page, with the id as the router decodes it', () => {
    expect(listingRoute('/app/listing/7')).toEqual({ id: '7', view: 'split' })
    expect(listingRoute('/app/listing/7-main-st/7')).toEqual({ id: '7', view: 'full' })
    expect(listingRoute('/app/listing/a%20b/x%2Fy')).toEqual({ id: 'x/y', view: 'full' })
    for (const path of ['/app/', '/app/listing-not-found', '/app/listing/', '/app/listing/a/b/c', '/app/listing/%E0']) {
      expect(listingRoute(path)).toBeNull()
    }
  })
})

describe('injectRenderedPage', () => {
  it("puts the rendering inside #root and its head in place of the page's title and description", () => {
    const html = injectRenderedPage(PAGE, { status: 200, head: "<title>$' and $&</title>", html: '<main>$&</main>' })
    expect(html).toContain("<title>$' and $&</title>")
    expect(html).toContain('<div id="root"><main>$&</main></div>')
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).not.toContain('name="description"')
  })
})
