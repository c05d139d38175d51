import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { runCli } from '../src/cli/run-cli.js'
import { verifyPassword } from '../src/auth/passwords.js'
import { readConfig } from '../src/config/server-config.js'
import type { OpenDatabase } from '../src/db/database.js'
import { addFeed, attachFeed } from '../src/operator/add-feed.js'
import { addMarket } from '../src/operator/add-market.js'
import { createOperatorUser } from '../src/operator/create-operator-user.js'
import { createSite } from '../src/operator/create-site.js'
import { OperatorError } from '../src/operator/operator-error.js'
import { rotateSiteToken } from '../src/operator/rotate-site-token.js'
import { addRedirectUris, setEmbedOrigins } from '../src/operator/site-registrations.js'
import { siteStatus } from '../src/operator/site-status.js'
import { testDatabase } from './helpers/database.js'
import { FEED_ID, insertBasics, insertListings, listing, SITE_ID, SITE_TOKEN } from './helpers/fixtures.js'

// The operator tool's library functions (what `idx` runs): each validates before writing, writes
// in one transaction, and what it sets takes effect in the running app at once.

const here = dirname(fileURLToPath(import.meta.url))
let database: OpenDatabase
let app: FastifyInstance

beforeAll(async () => {
  database = await testDatabase()
  await insertBasics(database.db)
  // apps/idx's page template, so /app/ answers with the site page's policy.
  const siteDir = mkdtempSync(join(tmpdir(), 'idx-operator-site-'))
  copyFileSync(join(here, '..', '..', 'idx', 'index.html'), join(siteDir, 'index.html'))
  mkdirSync(join(siteDir, 'assets'))
  app = await buildApp(
    {
      ...readConfig({ IDX_JOB_WORKER: '0', IDX_FRAME_ANCESTORS: 'https://env-parent.example' }),
      idxAppDir: siteDir,
      idxRenderer: null,
      storybookDir: null,
    },
    { db: database.db },
  )
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

const siteMe = (token: string, origin?: string) =>
  app.inject({
    url: '/api/v3/site?me=true',
    headers: { authorization: `Bearer ${token}`, ...(origin ? { origin } : {}) },
  })

/** The operator error a promise rejects with. */
async function refusal(promise: Promise<unknown>): Promise<OperatorError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(OperatorError)
  return error as OperatorError
}

const counts = async () => ({
  sites: (await database.db.selectFrom('sites').select('id').execute()).length,
  markets: (await database.db.selectFrom('markets').select('id').execute()).length,
  feeds: (await database.db.selectFrom('feeds').select('id').execute()).length,
  users: (await database.db.selectFrom('users').select('id').execute()).length,
  agents: (await database.db.selectFrom('agents').select('id').execute()).length,
})

/** An Austin market on the site (the centre as the command line gives it, in text). */
const austinMarket = (site: number) =>
  addMarket(database.db, { site, name: 'Austin', city: 'Austin', state: 'TX', latitude: '30.27', longitude: '-97.74' })

describe('a new site', () => {
  it('gets a working API token and an OAuth application', async () => {
    const site = await createSite(database.db, { name: ' Acme Realty ', domain: 'Homes.Acme.example' })
    expect(site).toMatchObject({ name: 'Acme Realty', domain: 'homes.acme.example' })
    expect(site.siteId).toBeGreaterThan(SITE_ID)
    expect(site.apiToken).toMatch(/^idx_st_[\w-]{43}$/)
    const res = await siteMe(site.apiToken)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ data: { id: String(site.siteId), attributes: { name: 'Acme Realty' } } })
    const application = await database.db
      .selectFrom('oauth_applications')
      .selectAll()
      .where('id', '=', site.clientId)
      .executeTakeFirstOrThrow()
    expect(application.site_id).toBe(site.siteId)
  })

  it('is refused without a name or with a URL for a domain, and nothing is written', async () => {
    const before = await counts()
    expect((await refusal(createSite(database.db, { name: ' ', domain: 'a.example' }))).message).toBe(
      '--name is required',
    )
    const bad = await refusal(createSite(database.db, { name: 'X', domain: 'https://a.example/' }))
    expect(bad.kind).toBe('usage')
    expect(bad.message).toContain('--domain must be a host name')
    expect(await counts()).toEqual(before)
  })

  it('refuses a domain another site has, in any case, writing nothing', async () => {
    const first = await createSite(database.db, { name: 'Taken Realty', domain: 'taken.example' })
    const before = await counts()
    const again = await refusal(createSite(database.db, { name: 'Copycat', domain: 'TAKEN.example' }))
    expect(again.kind).toBe('failure')
    expect(again.message).toBe(`Site ${first.siteId} (Taken Realty) has the domain taken.example already`)
    expect(await counts()).toEqual(before)
  })

  it('refuses an option given twice instead of keeping the last, before opening the database', async () => {
    const err: string[] = []
    const code = await runCli(
      ['create-site', '--name', 'Acme', '--domain', 'a.example', '--domain', 'b.example'],
      { out: () => undefined, err: (text) => err.push(text) },
      {},
      {
        openDatabase: () => {
          throw new Error('the database must not be opened')
        },
      },
    )
    expect(code).toBe(2)
    expect(err.join('')).toContain('idx create-site: --domain is given more than once; give it once')
  })
})

describe('markets and feeds', () => {
  it("makes a site's first market its default, and checks the centre", async () => {
    const site = await createSite(database.db, { name: 'Market Test', domain: 'market.example' })
    const first = await addMarket(database.db, {
      site: site.siteId,
      name: 'Houston',
      city: 'Houston',
      state: 'tx',
      latitude: '29.76',
      longitude: '-95.37',
    })
    expect(first).toMatchObject({
      siteId: site.siteId,
      state: 'TX',
      latitude: 29.76,
      longitude: -95.37,
      isDefault: true,
    })
    const second = await addMarket(database.db, {
      site: 'market.example',
      name: 'Katy',
      city: 'Katy',
      state: 'TX',
      latitude: '29.78',
      longitude: '-95.82',
    })
    expect(second.isDefault).toBe(false)
    expect(second.marketId).toBe(first.marketId + 1)
    const before = await counts()
    const bad = { site: site.siteId, name: 'X', city: 'X', state: 'TX', longitude: '0' }
    expect((await refusal(addMarket(database.db, { ...bad, latitude: '91' }))).message).toBe(
      '--lat must be a latitude between -90 and 90, got "91"',
    )
    expect((await refusal(addMarket(database.db, { ...bad, latitude: '1e1' }))).kind).toBe('usage')
    expect((await refusal(addMarket(database.db, { ...bad, state: 'Texas', latitude: '1' }))).message).toContain(
      '--state',
    )
    const missing = await refusal(addMarket(database.db, { ...bad, site: 999, latitude: '1' }))
    expect(missing).toMatchObject({ kind: 'failure', message: 'No site with id 999' })
    expect(await counts()).toEqual(before)
  })

  it('adds a feed with its settings and a 12-hour maximum data age by default, attached to the market', async () => {
    const site = await createSite(database.db, { name: 'Feed Test', domain: 'feed.example' })
    const market = await austinMarket(site.siteId)
    const feed = await addFeed(database.db, {
      dataSourceName: 'harmls',
      name: 'HAR MLS',
      market: String(market.marketId),
      disclaimerHtml: '<p>Courtesy of HAR.</p>',
      logoUrl: 'https://har.example/logo.svg',
      disclaimerSettings: '{"image":{"search":true}}',
    })
    expect(feed.maxDataAgeHours).toBe(12)
    const row = await database.db
      .selectFrom('feeds')
      .selectAll()
      .where('id', '=', feed.feedId)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      data_source_name: 'harmls',
      disclaimer_html: '<p>Courtesy of HAR.</p>',
      idx_logo_url: 'https://har.example/logo.svg',
      disclaimer_settings: { image: { search: true } },
      max_data_age_hours: 12,
    })
    const links = await database.db.selectFrom('market_feeds').selectAll().where('feed_id', '=', feed.feedId).execute()
    expect(links).toEqual([{ market_id: market.marketId, feed_id: feed.feedId }])

    const before = await counts()
    const again = await refusal(
      addFeed(database.db, { dataSourceName: 'harmls', name: 'Again', market: String(market.marketId) }),
    )
    expect(again.kind).toBe('failure')
    expect(again.message).toContain('attach-feed')
    const base = { dataSourceName: 'newmls', name: 'New', market: String(market.marketId) }
    expect((await refusal(addFeed(database.db, { ...base, disclaimerSettings: '[1]' }))).message).toContain(
      '--disclaimer-settings must be a JSON object',
    )
    expect((await refusal(addFeed(database.db, { ...base, maxDataAgeHours: '0' }))).message).toContain(
      '--max-data-age-hours must be a whole number between 1 and 8760',
    )
    expect((await refusal(addFeed(database.db, { ...base, dataSourceName: 'New MLS' }))).message).toContain(
      '--data-source-name must be lower-case',
    )
    expect((await refusal(addFeed(database.db, { ...base, market: '9999' }))).message).toBe('No market with id 9999')
    // The pages' Content-Security-Policy loads no http: image, a development server's neither.
    for (const logoUrl of ['http://har.example/logo.svg', 'http://localhost:8080/logo.svg', '//har.example/l.svg']) {
      const refused = await refusal(addFeed(database.db, { ...base, logoUrl }))
      expect(refused.kind).toBe('usage')
      expect(refused.message).toBe(
        `--logo-url must be an https:// URL or a path on this server starting with / (e.g. /logos/mls.svg): the ` +
          `site's pages load images only over https (their Content-Security-Policy), so an http:// image would ` +
          `show broken; got "${logoUrl}"`,
      )
    }
    expect(await counts()).toEqual(before)

    expect(await attachFeed(database.db, { dataSourceName: 'actris', market: String(market.marketId) })).toMatchObject({
      feedId: FEED_ID,
      attached: true,
    })
    expect(
      (await attachFeed(database.db, { dataSourceName: 'actris', market: String(market.marketId) })).attached,
    ).toBe(false)
  })
})

describe('users', () => {
  it('creates an admin whose password verifies against its argon2id hash', async () => {
    const user = await createOperatorUser(database.db, {
      site: SITE_ID,
      role: 'admin',
      email: 'Owner@Test-Realty.example',
      password: 'a long operator passphrase',
    })
    const row = await database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ is_admin: true, agent_id: null, site_id: SITE_ID })
    expect(row.password_hash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(row.password_hash, 'a long operator passphrase')).toBe(true)
    expect(user.generatedPassword).toBeNull()
    const taken = await refusal(
      createOperatorUser(database.db, { site: SITE_ID, role: 'admin', email: 'owner@test-realty.example' }),
    )
    expect(taken).toMatchObject({ kind: 'failure' })
    expect(taken.message).toContain('has a user with e-mail owner@test-realty.example already')
  })

  it("creates an agent's account with a new agent record in one of the site's feeds, and a made-up password", async () => {
    const user = await createOperatorUser(database.db, {
      site: SITE_ID,
      role: 'agent',
      email: 'grace@test-realty.example',
      firstName: 'Grace',
      lastName: 'Hopper',
      feed: 'actris',
    })
    expect(user.agentId).not.toBeNull()
    const agent = await database.db
      .selectFrom('agents')
      .selectAll()
      .where('id', '=', user.agentId!)
      .executeTakeFirstOrThrow()
    expect(agent).toMatchObject({ feed_id: FEED_ID, first_name: 'Grace', last_name: 'Hopper' })
    const row = await database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow()
    expect(await verifyPassword(row.password_hash, user.generatedPassword!)).toBe(true)
  })

  it('refuses a common password, a missing agent link and a feed of another site, writing nothing', async () => {
    const before = await counts()
    const common = await refusal(
      createOperatorUser(database.db, {
        site: SITE_ID,
        role: 'admin',
        email: 'x@test-realty.example',
        password: 'password',
      }),
    )
    expect(common.message).toMatch(/^--password is one of the most common passwords/)
    const noLink = await refusal(
      createOperatorUser(database.db, { site: SITE_ID, role: 'agent', email: 'y@t.example' }),
    )
    expect(noLink.message).toContain('--agent-id')
    expect(
      (await refusal(createOperatorUser(database.db, { site: SITE_ID, role: 'owner', email: 'y@t.example' }))).message,
    ).toBe('--role must be admin or agent, got "owner"')
    const other = await createSite(database.db, { name: 'Other', domain: 'other-agent.example' })
    const foreign = await refusal(
      createOperatorUser(database.db, {
        site: other.siteId,
        role: 'agent',
        email: 'z@t.example',
        firstName: 'Z',
        lastName: 'Z',
        feed: 'actris',
      }),
    )
    expect(foreign).toMatchObject({
      kind: 'failure',
      message: `No feed named actris in site ${other.siteId}'s markets`,
    })
    expect({ ...(await counts()), sites: before.sites }).toEqual(before)
  })
})

describe('tokens and registrations', () => {
  it('rotates a site token with no overlap: the old one is refused at once, the new one works', async () => {
    const site = await createSite(database.db, { name: 'Rotate', domain: 'rotate.example' })
    expect((await siteMe(site.apiToken)).statusCode).toBe(200)
    const rotated = await rotateSiteToken(database.db, site.siteId, '0')
    expect(rotated.apiToken).not.toBe(site.apiToken)
    expect((await siteMe(site.apiToken)).statusCode).toBe(401)
    expect((await siteMe(rotated.apiToken)).statusCode).toBe(200)
  })

  it('registers redirect URIs with their origins, once each, and refuses http off the loopback', async () => {
    const site = await createSite(database.db, { name: 'Redirects', domain: 'redirects.example' })
    const uri = 'https://redirects.example/app/oauth/callback'
    await addRedirectUris(database.db, { site: site.siteId, uris: [uri] })
    const result = await addRedirectUris(database.db, { site: site.siteId, uris: [uri, 'http://localhost:3000/app/'] })
    expect(result.redirectUris).toEqual(['http://localhost:3000/app/', uri])
    expect(result.origins).toEqual(['http://localhost:3000', 'https://redirects.example'])
    const http = await refusal(
      addRedirectUris(database.db, { site: site.siteId, uris: ['http://redirects.example/cb'] }),
    )
    expect(http.message).toBe('--uri "http://redirects.example/cb" must use https (http only on localhost)')
    expect((await refusal(addRedirectUris(database.db, { site: site.siteId, uris: [`${uri}#x`] }))).message).toContain(
      'has a fragment',
    )
  })

  it("lets a site's stored parent origins frame its pages and call its API, for that site only", async () => {
    const parent = 'https://www.test-realty.example'
    const before = await app.inject('/app/')
    expect(String(before.headers['content-security-policy'])).not.toContain(parent)
    expect(
      (await refusal(setEmbedOrigins(database.db, { site: SITE_ID, add: ['https://*.test-realty.example'] }))).message,
    ).toContain('has a wildcard')
    const stored = await setEmbedOrigins(database.db, { site: SITE_ID, add: [`${parent}/`, parent] })
    expect(stored.embedOrigins).toEqual([parent])

    const page = await app.inject('/app/')
    expect(String(page.headers['content-security-policy'])).toContain(
      `frame-ancestors 'self' https://env-parent.example ${parent}`,
    )
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v3/site',
      headers: { origin: parent, 'access-control-request-method': 'GET' },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe(parent)
    const call = await siteMe(SITE_TOKEN, parent)
    expect(call.headers['access-control-allow-origin']).toBe(parent)
    // Another site's token: that site did not allow the parent page.
    const other = await createSite(database.db, { name: 'Not embedded', domain: 'not-embedded.example' })
    const otherCall = await siteMe(other.apiToken, parent)
    expect(otherCall.statusCode).toBe(200)
    expect(otherCall.headers['access-control-allow-origin']).toBeUndefined()
    // The environment's origin still works for every site.
    expect((await siteMe(other.apiToken, 'https://env-parent.example')).headers['access-control-allow-origin']).toBe(
      'https://env-parent.example',
    )

    await setEmbedOrigins(database.db, { site: SITE_ID, remove: [parent] })
    expect((await siteMe(SITE_TOKEN, parent)).headers['access-control-allow-origin']).toBeUndefined()
    const refused = await app.inject({
      method: 'OPTIONS',
      url: '/api/v3/site',
      headers: { origin: parent, 'access-control-request-method': 'GET' },
    })
    expect(refused.statusCode).toBe(403)
  })
})

describe('site status', () => {
  it('lists the feeds with their last import, staleness by maximum data age, and listings per status', async () => {
    const site = await createSite(database.db, { name: 'Status', domain: 'status.example' })
    const market = await austinMarket(site.siteId)
    const fresh = await addFeed(database.db, {
      dataSourceName: 'fresh-mls',
      name: 'Fresh',
      market: String(market.marketId),
    })
    const stale = await addFeed(database.db, {
      dataSourceName: 'stale-mls',
      name: 'Stale',
      market: String(market.marketId),
      maxDataAgeHours: '2',
    })
    const now = new Date('2026-06-01T12:00:00Z')
    await database.db
      .updateTable('feeds')
      .set({ feed_updated_at: new Date('2026-06-01T11:00:00Z') })
      .where('id', '=', fresh.feedId)
      .execute()
    await database.db
      .updateTable('feeds')
      .set({ feed_updated_at: new Date('2026-06-01T09:00:00Z') })
      .where('id', '=', stale.feedId)
      .execute()
    await insertListings(database.db, [
      listing({ id: 9001, market_id: market.marketId, feed_id: fresh.feedId }),
      listing({ id: 9002, market_id: market.marketId, feed_id: fresh.feedId }),
      listing({ id: 9003, market_id: market.marketId, feed_id: fresh.feedId, listing_status: 'Pending' }),
      listing({ id: 9004, market_id: market.marketId, feed_id: stale.feedId, listing_status: 'Sold' }),
    ])
    const status = await siteStatus(database.db, 'status.example', now)
    expect(status.site).toMatchObject({ id: site.siteId, embedOrigins: [] })
    expect(status.markets).toEqual([
      { id: market.marketId, name: 'Austin', city: 'Austin', state: 'TX', isDefault: true },
    ])
    expect(status.feeds).toEqual([
      expect.objectContaining({
        dataSourceName: 'fresh-mls',
        feedUpdatedAt: '2026-06-01T11:00:00.000Z',
        lastImportAt: null, // never imported: fresh by its data's age
        lastRun: null,
        maxDataAgeHours: 12,
        freshness: 'fresh',
        listings: { total: 3, byStatus: { Active: 2, Pending: 1 } },
      }),
      expect.objectContaining({
        dataSourceName: 'stale-mls',
        maxDataAgeHours: 2,
        freshness: 'stale',
        listings: { total: 1, byStatus: { Sold: 1 } },
      }),
    ])
  })
})
