import { Writable } from 'node:stream'
import { INQUIRY_CONSENT_TEXT } from '@idx/domain'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { startSession } from '../src/auth/tokens.js'
import { LEAD_MAIL_JOB, leadJobHandlers, leadMail } from '../src/leads/index.js'
import { setLeadRecipients } from '../src/operator/lead-settings.js'
import { outboxMailer } from '../src/mail/outbox-mailer.js'
import { createUser } from '../src/users/users.repository.js'
import { AGENT_ID, CLIENT_ID, FEED_ID, insertBasics, insertListings, listing, SITE_ID } from './helpers/fixtures.js'
import { siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'
import { listingInquiryForm } from './helpers/listing-inquiry-form.js'
import { runLeadJobs } from './helpers/run-lead-jobs.js'

// Every lead reaches a person: the brokerage's own listing's agent, else the visitor's chosen
// agent, else the site's lead recipients (in turn, or all), else nobody, with a warning. Decided
// in the lead's transaction, with its e-mails queued there, so a retried submission sends nothing
// twice.

const OWN_LISTING = 1
const OTHERS_LISTING = 2
const OWN_LISTING_OF_UNREACHABLE_AGENT = 3
/** An agent with an account on the site: leads go to the account's e-mail, not the MLS one. */
const BEA = 2
const BEA_ACCOUNT_EMAIL = 'bea@test-realty.example'
/** An agent with no e-mail address at all. */
const MUTE_AGENT = 3

const logLines: { msg?: string; site_id?: number; level?: number }[] = []
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line))
    done()
  },
})

const t = withTestApp({
  fastify: { logger: { level: 'warn', stream } },
  seed: async (db) => {
    await insertBasics(db)
    await sql`insert into agents (id, feed_id, first_name, last_name, email)
      values (${BEA}, ${FEED_ID}, 'Bea', 'Broker', 'bea-mls@mls.example'),
             (${MUTE_AGENT}, ${FEED_ID}, 'Mo', 'Mute', null)`.execute(db)
    await insertListings(db, [
      listing({ id: OWN_LISTING, broker_listing: true, listing_agent_id: AGENT_ID }),
      listing({ id: OTHERS_LISTING, broker_listing: false, listing_agent_id: AGENT_ID }),
      listing({ id: OWN_LISTING_OF_UNREACHABLE_AGENT, broker_listing: true, listing_agent_id: MUTE_AGENT }),
    ])
    const bea = await createUser(db, { siteId: SITE_ID, email: BEA_ACCOUNT_EMAIL, firstName: 'Bea' })
    await db.updateTable('users').set({ agent_id: BEA }).where('id', '=', bea.id).execute()
  },
})

let addresses = 0
let submissions = 0
/** A valid listing inquiry about `listingId` from a new visitor; override what a test is about. */
function inquiry(listingId: number, overrides: Record<string, unknown> = {}) {
  submissions += 1
  return {
    form_name: 'listing-inquiry',
    form: listingInquiryForm(listingId, 'Is it still available? <b>Asking</b> for a friend & me'),
    property: { id: String(listingId) },
    cyclum_submission_id: `route-${submissions}-${Date.now()}`,
    cyclum_vid: `vid-route-${submissions}`,
    consent_text: INQUIRY_CONSENT_TEXT,
    source_url: `https://test-realty.example/app/listing/${listingId}-test-st-austin-tx-78704/${listingId}`,
    ...overrides,
  }
}

async function submit(body: object, headers: Record<string, string> = siteAuthorization) {
  addresses += 1
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/form_submissions',
    payload: body,
    headers,
    remoteAddress: `10.9.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`,
  })
  expect(res.statusCode, res.body).toBe(202)
  const submissionId = (body as { cyclum_submission_id: string }).cyclum_submission_id
  return t.db
    .selectFrom('leads')
    .select(['id', 'routed_via', 'routed_to', 'assigned_agent_id', 'visitor_id'])
    .where('submission_id', '=', submissionId)
    .executeTakeFirstOrThrow()
}

/** The addresses the lead's queued e-mails go to. */
async function mailsOf(leadId: number): Promise<string[]> {
  const jobs = await t.db
    .selectFrom('jobs')
    .select('payload')
    .where('kind', '=', LEAD_MAIL_JOB)
    .where(sql`(payload->>'lead_id')::integer`, '=', leadId)
    .orderBy('id')
    .execute()
  return jobs.map((job) => (job.payload as { to: string }).to)
}

const recipients = (emails: string[], mode: 'round-robin' | 'all' = 'round-robin') =>
  setLeadRecipients(t.db, { site: SITE_ID, emails, mode })

const runJobs = () => runLeadJobs(t.db)

describe('where a lead goes', () => {
  it("(a) the brokerage's own listing goes to its listing agent", async () => {
    await recipients(['desk@test-realty.example'])
    const lead = await submit(inquiry(OWN_LISTING))
    expect(lead).toMatchObject({
      routed_via: 'listing-agent',
      routed_to: 'ada@test-realty.example',
      assigned_agent_id: AGENT_ID,
    })
    expect(await mailsOf(lead.id)).toEqual(['ada@test-realty.example'])
  })

  it("(b) another brokerage's listing goes to the agent the visitor chose, at their account's e-mail", async () => {
    const vid = `vid-chose-${Date.now()}`
    const assign = await t.app.inject({
      method: 'PUT',
      url: `/api/visitors/${vid}/assign`,
      payload: { agent_id: BEA },
      headers: siteAuthorization,
    })
    expect(assign.statusCode, assign.body).toBe(200)
    const lead = await submit(inquiry(OTHERS_LISTING, { cyclum_vid: vid }))
    expect(lead).toMatchObject({ routed_via: 'assigned-agent', routed_to: BEA_ACCOUNT_EMAIL, assigned_agent_id: BEA })
    expect(await mailsOf(lead.id)).toEqual([BEA_ACCOUNT_EMAIL])
  })

  it("(b) a signed-in user's current agent takes the lead too", async () => {
    const user = await createUser(t.db, { siteId: SITE_ID, email: `client-${Date.now()}@example.com`, firstName: 'Cy' })
    await t.db.updateTable('users').set({ current_agent_id: AGENT_ID }).where('id', '=', user.id).execute()
    const tokens = await startSession(t.db, {
      userId: user.id,
      siteId: SITE_ID,
      clientId: CLIENT_ID,
      scopes: ['read', 'write'],
    })
    const lead = await submit(inquiry(OTHERS_LISTING), { authorization: `Bearer ${tokens.access_token}` })
    expect(lead).toMatchObject({ routed_via: 'assigned-agent', assigned_agent_id: AGENT_ID })
  })

  it("(c) goes to the site's lead recipients when no agent takes it, and past an agent with no address", async () => {
    await recipients(['desk@test-realty.example'])
    const nobodys = await submit(inquiry(OTHERS_LISTING))
    expect(nobodys).toMatchObject({
      routed_via: 'lead-recipient',
      routed_to: 'desk@test-realty.example',
      assigned_agent_id: null,
    })
    const unreachable = await submit(inquiry(OWN_LISTING_OF_UNREACHABLE_AGENT))
    expect(unreachable).toMatchObject({ routed_via: 'lead-recipient', routed_to: 'desk@test-realty.example' })
    expect(await mailsOf(unreachable.id)).toEqual(['desk@test-realty.example'])
  })

  it('(c) takes three recipients in turn, round robin', async () => {
    await recipients(['r1@test-realty.example', 'r2@test-realty.example', 'r3@test-realty.example'])
    const routedTo: (string | null)[] = []
    for (let i = 0; i < 4; i += 1) routedTo.push((await submit(inquiry(OTHERS_LISTING))).routed_to)
    expect(routedTo).toEqual([
      'r1@test-realty.example',
      'r2@test-realty.example',
      'r3@test-realty.example',
      'r1@test-realty.example',
    ])
  })

  it('(c) gives two concurrent submissions different recipients', async () => {
    await recipients(['r1@test-realty.example', 'r2@test-realty.example', 'r3@test-realty.example'])
    const [first, second] = await Promise.all([submit(inquiry(OTHERS_LISTING)), submit(inquiry(OTHERS_LISTING))])
    expect(first.routed_to).not.toBeNull()
    expect(second.routed_to).not.toBeNull()
    expect(first.routed_to).not.toBe(second.routed_to)
  })

  it("(c) in mode 'all' e-mails every recipient", async () => {
    await recipients(['a1@test-realty.example', 'a2@test-realty.example'], 'all')
    const lead = await submit(inquiry(OTHERS_LISTING))
    expect(lead).toMatchObject({
      routed_via: 'lead-recipient',
      routed_to: 'a1@test-realty.example, a2@test-realty.example',
    })
    expect(await mailsOf(lead.id)).toEqual(['a1@test-realty.example', 'a2@test-realty.example'])
  })

  it('(d) is unrouted, with a warning naming the site, when the site has no recipients', async () => {
    await setLeadRecipients(t.db, { site: SITE_ID, emails: [], clear: true })
    const lead = await submit(inquiry(OTHERS_LISTING))
    expect(lead).toMatchObject({ routed_via: 'unrouted', routed_to: null, assigned_agent_id: null })
    expect(await mailsOf(lead.id)).toEqual([])
    const warning = logLines.find((line) => line.msg?.includes(`lead ${lead.id} of site ${SITE_ID} reached nobody`))
    expect(warning).toMatchObject({ site_id: SITE_ID, level: 40 })
  })
})

describe('the assignment rule assign_agent_at_any_form', () => {
  const setFeature = (on: boolean) =>
    t.db
      .updateTable('sites')
      .set({ features: JSON.stringify({ assign_agent_at_any_form: on }) })
      .where('id', '=', SITE_ID)
      .execute()
  const assignedAgentOf = async (visitorId: number | null) =>
    (
      await t.db
        .selectFrom('tracking_visitors')
        .select('assigned_agent_id')
        .where('id', '=', visitorId!)
        .executeTakeFirstOrThrow()
    ).assigned_agent_id

  it('gives a visitor with no agent the agent their form reached, when the site has it', async () => {
    await setFeature(true)
    try {
      const lead = await submit(inquiry(OWN_LISTING))
      expect(lead.routed_via).toBe('listing-agent')
      expect(await assignedAgentOf(lead.visitor_id)).toBe(AGENT_ID)
    } finally {
      await setFeature(false)
    }
  })

  it('leaves the visitor without an agent when the site does not have it', async () => {
    const lead = await submit(inquiry(OWN_LISTING))
    expect(lead.routed_via).toBe('listing-agent')
    expect(await assignedAgentOf(lead.visitor_id)).toBeNull()
  })
})

describe("the lead's e-mail", () => {
  it('is queued once for a retried submission (the same cyclum_submission_id)', async () => {
    await recipients(['retry-desk@test-realty.example'])
    const body = inquiry(OTHERS_LISTING)
    const first = await submit(body)
    const again = await submit(body)
    expect(again.id).toBe(first.id)
    expect(await mailsOf(first.id)).toEqual(['retry-desk@test-realty.example'])
  })

  it('lands in the outbox exactly once, with the message, the consent text, the listing link and Reply-To', async () => {
    const to = 'inbox-once@test-realty.example'
    await recipients([to])
    const lead = await submit(inquiry(OTHERS_LISTING))
    await runJobs()
    // A worker that died after sending runs the job again: still one message.
    const job = await t.db
      .selectFrom('jobs')
      .select(['id', 'payload'])
      .where('kind', '=', LEAD_MAIL_JOB)
      .where(sql`(payload->>'lead_id')::integer`, '=', lead.id)
      .executeTakeFirstOrThrow()
    const handler = leadJobHandlers({ db: t.db, mailer: outboxMailer(t.db) })[LEAD_MAIL_JOB]!
    await handler({ id: job.id, kind: LEAD_MAIL_JOB, payload: job.payload as never, attempt: 2, maxAttempts: 5 })
    const messages = await t.db.selectFrom('outbox_messages').selectAll().where('to_address', '=', to).execute()
    expect(messages).toHaveLength(1)
    const [mail] = messages
    expect(mail!.subject).toBe(`New inquiry: ${OTHERS_LISTING} Test St, Austin — Jane Buyer`)
    expect(mail!.text_body).toContain('Is it still available? <b>Asking</b> for a friend & me')
    expect(mail!.text_body).toContain(INQUIRY_CONSENT_TEXT)
    expect(mail!.text_body).toContain('Opted in: Yes')
    expect(mail!.text_body).toContain(`/app/listing/${OTHERS_LISTING}-test-st-austin-tx-78704/${OTHERS_LISTING}`)
    expect(mail!.text_body).toContain('MLS# MLS000002')
    expect(mail!.text_body).toContain('$500,000 · 3 bd · 2 ba · 1,800 sqft')
    expect(mail!.html_body).toContain('Is it still available? &lt;b&gt;Asking&lt;/b&gt; for a friend &amp; me')
    expect(mail!.html_body).toContain(`/api/v3/photos/${OTHERS_LISTING}/0/640x400.png`)
    expect(mail!.html_body).not.toContain('<b>Asking</b>')
    expect(mail!.headers).toEqual({ 'Reply-To': 'jane@example.com' })
  })

  it('names what it has when the lead is about no listing and has no name', () => {
    const mail = leadMail(
      {
        id: 9,
        site_id: SITE_ID,
        site_name: 'Test Realty',
        status: 'new',
        form_name: 'support-chat',
        lead_type: 'Unknown',
        first_name: null,
        last_name: null,
        email: 'anon@example.com',
        phone_number: null,
        message: null,
        consent_opt_in: false,
        consent_text: null,
        consent_at: new Date('2026-01-02T03:04:05Z'),
        source_url: null,
        routed_via: 'lead-recipient',
        routed_to: 'desk@test-realty.example',
        created_at: new Date(),
        updated_at: new Date(),
        property: null,
        listing: null,
        agent: null,
      },
      'https://homes.example',
    )
    expect(mail.subject).toBe('New inquiry: anon@example.com')
    expect(mail.text).toContain('Opted in: No')
    expect(mail.text).toContain('When: 2026-01-02T03:04:05.000Z')
    expect(mail.text).not.toContain('Listing\n')
  })
})
