import { INQUIRY_CONSENT_TEXT } from '@idx/domain'
import { describe, expect, it } from 'vitest'
import { secretHash } from '../src/auth/secrets.js'
import { startSession } from '../src/auth/tokens.js'
import { TRACKING_THROTTLE_RULES, trackingThrottleKey } from '../src/tracking/tracking-throttle.js'
import { createUser } from '../src/users/users.repository.js'
import {
  AGENT_ID,
  CLIENT_ID,
  insertBasics,
  insertListings,
  listing,
  MARKET_ID,
  OTHER_MARKET_ID,
  SITE_ID,
} from './helpers/fixtures.js'
import {
  insertOtherSite,
  OTHER_AGENT_ID,
  OTHER_FEED_ID,
  OTHER_MARKET_OF_OTHER_SITE,
  OTHER_SITE_ID,
  OTHER_SITE_TOKEN,
  siteAuthorization,
} from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'
import { listingInquiryForm } from './helpers/listing-inquiry-form.js'

const FOR_SALE = 1
const FOR_LEASE = 2
const OTHER_SITES_LISTING = 3

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
    await insertListings(db, [
      listing({ id: FOR_SALE, purchase_type: 'Purchase' }),
      listing({ id: FOR_LEASE, purchase_type: 'Lease', market_id: OTHER_MARKET_ID, price_in_dollars: 2_500 }),
      listing({ id: OTHER_SITES_LISTING, market_id: OTHER_MARKET_OF_OTHER_SITE, feed_id: OTHER_FEED_ID }),
    ])
  },
})

// Each test sends from its own address, so the per-address limits of one test never touch another.
let addresses = 0
function newAddress(): string {
  addresses += 1
  return `10.7.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`
}

let submissions = 0
/** A complete, valid listing inquiry as the browser sends it; override what a test is about. */
function inquiry(overrides: Record<string, unknown> = {}) {
  submissions += 1
  return {
    form_name: 'listing-inquiry',
    form: { ...listingInquiryForm(1, 'Is it still available?'), website: '' },
    property: { id: String(FOR_SALE), mls_number: 'MLS000001', title: '1 Test St', subtitle: 'Austin, TX 78704' },
    remote_actor_id: null,
    market_id: MARKET_ID,
    form_attributes: { lead_type: 'buyer' },
    tags: ['listing-inquiry'],
    current_agent_id: null,
    cyclum_submission_id: `sub-${submissions}-${Date.now()}`,
    cyclum_vid: `vid-lead-${submissions}`,
    consent_text: INQUIRY_CONSENT_TEXT,
    source_url: 'https://lonestar.example/app/listing/1-test-st/1',
    ...overrides,
  }
}

function send(
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  return t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: options.headers ?? siteAuthorization,
    remoteAddress: options.remoteAddress ?? newAddress(),
  })
}

function leadsOf(submissionId: string) {
  return t.db.selectFrom('leads').selectAll().where('submission_id', '=', submissionId).execute()
}

function visitor(vid: string, siteId = SITE_ID) {
  return t.db
    .selectFrom('tracking_visitors')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('vid', '=', vid)
    .executeTakeFirst()
}

let people = 0
async function signedInUser() {
  people += 1
  const user = await createUser(t.db, {
    siteId: SITE_ID,
    email: `tracked${people}@example.com`,
    firstName: 'Tia',
  })
  const tokens = await startSession(t.db, {
    userId: user.id,
    siteId: SITE_ID,
    clientId: CLIENT_ID,
    scopes: ['read', 'write'],
  })
  return { user, auth: { authorization: `Bearer ${tokens.access_token}` } }
}

describe('the tracking service needs a Bearer token', () => {
  const calls = [
    ['POST', '/api/people/identify', { vid: 'v1' }],
    ['POST', '/api/events', { vid: 'v1', event: 'PageView' }],
    ['POST', '/api/form_submissions', inquiry()],
    ['PUT', '/api/visitors/v1/assign', { agent_id: AGENT_ID }],
  ] as const

  it('answers 401 with WWW-Authenticate and a JSON:API error without one, or with a wrong one, and stores nothing', async () => {
    for (const [method, url, body] of calls) {
      const headerSets: Record<string, string>[] = [
        {},
        { authorization: 'Bearer not-a-site-token' },
        { authorization: 'Basic abc' },
      ]
      for (const headers of headerSets) {
        const res = await send(method, url, body, { headers })
        expect(res.statusCode, `${method} ${url}`).toBe(401)
        expect(res.headers['www-authenticate']).toBe('Bearer')
        expect(res.json().errors[0]).toMatchObject({ status: '401', title: 'Unauthorized' })
      }
    }
    const counts = await Promise.all(
      (['tracking_visitors', 'leads'] as const).map((table) =>
        t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    )
    expect(counts.map((c) => Number(c.n))).toEqual([0, 0])
  })

  it('is served under /api, not /api/v3', async () => {
    const res = await send('POST', '/api/v3/events', { vid: 'v1', event: 'PageView' })
    expect(res.statusCode).toBe(404)
  })
})

describe('POST /api/people/identify', () => {
  it('records a claimed identity with the site token, without linking the vid to any user', async () => {
    const res = await send('POST', '/api/people/identify', {
      vid: 'vid-claim',
      remote_actor_id: '77',
      user: { email: 'someone@example.com', first_name: 'Sam' },
      form_name: 'sign-up',
      custom_data: { plan: 'buyer' },
      source: 'idx',
      utm_source: 'newsletter',
    })
    expect(res.statusCode, res.body).toBe(202)
    expect(res.json()).toEqual({ status: 'accepted', vid: 'vid-claim', user_id: null })
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    const seen = await visitor('vid-claim')
    expect(seen).toMatchObject({ user_id: null, utm_source: 'newsletter' })
    const person = await t.db
      .selectFrom('tracking_people')
      .selectAll()
      .where('visitor_id', '=', seen!.id)
      .executeTakeFirstOrThrow()
    expect(person).toMatchObject({
      user_id: null,
      remote_actor_id: '77',
      person: { email: 'someone@example.com', first_name: 'Sam' },
      form_name: 'sign-up',
      custom_data: { plan: 'buyer' },
      source: 'idx',
    })
  })

  it("links the vid to the signed-in user when called with the user's access token", async () => {
    const { user, auth } = await signedInUser()
    const res = await send(
      'POST',
      '/api/people/identify',
      { vid: 'vid-signed-in', remote_actor_id: user.id },
      { headers: auth },
    )
    expect(res.statusCode, res.body).toBe(202)
    expect(res.json()).toEqual({ status: 'accepted', vid: 'vid-signed-in', user_id: String(user.id) })
    expect((await visitor('vid-signed-in'))?.user_id).toBe(user.id)
    // A later anonymous call of the same browser keeps the link.
    expect((await send('POST', '/api/events', { vid: 'vid-signed-in', event: 'PageView' })).statusCode).toBe(202)
    expect((await visitor('vid-signed-in'))?.user_id).toBe(user.id)
    const people = await t.db
      .selectFrom('tracking_people')
      .select('user_id')
      .where('remote_actor_id', '=', String(user.id))
      .execute()
    expect(people).toEqual([{ user_id: user.id }])
  })

  it('answers 400 at the member for a bad vid, an unknown member or a wrong type', async () => {
    const cases: [unknown, string][] = [
      [{}, '/vid'],
      [{ vid: 'has spaces' }, '/vid'],
      [{ vid: 'x'.repeat(65) }, '/vid'],
      [{ vid: 'v', password: 'x' }, '/password'],
      [{ vid: 'v', user: 'jane' }, '/user'],
      [{ vid: 'v', user: { name: 'a\u0000b' } }, '/user/name'],
    ]
    for (const [body, pointer] of cases) {
      const res = await send('POST', '/api/people/identify', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().errors[0].source).toEqual({ pointer })
    }
  })
})

describe('POST /api/events', () => {
  it("stores the spec's events with their payloads, for the visitor, keeping the first touch's attribution", async () => {
    const vid = 'vid-events'
    const sent = [
      { vid, event: 'PageView', payload: { path: '/app/' }, utm_campaign: 'spring', _cycagt: '12' },
      {
        vid,
        event: 'searched',
        payload: {
          market: 1,
          filters: { bedrooms: { min: 3 } },
          suggestions: [],
          path: '/app/',
          url: 'https://x.example/app/?q=',
        },
      },
      { vid, event: 'viewedProperty', payload: { listing_id: '1' }, utm_campaign: 'summer' },
      { vid, event: 'PropertyView' },
    ]
    for (const body of sent) {
      const res = await send('POST', '/api/events', body)
      expect(res.statusCode, res.body).toBe(202)
      expect(res.json()).toEqual({ status: 'accepted' })
    }
    const seen = await visitor(vid)
    expect(seen).toMatchObject({ utm_campaign: 'spring', agent_tracking: '12' })
    expect(seen!.last_seen_at.getTime()).toBeGreaterThanOrEqual(seen!.first_seen_at.getTime())
    const events = await t.db
      .selectFrom('tracking_events')
      .select(['event', 'payload'])
      .where('visitor_id', '=', seen!.id)
      .orderBy('id')
      .execute()
    expect(events).toEqual([
      { event: 'PageView', payload: { path: '/app/' } },
      { event: 'searched', payload: sent[1]!.payload },
      { event: 'viewedProperty', payload: { listing_id: '1' } },
      { event: 'PropertyView', payload: {} },
    ])
  })

  it('keeps each site’s visitors apart, even under the same vid', async () => {
    const headers = { authorization: `Bearer ${OTHER_SITE_TOKEN}` }
    expect((await send('POST', '/api/events', { vid: 'vid-shared', event: 'PageView' })).statusCode).toBe(202)
    expect((await send('POST', '/api/events', { vid: 'vid-shared', event: 'PageView' }, { headers })).statusCode).toBe(
      202,
    )
    const mine = await visitor('vid-shared')
    const theirs = await visitor('vid-shared', OTHER_SITE_ID)
    expect(mine && theirs && mine.id !== theirs.id).toBe(true)
  })

  it('refuses bad names, NUL characters, deep nesting and big bodies with a 4xx, storing nothing', async () => {
    let deep: unknown = 1
    for (let i = 0; i < 40; i++) deep = { a: deep }
    const cases: [unknown, number, string | null][] = [
      [{ vid: 'vid-bad' }, 400, '/event'],
      [{ vid: 'vid-bad', event: '' }, 400, '/event'],
      [{ vid: 'vid-bad', event: 'x'.repeat(65) }, 400, '/event'],
      [{ vid: 'vid-bad', event: 'Page View' }, 400, '/event'],
      [{ vid: 'vid-bad', event: 'PageView', payload: [1, 2] }, 400, '/payload'],
      [{ vid: 'vid-bad', event: 'PageView', payload: { 'k\u0000': 1 } }, 400, '/payload/k\u0000'],
      [{ vid: 'vid-bad', event: 'PageView', payload: { deep } }, 400, null],
      [{ vid: 'vid-bad', event: 'PageView', payload: { big: 'x'.repeat(20_000) } }, 413, null],
    ]
    for (const [body, status, pointer] of cases) {
      const res = await send('POST', '/api/events', body)
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status)
      expect(res.json().errors[0].status).toBe(String(status))
      if (pointer) expect(res.json().errors[0].source).toEqual({ pointer })
    }
    expect(await visitor('vid-bad')).toBeUndefined()
  })

  it('answers 429 with Retry-After once an address passes its limit, and still serves other addresses', async () => {
    const address = newAddress()
    const rule = TRACKING_THROTTLE_RULES.events
    // Spend all but one call of the window directly on the counter (the same one the route uses).
    for (let i = 0; i < rule.limit - 1; i++) await t.app.throttle.hit(trackingThrottleKey('events', address), rule)
    const last = await send('POST', '/api/events', { vid: 'vid-busy', event: 'PageView' }, { remoteAddress: address })
    expect(last.statusCode).toBe(202)
    const refused = await send(
      'POST',
      '/api/events',
      { vid: 'vid-busy', event: 'PageView' },
      { remoteAddress: address },
    )
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(rule.windowSeconds)
    expect(refused.json().errors[0]).toMatchObject({ status: '429', title: 'Too Many Requests' })
    expect((await send('POST', '/api/events', { vid: 'vid-busy', event: 'PageView' })).statusCode).toBe(202)
  })

  it('allows a busy real visitor: a page view, listing views and a search every 5 s for 15 minutes', () => {
    // 180 searches + 60 listings × 3 events + 60 pages is 420 calls; the limit must leave room for several such visitors.
    expect(TRACKING_THROTTLE_RULES.events.limit).toBeGreaterThanOrEqual(4 * 420)
    expect(TRACKING_THROTTLE_RULES.events.windowSeconds).toBe(15 * 60)
  })
})

describe('POST /api/form_submissions', () => {
  it('stores the lead with its consent record: opt-in, the exact text shown, the time, the page, the address and the browser', async () => {
    const body = inquiry()
    const before = Date.now()
    const res = await send('POST', '/api/form_submissions', body, {
      headers: { ...siteAuthorization, 'user-agent': 'Mozilla/5.0 (test)' },
      remoteAddress: '203.0.113.9',
    })
    expect(res.statusCode, res.body).toBe(202)
    const receipt = res.json()
    expect(receipt).toEqual({
      status: 'accepted',
      cyclum_submission_id: body.cyclum_submission_id,
      received_at: expect.any(String),
    })
    const [lead, ...more] = await leadsOf(body.cyclum_submission_id)
    expect(more).toEqual([])
    expect(lead).toMatchObject({
      site_id: SITE_ID,
      form_name: 'listing-inquiry',
      first_name: 'Jane',
      last_name: 'Buyer',
      email: 'jane@example.com',
      phone_number: '+15125550134',
      message: 'Is it still available?',
      listing_id: FOR_SALE,
      market_id: MARKET_ID,
      lead_type: 'buyer',
      tags: ['listing-inquiry'],
      consent_opt_in: true,
      consent_text: INQUIRY_CONSENT_TEXT,
      source_url: 'https://lonestar.example/app/listing/1-test-st/1',
      client_address: '203.0.113.9',
      user_agent: 'Mozilla/5.0 (test)',
      user_id: null,
    })
    expect(lead!.consent_at.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(lead!.consent_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000)
    expect(new Date(receipt.received_at).getTime()).toBe(lead!.created_at.getTime())
    // The form is kept as sent, without the honeypot and with the phone number in E.164.
    expect(lead!.form).toEqual({ ...body.form, phone_number: '+15125550134', website: undefined })
    expect(lead!.form).not.toHaveProperty('website')
    expect(lead!.property).toEqual(body.property)
    expect((await visitor(body.cyclum_vid))?.id).toBe(lead!.visitor_id)
  })

  it('stores one lead for a submission sent twice, and answers both alike', async () => {
    const body = inquiry()
    const first = await send('POST', '/api/form_submissions', body)
    const second = await send('POST', '/api/form_submissions', body)
    expect(first.statusCode).toBe(202)
    expect(second.statusCode).toBe(202)
    expect(second.json()).toEqual(first.json())
    expect(await leadsOf(body.cyclum_submission_id)).toHaveLength(1)
  })

  it('stores one lead when the same submission arrives twice at once', async () => {
    const body = inquiry()
    const answers = await Promise.all([
      send('POST', '/api/form_submissions', body),
      send('POST', '/api/form_submissions', body),
    ])
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202])
    expect(answers[0]!.json()).toEqual(answers[1]!.json())
    expect(await leadsOf(body.cyclum_submission_id)).toHaveLength(1)
  })

  it('answers 409 when a used submission id comes with another submission, keeping the first', async () => {
    const body = inquiry()
    expect((await send('POST', '/api/form_submissions', body)).statusCode).toBe(202)
    const reused = await send('POST', '/api/form_submissions', { ...body, form: { ...body.form, message: 'Other' } })
    expect(reused.statusCode).toBe(409)
    expect(reused.json().errors[0].source).toEqual({ pointer: '/cyclum_submission_id' })
    const leads = await leadsOf(body.cyclum_submission_id)
    expect(leads.map((l) => l.message)).toEqual(['Is it still available?'])
  })

  it('derives the lead type from the listing: buyer for sale, rental for lease, else what was sent, else Unknown', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ property: { id: FOR_SALE }, form_attributes: { lead_type: 'rental' } }, 'buyer'],
      [{ property: { id: FOR_LEASE }, market_id: OTHER_MARKET_ID, form_attributes: {} }, 'rental'],
      [{ property: { id: 999_999, mls_number: 'GONE1' }, form_attributes: { lead_type: 'rental' } }, 'rental'],
      [{ property: null, form_attributes: null }, 'Unknown'],
      [{ property: { id: OTHER_SITES_LISTING }, form_attributes: {} }, 'Unknown'],
    ]
    for (const [overrides, leadType] of cases) {
      const body = inquiry(overrides)
      const res = await send('POST', '/api/form_submissions', body)
      expect(res.statusCode, res.body).toBe(202)
      const [lead] = await leadsOf(body.cyclum_submission_id)
      expect(lead?.lead_type, JSON.stringify(overrides)).toBe(leadType)
      expect(lead?.form_attributes).toMatchObject({ lead_type: leadType })
    }
    // A listing that is gone, or another site's, is not linked; its reference is kept as sent.
    const gone = inquiry({ property: { id: 999_999, mls_number: 'GONE1' }, market_id: null })
    await send('POST', '/api/form_submissions', gone)
    expect((await leadsOf(gone.cyclum_submission_id))[0]).toMatchObject({
      listing_id: null,
      property: { id: 999_999, mls_number: 'GONE1' },
      market_id: MARKET_ID,
    })
  })

  it('drops a submission whose honeypot is filled, answering exactly as if it were stored', async () => {
    const caught = inquiry({ form: { ...inquiry().form, website: 'http://spam.example' } })
    const real = inquiry()
    const [trap, stored] = [
      await send('POST', '/api/form_submissions', caught),
      await send('POST', '/api/form_submissions', real),
    ]
    expect(trap.statusCode).toBe(stored.statusCode)
    expect(Object.keys(trap.json())).toEqual(Object.keys(stored.json()))
    expect(trap.json()).toMatchObject({ status: 'accepted', cyclum_submission_id: caught.cyclum_submission_id })
    expect(await leadsOf(caught.cyclum_submission_id)).toEqual([])
    expect(await visitor(caught.cyclum_vid)).toBeUndefined()
  })

  it("links the lead to the signed-in user only with the user's own access token", async () => {
    const { user, auth } = await signedInUser()
    const proved = inquiry({ remote_actor_id: String(user.id) })
    const claimed = inquiry({ remote_actor_id: String(user.id) })
    expect((await send('POST', '/api/form_submissions', proved, { headers: auth })).statusCode).toBe(202)
    expect((await send('POST', '/api/form_submissions', claimed)).statusCode).toBe(202)
    expect((await leadsOf(proved.cyclum_submission_id))[0]).toMatchObject({
      user_id: user.id,
      remote_actor_id: String(user.id),
    })
    expect((await leadsOf(claimed.cyclum_submission_id))[0]).toMatchObject({
      user_id: null,
      remote_actor_id: String(user.id),
    })
  })

  it('keeps the agent the visitor works with, and takes the Referer as the page when no source_url is sent', async () => {
    const body = inquiry({ current_agent_id: String(AGENT_ID), source_url: null })
    const res = await send('POST', '/api/form_submissions', body, {
      headers: { ...siteAuthorization, referer: 'https://lonestar.example/app/listing/1' },
    })
    expect(res.statusCode, res.body).toBe(202)
    expect((await leadsOf(body.cyclum_submission_id))[0]).toMatchObject({
      current_agent_id: AGENT_ID,
      source_url: 'https://lonestar.example/app/listing/1',
    })
  })

  it("answers 422 at the field for a listing inquiry that breaks the form's rules, storing nothing", async () => {
    const form = inquiry().form
    const cases: [Record<string, unknown>, string, string][] = [
      [{ form: { ...form, email: 'jane@' } }, '/form/email', 'Enter a valid email address'],
      [{ form: { ...form, phone_number: '12' } }, '/form/phone_number', 'Enter a valid phone number'],
      [{ form: { ...form, first_name: ' ' } }, '/form/first_name', 'First name is required'],
    ]
    for (const [overrides, pointer, detail] of cases) {
      const body = inquiry(overrides)
      const res = await send('POST', '/api/form_submissions', body)
      expect(res.statusCode, `${JSON.stringify(overrides)}: ${res.body}`).toBe(422)
      expect(res.json().errors[0]).toMatchObject({ detail, source: { pointer } })
      expect(await leadsOf(body.cyclum_submission_id)).toEqual([])
    }
  })

  it('answers 400 at the member for a listing inquiry that is not well formed, storing nothing', async () => {
    const form = inquiry().form
    const cases: [Record<string, unknown>, string, string][] = [
      [{ form: { ...form, opt_in: false } }, '/form/opt_in', 'You must agree to be contacted'],
      [{ consent_text: '' }, '/consent_text', "'consent_text' is required: the exact consent text shown with the form"],
      [{ source_url: 'javascript:alert(1)' }, '/source_url', "'source_url' must be an http or https URL"],
      [{ market_id: OTHER_MARKET_OF_OTHER_SITE }, '/market_id', `No market ${OTHER_MARKET_OF_OTHER_SITE} on this site`],
      [
        { current_agent_id: OTHER_AGENT_ID },
        '/current_agent_id',
        `No agent ${OTHER_AGENT_ID} works in this site's markets`,
      ],
      [
        { current_agent_id: '9999999999' },
        '/current_agent_id',
        "'current_agent_id' must be an id from 1 to 2147483647",
      ],
      [
        { form_attributes: { lead_type: 'seller' } },
        '/form_attributes/lead_type',
        "'lead_type' must be one of: buyer, rental, Unknown",
      ],
      [{ cyclum_submission_id: '' }, '/cyclum_submission_id', ''],
      [{ form: { ...form, fax: '1' } }, '/form/fax', "Unknown member 'fax'"],
    ]
    for (const [overrides, pointer, detail] of cases) {
      const body = inquiry(overrides)
      const res = await send('POST', '/api/form_submissions', body)
      expect(res.statusCode, `${JSON.stringify(overrides)}: ${res.body}`).toBe(400)
      const error = res.json().errors[0]
      expect(error.source).toEqual({ pointer })
      if (detail) expect(error.detail).toBe(detail)
      expect(await leadsOf(body.cyclum_submission_id)).toEqual([])
    }
  })

  it('needs opt_in true for a listing inquiry, whichever variant; other forms record an opt-in only when sent', async () => {
    const { opt_in: _none, ...withoutOptIn } = inquiry().form
    const missing = inquiry({ form: withoutOptIn })
    const res = await send('POST', '/api/form_submissions', missing)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0]).toMatchObject({
      detail: 'You must agree to be contacted',
      source: { pointer: '/form/opt_in' },
    })
    const support = inquiry({
      form_name: 'support-inquiry',
      form: { message: 'Help' },
      property: null,
      form_attributes: null,
      consent_text: null,
    })
    const callback = inquiry({
      form_name: 'agent-callback',
      form: { full_name: 'Jo Doe', phone_number: '512 555 0100', opt_in: true },
      property: null,
    })
    for (const body of [support, callback])
      expect((await send('POST', '/api/form_submissions', body)).statusCode).toBe(202)
    expect(await leadsOf(missing.cyclum_submission_id)).toEqual([])
    expect((await leadsOf(support.cyclum_submission_id))[0]).toMatchObject({
      consent_opt_in: false,
      consent_text: null,
      message: 'Help',
      first_name: null,
      lead_type: 'Unknown',
    })
    expect((await leadsOf(callback.cyclum_submission_id))[0]).toMatchObject({
      consent_opt_in: true,
      consent_text: INQUIRY_CONSENT_TEXT,
      form: { full_name: 'Jo Doe', phone_number: '+15125550100', opt_in: true },
    })
  })

  it('answers 429 with Retry-After after 30 submissions an hour from one address, honeypot catches included', async () => {
    const address = newAddress()
    const { limit, windowSeconds } = TRACKING_THROTTLE_RULES.formSubmissions
    expect(limit).toBe(30)
    for (let i = 0; i < limit; i++) {
      const body = i % 2 === 0 ? inquiry() : inquiry({ form: { ...inquiry().form, website: 'x' } })
      expect((await send('POST', '/api/form_submissions', body, { remoteAddress: address })).statusCode).toBe(202)
    }
    const refused = inquiry()
    const res = await send('POST', '/api/form_submissions', refused, { remoteAddress: address })
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(windowSeconds - 60)
    expect(res.json().errors[0].status).toBe('429')
    expect(await leadsOf(refused.cyclum_submission_id)).toEqual([])
    expect((await send('POST', '/api/form_submissions', inquiry())).statusCode).toBe(202)
  })
})

describe('PUT /api/visitors/{vid}/assign', () => {
  it('records the agent the visitor chose, creating the visitor on its first call', async () => {
    const res = await send('PUT', '/api/visitors/vid-assign/assign', { agent_id: String(AGENT_ID) })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ vid: 'vid-assign', agent_id: String(AGENT_ID), assigned_at: expect.any(String) })
    const seen = await visitor('vid-assign')
    expect(seen).toMatchObject({ assigned_agent_id: AGENT_ID })
    expect(seen!.assigned_at?.toISOString()).toBe(res.json().assigned_at)
  })

  it('answers 404 for an unknown agent or another site’s, leaving the assignment as it was', async () => {
    expect((await send('PUT', '/api/visitors/vid-assign-2/assign', { agent_id: AGENT_ID })).statusCode).toBe(200)
    for (const agentId of [999, OTHER_AGENT_ID]) {
      const res = await send('PUT', '/api/visitors/vid-assign-2/assign', { agent_id: agentId })
      expect(res.statusCode).toBe(404)
      expect(res.json().errors[0]).toMatchObject({
        status: '404',
        detail: `No agent ${agentId} works in this site's markets`,
      })
    }
    expect((await visitor('vid-assign-2'))?.assigned_agent_id).toBe(AGENT_ID)
  })

  const KEY = 'k3yOfTheVisitorsBrowser1'
  const OTHER_KEY = 'aStrangersKeyOfTheirOwn2'

  it('binds a visitor to its browser’s key: a stranger who knows the vid gets 403 and changes nothing', async () => {
    expect(
      (await send('POST', '/api/events', { vid: 'vid-bound', event: 'PageView', visitor_key: KEY })).statusCode,
    ).toBe(202)
    expect((await visitor('vid-bound'))?.key_hash).toBe(secretHash(KEY))
    // A stranger signed in as themselves links the vid to their own user first: still no proof.
    const stranger = await signedInUser()
    const identify = await send('POST', '/api/people/identify', { vid: 'vid-bound' }, { headers: stranger.auth })
    expect(identify.statusCode).toBe(202)
    for (const [body, headers] of [
      [{ agent_id: AGENT_ID }, siteAuthorization],
      [{ agent_id: AGENT_ID, visitor_key: OTHER_KEY }, siteAuthorization],
      [{ agent_id: AGENT_ID }, stranger.auth],
    ] as const) {
      const res = await send('PUT', '/api/visitors/vid-bound/assign', body, { headers })
      expect(res.statusCode).toBe(403)
      expect(res.json().errors[0]).toMatchObject({ status: '403', detail: expect.stringContaining('visitor_key') })
    }
    expect(await visitor('vid-bound')).toMatchObject({ assigned_agent_id: null, key_hash: secretHash(KEY) })
    // The visitor's own browser, with its key, chooses.
    const own = await send('PUT', '/api/visitors/vid-bound/assign', { agent_id: AGENT_ID, visitor_key: KEY })
    expect(own.statusCode, own.body).toBe(200)
    expect((await visitor('vid-bound'))?.assigned_agent_id).toBe(AGENT_ID)
  })

  it('binds a visitor seen only without a key to the first key an assignment brings', async () => {
    const lead = inquiry({ cyclum_vid: 'vid-keyless' })
    expect((await send('POST', '/api/form_submissions', lead)).statusCode).toBe(202)
    expect((await visitor('vid-keyless'))?.key_hash).toBeNull()
    const first = await send('PUT', '/api/visitors/vid-keyless/assign', { agent_id: AGENT_ID, visitor_key: KEY })
    expect(first.statusCode).toBe(200)
    const other = await send('PUT', '/api/visitors/vid-keyless/assign', { agent_id: AGENT_ID, visitor_key: OTHER_KEY })
    expect(other.statusCode).toBe(403)
    // A later keyed event from elsewhere (a `_vid` link opened in another browser) binds nothing.
    await send('POST', '/api/events', { vid: 'vid-keyless', event: 'PageView', visitor_key: OTHER_KEY })
    expect((await visitor('vid-keyless'))?.key_hash).toBe(secretHash(KEY))
  })

  it('answers 400 for a malformed visitor_key', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/events', { vid: 'v', event: 'PageView', visitor_key: 'short' }],
      ['POST', '/api/people/identify', { vid: 'v', visitor_key: 'has spaces in it, 22 chars+' }],
      ['PUT', '/api/visitors/v/assign', { agent_id: 1, visitor_key: 'x'.repeat(65) }],
    ] as const) {
      const res = await send(method, url, body)
      expect(res.statusCode, url).toBe(400)
      expect(res.json().errors[0].source).toEqual({ pointer: '/visitor_key' })
    }
  })

  it('answers 400 for a bad vid, a missing or malformed agent_id', async () => {
    const cases: [string, unknown][] = [
      ['/api/visitors/has%20space/assign', { agent_id: 1 }],
      [`/api/visitors/${'v'.repeat(65)}/assign`, { agent_id: 1 }],
      ['/api/visitors/v/assign', {}],
      ['/api/visitors/v/assign', { agent_id: 0 }],
      ['/api/visitors/v/assign', { agent_id: 'ada' }],
      ['/api/visitors/v/assign', { agent_id: 1, extra: true }],
    ]
    for (const [url, body] of cases) {
      const res = await send('PUT', url, body)
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400)
      expect(res.json().errors[0].status).toBe('400')
    }
  })
})
