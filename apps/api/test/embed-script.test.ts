import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { readConfig } from '../src/config/server-config.js'
import type { OpenDatabase } from '../src/db/database.js'
import { testDatabase } from './helpers/database.js'
import { insertBasics } from './helpers/fixtures.js'

// GET /embed.js: apps/idx's built embed script (apps/idx/test/embed-script.e2e.test.ts runs it in
// Chromium), public to every page, kept five minutes, 304 on its ETag, gzip as built.

const here = dirname(fileURLToPath(import.meta.url))
const SCRIPT = `(function(){/* the embed script */${' '.repeat(2000)}})()`

let database: OpenDatabase
const apps: FastifyInstance[] = []

beforeAll(async () => {
  database = await testDatabase()
  await insertBasics(database.db)
})
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()))
  await database.close()
})

async function appServing(idxAppDir: string | null): Promise<FastifyInstance> {
  const app = await buildApp(
    { ...readConfig({}), idxAppDir, idxRenderer: null, storybookDir: null },
    { db: database.db },
  )
  apps.push(app)
  return app
}

/** A build of apps/idx: its page template, and the embed script unless the build had none. */
function builtSite(withScript = true): string {
  const dir = mkdtempSync(join(tmpdir(), 'idx-site-'))
  copyFileSync(join(here, '..', '..', 'idx', 'index.html'), join(dir, 'index.html'))
  if (!withScript) return dir
  writeFileSync(join(dir, 'embed.js'), SCRIPT)
  writeFileSync(join(dir, 'embed.js.gz'), gzipSync(SCRIPT))
  return dir
}

describe('GET /embed.js', () => {
  it('sends the built script to any page, as JavaScript kept five minutes, gzip when asked', async () => {
    const app = await appServing(builtSite())
    const plain = await app.inject({ url: '/embed.js', headers: { origin: 'https://broker.example' } })
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(plain.headers['cache-control']).toBe('public, max-age=300')
    expect(plain.headers['access-control-allow-origin']).toBe('*')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(SCRIPT)

    const zipped = await app.inject({ url: '/embed.js', headers: { 'accept-encoding': 'br, gzip' } })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toMatch(/accept-encoding/i)
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(SCRIPT)
  })

  it('answers 304 to a browser that has it', async () => {
    const app = await appServing(builtSite())
    const first = await app.inject('/embed.js')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^".+"$/)
    const again = await app.inject({ url: '/embed.js', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers['cache-control']).toBe('public, max-age=300')
  })

  it('is 503 with a word on what to run while the site is not built', async () => {
    for (const dir of [null, builtSite(false)]) {
      const app = await appServing(dir)
      const res = await app.inject('/embed.js')
      expect(res.statusCode).toBe(503)
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(res.body).toMatch(/npm run build/)
    }
  })

  it('is in the OpenAPI document, public', async () => {
    const app = await appServing(null)
    const doc = (await app.inject('/api/v3/openapi.json')).json<{ paths: Record<string, { get?: object }> }>()
    expect(doc.paths['/embed.js']?.get).toMatchObject({ tags: ['site'], security: [] })
  })
})
