import { framePathOf } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { invitationMailHandlers } from '../src/collections/invitation-mail.js'
import { runDueJobs } from '../src/jobs/run-due-jobs.js'
import { outboxMailer } from '../src/mail/outbox-mailer.js'
import { savedSearchAlertHandlers } from '../src/saved-searches/alerts/alert-jobs.js'
import { matchNewChanges } from '../src/saved-searches/alerts/match-changes.js'
import { runAlerts } from '../src/saved-searches/alerts/run-alerts.js'
import { outboxSms } from '../src/sms/outbox-sms.js'
import { createUser } from '../src/users/users.repository.js'
import { apiCall, signedInPerson, type Person } from './helpers/collection-people.js'
import { insertBasics, SITE_ID } from './helpers/fixtures.js'
import { linkIn, magicAuthOf, oauthCall, outboxFor } from './helpers/registration-requests.js'
import { insertSavedSearch, listListing } from './helpers/saved-search-rows.js'
import { withTestApp } from './helpers/test-app.js'

// The site's front_facing_site_idx_prefix set to the brokerage's page that embeds it: the links the
// server mails or texts open that page with the site at the linked place (`?idx=…`), and tracked
// links still go through their tracker; with a path (the default /idx) every link stays on /app/.

const ORIGIN = 'https://homes.example'
const PAGE = 'https://broker.example/homes?ref=mail'
const DAY = 86_400_000
const log = { warn: () => undefined, error: () => undefined }
const pass = { workerId: 'test', limit: 50, leaseMs: 60_000, backoff: { baseMs: 60_000, maxMs: 600_000 }, log }

let owner: Person
const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    owner = await signedInPerson(db, 'Olive', 'front-facing')
  },
})

async function setPrefix(prefix: string) {
  await t.db.updateTable('sites').set({ front_facing_site_idx_prefix: prefix }).where('id', '=', SITE_ID).execute()
}

async function runJobs() {
  const handlers = {
    ...invitationMailHandlers({ db: t.db, mailer: outboxMailer(t.db) }),
    ...savedSearchAlertHandlers({ db: t.db, mailer: outboxMailer(t.db), sms: outboxSms(t.db), publicOrigin: ORIGIN }),
  }
  for (let claimed = -1; claimed !== 0;) claimed = await runDueJobs(t.db, handlers, pass)
}

async function lastMailTo(to: string, kind: 'email' | 'sms' = 'email') {
  const rows = await t.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('to_address', '=', to)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .execute()
  return rows[0]
}

/** The first address in `text` that starts with `start`. */
function addressIn(text: string | undefined, start: string): string {
  const escaped = start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`${escaped}\\S*`).exec(text ?? '')?.[0] ?? ''
}

describe('magic sign-in links', () => {
  it("open the brokerage's page with the site signing in, and the site itself without a page", async () => {
    await createUser(t.db, { siteId: SITE_ID, email: 'magic-ff@example.com', firstName: 'Mia' })
    await setPrefix('/idx')
    expect(
      (await oauthCall(t.app, '/oauth/login_type', { body: { oauth: { email: 'magic-ff@example.com' } } })).statusCode,
    ).toBe(202)
    const plain = linkIn((await outboxFor(t.app, 'magic-ff@example.com'))[0]?.text ?? '')
    expect(plain.pathname).toBe('/app/')
    expect(magicAuthOf(plain).email).toBe('magic-ff@example.com')

    await setPrefix(PAGE)
    expect(
      (await oauthCall(t.app, '/oauth/login_type', { body: { oauth: { email: 'magic-ff@example.com' } } })).statusCode,
    ).toBe(202)
    const embedded = linkIn((await outboxFor(t.app, 'magic-ff@example.com'))[0]?.text ?? '')
    expect(`${embedded.origin}${embedded.pathname}`).toBe('https://broker.example/homes')
    expect(embedded.searchParams.get('ref')).toBe('mail')
    const framePath = framePathOf(embedded.href)
    expect(framePath).toMatch(/^\?magic_auth=/)
    // The frame opens /app/ + that path: the same magic_auth the plain link carries.
    expect(magicAuthOf(new URL(`/app/${framePath}`, ORIGIN)).email).toBe('magic-ff@example.com')
  })
})

describe('invitation links', () => {
  it("join on the brokerage's page when the site names it, else on /app/", async () => {
    const created = await apiCall(t.app, 'POST', '/collections', owner.auth, {
      data: { type: 'collections', attributes: { name: 'Invited' } },
    })
    const id = (created.json() as { data: { id: string } }).data.id

    await setPrefix('/idx')
    expect(
      (await apiCall(t.app, 'POST', `/collections/${id}/invite`, owner.auth, { email: 'plain-ff@example.com' }))
        .statusCode,
    ).toBe(201)
    await runJobs()
    const plain = (await lastMailTo('plain-ff@example.com'))?.text_body
    expect(plain).toMatch(new RegExp(`/app/join/collection/${id}/\\S+`))
    expect(plain).not.toContain('broker.example')

    await setPrefix(PAGE)
    expect(
      (await apiCall(t.app, 'POST', `/collections/${id}/invite`, owner.auth, { email: 'page-ff@example.com' }))
        .statusCode,
    ).toBe(201)
    await runJobs()
    const mail = await lastMailTo('page-ff@example.com')
    const link = addressIn(mail?.text_body, 'https://broker.example/homes?')
    expect(framePathOf(link)).toMatch(new RegExp(`^join/collection/${id}/\\S+$`))
    expect(new URL(link).searchParams.get('ref')).toBe('mail')
    expect(mail?.html_body).toContain('href="https://broker.example/homes?ref=mail&amp;idx=join%2Fcollection%2F')
    expect(mail?.text_body).not.toContain('/app/join/')
  })
})

describe('saved-search alert links', () => {
  let clock = Date.now() + DAY
  async function alertRound() {
    await matchNewChanges(t.db)
    clock += 2 * DAY
    await runAlerts(t.db, new Date(clock))
    await runJobs()
  }

  it("keep their tracker, which redirects to the brokerage's page when the site names it", async () => {
    const search = await insertSavedSearch(t.db, owner.id, { name: 'Front', filter: { zip: { value: '78790' } } })
    await setPrefix('/idx')
    await listListing(t.db, { id: 901, zip: '78790' })
    await alertRound()
    const plain = await lastMailTo(owner.email)
    const plainClick = addressIn(plain?.text_body, `${ORIGIN}/alerts/c?t=`)
    expect(plainClick).not.toBe('')
    const plainRedirect = await t.app.inject({ url: plainClick.slice(ORIGIN.length) })
    expect(plainRedirect.statusCode).toBe(302)
    expect(plainRedirect.headers.location).toMatch(/^\/app\/(listing|saved-search)\//)

    await setPrefix(PAGE)
    await listListing(t.db, { id: 902, zip: '78790' })
    await alertRound()
    const mail = await lastMailTo(owner.email)
    expect(mail?.id).not.toBe(plain?.id)
    expect(mail?.text_body).not.toContain('broker.example')
    const clicks = [...(mail?.text_body ?? '').matchAll(/https:\/\/homes\.example(\/alerts\/c\?t=\S+)/g)].map(
      (m) => m[1] ?? '',
    )
    expect(clicks.length).toBeGreaterThan(0)
    const locations: string[] = []
    for (const click of clicks) {
      const res = await t.app.inject({ url: click })
      expect(res.statusCode).toBe(302)
      locations.push(String(res.headers.location))
    }
    for (const location of locations)
      expect(location.startsWith('https://broker.example/homes?ref=mail&idx=')).toBe(true)
    const framePaths = locations.map(framePathOf)
    expect(framePaths.some((path) => /^listing\/[^/]+\/902$/.test(path))).toBe(true)
    for (const path of framePaths) expect(path).toMatch(new RegExp(`^(listing/[^/]+/90[12]|saved-search/${search})$`))
  })
})
