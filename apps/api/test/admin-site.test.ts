import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { readConfig } from '../src/config/server-config.js'
import type { OpenDatabase } from '../src/db/database.js'
import { testDatabase } from './helpers/database.js'
import { insertBasics } from './helpers/fixtures.js'

// apps/admin at /admin/: the built page with the site configuration in its meta tag, for every
// admin route (the app's router draws it), with 404 for any other path, or why not when it has
// not been built.

const PAGE =
  '<!doctype html><html><head><meta name="idx-config" content="" /><script type="module" src="/admin/assets/index.js"></script></head><body><div id="root"></div></body></html>'

let database: OpenDatabase
let built: FastifyInstance
let unbuilt: FastifyInstance
beforeAll(async () => {
  database = await testDatabase()
  await insertBasics(database.db)
  const dir = mkdtempSync(join(tmpdir(), 'idx-admin-'))
  writeFileSync(join(dir, 'index.html'), PAGE)
  const config = { ...readConfig({}), idxAppDir: null, storybookDir: null }
  built = await buildApp({ ...config, adminAppDir: dir }, { db: database.db })
  unbuilt = await buildApp({ ...config, adminAppDir: null }, { db: database.db })
})
afterAll(async () => {
  await built.close()
  await unbuilt.close()
  await database.close()
})

/** The built page, as every /admin/ answer carries it: the site's configuration, the answer's nonce. */
function expectAdminPage(res: Awaited<ReturnType<FastifyInstance['inject']>>, url: string): void {
  expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8')
  const content = /<meta name="idx-config" content="([^"]*)"/.exec(res.body)?.[1] ?? ''
  expect(JSON.parse(decodeURIComponent(content))).toMatchObject({ api_base_url: '' })
  // Its script runs under this answer's nonce, and no other page may frame it.
  const policy = String(res.headers['content-security-policy'])
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
  expect(res.body).toContain(`<script nonce="${nonce}" type="module"`)
  expect(policy).toContain("frame-ancestors 'self'")
}

describe('the admin app at /admin/', () => {
  it('is the page with the site configuration, for the root and every admin route', async () => {
    for (const url of ['/admin/', '/admin/ui?marketId=1', '/admin/ui/', '/admin/reauthenticate?return_to=%2Fui']) {
      const res = await built.inject({ url })
      expect(res.statusCode, url).toBe(200)
      expectAdminPage(res, url)
    }
  })

  it('answers any other /admin/ path with 404 and the same page, whose router draws "Page not found"', async () => {
    for (const url of ['/admin/no-such-page', '/admin/ui/extra?marketId=1', '/admin//ui', '/admin/assets/missing.js']) {
      const res = await built.inject({ url })
      expect(res.statusCode, url).toBe(404)
      expectAdminPage(res, url)
      expect(res.body).toContain('<div id="root"></div>')
    }
  })

  it('sends /admin to /admin/, keeping the query', async () => {
    const res = await built.inject({ url: '/admin?return_to=%2Fui' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/admin/?return_to=%2Fui')
  })

  it('says how to build it when it has not been built', async () => {
    const res = await unbuilt.inject({ url: '/admin/ui' })
    expect(res.statusCode).toBe(503)
    expect(res.body).toContain('npm run build')
  })
})
