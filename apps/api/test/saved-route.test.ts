import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { readConfig } from '../src/config/server-config.js'
import type { OpenDatabase } from '../src/db/database.js'
import { injectSavedRoute, SAVED_ROUTE_ELEMENT_ID } from '../src/idx-site/saved-route.js'
import { testDatabase } from './helpers/database.js'
import { insertBasics } from './helpers/fixtures.js'

// A page served at a collection's or saved search's page carries that route, so a visitor who has
// to sign in first comes back to it (spec §2); the browser's half is apps/idx/src/session/saved-route.ts.

const PAGE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>'

let database: OpenDatabase
let app: FastifyInstance
beforeAll(async () => {
  database = await testDatabase()
  await insertBasics(database.db)
  const dir = mkdtempSync(join(tmpdir(), 'idx-site-'))
  writeFileSync(join(dir, 'index.html'), PAGE)
  app = await buildApp({ ...readConfig({}), idxAppDir: dir, storybookDir: null }, { db: database.db })
})
afterAll(async () => {
  await app.close()
  await database.close()
})

function savedRouteOf(html: string): string | null {
  const match = new RegExp(`<script id="${SAVED_ROUTE_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html)
  return match?.[1] ? (JSON.parse(match[1]) as string) : null
}

describe('the route saved into a served page for after sign-in', () => {
  it('is the requested URL for a collection or saved-search page with a third segment', async () => {
    for (const url of ['/app/collection/12/chat', '/app/saved-search/7/info?menu=true']) {
      const res = await app.inject({ url })
      expect(res.statusCode).toBe(200)
      expect(savedRouteOf(res.body)).toBe(url)
    }
  })

  it('is absent from every other page', async () => {
    for (const url of ['/app/', '/app/collection/12', '/app/account', '/app/listing/4']) {
      const res = await app.inject({ url })
      expect(res.statusCode).toBe(200)
      expect(savedRouteOf(res.body)).toBeNull()
    }
  })

  it('cannot close its script element, whatever the URL holds', () => {
    const html = injectSavedRoute(PAGE, '/app/collection/1/chat?x=</script><script>alert(1)</script>')
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(savedRouteOf(html)).toBe('/app/collection/1/chat?x=</script><script>alert(1)</script>')
  })
})

describe("a saved search's old-style addresses", () => {
  it("redirect as a collection's do, to the saved search's pages and join splash", async () => {
    const cases: [string, string][] = [
      ['/app/saved_searches/7', '/app/saved-search/7'],
      ['/app/saved_searches/7?page=2', '/app/saved-search/7?page=2'],
      ['/app/saved_searches/7/comments/31', '/app/saved-search/7/chat'],
      ['/app/saved_searches/7/subscribe', '/app/saved-search/7/edit'],
      ['/app/saved_searches/7/info', '/app/saved-search/7/info'],
      ['/app/saved-search/7/accept_invite?given=Xy_9', '/app/join/saved-search/7/Xy_9'],
    ]
    for (const [from, to] of cases) {
      const res = await app.inject(from)
      expect(res.statusCode, from).toBe(302)
      expect(res.headers.location, from).toBe(to)
    }
  })
})
