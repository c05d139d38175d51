import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { runDueJobs } from '../src/jobs/run-due-jobs.js'
import { outboxMailer } from '../src/mail/outbox-mailer.js'
import { alertKey } from '../src/saved-searches/alerts/alert-key.js'
import { savedSearchAlertHandlers } from '../src/saved-searches/alerts/alert-jobs.js'
import { signAlertToken } from '../src/saved-searches/alerts/alert-tokens.js'
import { matchNewChanges } from '../src/saved-searches/alerts/match-changes.js'
import { runAlerts } from '../src/saved-searches/alerts/run-alerts.js'
import { outboxSms } from '../src/sms/outbox-sms.js'
import { signedInPerson, type Person } from './helpers/collection-people.js'
import { insertBasics } from './helpers/fixtures.js'
import { changeListing, insertSavedSearch, listListing } from './helpers/saved-search-rows.js'
import { withTestApp } from './helpers/test-app.js'

// Saved-search alerts end to end, on an injected clock: the run marks due matches and queues one
// digest per user and channel in one transaction, the job sends it once, its links unsubscribe
// (signed, one click, no sign-in) and record opens and clicks, and unopened alerts slow down.

const ORIGIN = 'https://homes.example'
const DAY = 86_400_000
const log = { warn: () => undefined, error: () => undefined }
const pass = { workerId: 'test', limit: 50, leaseMs: 60_000, backoff: { baseMs: 60_000, maxMs: 600_000 }, log }

let owner: Person
let collaborator: Person
let stranger: Person
const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    owner = await signedInPerson(db, 'Olive', 'alerts')
    collaborator = await signedInPerson(db, 'Carl', 'alerts')
    stranger = await signedInPerson(db, 'Stella', 'alerts')
  },
})

/** Each run gets its own minute, later than every earlier run's. */
let clock = Date.now() + DAY
function later(ms = 2 * DAY): Date {
  clock += ms
  return new Date(clock)
}

async function sendQueued() {
  const handlers = savedSearchAlertHandlers({
    db: t.db,
    mailer: outboxMailer(t.db),
    sms: outboxSms(t.db),
    publicOrigin: ORIGIN,
  })
  let ran = 0
  for (let claimed = -1; claimed !== 0; ran += claimed) claimed = await runDueJobs(t.db, handlers, pass)
  return ran
}

async function outboxTo(person: Person, kind: 'email' | 'sms' = 'email') {
  return t.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('to_address', '=', kind === 'email' ? person.email : person.phone)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute()
}

async function alertRound(at = later()) {
  await matchNewChanges(t.db)
  const outcome = await runAlerts(t.db, at)
  await sendQueued()
  return outcome
}

describe('saved-search alert digests', () => {
  it('sends each user one e-mail covering all their due searches, with the cards of what changed', async () => {
    const zilker = await insertSavedSearch(t.db, owner.id, {
      name: 'Zilker',
      filter: { zip: { value: '78704' }, bedrooms: { min: 3 } },
      members: [collaborator.id],
    })
    const barton = await insertSavedSearch(t.db, owner.id, {
      name: 'Barton',
      filter: { zip: { value: '78704' }, price_in_dollars: { max: 450_000 } },
      frequency: 'instant',
    })
    await listListing(t.db, { id: 201, bedrooms: 4, price_in_dollars: 500_000 })
    await listListing(t.db, { id: 202, bedrooms: 3, price_in_dollars: 440_000 })
    await matchNewChanges(t.db)
    await changeListing(t.db, 201, { price_in_dollars: 480_000 })
    await changeListing(t.db, 202, null)
    const outcome = await alertRound()
    expect(outcome).toMatchObject({ ran: true, searches: 2, alerts: 2 })

    const [mail, ...more] = await outboxTo(owner)
    expect(more).toEqual([])
    expect(mail?.subject).toBe('3 updates for 2 saved searches')
    expect(mail?.text_body).toContain('Zilker: 1 new home, 1 update')
    expect(mail?.text_body).toContain('- 201 Test St: $480,000 · 4 bd · 2 ba')
    expect(mail?.text_body).toContain('- 202 Test St: No longer available')
    expect(mail?.html_body).toContain(`src="${ORIGIN}/api/v3/photos/201/0/640x400.png"`)
    expect(mail?.html_body).toContain(`${ORIGIN}/alerts/o.gif?t=`)
    expect(mail?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`^<${ORIGIN}/alerts/unsubscribe\\?t=[\\w-]+\\.[\\w-]+>$`),
    )
    expect(mail?.message_id).toMatch(/^<job-\d+@homes\.example>$/)

    const [collaboratorMail] = await outboxTo(collaborator)
    expect(collaboratorMail?.subject).toBe('1 new home, 1 update for Zilker')
    expect(collaboratorMail?.text_body).not.toContain('Barton')
    expect([zilker, barton]).toHaveLength(2)
  })

  it('tells a price cut as old and new price and names a status change', async () => {
    await listListing(t.db, { id: 211, zip: '78711' })
    await listListing(t.db, { id: 212, zip: '78711' })
    await insertSavedSearch(t.db, owner.id, { name: 'Cuts', filter: { zip: { value: '78711' } } })
    await changeListing(t.db, 211, { price_in_dollars: 450_000 })
    await changeListing(t.db, 212, { listing_status: 'Pending' })
    const before = (await outboxTo(owner)).length
    await alertRound()
    const mail = (await outboxTo(owner))[before]
    expect(mail?.text_body).toContain('- 211 Test St: Price cut: $500,000 → $450,000')
    expect(mail?.text_body).toContain('- 212 Test St: Now Pending (was Active)')
  })

  it('caps the cards of a search and links to all of them', async () => {
    const search = await insertSavedSearch(t.db, collaborator.id, { name: 'Many', filter: { zip: { value: '78712' } } })
    for (let id = 221; id < 233; id += 1) await listListing(t.db, { id, zip: '78712' })
    const before = (await outboxTo(collaborator)).length
    await alertRound()
    const mail = (await outboxTo(collaborator))[before]
    expect(mail?.text_body.match(/^- /gm)).toHaveLength(10)
    expect(mail?.text_body).toContain('See all 12 new homes: https://homes.example/alerts/c?t=')
    const token = /See all 12 new homes: https:\/\/homes\.example(\/alerts\/c\?t=\S+)/.exec(mail?.text_body ?? '')?.[1]
    const res = await t.app.inject({ url: token ?? '' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe(`/app/saved-search/${search}`)
  })

  it('sends nothing for a search with nothing new, a run of a minute already run, or frequency none', async () => {
    await insertSavedSearch(t.db, stranger.id, { name: 'Quiet', filter: { zip: { value: '78713' } } })
    await insertSavedSearch(t.db, stranger.id, {
      name: 'Muted',
      filter: { zip: { value: '78714' } },
      frequency: 'none',
    })
    await listListing(t.db, { id: 241, zip: '78714' })
    const at = later()
    expect((await alertRound(at)).ran).toBe(true)
    expect((await runAlerts(t.db, new Date(Math.floor(at.getTime() / 60_000) * 60_000 + 59_000))).ran).toBe(false)
    expect(await outboxTo(stranger)).toEqual([])
  })

  it('sends a daily search once a day: what matched today waits for tomorrow', async () => {
    await insertSavedSearch(t.db, stranger.id, { name: 'Daily', filter: { zip: { value: '78715' } } })
    await listListing(t.db, { id: 251, zip: '78715' })
    await matchNewChanges(t.db)
    // The same day as the match: not due yet.
    expect((await runAlerts(t.db, new Date(Date.now() + 1000))).searches).toBe(0)
    await alertRound()
    expect(await outboxTo(stranger)).toHaveLength(1)
  })

  it('texts one short line with a link to a member who turned SMS alerts on', async () => {
    const search = await insertSavedSearch(t.db, stranger.id, { name: 'Texted', filter: { zip: { value: '78716' } } })
    await t.db
      .insertInto('collection_subscriptions')
      .values({
        collection_id: search,
        user_id: Number(stranger.id),
        action: 'ran' as 'update',
        method: 'sms',
        subscribed: true,
      })
      .execute()
    await listListing(t.db, { id: 261, zip: '78716' })
    await alertRound()
    const texts = await outboxTo(stranger, 'sms')
    expect(texts.map((text) => text.text_body)).toEqual([`Texted: 1 new home ${ORIGIN}/app/saved-search/${search}`])
  })
})

describe('one-click unsubscribe', () => {
  async function unsubscribeUrlOf(person: Person, zip: string, name: string) {
    const search = await insertSavedSearch(t.db, person.id, { name, filter: { zip: { value: zip } } })
    await listListing(t.db, { id: 300 + Number(zip.slice(-2)), zip })
    const before = (await outboxTo(person)).length
    await alertRound()
    const mail = (await outboxTo(person))[before]
    const header = mail?.headers?.['List-Unsubscribe'] ?? ''
    return { search, path: header.slice(1, -1).replace(ORIGIN, '') }
  }

  async function ranChoice(search: number, person: Person) {
    const row = await t.db
      .selectFrom('collection_subscriptions')
      .select('subscribed')
      .where('collection_id', '=', search)
      .where('user_id', '=', Number(person.id))
      .where('action', '=', 'ran' as 'update')
      .where('method', '=', 'email')
      .executeTakeFirst()
    return row?.subscribed
  }

  it('shows a confirmation page on GET, and turns the e-mail alerts off on the RFC 8058 POST', async () => {
    const { search, path } = await unsubscribeUrlOf(owner, '78720', 'Leaving')
    const page = await t.app.inject({ url: path })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Leaving')
    expect(page.body).toContain('<form method="post">')
    expect(await ranChoice(search, owner)).toBeUndefined()

    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(res.statusCode).toBe(200)
    expect(await ranChoice(search, owner)).toBe(false)

    const before = (await outboxTo(owner)).length
    await listListing(t.db, { id: 399, zip: '78720' })
    await alertRound()
    expect(await outboxTo(owner)).toHaveLength(before)
  })

  it('changes nothing for a forged, altered or other-user token', async () => {
    const { search, path } = await unsubscribeUrlOf(collaborator, '78721', 'Staying')
    const token = path.split('?t=').pop() ?? ''
    const [body, signature] = token.split('.')
    const post = (url: string) => t.app.inject({ method: 'POST', url })

    const altered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body ?? '', 'base64url').toString()), u: Number(owner.id) }),
    ).toString('base64url')
    expect((await post(`/alerts/unsubscribe?t=${altered}.${signature}`)).statusCode).toBe(400)
    expect((await post(`/alerts/unsubscribe?t=${body}.${'A'.repeat(43)}`)).statusCode).toBe(400)
    expect((await post('/alerts/unsubscribe?t=not-a-token')).statusCode).toBe(400)
    expect((await t.app.inject({ url: `/alerts/unsubscribe?t=${altered}.${signature}` })).statusCode).toBe(400)
    // Validly signed, but for a user who is no member of the search.
    const foreign = signAlertToken(await alertKey(t.db), { k: 'u', u: Number(stranger.id), s: [search], c: 'email' })
    expect((await post(`/alerts/unsubscribe?t=${foreign}`)).statusCode).toBe(404)
    expect(await ranChoice(search, collaborator)).toBeUndefined()
    const strangers = await t.db
      .selectFrom('collection_subscriptions')
      .select('user_id')
      .where('collection_id', '=', search)
      .execute()
    expect(strangers).toEqual([])
  })
})

describe('opens, clicks and slowing down', () => {
  it('records an open and a click of an alert and its searches', async () => {
    const search = await insertSavedSearch(t.db, stranger.id, { name: 'Tracked', filter: { zip: { value: '78730' } } })
    await listListing(t.db, { id: 401, zip: '78730' })
    const before = (await outboxTo(stranger)).length
    await alertRound()
    const mail = (await outboxTo(stranger))[before]
    const pixel = /src="https:\/\/homes\.example(\/alerts\/o\.gif\?t=[^"]+)"/.exec(mail?.html_body ?? '')?.[1] ?? ''
    const listingLink = /- 401 Test St: .*\n {2}https:\/\/homes\.example(\S+)/.exec(mail?.text_body ?? '')?.[1] ?? ''
    const engaged = async () =>
      (await t.db.selectFrom('saved_searches').select('engaged_at').where('id', '=', search).executeTakeFirstOrThrow())
        .engaged_at
    const first = await engaged()

    const open = await t.app.inject({ url: pixel })
    expect(open.statusCode).toBe(200)
    expect(open.headers['content-type']).toBe('image/gif')
    const click = await t.app.inject({ url: listingLink })
    expect(click.statusCode).toBe(302)
    expect(click.headers.location).toBe('/app/listing/401-test-st-austin-tx-78704/401')
    const alert = await t.db
      .selectFrom('saved_search_alerts')
      .select(['opened_at', 'clicked_at'])
      .where(sql<boolean>`${search} = any(saved_search_ids)`)
      .executeTakeFirstOrThrow()
    expect(alert.opened_at).not.toBeNull()
    expect(alert.clicked_at).not.toBeNull()
    expect(String(await engaged())).not.toBe(String(first))
    expect((await t.app.inject({ url: '/alerts/o.gif?t=forged' })).statusCode).toBe(200)
  })

  it('moves a search whose alerts went unopened for 30 days to the next slower frequency, and says so once', async () => {
    const search = await insertSavedSearch(t.db, collaborator.id, {
      name: 'Ignored',
      filter: { zip: { value: '78731' } },
    })
    await listListing(t.db, { id: 411, zip: '78731' })
    await alertRound()
    // The last open was 31 days before the next run, and alerts went out since.
    const next = later(14 * DAY)
    await t.db
      .updateTable('saved_searches')
      .set({ engaged_at: new Date(next.getTime() - 31 * DAY), last_alerted_at: new Date(next.getTime() - 8 * DAY) })
      .where('id', '=', search)
      .execute()
    await listListing(t.db, { id: 412, zip: '78731' })
    const before = (await outboxTo(collaborator)).length
    const outcome = await alertRound(next)
    expect(outcome.slowed).toBeGreaterThanOrEqual(1)
    const row = await t.db
      .selectFrom('saved_searches')
      .select(['frequency', 'slowed_from'])
      .where('id', '=', search)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ frequency: 'weekly', slowed_from: null })
    const mails = await outboxTo(collaborator)
    expect(mails).toHaveLength(before + 1)
    expect(mails[before]?.text_body).toContain('We now send these alerts less often (they were daily)')
  })
})
