import { request as httpRequest } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { readConfig } from '../src/config/server-config.js'
import type { OpenDatabase } from '../src/db/database.js'
import { testDatabase } from './helpers/database.js'
import { insertBasics, useAustinFilters, insertListings, listing } from './helpers/fixtures.js'

// With IDX_PUBLIC_URL unset, the Host header was written into canonical links, og:url, the page's
// share-link origin, the sitemap and robots.txt: one request with `Host: evil.example` could have a
// cache or a crawler keep links to the attacker's site. Now only a loopback Host is taken from the
// request; any other gets the address the server was reached at. On a real socket, with the built
// site and its server renderer (apps/idx's dist and dist-server).

let database: OpenDatabase
const apps: FastifyInstance[] = []

async function listening(env: NodeJS.ProcessEnv): Promise<number> {
  const config = readConfig(env)
  if (!config.idxAppDir) throw new Error('apps/idx is not built: run the build first')
  const app = await buildApp({ ...config, storybookDir: null }, { db: database.db })
  apps.push(app)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (typeof address !== 'object' || address === null) throw new Error('not listening')
  return address.port
}

/** GET `path` with the given headers (Host among them) on a connection of its own. */
function get(port: number, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, host: '127.0.0.1', path, headers, agent: false }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

const PAGES = ['/app/', '/app/listing/1-test-st-austin-tx-78704/1', '/sitemap.xml', '/robots.txt']

beforeAll(async () => {
  database = await testDatabase()
  await insertBasics(database.db)
  await useAustinFilters(database.db)
  await insertListings(database.db, [listing({ id: 1, purchase_type: 'Purchase' }), listing({ id: 2 })])
})
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()))
  await database.close()
})

describe('absolute URLs without IDX_PUBLIC_URL', () => {
  it('never carry a stranger Host header: pages, canonical, og:url, sitemap and robots use the listen address', async () => {
    const port = await listening({})
    const own = `http://127.0.0.1:${port}`
    for (const path of PAGES) {
      const res = await get(port, path, { host: 'evil.example' })
      expect(res.status, `${path}: ${res.body.slice(0, 200)}`).toBe(200)
      expect(res.body, path).not.toContain('evil.example')
      expect(res.body, path).toContain(own)
    }
    const page = (await get(port, PAGES[1]!, { host: 'evil.example' })).body
    expect(page).toContain(`<link rel="canonical" href="${own}/app/listing/1-test-st-austin-tx-78704/1" />`)
    expect(page).toContain(`<meta property="og:url" content="${own}/app/listing/1-test-st-austin-tx-78704/1" />`)
    expect(page).toContain(`"origin":"${own}"`)
    const search = (await get(port, '/app/', { host: 'evil.example' })).body
    expect(search).toContain(`<link rel="canonical" href="${own}/app/" />`)
    expect((await get(port, '/robots.txt', { host: 'evil.example:443' })).body).toContain(`Sitemap: ${own}/sitemap.xml`)
  })

  it('do not take X-Forwarded-Host from a trusted proxy either, unless it is the loopback', async () => {
    const port = await listening({ IDX_TRUST_PROXY: 'loopback' })
    for (const path of PAGES) {
      const res = await get(port, path, { host: 'localhost', 'x-forwarded-host': 'evil.example' })
      expect(res.status).toBe(200)
      expect(res.body, path).not.toContain('evil.example')
    }
  })

  it('keep a loopback Host as written (a developer on localhost:3000 gets localhost:3000 links)', async () => {
    const port = await listening({})
    for (const host of [`localhost:${port}`, `127.0.0.2:${port}`, `[::1]:${port}`]) {
      const robots = await get(port, '/robots.txt', { host })
      expect(robots.body).toContain(`Sitemap: http://${host}/sitemap.xml`)
    }
    const page = (await get(port, PAGES[1]!, { host: `localhost:${port}` })).body
    expect(page).toContain(
      `<link rel="canonical" href="http://localhost:${port}/app/listing/1-test-st-austin-tx-78704/1" />`,
    )
  })

  it('use IDX_PUBLIC_URL when it is set, whatever the Host', async () => {
    const port = await listening({ IDX_PUBLIC_URL: 'https://homes.example/' })
    for (const path of PAGES) {
      const res = await get(port, path, { host: 'evil.example' })
      expect(res.body, path).not.toContain('evil.example')
      expect(res.body, path).toContain('https://homes.example')
    }
  })
})
