import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { INQUIRY_CONSENT_TEXT } from '@idx/domain'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSession } from '../src/auth/tokens.js'
import { runCli } from '../src/cli/run-cli.js'
import type { OpenDatabase } from '../src/db/database.js'
import { attemptDelivery, LEAD_WEBHOOK_JOB, recordLeadUpdated, WEBHOOK_MAX_ATTEMPTS } from '../src/leads/index.js'
import { setLeadRecipients, setLeadWebhook } from '../src/operator/lead-settings.js'
import { createUser } from '../src/users/users.repository.js'
import { AGENT_ID, CLIENT_ID, insertBasics, insertListings, listing, SITE_ID } from './helpers/fixtures.js'
import { siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'
import { listingInquiryForm } from './helpers/listing-inquiry-form.js'
import { runLeadJobs } from './helpers/run-lead-jobs.js'

// The site's CRM webhook: one signed POST per lead event, retried on failure with each attempt on
// the delivery log, replayed by an admin; and the operator commands that set it up.

const OWN_LISTING = 1

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertListings(db, [listing({ id: OWN_LISTING, broker_listing: true, listing_agent_id: AGENT_ID })])
  },
})

/**
 * The README's verification snippet ("Leads"), as a CRM engineer pastes it: true when the
 * X-Idx-Signature header was made with `secret` over this raw body, less than 5 minutes ago.
 */
function verifyIdxSignature(secret: string, header: string, rawBody: string, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)))
  const t = Number(parts.t)
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false
  const expected = createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest()
  const given = Buffer.from(String(parts.v1 ?? ''), 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

type Received = { headers: IncomingHttpHeaders; body: string }
const received: Received[] = []
/** The status codes the receiver answers with next, in order; 200 once they run out. */
const answers: number[] = []
let server: Server
let hookUrl = ''

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      response.statusCode = answers.shift() ?? 200
      response.end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  hookUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/hooks/idx`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

const runJobs = () => runLeadJobs(t.db)

let submissions = 0
async function submitLead(): Promise<number> {
  submissions += 1
  const submissionId = `hook-${submissions}-${Date.now()}`
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/form_submissions',
    headers: siteAuthorization,
    remoteAddress: `10.8.0.${submissions}`,
    payload: {
      form_name: 'listing-inquiry',
      form: listingInquiryForm(1, 'Can I see it Saturday?'),
      property: { id: String(OWN_LISTING) },
      cyclum_submission_id: submissionId,
      cyclum_vid: `vid-hook-${submissions}`,
      consent_text: INQUIRY_CONSENT_TEXT,
      source_url: 'https://test-realty.example/app/listing/1-test-st-austin-tx-78704/1',
    },
  })
  expect(res.statusCode, res.body).toBe(202)
  const lead = await t.db
    .selectFrom('leads')
    .select('id')
    .where('submission_id', '=', submissionId)
    .executeTakeFirstOrThrow()
  return lead.id
}

const deliveriesOf = (leadId: number) =>
  t.db.selectFrom('lead_webhook_deliveries').selectAll().where('lead_id', '=', leadId).orderBy('id').execute()

/** Makes every queued webhook attempt due now, as if its wait had passed. */
const skipWaits = () =>
  t.db
    .updateTable('jobs')
    .set({ run_at: sql<Date>`now()` })
    .where('kind', '=', LEAD_WEBHOOK_JOB)
    .where('done_at', 'is', null)
    .execute()

let secret = ''
let admin: Record<string, string> = {}
let member: Record<string, string> = {}

beforeAll(async () => {
  const set = await setLeadWebhook(t.db, { site: SITE_ID, url: hookUrl })
  secret = set.secret!
  const session = async (email: string, isAdmin: boolean) => {
    const user = await createUser(t.db, { siteId: SITE_ID, email, firstName: 'Ann' })
    await t.db.updateTable('users').set({ is_admin: isAdmin }).where('id', '=', user.id).execute()
    const tokens = await startSession(t.db, {
      userId: user.id,
      siteId: SITE_ID,
      clientId: CLIENT_ID,
      scopes: isAdmin ? ['read', 'write', 'admin'] : ['read', 'write'],
      sso: false,
    })
    return { authorization: `Bearer ${tokens.access_token}` }
  }
  admin = await session('admin@test-realty.example', true)
  member = await session('member@example.com', false)
})

describe('the lead webhook', () => {
  it('POSTs each new lead once, signed so that the README snippet verifies it', async () => {
    const before = received.length
    const leadId = await submitLead()
    const [delivery] = await deliveriesOf(leadId)
    expect(delivery).toMatchObject({ event: 'lead.created', status: 'pending', attempts: 0, url: hookUrl })
    await runJobs()
    await runJobs()
    const posts = received.slice(before)
    expect(posts).toHaveLength(1)
    const [post] = posts
    expect(post!.headers['content-type']).toBe('application/json')
    expect(post!.headers['x-idx-event']).toBe('lead.created')
    expect(post!.headers['x-idx-delivery']).toBe(String(delivery!.id))
    expect(verifyIdxSignature(secret, String(post!.headers['x-idx-signature']), post!.body)).toBe(true)
    // Another secret, or a body changed by one byte, does not verify.
    expect(verifyIdxSignature(`${secret}x`, String(post!.headers['x-idx-signature']), post!.body)).toBe(false)
    expect(verifyIdxSignature(secret, String(post!.headers['x-idx-signature']), `${post!.body} `)).toBe(false)
    const payload = JSON.parse(post!.body)
    expect(payload).toMatchObject({
      event: 'lead.created',
      id: String(delivery!.id),
      lead: {
        id: String(leadId),
        status: 'new',
        contact: { first_name: 'Jane', last_name: 'Buyer', email: 'jane@example.com', phone_number: '+15125550134' },
        message: 'Can I see it Saturday?',
        consent: {
          opted_in: true,
          text: INQUIRY_CONSENT_TEXT,
          source_url: 'https://test-realty.example/app/listing/1-test-st-austin-tx-78704/1',
        },
        listing: { id: '1', mls_number: 'MLS000001', price: 500_000, bedrooms: 3 },
        assigned_agent: { id: String(AGENT_ID), name: 'Ada Lovelace' },
        routed_via: 'listing-agent',
        routed_to: ['ada@test-realty.example'],
      },
    })
    expect(payload.lead.listing.url).toMatch(/\/app\/listing\/1-test-st-austin-tx-78704\/1$/)
    const [after] = await deliveriesOf(leadId)
    expect(after).toMatchObject({ status: 'delivered', attempts: 1, last_status_code: 200, last_error: null })
  })

  it('retries a delivery answered 500 and records both attempts: delivered on the second', async () => {
    const before = received.length
    answers.push(500)
    const leadId = await submitLead()
    await runJobs()
    const [failed] = await deliveriesOf(leadId)
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500 })
    expect(failed!.last_error).toBe('the webhook answered 500')
    // The next attempt waits the webhook's backoff (10 minutes), not the worker's.
    const waitMs = new Date(failed!.next_attempt_at!).getTime() - Date.now()
    expect(waitMs).toBeGreaterThan(9 * 60_000)
    expect(waitMs).toBeLessThan(11 * 60_000)
    expect(await runJobs()).toBe(0)
    await skipWaits()
    await runJobs()
    const [delivered] = await deliveriesOf(leadId)
    expect(delivered).toMatchObject({
      status: 'delivered',
      attempts: 2,
      last_status_code: 200,
      last_error: null,
      next_attempt_at: null,
    })
    const posts = received.slice(before)
    expect(posts).toHaveLength(2)
    expect(posts[1]!.body).toBe(posts[0]!.body)
    expect(posts[1]!.headers['x-idx-delivery']).toBe(posts[0]!.headers['x-idx-delivery'])
  })

  it('marks a delivery failed after its last scheduled attempt (network error recorded)', async () => {
    const leadId = await submitLead()
    const [delivery] = await deliveriesOf(leadId)
    await t.db.deleteFrom('jobs').where('kind', '=', LEAD_WEBHOOK_JOB).where('done_at', 'is', null).execute()
    await t.db
      .updateTable('site_lead_settings')
      .set({ webhook_url: 'http://127.0.0.1:9/nobody-listens' })
      .where('site_id', '=', SITE_ID)
      .execute()
    try {
      await attemptDelivery(t.db, { delivery_id: delivery!.id, attempt: WEBHOOK_MAX_ATTEMPTS })
    } finally {
      await t.db
        .updateTable('site_lead_settings')
        .set({ webhook_url: hookUrl })
        .where('site_id', '=', SITE_ID)
        .execute()
    }
    const [failed] = await deliveriesOf(leadId)
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, last_status_code: null, next_attempt_at: null })
    expect(failed!.last_error).toMatch(/fetch failed|ECONNREFUSED/)
  })

  it('records a lead.updated event when the admin API calls recordLeadUpdated', async () => {
    const leadId = await submitLead()
    await runJobs()
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('leads').set({ status: 'contacted' }).where('id', '=', leadId).execute()
      await recordLeadUpdated(trx, { siteId: SITE_ID, leadId })
    })
    const before = received.length
    await runJobs()
    const posts = received.slice(before)
    expect(posts).toHaveLength(1)
    expect(posts[0]!.headers['x-idx-event']).toBe('lead.updated')
    expect(JSON.parse(posts[0]!.body)).toMatchObject({ event: 'lead.updated', lead: { status: 'contacted' } })
  })
})

describe('the delivery log for admins', () => {
  it("lists a lead's deliveries, newest first, to site admins only", async () => {
    const leadId = await submitLead()
    await runJobs()
    await t.db.transaction().execute((trx) => recordLeadUpdated(trx, { siteId: SITE_ID, leadId }))
    const url = `/api/v3/lead_webhook_deliveries?filter[lead]=${leadId}&page[size]=10&page[number]=1`
    const res = await t.app.inject({ url, headers: admin })
    expect(res.statusCode, res.body).toBe(200)
    const doc = res.json()
    expect(doc.meta.total).toBe(2)
    expect(doc.links.self).toBe(
      `/api/v3/lead_webhook_deliveries?page%5Bnumber%5D=1&page%5Bsize%5D=10&filter%5Blead%5D=${leadId}`,
    )
    expect(doc.links.next).toBeNull()
    expect(doc.data.map((d: { attributes: { event: string } }) => d.attributes.event)).toEqual([
      'lead.updated',
      'lead.created',
    ])
    expect(doc.data[1]).toMatchObject({
      type: 'lead_webhook_delivery',
      attributes: { status: 'delivered', attempts: 1, last_status_code: 200, url: hookUrl },
      relationships: { lead: { data: { type: 'leads', id: String(leadId) } } },
    })
    expect(doc.data[1].attributes.payload.lead.id).toBe(String(leadId))

    expect((await t.app.inject({ url, headers: member })).statusCode).toBe(403)
    expect((await t.app.inject({ url, headers: siteAuthorization })).statusCode).toBe(403)
    const bad = await t.app.inject({ url: '/api/v3/lead_webhook_deliveries?filter[lead]=abc', headers: admin })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors[0].source).toEqual({ parameter: 'filter[lead]' })
  })

  it('replays a delivery: the same payload again, freshly signed, recorded as one more attempt (202)', async () => {
    const leadId = await submitLead()
    await runJobs()
    const [delivery] = await deliveriesOf(leadId)
    const first = received.at(-1)!
    const url = `/api/v3/lead_webhook_deliveries/${delivery!.id}/replay`
    expect((await t.app.inject({ method: 'POST', url, headers: member })).statusCode).toBe(403)
    const res = await t.app.inject({ method: 'POST', url, headers: admin })
    expect(res.statusCode, res.body).toBe(202)
    expect(res.json().data).toMatchObject({ id: String(delivery!.id), type: 'lead_webhook_delivery' })
    const before = received.length
    await runJobs()
    const posts = received.slice(before)
    expect(posts).toHaveLength(1)
    expect(posts[0]!.body).toBe(first.body)
    expect(posts[0]!.headers['x-idx-delivery']).toBe(String(delivery!.id))
    expect(verifyIdxSignature(secret, String(posts[0]!.headers['x-idx-signature']), posts[0]!.body)).toBe(true)
    const [after] = await deliveriesOf(leadId)
    expect(after).toMatchObject({ status: 'delivered', attempts: 2 })
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v3/lead_webhook_deliveries/999999/replay',
      headers: admin,
    })
    expect(missing.statusCode).toBe(404)
  })
})

describe('idx lead-recipients and idx lead-webhook', () => {
  const database = () => ({ db: t.db, engine: 'pglite', close: async () => undefined }) as unknown as OpenDatabase
  async function idx(...argv: string[]) {
    const out: string[] = []
    const err: string[] = []
    const code = await runCli(
      argv,
      { out: (text) => out.push(text), err: (text) => err.push(text) },
      {},
      { openDatabase: async () => database() },
    )
    return { code, out: out.join(''), err: err.join('') }
  }

  it('refuses bad input with exit code 2 and a message naming the option, changing nothing', async () => {
    const cases: [string[], string][] = [
      [['lead-webhook', '--site', '1', '--url', 'http://crm.example/hook'], '--url must use https'],
      [['lead-webhook', '--site', '1', '--url', 'not a url'], '--url must be an absolute URL'],
      [['lead-webhook', '--site', '1', '--url', 'https://crm.example/h', '--remove'], '--url and --remove'],
      [['lead-webhook', '--site', '1'], '--url or --remove is required'],
      [['lead-recipients', '--site', '1', '--email', 'not-an-address'], '--email must be an e-mail address'],
      [['lead-recipients', '--site', '1', '--email', 'a@b.example', '--mode', 'sometimes'], '--mode must be'],
      [['lead-recipients', '--site', '1', '--email', 'a@b.example', '--clear'], '--clear and --email'],
      [['lead-recipients', '--site', '1'], '--email, --mode or --clear is required'],
    ]
    const settings = () => t.db.selectFrom('site_lead_settings').selectAll().where('site_id', '=', SITE_ID).execute()
    const before = await settings()
    for (const [argv, message] of cases) {
      const result = await idx(...argv)
      expect(result.code, argv.join(' ')).toBe(2)
      expect(result.err, argv.join(' ')).toContain(message)
    }
    expect(await settings()).toEqual(before)
  })

  it('sets the recipients, and prints a new webhook secret once (again only when rotated)', async () => {
    const set = await idx(
      'lead-recipients',
      '--site',
      '1',
      '--email',
      'x@test-realty.example',
      '--email',
      'y@test-realty.example',
      '--mode',
      'all',
      '--json',
    )
    expect(set.code, set.err).toBe(0)
    expect(JSON.parse(set.out)).toEqual({
      siteId: 1,
      recipients: ['x@test-realty.example', 'y@test-realty.example'],
      mode: 'all',
    })
    const moved = await idx('lead-webhook', '--site', 'test-realty.example', '--url', hookUrl)
    expect(moved.code, moved.err).toBe(0)
    expect(moved.out).toContain('signing secret  unchanged')
    const rotated = await idx('lead-webhook', '--site', '1', '--rotate-secret', '--json')
    expect(rotated.code, rotated.err).toBe(0)
    const { secret: fresh } = JSON.parse(rotated.out) as { secret: string }
    expect(fresh).toMatch(/^whsec_[0-9a-f]{64}$/)
    expect(fresh).not.toBe(secret)
    // New deliveries are signed with the new secret.
    const before = received.length
    await submitLead()
    await runJobs()
    const [post] = received.slice(before)
    expect(verifyIdxSignature(fresh, String(post!.headers['x-idx-signature']), post!.body)).toBe(true)
    expect(verifyIdxSignature(secret, String(post!.headers['x-idx-signature']), post!.body)).toBe(false)
    secret = fresh
    await setLeadRecipients(t.db, { site: SITE_ID, emails: [], clear: true })
  })

  it('removes the webhook: no delivery is recorded for the next lead, and a replay is a 409', async () => {
    const removed = await idx('lead-webhook', '--site', '1', '--remove')
    expect(removed.code, removed.err).toBe(0)
    expect(removed.out).toContain('Site 1 has no lead webhook now')
    const leadId = await submitLead()
    expect(await deliveriesOf(leadId)).toEqual([])
    const old = await t.db.selectFrom('lead_webhook_deliveries').select('id').orderBy('id').executeTakeFirstOrThrow()
    const replay = await t.app.inject({
      method: 'POST',
      url: `/api/v3/lead_webhook_deliveries/${old.id}/replay`,
      headers: admin,
    })
    expect(replay.statusCode).toBe(409)
  })
})
