import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { AUSTIN_FILTER_SCHEMA, AUSTIN_FILTER_VIEW } from '@idx/domain/demo'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { startSession } from '../src/auth/tokens.js'
import { readConfig } from '../src/config/server-config.js'
import { refreshGeneratedFilterDocuments } from '../src/markets/index.js'
import { createUser } from '../src/users/users.repository.js'
import { AGENT_ID, CLIENT_ID, insertBasics, MARKET_ID, SITE_ID, useAustinFilters } from './helpers/fixtures.js'
import {
  insertOtherSite,
  OTHER_MARKET_OF_OTHER_SITE,
  OTHER_SITE_ID,
  siteAuthorization,
} from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// The admin editor's market API: PATCH markets/{id} (validated, versioned, 409 when stale), the
// versions list and restore, who may call them, and that visitors see a save at once.

const FORBIDDEN = 'You are not authorized to perform that action.'
const appDir = mkdtempSync(join(tmpdir(), 'idx-market-editor-'))
writeFileSync(
  join(appDir, 'index.html'),
  '<!doctype html><html><head><meta name="idx-config" content="" /></head><body><div id="root"></div></body></html>',
)

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
    await useAustinFilters(db)
  },
})

type Headers = Record<string, string>
let people = 0
async function sessionOf(user: { isAdmin?: boolean; agentId?: number; siteId?: number }, scopes: string[]) {
  const siteId = user.siteId ?? SITE_ID
  const row = await createUser(t.db, {
    siteId,
    email: `person${++people}@example.com`,
    firstName: 'Ada',
    lastName: `Admin${people}`,
    isAdmin: user.isAdmin,
    agentId: user.agentId,
  })
  const clientId = siteId === OTHER_SITE_ID ? 'other-client' : CLIENT_ID
  const tokens = await startSession(t.db, { userId: row.id, siteId, clientId, scopes })
  return { authorization: `Bearer ${tokens.access_token}` }
}
const admin = () => sessionOf({ isAdmin: true }, ['read', 'write', 'admin'])

interface MarketAttributes {
  filter_schema: { properties: Record<string, { title: string }> } & Record<string, unknown>
  filter_view: Record<string, unknown>
  lock_version: number
  filter_documents_source: string
}
interface ErrorDocument {
  errors: { status: string; detail: string; source?: { pointer?: string }; meta?: { current_version: number } }[]
  meta?: { current_version: number }
}

async function market(id = MARKET_ID): Promise<MarketAttributes> {
  const res = await t.app.inject({ url: `/api/v3/markets/${id}`, headers: siteAuthorization })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { data: { attributes: MarketAttributes } }).data.attributes
}

function patch(headers: Headers, attributes: Record<string, unknown>, id: number = MARKET_ID) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/v3/markets/${id}`,
    headers,
    payload: { data: { type: 'markets', id: String(id), attributes } },
  })
}

const austinBedroomsTitle = () =>
  (AUSTIN_FILTER_SCHEMA as unknown as MarketAttributes['filter_schema']).properties.bedrooms?.title

/** The Austin schema with the bedrooms filter retitled: a change visitors can see. */
function retitled(title: string) {
  const schema = structuredClone(AUSTIN_FILTER_SCHEMA) as unknown as MarketAttributes['filter_schema']
  const properties = schema.properties
  properties.bedrooms = { ...properties.bedrooms!, title }
  return schema
}

describe('who may save a market', () => {
  it('answers 403 to a shopper, an agent, a scope-less token and the site token', async () => {
    const tokens = [
      await sessionOf({}, ['read', 'write']),
      await sessionOf({ agentId: AGENT_ID }, ['read', 'write']),
      await sessionOf({ isAdmin: true }, []),
      siteAuthorization,
    ]
    for (const headers of tokens) {
      for (const res of [
        await patch(headers, { lock_version: 1, filter_view: AUSTIN_FILTER_VIEW }),
        await t.app.inject({ url: `/api/v3/markets/${MARKET_ID}/versions`, headers }),
        await t.app.inject({
          method: 'POST',
          url: `/api/v3/markets/${MARKET_ID}/versions/1/restore`,
          headers,
          payload: { data: { attributes: { lock_version: 1 } } },
        }),
      ]) {
        expect(res.statusCode, res.body).toBe(403)
        expect((res.json() as ErrorDocument).errors[0]?.detail).toBe(FORBIDDEN)
      }
    }
    expect((await market()).lock_version).toBe(1)
  })

  it("never lets another site's administrator reach this site's market", async () => {
    const other = await sessionOf({ isAdmin: true, siteId: OTHER_SITE_ID }, ['read', 'write', 'admin'])
    const res = await patch(other, { lock_version: 1, filter_schema: retitled('Hacked') })
    expect(res.statusCode).toBe(404)
    expect((await t.app.inject({ url: `/api/v3/markets/${MARKET_ID}/versions`, headers: other })).statusCode).toBe(404)
    expect((await market()).filter_schema.properties.bedrooms?.title).not.toBe('Hacked')
    // …while this site's administrator cannot reach the other site's market either.
    expect((await patch(await admin(), { lock_version: 1 }, OTHER_MARKET_OF_OTHER_SITE)).statusCode).toBe(404)
  })
})

describe('PATCH /api/v3/markets/{id}', () => {
  it('refuses documents that would break the search with a 422 naming the field', async () => {
    const headers = await admin()
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { filter_schema: { ...AUSTIN_FILTER_SCHEMA, properties: { garage_spaces: { title: 'Garage' } } } },
        '/data/attributes/filter_schema/properties/garage_spaces',
        '"garage_spaces" is not a field the search knows',
      ],
      [
        { filter_schema: { type: 'object', properties: { bedrooms: { $ref: 'count' } } } },
        '/data/attributes/filter_schema/properties/bedrooms/$ref',
        'Invalid reference count must begin with "#/"',
      ],
      [{ filter_schema: { ...AUSTIN_FILTER_SCHEMA, required: 7 } }, '/data/attributes/filter_schema/required', ''],
      [
        { filter_view: { groups: [{ name: 'Garage', display: 'tabs', fields: ['garage_spaces'] }] } },
        '/data/attributes/filter_view/groups/0/fields/0',
        '',
      ],
    ]
    for (const [attributes, pointer, detail] of cases) {
      const res = await patch(headers, { lock_version: 1, ...attributes })
      expect(res.statusCode, res.body).toBe(422)
      const [error] = (res.json() as ErrorDocument).errors
      expect(error?.source?.pointer).toBe(pointer)
      if (detail) expect(error?.detail).toBe(detail)
    }
    expect((await market()).lock_version).toBe(1)
  })

  it('saves, answers the market at its new lock_version as custom, and refuses a stale save with a 409', async () => {
    const headers = await admin()
    const saved = await patch(headers, { lock_version: 1, filter_schema: retitled('Bedrooms (saved)') })
    expect(saved.statusCode, saved.body).toBe(200)
    const attributes = (saved.json() as { data: { attributes: MarketAttributes } }).data.attributes
    expect(attributes).toMatchObject({ lock_version: 2, filter_documents_source: 'custom' })
    expect(attributes.filter_schema.properties.bedrooms?.title).toBe('Bedrooms (saved)')

    const stale = await patch(await admin(), { lock_version: 1, filter_schema: retitled('Lost') })
    expect(stale.statusCode).toBe(409)
    const conflict = stale.json() as ErrorDocument
    expect(conflict.meta).toEqual({ current_version: 2 })
    expect(conflict.errors[0]?.meta).toEqual({ current_version: 2 })
    expect(conflict.errors[0]?.detail).toMatch(
      /^This market was changed by Ada Admin\d+ at \d{4}-\d\d-\d\d \d\d:\d\d UTC after you opened it: reload to see their changes\.$/,
    )
    expect((await market()).filter_schema.properties.bedrooms?.title).toBe('Bedrooms (saved)')
  })

  it('lets exactly one of two saves from the same version win', async () => {
    const headers = await admin()
    const { lock_version } = await market()
    const answers = await Promise.all([
      patch(headers, { lock_version, filter_schema: retitled('Racer A') }),
      patch(headers, { lock_version, filter_schema: retitled('Racer B') }),
    ])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409])
    expect((await market()).lock_version).toBe(lock_version + 1)
  })

  it('shows the saved filters at once to every process: GET markets and the server-rendered page', async () => {
    // A second app on the same database stands for another server process behind the load balancer.
    const other = await buildApp(
      { ...readConfig({ IDX_JOB_WORKER: '0' }), idxAppDir: appDir, idxRenderer: null, storybookDir: null },
      { db: t.db },
    )
    try {
      expect((await other.inject('/app/')).body).not.toContain('Bedrooms right now')
      const { lock_version } = await market()
      const res = await patch(await admin(), { lock_version, filter_schema: retitled('Bedrooms right now') })
      expect(res.statusCode, res.body).toBe(200)
      const list = await other.inject({ url: '/api/v3/markets', headers: siteAuthorization })
      expect(list.body).toContain('Bedrooms right now')
      const page = await other.inject('/app/')
      expect(page.statusCode, page.body.slice(0, 400)).toBe(200)
      expect(page.body).toContain('Bedrooms right now')
    } finally {
      await other.close()
    }
  })

  it('keeps custom documents through the refresh after an import', async () => {
    const before = await market()
    expect(before.filter_documents_source).toBe('custom')
    await refreshGeneratedFilterDocuments(t.db, { marketIds: [MARKET_ID] })
    expect(await market()).toEqual(before)
  })
})

describe('versions of a market', () => {
  it('lists every save newest first with its changes, from the initial setup', async () => {
    const res = await t.app.inject({ url: `/api/v3/markets/${MARKET_ID}/versions`, headers: await admin() })
    expect(res.statusCode, res.body).toBe(200)
    const versions = (
      res.json() as {
        data: { type: string; attributes: { version: number; saved_by_name: string; changes: unknown[] } }[]
      }
    ).data
    const current = await market()
    expect(versions.map((v) => v.attributes.version)).toEqual(
      Array.from({ length: current.lock_version }, (_, i) => current.lock_version - i),
    )
    expect(versions[0]).toMatchObject({ type: 'document_versions' })
    expect(versions.at(-1)?.attributes).toMatchObject({ version: 1, saved_by_name: 'Initial setup', changes: [] })
    expect(versions.at(-2)?.attributes.changes).toEqual([
      {
        path: '/filter_schema/properties/bedrooms/title',
        kind: 'changed',
        before: austinBedroomsTitle(),
        after: 'Bedrooms (saved)',
      },
    ])
  })

  it('restores an earlier version as a new one, and refuses a stale restore', async () => {
    const headers = await admin()
    const { lock_version } = await market()
    const restore = (version: number, lock: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v3/markets/${MARKET_ID}/versions/${version}/restore`,
        headers,
        payload: { data: { attributes: { lock_version: lock } } },
      })
    const res = await restore(1, lock_version)
    expect(res.statusCode, res.body).toBe(200)
    expect((res.json() as { data: { attributes: { version: number } } }).data.attributes.version).toBe(lock_version + 1)
    const restored = await market()
    expect(restored.lock_version).toBe(lock_version + 1)
    expect(restored.filter_schema).toEqual(AUSTIN_FILTER_SCHEMA)
    expect((await restore(2, lock_version)).statusCode).toBe(409)
    expect((await restore(99, lock_version + 1)).statusCode).toBe(404)
  })
})
