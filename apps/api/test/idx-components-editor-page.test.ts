import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CUSTOM_CARD_SEARCH_FIELDS } from '@idx/domain'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { startSession } from '../src/auth/tokens.js'
import { readConfig } from '../src/config/server-config.js'
import type { OpenDatabase } from '../src/db/database.js'
import { FIRST_SEARCH_ELEMENT_ID } from '../src/idx-site/first-search.js'
import { createUser } from '../src/users/users.repository.js'
import { testDatabase } from './helpers/database.js'
import {
  CLIENT_ID,
  insertBasics,
  insertListings,
  listing,
  MARKET_ID,
  SITE_ID,
  useAustinFilters,
} from './helpers/fixtures.js'

// A saved listing-card design reaches the pages served after it, with no restart: the page's
// first search carries the custom card's document and asks for the attributes its blocks show.

const PAGE =
  '<!doctype html><html><head><meta name="idx-config" content="" /></head><body><div id="root"></div></body></html>'

let database: OpenDatabase
let app: FastifyInstance
beforeAll(async () => {
  database = await testDatabase()
  await insertBasics(database.db)
  await useAustinFilters(database.db)
  await insertListings(database.db, [listing({ id: 1, purchase_type: 'Purchase', bedrooms: 2, year_built: 1999 })])
  const dir = mkdtempSync(join(tmpdir(), 'idx-site-'))
  writeFileSync(join(dir, 'index.html'), PAGE)
  app = await buildApp({ ...readConfig({}), idxAppDir: dir, storybookDir: null }, { db: database.db })
})
afterAll(async () => {
  await app.close()
  await database.close()
})

function pageData(html: string): Record<string, unknown> {
  const match = new RegExp(`<script id="${FIRST_SEARCH_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html)
  return JSON.parse(match?.[1] ?? 'null') as Record<string, unknown>
}

describe('a saved listing-card design on the served search page', () => {
  it('is written into the page with the first results, which carry the attributes it shows', async () => {
    expect(pageData((await app.inject('/app/')).body).card).toBeUndefined()
    const user = await createUser(database.db, { siteId: SITE_ID, email: 'designer@example.com', isAdmin: true })
    const tokens = await startSession(database.db, {
      userId: user.id,
      siteId: SITE_ID,
      clientId: CLIENT_ID,
      scopes: ['read', 'write', 'admin'],
    })
    const mobiledoc = {
      version: '0.3.1',
      markups: [],
      atoms: [],
      cards: [['listing-attribute', { attribute: 'year_built' }]],
      sections: [[10, 0]],
    }
    const created = await app.inject({
      method: 'POST',
      url: '/api/v3/idx_components',
      headers: { authorization: `Bearer ${tokens.access_token}` },
      payload: {
        data: {
          type: 'idx_components',
          attributes: { category: 'listing-card', mobiledoc },
          relationships: { market: { data: { type: 'markets', id: String(MARKET_ID) } } },
        },
      },
    })
    expect(created.statusCode).toBe(201)
    const id = created.json().data.id as string

    const data = pageData((await app.inject('/app/')).body)
    expect(data.card).toEqual({
      id,
      document: expect.objectContaining({ data: expect.objectContaining({ id }) }),
      fields: CUSTOM_CARD_SEARCH_FIELDS,
    })
    const [first] = (data.search as { data: { attributes: Record<string, unknown> }[] }).data
    expect(first?.attributes.year_built).toBe(1999)
    expect(Object.keys(first?.attributes ?? {}).every((key) => CUSTOM_CARD_SEARCH_FIELDS.includes(key))).toBe(true)
  })
})
