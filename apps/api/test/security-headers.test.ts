import { createHash } from 'node:crypto'
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { readConfig, type ServerConfig } from '../src/config/server-config.js'
import type { OpenDatabase } from '../src/db/database.js'
import { LOCKED_DOWN_POLICY, tileSources } from '../src/http-headers/content-security-policy.js'
import { REFERRER_POLICY } from '../src/http-headers/security-headers.js'
import { testDatabase } from './helpers/database.js'
import { insertBasics, useAustinFilters, insertListings, listing, SITE_ID } from './helpers/fixtures.js'
import { siteAuthorization } from './helpers/platform-app.js'

// Every kind of answer carries nosniff, a Referrer-Policy and a Content-Security-Policy; the
// site's pages allow no inline script but their own, by a nonce new to each answer; framing and
// cross-origin calls are allowed to exactly the configured origins. apps/idx/test/csp.e2e.test.ts
// proves the same policies in Chromium.

const here = dirname(fileURLToPath(import.meta.url))
const BROKER = 'https://broker.example'
const EVIL = 'https://evil.example'
/** An inline script of the kind Storybook's build writes into its pages. */
const STORYBOOK_INLINE = "window.CONFIG_TYPE = 'PRODUCTION'"

let database: OpenDatabase
let siteDir: string
let storybookDir: string
const apps: FastifyInstance[] = []

beforeAll(async () => {
  database = await testDatabase()
  await insertBasics(database.db)
  // A usable filter schema: the search page then carries its first results.
  await useAustinFilters(database.db)
  // A listing whose text tries to close the data block and run a script of its own.
  await insertListings(database.db, [
    listing({ id: 1, purchase_type: 'Purchase', title: '</script><script>alert(document.domain)</script>' }),
  ])
  // apps/idx's own page template: its inline script and its entry module.
  siteDir = mkdtempSync(join(tmpdir(), 'idx-site-'))
  copyFileSync(join(here, '..', '..', 'idx', 'index.html'), join(siteDir, 'index.html'))
  mkdirSync(join(siteDir, 'assets'))
  writeFileSync(join(siteDir, 'assets', 'index-abc.js'), 'console.log(1)')
  storybookDir = mkdtempSync(join(tmpdir(), 'idx-storybook-'))
  writeFileSync(
    join(storybookDir, 'index.html'),
    `<!doctype html><title>Storybook</title><script>${STORYBOOK_INLINE}</script><script type="module" src="./sb.js"></script>`,
  )
})
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()))
  await database.close()
})

async function appWith(env: NodeJS.ProcessEnv = {}, overrides: Partial<ServerConfig> = {}): Promise<FastifyInstance> {
  const app = await buildApp(
    { ...readConfig(env), idxAppDir: siteDir, idxRenderer: null, storybookDir: null, ...overrides },
    { db: database.db },
  )
  apps.push(app)
  return app
}

/** The policy's directives by name, e.g. { 'script-src': ["'self'", "'nonce-…'"] }. */
function directives(res: LightMyRequestResponse): Record<string, string[]> {
  const policy = res.headers['content-security-policy']
  expect(typeof policy).toBe('string')
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  )
}

function expectCommonHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff')
  expect(res.headers['referrer-policy']).toBeDefined()
}

/** The opening tags of the scripts in a page that a browser runs (not JSON data blocks). */
function runnableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => !/type="application\/(ld\+)?json"/.test(tag))
}

describe("the site's pages", () => {
  it('allow no inline script but the ones carrying the answer’s own nonce, new on every answer', async () => {
    const app = await appWith()
    const first = await app.inject('/app/')
    const second = await app.inject('/app/')
    expect(first.statusCode).toBe(200)
    expectCommonHeaders(first)
    expect(first.headers['referrer-policy']).toBe(REFERRER_POLICY)
    const scriptSources = directives(first)['script-src'] ?? []
    expect(scriptSources).not.toContain("'unsafe-inline'")
    expect(scriptSources).not.toContain("'unsafe-eval'")
    expect(scriptSources).not.toContain('*')
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSources.join(' '))?.[1]
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    // Each script the page runs (the submit guard and the entry module) carries it; nothing else does.
    const scripts = runnableScripts(first.body)
    expect(scripts.length).toBe(2)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
    const secondNonce = /'nonce-([^']+)'/.exec(String(second.headers['content-security-policy']))?.[1]
    expect(secondNonce).not.toBe(nonce)
    expect(second.body).not.toContain(nonce)
  })

  it("keeps a listing's text from closing the page data and running: no script without the nonce", async () => {
    const app = await appWith()
    const res = await app.inject('/app/?purchase_type=Purchase')
    expect(res.body).toContain('alert(document.domain)')
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1]
    for (const tag of runnableScripts(res.body)) expect(tag).toContain(`nonce="${nonce}"`)
  })

  it('may be framed by the site itself only, by default', async () => {
    const app = await appWith()
    const res = await app.inject('/app/listing/some-slug/1')
    expect(directives(res)['frame-ancestors']).toEqual(["'self'"])
    expect(directives(res)['object-src']).toEqual(["'none'"])
    expect(directives(res)['base-uri']).toEqual(["'none'"])
  })

  it('may be framed by the origins IDX_FRAME_ANCESTORS names, and no other', async () => {
    const app = await appWith({ IDX_FRAME_ANCESTORS: `${BROKER} https://www.broker.example:8443/` })
    const res = await app.inject('/app/')
    expect(directives(res)['frame-ancestors']).toEqual(["'self'", BROKER, 'https://www.broker.example:8443'])
  })

  it("load images from the configured tile servers' hosts, http ones and Leaflet {s} subdomains included", async () => {
    const tiles = {
      topo: { url: 'https://{s}.tiles.example/{z}/{x}/{y}.png', attribution: '©' },
      sat: { url: 'http://127.0.0.1:8089/sat/{z}/{x}/{y}.jpg', attribution: '©' },
    }
    const app = await appWith({ IDX_MAP_TILES: JSON.stringify(tiles) })
    const res = await app.inject('/app/')
    expect(directives(res)['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      'https://*.tiles.example',
      'http://127.0.0.1:8089',
    ])
    expect(directives(res)['connect-src']).toEqual(["'self'", 'https:'])
  })

  it('load images from the built-in tile services when IDX_MAP_TILES is unset, and from none when it is none', async () => {
    const builtIn = directives(await (await appWith()).inject('/app/'))['img-src']
    expect(builtIn).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      'https://tile.openstreetmap.org',
      'https://*.basemaps.cartocdn.com',
      'https://*.tile.opentopomap.org',
      'https://server.arcgisonline.com',
    ])
    const none = directives(await (await appWith({ IDX_MAP_TILES: 'none' })).inject('/app/'))['img-src']
    // blob: the photo uploader's previews of the files an agent chose.
    expect(none).toEqual(["'self'", 'data:', 'blob:', 'https:'])
  })

  it('let the page reach its single sign-on provider, an http one (development) by its origin', async () => {
    const sso = {
      idp: 'okta',
      issuer: 'http://127.0.0.1:9400/oidc',
      client_id: 'idx-sso',
      audience: null,
      authorize_url: 'http://127.0.0.1:9400/oidc/auth',
      email_domains: ['sso.example'],
    }
    await database.db
      .updateTable('sites')
      .set({ sso: JSON.stringify(sso) })
      .where('id', '=', SITE_ID)
      .execute()
    try {
      const app = await appWith()
      const res = await app.inject('/app/')
      expect(directives(res)['connect-src']).toEqual(["'self'", 'https:', 'http://127.0.0.1:9400'])
    } finally {
      await database.db.updateTable('sites').set({ sso: null }).where('id', '=', SITE_ID).execute()
    }
  })

  it('keep the Vary the page sets, and add Origin once cross-origin calls are configured', async () => {
    const app = await appWith({ IDX_FRAME_ANCESTORS: BROKER })
    const res = await app.inject('/app/')
    expect(res.headers.vary).toBe('Sec-CH-UA-Mobile, User-Agent, Origin')
  })
})

describe('every other answer', () => {
  it.each([
    ['API JSON', '/api/v3/site?me=true', siteAuthorization, 200, 'GET'],
    ['the OpenAPI document', '/api/v3/openapi.json', {}, 200, 'GET'],
    ['a 401', '/api/v3/site', {}, 401, 'GET'],
    ['a 404', '/api/v3/no-such-thing', siteAuthorization, 404, 'GET'],
    ['a 405', '/healthz', {}, 405, 'DELETE'],
    ['a 400 before routing (a badly encoded path)', '/api/v3/listings/%E0%A4%A', siteAuthorization, 400, 'GET'],
    ['a static asset', '/app/assets/index-abc.js', {}, 200, 'GET'],
    ['a redirect', '/app', {}, 302, 'GET'],
    ['the sitemap', '/robots.txt', {}, 200, 'GET'],
  ] as const satisfies readonly (readonly [string, string, Record<string, string>, number, 'GET' | 'DELETE'])[])(
    '%s is locked down: nosniff, a Referrer-Policy and a CSP that allows nothing',
    async (_kind, url, headers, status, method) => {
      const app = await appWith()
      const res = await app.inject({ method, url, headers })
      expect(res.statusCode).toBe(status)
      expectCommonHeaders(res)
      expect(res.headers['content-security-policy']).toBe(LOCKED_DOWN_POLICY)
      expect(directives(res)['frame-ancestors']).toEqual(["'none'"])
    },
  )

  it('keeps the sign-in popup’s own policy (no framing at all, its hashed style) and adds nosniff', async () => {
    const app = await appWith()
    const res = await app.inject('/oauth/authorize?client_id=nobody')
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain('text/html')
    expectCommonHeaders(res)
    expect(res.headers['referrer-policy']).toBe('same-origin')
    expect(directives(res)['frame-ancestors']).toEqual(["'none'"])
    expect(directives(res)['default-src']).toEqual(["'none'"])
    expect(directives(res)['style-src']?.[0]).toMatch(/^'sha256-/)
    expect(res.headers['x-frame-options']).toBe('DENY')
  })

  it('gives an /oauth JSON answer the locked-down policy', async () => {
    const app = await appWith()
    const res = await app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'nonsense' } })
    expect(res.statusCode).toBe(400)
    expectCommonHeaders(res)
    expect(res.headers['content-security-policy']).toBe(LOCKED_DOWN_POLICY)
  })

  it('keeps the development outbox unframed, scriptless and sniff-free', async () => {
    const app = await appWith()
    const res = await app.inject('/dev/outbox')
    expect(res.statusCode).toBe(200)
    expectCommonHeaders(res)
    expect(directives(res)['frame-ancestors']).toEqual(["'none'"])
    expect(directives(res)['default-src']).toEqual(["'none'"])
    expect(directives(res)['script-src']).toBeUndefined()
  })

  it("serves Storybook with a policy of its own: its files and its build's inline scripts by hash, framed by this origin only", async () => {
    const app = await appWith({}, { storybookDir })
    const res = await app.inject('/storybook/')
    expect(res.statusCode).toBe(200)
    expectCommonHeaders(res)
    const hash = createHash('sha256').update(STORYBOOK_INLINE).digest('base64')
    expect(directives(res)['script-src']).toEqual(["'self'", `'sha256-${hash}'`])
    expect(directives(res)['frame-ancestors']).toEqual(["'self'"])
    expect(directives(res)['object-src']).toEqual(["'none'"])
  })
})

describe('CORS', () => {
  const preflight = (app: FastifyInstance, origin: string, url = '/api/v3/listings/search') =>
    app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    })

  it('answers a preflight from a configured origin naming that origin, never * and never with credentials', async () => {
    const app = await appWith({ IDX_FRAME_ANCESTORS: BROKER })
    const res = await preflight(app, BROKER)
    expect(res.statusCode).toBe(204)
    expect(res.headers['access-control-allow-origin']).toBe(BROKER)
    expect(res.headers['access-control-allow-credentials']).toBeUndefined()
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST')
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/authorization.*content-type/)
    expect(String(res.headers.vary)).toMatch(/^Origin\b/)
    expectCommonHeaders(res)
  })

  it('refuses a preflight from any other origin with a JSON:API 403 and no Allow-Origin', async () => {
    const app = await appWith({ IDX_FRAME_ANCESTORS: BROKER })
    for (const origin of [EVIL, 'null', `${BROKER}.evil.example`, 'http://broker.example']) {
      const res = await preflight(app, origin)
      expect(res.statusCode).toBe(403)
      expect(res.headers['content-type']).toContain('application/vnd.api+json')
      expect(res.json()).toMatchObject({ errors: [{ status: '403', source: { header: 'origin' } }] })
      expect(res.headers['access-control-allow-origin']).toBeUndefined()
    }
  })

  it('refuses every preflight when no origin is configured, and lets the public origin in', async () => {
    const none = await appWith()
    expect((await preflight(none, BROKER)).statusCode).toBe(403)
    const withPublic = await appWith({ IDX_PUBLIC_URL: 'https://homes.example/idx' })
    const res = await preflight(withPublic, 'https://homes.example')
    expect(res.statusCode).toBe(204)
    expect(res.headers['access-control-allow-origin']).toBe('https://homes.example')
  })

  it('names an allowed origin on its answers and keeps them from any other origin', async () => {
    const app = await appWith({ IDX_FRAME_ANCESTORS: BROKER })
    const allowed = await app.inject({ url: '/api/v3/site?me=true', headers: { ...siteAuthorization, origin: BROKER } })
    expect(allowed.statusCode).toBe(200)
    expect(allowed.headers['access-control-allow-origin']).toBe(BROKER)
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined()
    expect(String(allowed.headers['access-control-expose-headers'])).toContain('retry-after')
    const refused = await app.inject({ url: '/api/v3/site?me=true', headers: { ...siteAuthorization, origin: EVIL } })
    expect(refused.headers['access-control-allow-origin']).toBeUndefined()
    expect(refused.headers.vary).toContain('Origin')
  })

  it('leaves an OPTIONS request that is no preflight to the 404/405 answers, as before', async () => {
    const app = await appWith({ IDX_FRAME_ANCESTORS: BROKER })
    const res = await app.inject({ method: 'OPTIONS', url: '/healthz' })
    expect(res.statusCode).toBe(405)
  })
})

describe('IDX_FRAME_ANCESTORS', () => {
  it('reads space- or comma-separated origins, canonical and without duplicates', () => {
    expect(readConfig({}).frameAncestors).toEqual([])
    expect(
      readConfig({ IDX_FRAME_ANCESTORS: ' HTTPS://Broker.Example:443/, https://broker.example http://localhost:5173 ' })
        .frameAncestors,
    ).toEqual(['https://broker.example', 'http://localhost:5173'])
  })

  it.each([
    ['*', /is not an absolute URL/],
    ["'none'", /is not an absolute URL/],
    ['https://*.broker.example', /wildcard/],
    ['https://broker.example/embed', /path, query or fragment/],
    ['https://broker.example?x=1', /path, query or fragment/],
    ['javascript:alert(1)', /is not http\(s\)/],
    ['https://user:pw@broker.example', /user name or password/],
    ['broker.example', /is not an absolute URL/],
  ])('refuses %s at start-up with a message naming the fix', (value, reason) => {
    expect(() => readConfig({ IDX_FRAME_ANCESTORS: value })).toThrow(/IDX_FRAME_ANCESTORS must list origins/)
    expect(() => readConfig({ IDX_FRAME_ANCESTORS: value })).toThrow(reason)
  })

  it('turns tile URL templates into image sources, leaving out what is no http(s) template', () => {
    expect(
      tileSources({
        a: { url: 'https://{s}.tile.example/{z}/{x}/{y}.png' },
        b: { url: 'https://tiles.example:8443/{z}/{x}/{y}.png' },
        c: { url: 'javascript:alert(1)' },
        d: { url: 'https://a.{s}.example/{z}.png' },
        e: null,
      }),
    ).toEqual(['https://*.tile.example', 'https://tiles.example:8443'])
    expect(tileSources('nonsense')).toEqual([])
  })
})
