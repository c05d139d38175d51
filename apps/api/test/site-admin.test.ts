import { describe, expect, it } from 'vitest'
import { startSession } from '../src/auth/tokens.js'
import { runDueJobs } from '../src/jobs/run-due-jobs.js'
import { outboxMailer } from '../src/mail/outbox-mailer.js'
import { LAST_ADMIN_DETAIL } from '../src/site-admin/site-users.routes.js'
import { siteUserMailHandlers } from '../src/site-admin/index.js'
import { createUser } from '../src/users/users.repository.js'
import { AGENT_ID, CLIENT_ID, insertBasics, SITE_ID } from './helpers/fixtures.js'
import { insertOtherSite, OTHER_SITE_ID, siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// The admin app's site settings and users: who may read and change them, the checks on every
// member (422 at its pointer), the version check (409), versions and restore, the last
// administrator rule, and the e-mail each change of a user's role sends once.

const FORBIDDEN = 'You are not authorized to perform that action.'

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
  },
})

let people = 0
async function sessionOf(
  user: { email?: string; isAdmin?: boolean; agentId?: number; siteId?: number; clientId?: string },
  scopes: string[],
) {
  const siteId = user.siteId ?? SITE_ID
  const row = await createUser(t.db, {
    siteId,
    email: user.email ?? `person${++people}@example.com`,
    firstName: 'Person',
    lastName: String(people),
    isAdmin: user.isAdmin,
    agentId: user.agentId,
  })
  const tokens = await startSession(t.db, { userId: row.id, siteId, clientId: user.clientId ?? CLIENT_ID, scopes })
  return { headers: { authorization: `Bearer ${tokens.access_token}` }, id: row.id }
}
const ADMIN_SCOPES = ['read', 'write', 'admin']
const admin = async (email?: string) => sessionOf({ email, isAdmin: true }, ADMIN_SCOPES)

/** Runs the due site-user mail jobs into the outbox, as the worker would. */
function runMailJobs() {
  const db = t.db
  return runDueJobs(db, siteUserMailHandlers({ db, mailer: outboxMailer(db) }), {
    workerId: 'test',
    limit: 100,
    leaseMs: 60_000,
    backoff: { baseMs: 1000, maxMs: 1000 },
    log: { warn: () => undefined, error: () => undefined },
  })
}
const mailsTo = (to: string) =>
  t.db
    .selectFrom('outbox_messages')
    .select(['subject', 'text_body'])
    .where('to_address', '=', to)
    .orderBy('id')
    .execute()

type Doc = { data: { id: string; attributes: Record<string, unknown> } }
async function inject(
  method: 'GET' | 'PATCH' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return t.app.inject({ method, url: `/api/v3${url}`, headers, ...(payload ? { payload } : {}) })
}
const settingsBody = (version: number, attributes: object) => ({
  data: { type: 'site_settings', attributes: { settings_version: version, ...attributes } },
})

describe('who may use the site admin endpoints', () => {
  const calls: [string, 'GET' | 'PATCH' | 'POST', string, object?][] = [
    ['read settings', 'GET', '/site_settings'],
    ['change settings', 'PATCH', '/site_settings', settingsBody(1, { name: 'Hacked' })],
    ['list versions', 'GET', `/site_settings/${SITE_ID}/versions`],
    ['restore', 'POST', `/site_settings/${SITE_ID}/versions/1/restore`, { data: { attributes: { lock_version: 1 } } }],
    ['list users', 'GET', '/site_users'],
    ['add an agent', 'POST', '/site_users', { data: { type: 'site_users', attributes: { email: 'x@example.com' } } }],
    ['change a user', 'PATCH', '/site_users/1', { data: { type: 'site_users', attributes: { admin: true } } }],
  ]

  it.each(calls)(
    'refuses to %s for a shopper, an agent, an admin whose token lacks the admin scope and the site token',
    async (_, method, url, body) => {
      const tokens = [
        await sessionOf({}, ['read', 'write']),
        await sessionOf({ agentId: AGENT_ID }, ['read', 'write']),
        await sessionOf({ isAdmin: true }, ['read', 'write']),
      ]
      for (const { headers } of tokens) {
        const res = await inject(method, url, headers, body)
        expect(res.statusCode, res.body).toBe(403)
        expect(res.json().errors[0].detail).toBe(FORBIDDEN)
      }
      // Nor the site token: it is no administrator's.
      expect((await inject(method, url, siteAuthorization, body)).statusCode).toBe(403)
    },
  )

  it("gives another site's administrator their own site's settings and users, never this one's", async () => {
    const other = await sessionOf({ isAdmin: true, siteId: OTHER_SITE_ID, clientId: 'other-client' }, ADMIN_SCOPES)
    const res = await inject('GET', '/site_settings', other.headers)
    expect(res.json().data).toMatchObject({ id: String(OTHER_SITE_ID), attributes: { name: 'Other Homes' } })
    const users = (await inject('GET', '/site_users', other.headers)).json() as { data: { id: string }[] }
    expect(users.data.map((u) => u.id)).toEqual([String(other.id)])
    // A user of this site is none of theirs.
    const mine = await sessionOf({}, ['read', 'write'])
    const patch = await inject('PATCH', `/site_users/${mine.id}`, other.headers, {
      data: { type: 'site_users', attributes: { admin: true } },
    })
    expect(patch.statusCode).toBe(404)
    // Restoring a version of this site through theirs finds nothing.
    expect((await inject('GET', `/site_settings/${SITE_ID}/versions`, other.headers)).statusCode).toBe(404)
  })
})

describe('site settings', () => {
  it('reads, changes and versions the settings, and visitors see the change at once', async () => {
    const { headers } = await admin()
    const read = (await inject('GET', '/site_settings', headers)).json() as Doc
    expect(read.data.attributes).toMatchObject({
      name: 'Test Realty',
      logo_url: null,
      primary_color: null,
      idx_listing_agent_card: false,
      front_facing_site_idx_prefix: '/idx',
      embed_origins: [],
      settings_version: 1,
    })
    const res = await inject(
      'PATCH',
      '/site_settings',
      headers,
      settingsBody(1, {
        name: '  Acme Homes ',
        logo_url: 'https://cdn.acme.example/logo.svg',
        primary_color: '#1A56DB',
        accent_color: '#f59e0b',
        font: 'lato',
        favicon_url: '/icons/acme.png',
        radius: 0,
        card_shadow: 'Strong',
        idx_listing_agent_card: true,
        disclaimer_enabled: true,
        privacy_policy_url: 'https://acme.example/privacy',
        embed_origins: ['https://www.acme.example', 'http://localhost:5173'],
        redirect_uris: ['https://www.acme.example/app/oauth/callback'],
        front_facing_site_idx_prefix: ' https://www.acme.example/homes ',
      }),
    )
    expect(res.statusCode, res.body).toBe(200)
    expect((res.json() as Doc).data.attributes).toMatchObject({
      name: 'Acme Homes',
      front_facing_site_idx_prefix: 'https://www.acme.example/homes',
      primary_color: '#1a56db',
      font: 'lato',
      favicon_url: '/icons/acme.png',
      radius: 0,
      card_shadow: 'strong',
      embed_origins: ['http://localhost:5173', 'https://www.acme.example'],
      redirect_uris: ['https://www.acme.example/app/oauth/callback'],
      settings_version: 2,
    })
    // The visitor's site document reads the row on each request.
    const site = (await inject('GET', '/site?me=true', siteAuthorization)).json() as Doc
    expect(site.data.attributes).toMatchObject({ name: 'Acme Homes', logo_url: 'https://cdn.acme.example/logo.svg' })
    expect((site.data.attributes.features as Record<string, unknown>).idx_listing_agent_card).toBe(true)
    const row = await t.db
      .selectFrom('sites')
      .select(['brand', 'features'])
      .where('id', '=', SITE_ID)
      .executeTakeFirstOrThrow()
    expect(row.brand).toEqual({
      primary_color: '#1a56db',
      accent_color: '#f59e0b',
      font: 'lato',
      favicon_url: '/icons/acme.png',
      radius: 0,
      card_shadow: 'strong',
    })
    expect(site.data.attributes.brand).toMatchObject({ radius: 0, card_shadow: 'strong' })
    // Switches the form does not edit stay.
    expect(row.features['fraction_display.enabled']).toBe(true)
    const app = await t.db
      .selectFrom('oauth_applications')
      .select('origins')
      .where('id', '=', CLIENT_ID)
      .executeTakeFirstOrThrow()
    expect(app.origins).toContain('https://www.acme.example')

    // Someone else saved in between: a stale version is told who, never overwritten.
    const stale = await inject('PATCH', '/site_settings', headers, settingsBody(1, { name: 'Stale' }))
    expect(stale.statusCode).toBe(409)
    expect(stale.json().errors[0].detail).toMatch(/was changed by Person \d+ at .* UTC after you opened it/)
    expect(stale.json().meta.current_version).toBe(2)

    // Versions: the first state and the save, newest first; restoring the first is a new version.
    const versions = (await inject('GET', `/site_settings/${SITE_ID}/versions`, headers)).json() as {
      data: { attributes: { version: number; saved_by_name: string; document: { name: string } } }[]
    }
    expect(versions.data.map((v) => [v.attributes.version, v.attributes.document.name])).toEqual([
      [2, 'Acme Homes'],
      [1, 'Test Realty'],
    ])
    const restore = await inject('POST', `/site_settings/${SITE_ID}/versions/1/restore`, headers, {
      data: { attributes: { lock_version: 2 } },
    })
    expect(restore.statusCode, restore.body).toBe(200)
    const after = (await inject('GET', '/site_settings', headers)).json() as Doc
    expect(after.data.attributes).toMatchObject({
      name: 'Test Realty',
      primary_color: null,
      font: null,
      radius: null,
      card_shadow: null,
      settings_version: 3,
    })
    expect(((await inject('GET', '/site?me=true', siteAuthorization)).json() as Doc).data.attributes.name).toBe(
      'Test Realty',
    )
  })

  it('refuses each wrong member with a 422 naming it, and saves nothing', async () => {
    const { headers } = await admin()
    const { settings_version: version } = ((await inject('GET', '/site_settings', headers)).json() as Doc).data
      .attributes as { settings_version: number }
    const res = await inject(
      'PATCH',
      '/site_settings',
      headers,
      settingsBody(version, {
        name: '   ',
        logo_url: 'http://cdn.acme.example/logo.png',
        primary_color: 'blue',
        font: 'comic_sans',
        favicon_url: 'http://cdn.acme.example/icon.png',
        radius: 30,
        card_shadow: 'deep',
        embed_origins: ['https://acme.example/homes'],
        redirect_uris: ['http://acme.example/cb'],
        front_facing_site_idx_prefix: 'idx',
      }),
    )
    expect(res.statusCode).toBe(422)
    const errors = res.json().errors as { detail: string; source: { pointer: string } }[]
    expect(Object.fromEntries(errors.map((e) => [e.source.pointer.split('/').pop(), e.detail]))).toEqual({
      name: 'name is required',
      logo_url: expect.stringMatching(/^logo_url must be an https:\/\/ URL or a path/),
      primary_color: 'primary_color must be a colour as #rrggbb, e.g. #1a56db',
      favicon_url: expect.stringMatching(/^favicon_url must be an https:\/\/ URL or a path/),
      font: 'font must be one of rubik, source_sans_pro, raleway, roboto, karla, playfair, lato, typold',
      radius: 'radius must be a whole number of px from 0 to 24',
      card_shadow: 'card_shadow must be one of none, soft, strong',
      embed_origins: 'embed_origins: line 1 ("https://acme.example/homes") has a path, query or fragment',
      redirect_uris: 'redirect_uris: line 1 ("http://acme.example/cb") must use https (http only on localhost)',
      front_facing_site_idx_prefix:
        'front_facing_site_idx_prefix must be the https address of the brokerage\'s page that embeds the site (e.g. https://broker.example/homes; http only on localhost), or a path starting with / (e.g. /idx), got "idx"',
    })
    const plainHttp = await inject(
      'PATCH',
      '/site_settings',
      headers,
      settingsBody(version, { front_facing_site_idx_prefix: 'http://broker.example/homes' }),
    )
    expect(plainHttp.json().errors[0]).toMatchObject({
      detail: expect.stringMatching(
        /^front_facing_site_idx_prefix must be the https address .*got "http:\/\/broker\.example\/homes"$/,
      ),
      source: { pointer: '/data/attributes/front_facing_site_idx_prefix' },
    })
    const http = await inject(
      'PATCH',
      '/site_settings',
      headers,
      settingsBody(version, { embed_origins: ['http://acme.example'] }),
    )
    expect(http.json().errors[0]).toMatchObject({
      detail: 'embed_origins: line 1 ("http://acme.example") must use https (http only on localhost)',
      source: { pointer: '/data/attributes/embed_origins' },
    })
    // An unknown member is the schema's 400 at its pointer.
    const unknown = await inject('PATCH', '/site_settings', headers, settingsBody(version, { domain: 'x.example' }))
    expect(unknown.statusCode).toBe(400)
    const now = ((await inject('GET', '/site_settings', headers)).json() as Doc).data.attributes
    expect(now.settings_version).toBe(version)
  })
})

describe('site users', () => {
  type UserDoc = {
    id: string
    attributes: { email: string; roles: string[]; last_admin: boolean; agent: { data_source_name: string } | null }
  }
  const list = async (headers: Record<string, string>) =>
    (await inject('GET', '/site_users', headers)).json() as { data: UserDoc[]; meta: { admin_count: number } }
  const patchUser = (headers: Record<string, string>, id: string | number, attributes: object) =>
    inject('PATCH', `/site_users/${id}`, headers, { data: { type: 'site_users', attributes } })

  it('adds an agent with an invitation, makes them admin and back, and removes the agent role keeping the account', async () => {
    const { headers } = await admin('owner@test-realty.example')
    const added = await inject('POST', '/site_users', headers, {
      data: {
        type: 'site_users',
        attributes: {
          email: 'New.Agent@Test-Realty.example',
          first_name: 'Nia',
          last_name: 'Agent',
          phone_number: '(512) 555-0134',
        },
      },
    })
    expect(added.statusCode, added.body).toBe(201)
    const agent = (added.json() as { data: UserDoc }).data
    expect(agent.attributes).toMatchObject({ roles: ['agent'], agent: { data_source_name: 'actris' } })
    expect((await list(headers)).data.map((u) => u.attributes.email)).toContain('New.Agent@Test-Realty.example')

    const again = await inject('POST', '/site_users', headers, {
      data: { type: 'site_users', attributes: { email: 'new.agent@test-realty.example' } },
    })
    expect(again.statusCode).toBe(422)
    expect(again.json().errors[0]).toMatchObject({
      detail: 'new.agent@test-realty.example is an agent of this site already',
      source: { pointer: '/data/attributes/email' },
    })

    expect((await patchUser(headers, agent.id, { admin: true })).json().data.attributes.roles).toEqual([
      'admin',
      'agent',
    ])
    const revoked = await patchUser(headers, agent.id, { admin: false })
    expect(revoked.json().data.attributes.roles).toEqual(['agent'])
    const removed = await patchUser(headers, agent.id, { agent: false })
    expect(removed.json().data.attributes.roles).toEqual([])
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', Number(agent.id)).executeTakeFirst(),
    ).toBeDefined()

    // Each change mailed once, in order, however often the worker runs.
    await runMailJobs()
    await runMailJobs()
    const mails = await mailsTo('New.Agent@Test-Realty.example')
    expect(mails.map((m) => m.subject)).toEqual([
      'You were added as an agent of Test Realty',
      'You are now an administrator of Test Realty',
      'You are no longer an administrator of Test Realty',
      'You are no longer an agent of Test Realty',
    ])
    expect(mails[0]!.text_body).toContain('/app/forgot-password, enter New.Agent@Test-Realty.example')
  })

  it('links a user of the site as an agent, and refuses bad input by member', async () => {
    const { headers } = await admin()
    const shopper = await sessionOf({ email: 'shopper.turned.agent@example.com' }, ['read', 'write'])
    const res = await inject('POST', '/site_users', headers, {
      data: { type: 'site_users', attributes: { email: 'shopper.turned.agent@example.com' } },
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data).toMatchObject({ id: String(shopper.id), attributes: { roles: ['agent'] } })
    const bad = async (attributes: object) =>
      (await inject('POST', '/site_users', headers, { data: { type: 'site_users', attributes } })).json().errors[0]
    expect(await bad({ email: 'not an address' })).toMatchObject({ source: { pointer: '/data/attributes/email' } })
    expect(await bad({ email: 'brand.new@example.com', first_name: 'Bo' })).toMatchObject({
      detail: 'last_name is required',
      source: { pointer: '/data/attributes/last_name' },
    })
    expect(await bad({ email: 'b@example.com', first_name: 'B', last_name: 'C', phone_number: '12' })).toMatchObject({
      source: { pointer: '/data/attributes/phone_number' },
    })
    expect((await patchUser(headers, 99_999, { admin: true })).statusCode).toBe(404)
  })

  it("never takes the last administrator's role, and signs a former administrator out of the admin app", async () => {
    // A fresh site: its only administrator.
    await t.db.updateTable('users').set({ is_admin: false }).where('site_id', '=', SITE_ID).execute()
    const only = await admin('only.admin@test-realty.example')
    const doc = await list(only.headers)
    expect(doc.meta.admin_count).toBe(1)
    expect(doc.data.find((u) => u.id === String(only.id))?.attributes.last_admin).toBe(true)
    const res = await patchUser(only.headers, only.id, { admin: false })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors[0]).toMatchObject({
      detail: `only.admin@test-realty.example ${LAST_ADMIN_DETAIL}`,
      source: { pointer: '/data/attributes/admin' },
    })
    // With a second administrator, the first may step down; their admin session ends.
    const second = await admin('second.admin@test-realty.example')
    expect((await patchUser(second.headers, only.id, { admin: false })).statusCode).toBe(200)
    expect((await inject('GET', '/site_users', only.headers)).statusCode).toBe(401)
    expect((await patchUser(second.headers, second.id, { admin: false })).statusCode).toBe(422)
  })
})
