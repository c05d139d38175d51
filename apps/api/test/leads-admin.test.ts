import type { Insertable } from 'kysely'
import { describe, expect, it } from 'vitest'
import { startSession } from '../src/auth/tokens.js'
import type { LeadsTable } from '../src/tracking/tracking.tables.js'
import { createUser } from '../src/users/users.repository.js'
import { AGENT_ID, CLIENT_ID, FEED_ID, insertBasics, insertListings, listing, SITE_ID } from './helpers/fixtures.js'
import { insertOtherSite, OTHER_SITE_ID, siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// The admin app's leads API: who sees which leads, the search box, the status filter and paging,
// one lead with its visitor's activity, a change of status or agent (and the lead.updated webhook
// it fires), and the CSV export's quoting.

const SECOND_AGENT_ID = 7
const MAIN_ST = 11
const OAK_AVE = 12

let submissions = 0
function lead(overrides: Partial<Insertable<LeadsTable>> & { created_at: Date }): Insertable<LeadsTable> {
  submissions += 1
  return {
    site_id: SITE_ID,
    submission_id: `admin-test-${submissions}`,
    request_hash: 'x',
    form_name: 'listing-inquiry',
    form: JSON.stringify({}),
    lead_type: 'buyer',
    form_attributes: JSON.stringify({}),
    tags: [],
    consent_opt_in: true,
    consent_text: 'I agree to be contacted.',
    consent_at: overrides.created_at,
    client_address: '10.0.0.1',
    source_url: 'https://test-realty.example/app/listing/1-main-st/11',
    ...overrides,
  }
}

const ids: Record<string, number> = {}

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
    await db
      .insertInto('agents')
      .values({
        id: SECOND_AGENT_ID,
        feed_id: FEED_ID,
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'grace@test-realty.example',
        sms_number: null,
        broker_name: 'Test Realty',
        office_phone: null,
        bio: null,
        picture_url: null,
        license_state: 'TX',
        license_number: '0999999',
        share_token: null,
      })
      .execute()
    await insertListings(db, [
      listing({ id: MAIN_ST, title: '1 Main St', slug: '1-main-st-austin-tx-78704', mls_number: 'MLS-MAIN-1' }),
      listing({ id: OAK_AVE, title: '22 Oak Ave', slug: '22-oak-ave-austin-tx-78704', mls_number: 'MLS-OAK-22' }),
    ])
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12))
    const rows = [
      lead({
        created_at: day(1),
        first_name: 'Jane',
        last_name: 'Buyer',
        email: 'jane@example.com',
        phone_number: '+15125550134',
        message: 'Is it still available?',
        listing_id: MAIN_ST,
        assigned_agent_id: AGENT_ID,
        routed_via: 'listing-agent',
        routed_to: 'ada@test-realty.example',
      }),
      lead({
        created_at: day(2),
        first_name: '=HYPERLINK("http://evil.example","click")',
        last_name: 'Smith, Jr.',
        email: 'bob@example.com',
        message: 'Line one\nand "quoted" line two',
        listing_id: OAK_AVE,
        assigned_agent_id: SECOND_AGENT_ID,
        status: 'contacted',
      }),
      lead({
        created_at: day(3),
        first_name: 'Carla',
        last_name: 'Renter',
        email: 'carla@example.com',
        message: 'Can I see it on Saturday?',
        form: JSON.stringify({ property_address: '9 Elm St', mls_number: 'MLS-ELM-9' }),
        assigned_agent_id: AGENT_ID,
        status: 'closed',
        consent_opt_in: false,
        consent_text: null,
      }),
      lead({ created_at: day(4), first_name: 'Dan', email: 'dan@example.com', message: '+1 call me' }),
    ]
    for (const [index, row] of rows.entries()) {
      const inserted = await db.insertInto('leads').values(row).returning('id').executeTakeFirstOrThrow()
      ids[['jane', 'bob', 'carla', 'dan'][index]!] = inserted.id
    }
    // Another site's lead, which nobody here may see.
    const other = await db
      .insertInto('leads')
      .values(lead({ created_at: day(5), site_id: OTHER_SITE_ID, first_name: 'Jane', email: 'other@example.com' }))
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.other = other.id
  },
})

async function sessionOf(user: { email: string; isAdmin?: boolean; agentId?: number }, scopes: string[]) {
  const row = await createUser(t.db, {
    siteId: SITE_ID,
    email: user.email,
    isAdmin: user.isAdmin,
    agentId: user.agentId,
  })
  const tokens = await startSession(t.db, { userId: row.id, siteId: SITE_ID, clientId: CLIENT_ID, scopes })
  return { authorization: `Bearer ${tokens.access_token}` }
}

let people = 0
const admin = () => sessionOf({ email: `admin${++people}@example.com`, isAdmin: true }, ['read', 'write', 'admin'])
const agentAda = () => sessionOf({ email: `ada${++people}@example.com`, agentId: AGENT_ID }, ['read', 'write'])
const shopper = () => sessionOf({ email: `shopper${++people}@example.com` }, ['read', 'write'])

interface LeadResource {
  id: string
  attributes: Record<string, unknown> & { name: string | null; status: string }
  relationships: { assigned_agent: { data: { id: string } | null } }
}
interface LeadList {
  data: LeadResource[]
  meta: { total: number; status_counts: Record<string, number> }
  links: Record<string, string | null>
  included?: { id: string; attributes: Record<string, unknown> }[]
}

async function list(headers: Record<string, string>, query = ''): Promise<LeadList> {
  const res = await t.app.inject({ url: `/api/v3/leads${query}`, headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as LeadList
}

const names = (doc: LeadList) => doc.data.map((resource) => resource.attributes.first_name)

describe('GET /api/v3/leads', () => {
  it("lists the site's leads to an administrator, newest first, with counts and the agents", async () => {
    const doc = await list(await admin())
    expect(names(doc)).toEqual(['Dan', 'Carla', '=HYPERLINK("http://evil.example","click")', 'Jane'])
    expect(doc.meta).toEqual({ total: 4, status_counts: { new: 2, contacted: 1, closed: 1 } })
    const jane = doc.data[3]!
    expect(jane.attributes).toMatchObject({
      name: 'Jane Buyer',
      email: 'jane@example.com',
      phone_number: '+15125550134',
      status: 'new',
      routed_via: 'listing-agent',
      assigned_agent_name: 'Ada Lovelace',
      mls_number: 'MLS-MAIN-1',
      listing: { id: String(MAIN_ST), title: '1 Main St', path: '/app/listing/1-main-st-austin-tx-78704/11' },
      consent: { opt_in: true, text: 'I agree to be contacted.' },
    })
    expect(jane.relationships.assigned_agent.data).toEqual({ type: 'agents', id: String(AGENT_ID) })
    expect(doc.included?.map((agent) => agent.attributes.last_name).sort()).toEqual(['Hopper', 'Lovelace'])
    // A lead about no listing of the site shows the address its form sent.
    expect(doc.data[1]!.attributes).toMatchObject({ listing: null, property_address: '9 Elm St' })
  })

  it('finds leads by name, e-mail, phone digits, message, address and MLS number', async () => {
    const auth = await admin()
    const search = async (q: string) => names(await list(auth, `?filter[q]=${encodeURIComponent(q)}`))
    expect(await search('jane')).toEqual(['Jane'])
    expect(await search('BOB@EXAMPLE')).toEqual(['=HYPERLINK("http://evil.example","click")'])
    expect(await search('512-555-0134')).toEqual(['Jane'])
    expect(await search('saturday')).toEqual(['Carla'])
    expect(await search('oak ave')).toEqual(['=HYPERLINK("http://evil.example","click")'])
    expect(await search('MLS-MAIN')).toEqual(['Jane'])
    expect(await search('elm')).toEqual(['Carla'])
    // LIKE wildcards typed are literal.
    expect(await search('%')).toEqual([])
  })

  it('narrows by status, and counts every status of the search', async () => {
    const auth = await admin()
    expect(names(await list(auth, '?filter[status]=new'))).toEqual(['Dan', 'Jane'])
    const closed = await list(auth, '?filter[status]=closed')
    expect(names(closed)).toEqual(['Carla'])
    expect(closed.meta).toEqual({ total: 1, status_counts: { new: 2, contacted: 1, closed: 1 } })
    const bad = await t.app.inject({ url: '/api/v3/leads?filter[status]=lost', headers: auth })
    expect(bad.statusCode).toBe(400)
  })

  it('pages, keeping the filter in its links', async () => {
    const auth = await admin()
    const first = await list(auth, '?page[size]=3')
    expect(names(first)).toEqual(['Dan', 'Carla', '=HYPERLINK("http://evil.example","click")'])
    expect(first.meta.total).toBe(4)
    const second = await list(auth, '?page[size]=3&page[number]=2')
    expect(names(second)).toEqual(['Jane'])
    const filtered = await list(auth, '?page[size]=1&filter[status]=new')
    expect(filtered.links.next).toBe('/api/v3/leads?page%5Bnumber%5D=2&page%5Bsize%5D=1&filter%5Bstatus%5D=new')
  })

  it('shows an agent only the leads assigned to them', async () => {
    const doc = await list(await agentAda())
    expect(names(doc)).toEqual(['Carla', 'Jane'])
    expect(doc.meta).toEqual({ total: 2, status_counts: { new: 1, contacted: 0, closed: 1 } })
  })

  it('answers 401 to the site token and 403 to a user who is neither admin nor agent', async () => {
    const anonymous = await t.app.inject({ url: '/api/v3/leads', headers: siteAuthorization })
    expect(anonymous.statusCode).toBe(401)
    const refused = await t.app.inject({ url: '/api/v3/leads', headers: await shopper() })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().errors[0].detail).toBe("Only the site's administrators and agents see its leads.")
    // An administrator without the admin scope (signed in on the visitor site) is no exception.
    const visitorSession = await sessionOf({ email: `admin${++people}@example.com`, isAdmin: true }, ['read', 'write'])
    expect((await t.app.inject({ url: '/api/v3/leads', headers: visitorSession })).statusCode).toBe(403)
  })
})

describe('GET /api/v3/leads/{id}', () => {
  it("shows the lead's consent, listing and its visitor's activity", async () => {
    const auth = await admin()
    const shopperUser = await createUser(t.db, { siteId: SITE_ID, email: `activity${++people}@example.com` })
    const visitor = await t.db
      .insertInto('tracking_visitors')
      .values({ site_id: SITE_ID, vid: `vid-activity-${people}` })
      .returning('id')
      .executeTakeFirstOrThrow()
    const stranger = await t.db
      .insertInto('tracking_visitors')
      .values({ site_id: SITE_ID, vid: `vid-stranger-${people}` })
      .returning('id')
      .executeTakeFirstOrThrow()
    const leadRow = await t.db
      .insertInto('leads')
      .values(
        lead({
          created_at: new Date(Date.UTC(2026, 9, 1)),
          first_name: 'Eve',
          user_id: shopperUser.id,
          visitor_id: visitor.id,
          listing_id: MAIN_ST,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow()
    const at = (minute: number) => new Date(Date.UTC(2026, 8, 30, 10, minute))
    await t.db
      .insertInto('tracking_events')
      .values([
        {
          site_id: SITE_ID,
          visitor_id: visitor.id,
          user_id: null,
          event: 'viewedProperty',
          payload: JSON.stringify({ id: String(OAK_AVE), title: '22 Oak Ave' }),
          created_at: at(1),
        },
        {
          site_id: SITE_ID,
          visitor_id: visitor.id,
          user_id: null,
          event: 'viewedProperty',
          payload: JSON.stringify({ id: String(MAIN_ST), title: '1 Main St' }),
          created_at: at(2),
        },
        {
          site_id: SITE_ID,
          visitor_id: visitor.id,
          user_id: null,
          event: 'searched',
          payload: JSON.stringify({ filters: { bedrooms: { min: 3 } }, url: 'https://test-realty.example/app/?q=1' }),
          created_at: at(3),
        },
        {
          site_id: SITE_ID,
          visitor_id: stranger.id,
          user_id: null,
          event: 'viewedProperty',
          payload: JSON.stringify({ id: '999' }),
          created_at: at(4),
        },
      ])
      .execute()
    const board = await t.db
      .insertInto('collections')
      .values({ site_id: SITE_ID, user_id: shopperUser.id, name: 'Favourites' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto('collection_members')
      .values({ collection_id: board.id, user_id: shopperUser.id, role: 'owner' })
      .execute()
    await t.db
      .insertInto('collection_listings')
      .values({ collection_id: board.id, listing_id: OAK_AVE, added_by: shopperUser.id })
      .execute()
    const search = await t.db
      .insertInto('collections')
      .values({ site_id: SITE_ID, user_id: shopperUser.id, name: 'Big houses', kind: 'saved-search' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto('collection_members')
      .values({ collection_id: search.id, user_id: shopperUser.id, role: 'owner' })
      .execute()
    await t.db
      .insertInto('saved_searches')
      .values({
        id: search.id,
        site_market_id: 1,
        frequency: 'daily',
        query: JSON.stringify({ filter: { bedrooms: { min: 4 } } }),
        covered_change_id: 0,
      })
      .execute()

    const res = await t.app.inject({ url: `/api/v3/leads/${leadRow.id}`, headers: auth })
    expect(res.statusCode, res.body).toBe(200)
    const attributes = res.json().data.attributes
    expect(attributes.consent).toMatchObject({ opt_in: true, text: 'I agree to be contacted.' })
    expect(attributes.listing).toMatchObject({ title: '1 Main St', mls_number: 'MLS-MAIN-1' })
    expect(attributes.activity.viewed_listings.map((view: { title: string }) => view.title)).toEqual([
      '1 Main St',
      '22 Oak Ave',
    ])
    expect(attributes.activity.viewed_listings[0]).toMatchObject({
      listing_id: String(MAIN_ST),
      path: '/app/listing/1-main-st-austin-tx-78704/11',
      at: at(2).toISOString(),
    })
    expect(attributes.activity.saved_listings).toEqual([
      expect.objectContaining({ title: '22 Oak Ave', collection: 'Favourites' }),
    ])
    expect(attributes.activity.saved_searches).toEqual([
      expect.objectContaining({ name: 'Big houses', filters: ['Beds: 4 or more'] }),
    ])
    expect(attributes.activity.searches).toEqual([
      { at: at(3).toISOString(), url: 'https://test-realty.example/app/?q=1', filters: ['Beds: 3 or more'] },
    ])
  })

  it("is 404 for another site's lead, another agent's lead and a bad id", async () => {
    const auth = await admin()
    expect((await t.app.inject({ url: `/api/v3/leads/${ids.other}`, headers: auth })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/api/v3/leads/abc', headers: auth })).statusCode).toBe(404)
    const ada = await agentAda()
    expect((await t.app.inject({ url: `/api/v3/leads/${ids.bob}`, headers: ada })).statusCode).toBe(404)
    expect((await t.app.inject({ url: `/api/v3/leads/${ids.jane}`, headers: ada })).statusCode).toBe(200)
  })
})

describe('PATCH /api/v3/leads/{id}', () => {
  const patch = (id: number, headers: Record<string, string>, data: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/v3/leads/${id}`, headers, payload: { data: { type: 'lead', ...data } } })

  it('changes the status, fires the lead.updated webhook, and the list shows it', async () => {
    await t.db
      .insertInto('site_lead_settings')
      .values({ site_id: SITE_ID, webhook_url: 'http://127.0.0.1:9/hook', webhook_secret: 'secret' })
      .onConflict((oc) => oc.column('site_id').doNothing())
      .execute()
    const target = await t.db
      .insertInto('leads')
      .values(lead({ created_at: new Date(Date.UTC(2026, 0, 1)), first_name: 'Pat' }))
      .returning('id')
      .executeTakeFirstOrThrow()
    const auth = await admin()
    const res = await patch(target.id, auth, { attributes: { status: 'contacted' } })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.attributes.status).toBe('contacted')
    const stored = await t.db
      .selectFrom('leads')
      .select(['status'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow()
    expect(stored.status).toBe('contacted')
    const deliveries = await t.db
      .selectFrom('lead_webhook_deliveries')
      .select('event')
      .where('lead_id', '=', target.id)
      .execute()
    expect(deliveries).toEqual([{ event: 'lead.updated' }])
    // The same status again changes nothing, and tells nobody.
    expect((await patch(target.id, auth, { attributes: { status: 'contacted' } })).statusCode).toBe(200)
    expect(
      await t.db.selectFrom('lead_webhook_deliveries').select('id').where('lead_id', '=', target.id).execute(),
    ).toHaveLength(1)
  })

  it('refuses an unknown status at its pointer (422)', async () => {
    const res = await patch(ids.jane!, await admin(), { attributes: { status: 'lost' } })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/status' },
      detail: 'status must be one of new, contacted, closed',
    })
  })

  it("lets an administrator reassign to one of the site's agents or nobody, and no other", async () => {
    const auth = await admin()
    const moved = await patch(ids.dan!, auth, {
      attributes: {},
      relationships: { assigned_agent: { data: { type: 'agents', id: String(SECOND_AGENT_ID) } } },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().data.attributes.assigned_agent_name).toBe('Grace Hopper')
    const unknown = await patch(ids.dan!, auth, {
      attributes: {},
      relationships: { assigned_agent: { data: { type: 'agents', id: '9999' } } },
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors[0].source).toEqual({ pointer: '/data/relationships/assigned_agent/data/id' })
    const cleared = await patch(ids.dan!, auth, { attributes: {}, relationships: { assigned_agent: { data: null } } })
    expect(cleared.json().data.attributes.assigned_agent_name).toBeNull()
  })

  it('lets an agent change the status of their own leads only, and never reassign', async () => {
    const ada = await agentAda()
    expect((await patch(ids.bob!, ada, { attributes: { status: 'closed' } })).statusCode).toBe(404)
    const reassign = await patch(ids.jane!, ada, {
      attributes: {},
      relationships: { assigned_agent: { data: null } },
    })
    expect(reassign.statusCode).toBe(403)
    const own = await patch(ids.carla!, ada, { attributes: { status: 'contacted' } })
    expect(own.statusCode).toBe(200)
    expect(own.json().data.attributes.status).toBe('contacted')
    await patch(ids.carla!, ada, { attributes: { status: 'closed' } })
  })
})

describe('GET /api/v3/leads.csv', () => {
  it('exports the filtered leads as a quoted, formula-safe attachment', async () => {
    const res = await t.app.inject({ url: '/api/v3/leads.csv?filter[q]=example.com', headers: await admin() })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-test-realty-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe(
      'created,status,name,email,phone,message,listing,mls number,assigned agent,routed via,source url,consent',
    )
    const bob = res.body.split('\r\n').find((line) => line.includes('bob@example.com'))!
    // The formula is defused and quoted, its quotes doubled; the message keeps its line break quoted.
    expect(bob).toContain('"\'=HYPERLINK(""http://evil.example"",""click"") Smith, Jr."')
    expect(res.body).toContain('"Line one\nand ""quoted"" line two"')
    expect(bob).toContain(',MLS-OAK-22,Grace Hopper,')
    const jane = lines.find((line) => line.includes('jane@example.com'))!
    expect(jane).toContain("'+15125550134")
    expect(jane).toContain('Opted in ')
    expect(res.body).toContain("'+1 call me")
  })

  it('gives an agent their own leads only, and a stranger nothing', async () => {
    const res = await t.app.inject({ url: '/api/v3/leads.csv', headers: await agentAda() })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('jane@example.com')
    expect(res.body).not.toContain('bob@example.com')
    expect((await t.app.inject({ url: '/api/v3/leads.csv', headers: await shopper() })).statusCode).toBe(403)
  })
})

describe('GET /api/v3/lead_agents', () => {
  it("lists the site's agents for an administrator, those with an account first", async () => {
    await agentAda()
    const res = await t.app.inject({ url: '/api/v3/lead_agents', headers: await admin() })
    expect(res.statusCode).toBe(200)
    const agents = res.json().data as { id: string; attributes: { last_name: string; has_account: boolean } }[]
    expect(agents.map((agent) => [agent.attributes.last_name, agent.attributes.has_account])).toEqual([
      ['Lovelace', true],
      ['Hopper', false],
    ])
    expect((await t.app.inject({ url: '/api/v3/lead_agents', headers: await agentAda() })).statusCode).toBe(403)
  })
})
