import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.js'
import { DEMO_CLIENT_ID, DEMO_SITE_TOKEN, readConfig, type ServerConfig } from '../src/config/server-config.js'
import { BUILT_IN_MAP_TILES } from '../src/config/map-tiles-setting.js'
import type { OpenDatabase } from '../src/db/database.js'
import { testDatabase } from './helpers/database.js'
import { insertBasics, useAustinFilters, MARKET_ID } from './helpers/fixtures.js'

let database: OpenDatabase
beforeAll(async () => {
  database = await testDatabase()
})
afterAll(async () => {
  await database.close()
})

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

function builtSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'idx-site-'))
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="idx-config" content="" /></head><body>site</body></html>',
  )
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets', 'main-abc.js'), 'console.log(1)')
  return dir
}

function config(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...readConfig({}), idxAppDir: builtSite(), storybookDir: null, ...overrides }
}

describe('the API server', () => {
  it('answers /healthz while the process is up', async () => {
    app = await buildApp(config(), { db: database.db })
    const res = await app.inject('/healthz')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
  })

  it('serves the built site at /app/ with the demo site configuration in its meta tag', async () => {
    app = await buildApp(config(), { db: database.db })
    const res = await app.inject('/app/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    const content = /<meta name="idx-config" content="([^"]*)"/.exec(res.body)?.[1]
    expect(JSON.parse(decodeURIComponent(content ?? ''))).toEqual({
      api_token: DEMO_SITE_TOKEN,
      client_id: DEMO_CLIENT_ID,
      market_id: '',
      api_base_url: '',
      map_style: 'default',
      // No IDX_MAP_TILES: the built-in public tile services, one per style.
      map_tiles: BUILT_IN_MAP_TILES,
      // pusher-js's options for live updates: the host and port the page was asked at.
      realtime: {
        key: (await app.realtimeCredentials()).key,
        cluster: 'idx',
        wsHost: 'localhost',
        wsPort: 80,
        wssPort: 80,
        wsPath: '/realtime',
        forceTLS: false,
        enabledTransports: ['ws', 'wss'],
        authEndpoint: '/api/v3/pusher/auth',
      },
    })
  })

  it("writes the opening market's default filter into the page, and none when the market has no usable schema", async () => {
    // Its own database: the site, market and feed rows stay out of the other tests.
    const own = await testDatabase()
    await insertBasics(own.db)
    try {
      app = await buildApp(config(), { db: own.db })
      const read = async () => {
        const content = /<meta name="idx-config" content="([^"]*)"/.exec((await app!.inject('/app/')).body)?.[1]
        return JSON.parse(decodeURIComponent(content ?? '')) as Record<string, unknown>
      }
      expect((await read()).default_filter).toBeUndefined()
      await useAustinFilters(own.db)
      expect(await read()).toMatchObject({
        default_filter: { purchase_type: { value: 'Purchase' }, listing_status: { value: ['Active', 'Coming Soon'] } },
        default_filter_market_id: String(MARKET_ID),
      })
    } finally {
      await app?.close()
      app = undefined
      await own.close()
    }
  })

  it('passes the map style and production tile services from the environment to the page', async () => {
    const tiles = { topo: { url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example' } }
    const env = { IDX_MAP_STYLE: 'topo', IDX_MAP_TILES: JSON.stringify(tiles) }
    app = await buildApp({ ...readConfig(env), idxAppDir: builtSite(), storybookDir: null }, { db: database.db })
    const content = /<meta name="idx-config" content="([^"]*)"/.exec((await app.inject('/app/')).body)?.[1]
    expect(JSON.parse(decodeURIComponent(content ?? ''))).toMatchObject({ map_style: 'topo', map_tiles: tiles })
    expect(() => readConfig({ IDX_MAP_TILES: '{not json' })).toThrow(/IDX_MAP_TILES must be JSON/)
  })

  it('serves an asset precompressed when the browser accepts it, and compresses JSON answers', async () => {
    const site = builtSite()
    const { brotliCompressSync } = await import('node:zlib')
    writeFileSync(join(site, 'assets', 'main-abc.js.br'), brotliCompressSync('console.log(1)'))
    app = await buildApp(config({ idxAppDir: site }), { db: database.db })
    const asset = await app.inject({ url: '/app/assets/main-abc.js', headers: { 'accept-encoding': 'br, gzip' } })
    expect(asset.headers['content-encoding']).toBe('br')
    const plain = await app.inject('/app/assets/main-abc.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe('console.log(1)')
    const openapi = await app.inject({ url: '/api/v3/openapi.json', headers: { 'accept-encoding': 'gzip' } })
    expect(openapi.headers['content-encoding']).toBe('gzip')
  })

  it('serves client-side routes under /app/ as the page and assets as files', async () => {
    app = await buildApp(config(), { db: database.db })
    const route = await app.inject('/app/listing/some-slug/123')
    expect(route.statusCode).toBe(200)
    expect(route.body).toContain('idx-config')
    const asset = await app.inject('/app/assets/main-abc.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.body).toBe('console.log(1)')
    expect(asset.headers['cache-control']).toContain('immutable')
  })

  it('answers every route of the site with 200 and any other /app/ address with a 404 page', async () => {
    app = await buildApp(config(), { db: database.db })
    const known = [
      '/app/',
      '/app/?q=%7B%7D&page=2',
      '/app/login',
      '/app/register',
      '/app/forgot-password',
      '/app/authenticate?signup_email=a%40b.example',
      '/app/auth',
      '/app/account',
      '/app/sso/sign_in',
      '/app/sso/sign_out',
      '/app/listing/123',
      '/app/listing/some-slug/123',
      '/app/listing-not-found',
      '/app/work-with-agent/5',
      '/app/work-with-agent/5/get-started',
      '/app/oauth/callback?code=x',
      '/app/collections',
      '/app/collection/12/chat',
    ]
    for (const url of known) expect((await app.inject(url)).statusCode, url).toBe(200)
    for (const url of ['/app/no-such-page', '/app/listing', '/app/login/extra', '/app/assets/gone-123.js']) {
      const res = await app.inject(url)
      expect(res.statusCode, url).toBe(404)
      // Still the site's page, so the browser draws its not-found page with a way back.
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain('idx-config')
      expect(res.body).toMatch(/<title>Page not found( \| [^<]+)?<\/title>/)
      expect(res.body).toContain('<meta name="robots" content="noindex" />')
    }
  })

  it('redirects / and /app to /app/', async () => {
    app = await buildApp(config(), { db: database.db })
    for (const path of ['/', '/app']) {
      const res = await app.inject(path)
      expect(res.statusCode).toBe(302)
      expect(res.headers.location).toBe('/app/')
    }
    // The app's router writes its index as /app?...: the search survives the redirect.
    const search = await app.inject('/app?page=2&box=30.4,-97.9,30.1,-97.6')
    expect(search.headers.location).toBe('/app/?page=2&box=30.4,-97.9,30.1,-97.6')
  })

  it('redirects the old-style collection addresses and accept_invite links to their pages', async () => {
    app = await buildApp(config(), { db: database.db })
    const cases: [string, string][] = [
      ['/app/collections/12', '/app/collection/12'],
      ['/app/collections/12/comments/31?page=2', '/app/collection/12/chat?page=2'],
      ['/app/collections/12/subscribe', '/app/collection/12/edit'],
      ['/app/collections/12/info', '/app/collection/12/info'],
      ['/app/collections/12/accept_invite?given=Xy_9', '/app/collection/12/accept_invite?given=Xy_9'],
      ['/app/collection/12/accept_invite?given=Xy_9', '/app/join/collection/12/Xy_9'],
      ['/app/listing/12/accept_invite?given=Xy_9', '/app/'],
    ]
    for (const [from, to] of cases) {
      const res = await app.inject(from)
      expect(res.statusCode, from).toBe(302)
      expect(res.headers.location, from).toBe(to)
    }
  })

  it('serves the built Storybook at /storybook/ when there is one, and nothing there otherwise', async () => {
    const storybook = mkdtempSync(join(tmpdir(), 'idx-storybook-'))
    writeFileSync(join(storybook, 'index.html'), '<!doctype html><title>Storybook</title>')
    app = await buildApp(config({ storybookDir: storybook }), { db: database.db })
    const page = await app.inject('/storybook/')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<title>Storybook</title>')
    expect((await app.inject('/storybook')).headers.location).toBe('/storybook/')
    await app.close()
    app = await buildApp(config({ storybookDir: null }), { db: database.db })
    expect((await app.inject('/storybook/')).statusCode).toBe(404)
  })

  it('says plainly that the site is not built when its folder is missing', async () => {
    app = await buildApp(config({ idxAppDir: null }), { db: database.db })
    const res = await app.inject('/app/')
    expect(res.statusCode).toBe(503)
    expect(res.body).toContain('npm run build')
  })

  it('answers unknown paths with a JSON:API 404 error document', async () => {
    app = await buildApp(config(), { db: database.db })
    const res = await app.inject('/api/v3/nothing-here')
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('application/vnd.api+json')
    expect(res.json()).toEqual({
      errors: [{ status: '404', title: 'Not Found', detail: 'No route for GET /api/v3/nothing-here' }],
    })
  })
})

describe('readConfig', () => {
  it('listens on 127.0.0.1:3000 by default', () => {
    const c = readConfig({})
    expect(c.port).toBe(3000)
    expect(c.host).toBe('127.0.0.1')
  })
  it('takes PORT from the environment', () => {
    expect(readConfig({ PORT: '4123' }).port).toBe(4123)
  })
  it.each(['abc', '-1', '70000', '1.5'])('rejects PORT=%s with a message naming PORT', (port) => {
    expect(() => readConfig({ PORT: port })).toThrow(/PORT must be an integer/)
  })
  it('runs the job worker by default, polling every second; IDX_JOB_WORKER=0 turns it off', () => {
    expect(readConfig({}).jobWorker).toEqual({ enabled: true, pollIntervalMs: 1000 })
    expect(readConfig({ IDX_JOB_WORKER: '0', IDX_JOB_POLL_MS: '250' }).jobWorker).toEqual({
      enabled: false,
      pollIntervalMs: 250,
    })
    expect(() => readConfig({ IDX_JOB_WORKER: 'maybe' })).toThrow(/IDX_JOB_WORKER must be 1/)
    expect(() => readConfig({ IDX_JOB_POLL_MS: '0' })).toThrow(/IDX_JOB_POLL_MS must be a whole number of at least 1/)
  })
})
