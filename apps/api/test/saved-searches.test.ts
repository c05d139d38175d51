import { SAVED_SEARCH_FREQUENCY_MESSAGE } from '@idx/domain'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { INVITATION_MAIL_JOB, invitationMailHandlers } from '../src/collections/invitation-mail.js'
import type { JobLog } from '../src/jobs/job-handler.js'
import { runDueJobs } from '../src/jobs/run-due-jobs.js'
import { outboxMailer } from '../src/mail/outbox-mailer.js'
import { savedForClientMailHandlers } from '../src/saved-searches/saved-for-client-mail.js'
import { NAME_TOO_LONG } from '../src/saved-searches/saved-search-fields.js'
import {
  apiCall,
  expectError,
  signedInPerson,
  type Auth,
  type Method,
  type Person,
} from './helpers/collection-people.js'
import { AGENT_ID, insertBasics, insertListings, listing, MARKET_ID, OTHER_MARKET_ID } from './helpers/fixtures.js'
import { insertOtherSite, siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// Saved searches on the server: an owner, a collaborator (added straight into
// collection_members), a stranger, an agent and the agent's client, each trying what they may and
// may not do; and a saved search's id kept apart from every collection route.

let owner: Person
let collaborator: Person
let stranger: Person
let agent: Person
let client: Person

const NOT_FOUND = 'Saved Search not found.'
const COLLECTION_NOT_FOUND = 'Collection not found.'
const NOT_AUTHORIZED = 'You are not authorized to perform that action.'
const silent: JobLog = { warn: () => undefined, error: () => undefined }

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
    await insertListings(db, [listing({ id: 1 }), listing({ id: 2 }), listing({ id: 3 })])
    await db
      .insertInto('listing_changes')
      .values({
        listing_id: 1,
        kind: 'listed',
        old_value: null,
        new_value: null,
        changed_at: new Date(),
        source: 'seed',
      })
      .execute()
    owner = await signedInPerson(db, 'Olive', 'searcher')
    collaborator = await signedInPerson(db, 'Carl', 'searcher')
    stranger = await signedInPerson(db, 'Stella', 'searcher')
    agent = await signedInPerson(db, 'Agnes', 'agent')
    client = await signedInPerson(db, 'Cleo', 'client')
    await db.updateTable('users').set({ agent_id: AGENT_ID }).where('id', '=', Number(agent.id)).execute()
    await db.updateTable('users').set({ current_agent_id: AGENT_ID }).where('id', '=', Number(client.id)).execute()
  },
})

function call(method: Method, url: string, auth: Auth, payload?: object) {
  return apiCall(t.app, method, url, auth, payload)
}

/** The mail the outbox holds for `email`. */
function mailTo(email: string) {
  return t.db.selectFrom('outbox_messages').selectAll().where('to_address', '=', email).execute()
}

/** Sends the mail the queue holds (invitations, searches saved for a client); answers how many jobs ran. */
function runMailJobs() {
  const deps = { db: t.db, mailer: outboxMailer(t.db) }
  const handlers = { ...invitationMailHandlers(deps), ...savedForClientMailHandlers(deps) }
  return runDueJobs(t.db, handlers, {
    workerId: 'test',
    limit: 100,
    leaseMs: 60_000,
    backoff: { baseMs: 1000, maxMs: 1000 },
    log: silent,
  })
}

type SavedSearchDocument = {
  data: {
    id: string
    type: string
    attributes: Record<string, unknown>
    relationships: Record<string, { data: { id: string; type: string } | { id: string; type: string }[] | null }>
  }
  included: { id: string; type: string; attributes: Record<string, unknown> }[]
  meta: { unviewed_property_counts: Record<string, number> }
}

const SEARCH = { filter: { bedrooms: { min: 3 } }, sort: '-price_in_dollars' }

function createBody(attributes: object, relationships?: object) {
  return {
    data: {
      type: 'saved-search',
      attributes: { name: 'Austin condos', frequency: 'daily', site_market_id: String(MARKET_ID), ...attributes },
      ...(relationships ? { relationships } : {}),
    },
  }
}

/** Saves a search as `who`; fails the test unless it answers 201. */
async function create(who: Person, attributes: object = SEARCH): Promise<SavedSearchDocument> {
  const res = await call('POST', '/saved_searches', who.auth, createBody(attributes))
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}

/** A saved search of `owner` with `collaborator` as its collaborator. */
async function shared(name = 'Shared search'): Promise<string> {
  const { data } = await create(owner, { ...SEARCH, name })
  await t.db
    .insertInto('collection_members')
    .values({ collection_id: Number(data.id), user_id: Number(collaborator.id), role: 'collaborator' })
    .execute()
  return data.id
}

async function read(id: string, auth: Auth): Promise<SavedSearchDocument> {
  const res = await call('GET', `/saved_searches/${id}`, auth)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

function patch(id: string, auth: Auth, attributes: object) {
  return call('PATCH', `/saved_searches/${id}`, auth, { data: { type: 'saved-search', attributes } })
}

describe('a saved search kept apart from collections', () => {
  it('is a 404 at every collection route, and never in a collection list or search scope', async () => {
    const { data } = await create(owner)
    const id = data.id
    expectError(await call('GET', `/collections/${id}`, owner.auth), 404, COLLECTION_NOT_FOUND)
    expectError(
      await call('PATCH', `/collections/${id}`, owner.auth, {
        data: { type: 'collections', attributes: { name: 'x' } },
      }),
      404,
    )
    expectError(await call('DELETE', `/collections/${id}`, owner.auth), 404, COLLECTION_NOT_FOUND)
    expectError(await call('GET', `/collections/${id}/comments`, owner.auth), 404, COLLECTION_NOT_FOUND)
    expectError(await call('PUT', `/collections/${id}/viewed`, owner.auth), 404, COLLECTION_NOT_FOUND)
    expectError(await call('POST', `/collections/${id}/invite`, owner.auth, { email: 'x@example.com' }), 404)
    for (const query of ['', '?filter[only_membership]=true']) {
      const list = (await call('GET', `/collections${query}`, owner.auth)).json() as { data: { id: string }[] }
      expect(list.data.map((row) => row.id)).not.toContain(id)
    }
    const search = await call('POST', '/listings/search', owner.auth, { collection_id: id })
    expectError(search, 404, COLLECTION_NOT_FOUND)
    // The row is still there: deleting it as a collection did nothing.
    expect((await read(id, owner.auth)).data.id).toBe(id)
  })

  it("answers a collection's id with 'Saved Search not found.'", async () => {
    const res = await call('POST', '/collections', owner.auth, {
      data: { type: 'collections', attributes: { name: 'Board' } },
    })
    const { id } = (res.json() as { data: { id: string } }).data
    expectError(await call('GET', `/saved_searches/${id}`, owner.auth), 404, NOT_FOUND)
    expectError(await call('DELETE', `/saved_searches/${id}`, owner.auth), 404, NOT_FOUND)
    const list = (await call('GET', '/saved_searches?filter[only_membership]=true', owner.auth)).json() as {
      data: { id: string }[]
    }
    expect(list.data.map((row) => row.id)).not.toContain(id)
  })
})

describe('GET /user/clients, whom an agent may save a search for', () => {
  it("lists the agent's clients by name with their e-mail, and nobody for a user who is no agent", async () => {
    const res = await call('GET', '/user/clients', agent.auth)
    expect(res.statusCode, res.body).toBe(200)
    const clients = (res.json() as { data: { id: string; attributes: Record<string, unknown> }[] }).data
    expect(clients.map((c) => c.id)).toContain(client.id)
    expect(clients.find((c) => c.id === client.id)?.attributes).toMatchObject({
      first_name: 'Cleo',
      full_name: 'Cleo Tester',
      email: client.email,
    })
    expect(clients.map((c) => c.id)).not.toContain(owner.id)
    const none = await call('GET', '/user/clients', owner.auth)
    expect(none.json()).toEqual({ data: [] })
    expectError(await call('GET', '/user/clients', siteAuthorization), 401)
  })
})

describe('place names kept with a saved search', () => {
  it('keeps the names of the places its filter picks, and only those, through a change of filter', async () => {
    await t.db
      .insertInto('suggestions')
      .values([
        { id: 'zip:78704', market_id: MARKET_ID, type: 'zip', name: '78704', label: '78704', search_text: '78704' },
        { id: 'zip:78702', market_id: MARKET_ID, type: 'zip', name: '78702', label: '78702', search_text: '78702' },
      ])
      .onConflict((conflict) => conflict.doNothing())
      .execute()
    const { data } = await create(owner, {
      filter: { suggestion: { value: ['zip:78704'] } },
      suggestion_names: { 'zip:78704': ' South Austin 78704 ', 'zip:99999': 'Not picked' },
    })
    expect(data.attributes.suggestion_names).toEqual({ 'zip:78704': 'South Austin 78704' })
    const patched = await call('PATCH', `/saved_searches/${data.id}`, owner.auth, {
      data: {
        type: 'saved-search',
        id: data.id,
        attributes: {
          filter: { suggestion: { value: ['zip:78704', 'zip:78702'] } },
          suggestion_names: { 'zip:78702': 'East Austin 78702', 'zip:78704': 'South Austin 78704' },
        },
      },
    })
    expect(patched.statusCode, patched.body).toBe(200)
    expect(patched.json().data.attributes.suggestion_names).toEqual({
      'zip:78704': 'South Austin 78704',
      'zip:78702': 'East Austin 78702',
    })
    const narrowed = await call('PATCH', `/saved_searches/${data.id}`, owner.auth, {
      data: { type: 'saved-search', id: data.id, attributes: { filter: { suggestion: { value: ['zip:78702'] } } } },
    })
    expect(narrowed.json().data.attributes.suggestion_names).toEqual({ 'zip:78702': 'East Austin 78702' })
  })

  it('refuses a name that is not text', async () => {
    const res = await call(
      'POST',
      '/saved_searches',
      owner.auth,
      createBody({ ...SEARCH, suggestion_names: { 'zip:78704': 7 } }),
    )
    expect(res.statusCode).toBe(400)
  })
})

describe('POST /saved_searches', () => {
  it('saves the search owned by the caller, its alerts starting after the newest listing change', async () => {
    const res = await call('POST', '/saved_searches', owner.auth, createBody({ ...SEARCH, frequency: 'weekly' }))
    expect(res.statusCode, res.body).toBe(201)
    const document = res.json() as SavedSearchDocument
    expect(res.headers.location).toBe(`/api/v3/saved_searches/${document.data.id}`)
    expect(document.data.type).toBe('saved-search')
    expect(document.data.attributes).toMatchObject({
      name: 'Austin condos',
      frequency: 'weekly',
      filter: { bedrooms: { min: 3 } },
      sort: '-price_in_dollars',
      bounding_box: null,
      site_market_id: String(MARKET_ID),
      unviewed_property_count: 0,
      notify_ran_email: true,
      notify_ran_sms: false,
    })
    expect(document.data.attributes.short_url).toMatch(new RegExp(`/app/saved-search/${document.data.id}$`))
    expect(document.data.relationships.user?.data).toEqual({ type: 'users', id: owner.id })
    expect(document.data.relationships.market?.data).toEqual({ type: 'markets', id: String(MARKET_ID) })
    expect(document.included.find((r) => r.type === 'users' && r.id === owner.id)?.attributes).toMatchObject({
      first_name: 'Olive',
      full_name: 'Olive Tester',
    })
    const stored = await t.db
      .selectFrom('saved_searches')
      .select(['covered_change_id', 'query'])
      .where('id', '=', Number(document.data.id))
      .executeTakeFirstOrThrow()
    const newest = await t.db
      .selectFrom('listing_changes')
      .select(sql<string>`max(id)`.as('id'))
      .executeTakeFirstOrThrow()
    expect(String(stored.covered_change_id)).toBe(String(newest.id))
    expect(stored.query).toEqual(SEARCH)
    const member = await t.db
      .selectFrom('collection_members')
      .select('role')
      .where('collection_id', '=', Number(document.data.id))
      .where('user_id', '=', Number(owner.id))
      .executeTakeFirstOrThrow()
    expect(member.role).toBe('owner')
  })

  it('refuses a bad frequency, a blank or over-long name, a bad filter and a market not of the site', async () => {
    const post = (attributes: object) => call('POST', '/saved_searches', owner.auth, createBody(attributes))
    expectError(await post({ frequency: 'yearly' }), 422, SAVED_SEARCH_FREQUENCY_MESSAGE, '/data/attributes/frequency')
    expectError(await post({ name: '  ' }), 422, 'Name is required', '/data/attributes/name')
    expectError(await post({ name: 'x'.repeat(201) }), 422, NAME_TOO_LONG, '/data/attributes/name')
    expect((await post({ name: 'x'.repeat(200) })).statusCode).toBe(201)
    expectError(
      await post({ filter: { bedrooms: { min: 'three' } } }),
      422,
      undefined,
      '/data/attributes/filter/bedrooms/min',
    )
    expectError(
      await post({ filter: { pool: { value: true } } }),
      422,
      "Unknown filter field 'pool'",
      '/data/attributes/filter/pool',
    )
    expectError(
      await post({ filter: { price_in_dollars: { min: 9, max: 1 } } }),
      422,
      undefined,
      '/data/attributes/filter/price_in_dollars/min',
    )
    expectError(await post({ sort: 'cheapest' }), 422, undefined, '/data/attributes/sort')
    expectError(await post({ site_market_id: '999' }), 422, 'Unknown market 999', '/data/attributes/site_market_id')
    // The other site's market is no market of this site's token.
    expectError(await post({ site_market_id: '3' }), 422, 'Unknown market 3', '/data/attributes/site_market_id')
    expect((await post({ site_market_id: OTHER_MARKET_ID })).statusCode).toBe(201)
    // A filter larger than a search takes.
    const values = Array.from({ length: 101 }, (_, index) => `787${String(index).padStart(2, '0')}`)
    expectError(await post({ filter: { zip: { value: values } } }), 422, undefined, '/data/attributes/filter/zip/value')
    expectError(await call('POST', '/saved_searches', siteAuthorization, createBody({})), 401)
    // A body past the search body limit is refused before it is read.
    expectError(await post({ filter: { zip: { value: ['7'.repeat(140 * 1024)] } } }), 413)
  })

  it("lets an agent save a search for a client, who owns it and is told by e-mail, and no one else's", async () => {
    const res = await call(
      'POST',
      '/saved_searches',
      agent.auth,
      createBody({ ...SEARCH, name: 'For Cleo' }, { user: { data: { type: 'users', id: client.id } } }),
    )
    expect(res.statusCode, res.body).toBe(201)
    const { data } = res.json() as SavedSearchDocument
    expect(data.relationships.user?.data).toEqual({ type: 'users', id: client.id })
    expect(data.relationships.collaborators?.data).toEqual([{ type: 'users', id: agent.id }])
    // The client lists it as their own.
    const mine = (await call('GET', '/saved_searches', client.auth)).json() as { data: { id: string }[] }
    expect(mine.data.map((row) => row.id)).toContain(data.id)

    expect(await runMailJobs()).toBeGreaterThan(0)
    const [message] = await mailTo(client.email)
    expect(message?.subject).toBe('Your agent saved a search for you on Test Realty')
    expect(message?.text_body).toContain('Agnes saved the search "For Cleo" for you')
    expect(message?.text_body).toContain(`/app/saved-search/${data.id}`)

    // Someone who is not the agent's client, and a client (no agent) saving for their agent.
    for (const [by, forWhom] of [
      [agent, stranger],
      [agent, owner],
      [client, agent],
    ] as const) {
      const forOther = createBody({}, { user: { data: { type: 'users', id: forWhom.id } } })
      const refused = await call('POST', '/saved_searches', by.auth, forOther)
      expectError(refused, 403, NOT_AUTHORIZED, '/data/relationships/user')
    }
  })
})

describe('GET /saved_searches', () => {
  it("lists the caller's own by name, every membership with only_membership, and clients' for agents", async () => {
    const lister = await signedInPerson(t.db, 'Lia', 'lister')
    for (const name of ['zebra', 'Attic', 'middle']) await create(lister, { ...SEARCH, name })
    const { data: theirs } = await create(owner, { ...SEARCH, name: 'Bungalows' })
    await t.db
      .insertInto('collection_members')
      .values({ collection_id: Number(theirs.id), user_id: Number(lister.id), role: 'collaborator' })
      .execute()
    const own = (await call('GET', '/saved_searches', lister.auth)).json() as {
      data: { attributes: { name: string } }[]
      meta: { total: number; unviewed_property_counts: Record<string, number> }
    }
    expect(own.data.map((row) => row.attributes.name)).toEqual(['Attic', 'middle', 'zebra'])
    expect(own.meta.total).toBe(3)
    expect(Object.values(own.meta.unviewed_property_counts)).toEqual([0, 0, 0])
    const all = (
      await call('GET', '/saved_searches?filter[only_membership]=true&page[size]=2', lister.auth)
    ).json() as {
      data: { attributes: { name: string } }[]
      meta: { total: number }
      links: { next: string }
    }
    expect(all.data.map((row) => row.attributes.name)).toEqual(['Attic', 'Bungalows'])
    expect(all.meta.total).toBe(4)
    expect(all.links.next).toContain('filter%5Bonly_membership%5D=true')

    await create(client, { ...SEARCH, name: 'Client own' })
    const clients = (await call('GET', '/saved_searches?filter[only_clients]=true', agent.auth)).json() as {
      data: { attributes: { name: string } }[]
    }
    expect(clients.data.map((row) => row.attributes.name)).toContain('Client own')
    expectError(await call('GET', '/saved_searches?filter[only_clients]=true', lister.auth), 403, NOT_AUTHORIZED)
  })
})

describe('GET /saved_searches/:id', () => {
  it("is a 404 to a stranger, and read-only to the owner's agent", async () => {
    const id = await shared()
    expectError(await call('GET', `/saved_searches/${id}`, stranger.auth), 404, NOT_FOUND)
    expectError(await call('GET', `/saved_searches/${id}`, siteAuthorization), 404, NOT_FOUND)
    expectError(await call('GET', '/saved_searches/abc', owner.auth), 404, NOT_FOUND)
    const collaborators = (await read(id, collaborator.auth)).data.relationships.collaborators?.data
    expect(collaborators).toEqual([{ type: 'users', id: collaborator.id }])

    const { data } = await create(client, { ...SEARCH, name: 'Cleo alone' })
    const seen = await read(data.id, agent.auth)
    expect(seen.data.attributes.name).toBe('Cleo alone')
    expect(seen.data.relationships.invitations).toBeUndefined()
    expectError(await patch(data.id, agent.auth, { name: 'Agent rename' }), 403, NOT_AUTHORIZED)
  })
})

describe('PATCH and DELETE /saved_searches/:id', () => {
  it('lets a collaborator rename it and change its filters, but not its frequency nor delete it', async () => {
    const id = await shared('Before')
    const renamed = await patch(id, collaborator.auth, { name: 'After', filter: { bathrooms: { min: 2 } }, sort: null })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect((renamed.json() as SavedSearchDocument).data.attributes).toMatchObject({
      name: 'After',
      filter: { bathrooms: { min: 2 } },
      sort: null,
      frequency: 'daily',
    })
    // The owner hears of it (update, by e-mail by default).
    const told = await t.db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'notification')
      .where(sql`payload->>'collection_id'`, '=', id)
      .execute()
    expect(told.map((job) => (job.payload as { path: string }).path)).toContain(`/app/saved-search/${id}`)

    expectError(
      await patch(id, collaborator.auth, { frequency: 'weekly' }),
      403,
      NOT_AUTHORIZED,
      '/data/attributes/frequency',
    )
    expectError(await patch(id, owner.auth, { frequency: 'yearly' }), 422, SAVED_SEARCH_FREQUENCY_MESSAGE)
    expectError(
      await patch(id, owner.auth, { filter: { bedrooms: { max: 'x' } } }),
      422,
      undefined,
      '/data/attributes/filter/bedrooms/max',
    )
    expectError(await patch(id, owner.auth, { name: '' }), 422, 'Name is required', '/data/attributes/name')
    const weekly = await patch(id, owner.auth, { frequency: 'weekly' })
    expect((weekly.json() as SavedSearchDocument).data.attributes.frequency).toBe('weekly')
    expectError(await patch(id, stranger.auth, { name: 'Mine' }), 404, NOT_FOUND)
    const wrongId = await call('PATCH', `/saved_searches/${id}`, owner.auth, {
      data: { type: 'saved-search', id: '1', attributes: { name: 'x' } },
    })
    expectError(wrongId, 409, undefined, '/data/id')

    expectError(await call('DELETE', `/saved_searches/${id}`, collaborator.auth), 403, NOT_AUTHORIZED)
    expectError(await call('DELETE', `/saved_searches/${id}`, stranger.auth), 404, NOT_FOUND)
    expect((await call('DELETE', `/saved_searches/${id}`, owner.auth)).statusCode).toBe(204)
    expectError(await call('GET', `/saved_searches/${id}`, owner.auth), 404, NOT_FOUND)
    const rows = await t.db.selectFrom('saved_searches').select('id').where('id', '=', Number(id)).execute()
    expect(rows).toEqual([])
  })
})

describe('notification choices, viewed and unviewed counts', () => {
  it('toggles a member’s ran notifications and lists the choices that are on as subscriptions', async () => {
    const id = await shared()
    const on = await call('PUT', `/saved_searches/${id}/subscribe`, collaborator.auth, {
      subscription_action: 'ran',
      subscription_method: 'sms',
    })
    expect(on.statusCode, on.body).toBe(200)
    const document = on.json() as SavedSearchDocument
    expect(document.data.attributes).toMatchObject({ notify_ran_sms: true, notify_ran_email: true })
    expect(document.data.attributes).not.toHaveProperty('notify_add_email')
    const subscriptions = document.included.filter((r) => r.type === 'subscriptions').map((r) => r.attributes)
    expect(subscriptions).toContainEqual(
      expect.objectContaining({ subscription_action: 'ran', subscription_method: 'sms' }),
    )
    const off = await call('PUT', `/saved_searches/${id}/unsubscribe`, collaborator.auth, {
      subscription_action: 'ran',
      subscription_method: 'email',
    })
    expect((off.json() as SavedSearchDocument).data.attributes.notify_ran_email).toBe(false)
    // The owner's choices are their own.
    expect((await read(id, owner.auth)).data.attributes.notify_ran_sms).toBe(false)
    // `add` is a collection's event.
    const add = await call('PUT', `/saved_searches/${id}/subscribe`, collaborator.auth, {
      subscription_action: 'add',
      subscription_method: 'email',
    })
    expectError(add, 400)
    expectError(
      await call('PUT', `/saved_searches/${id}/subscribe`, stranger.auth, {
        subscription_action: 'ran',
        subscription_method: 'sms',
      }),
      404,
      NOT_FOUND,
    )
  })

  it('counts the distinct listings matched since the member last viewed it, and none once viewed', async () => {
    const id = await shared()
    const matched = (changeId: number, listingId: number, secondsAgo: number) => ({
      saved_search_id: Number(id),
      change_id: changeId,
      listing_id: listingId,
      kind: 'new' as const,
      matched_at: sql<Date>`now() - make_interval(secs => ${secondsAgo})`,
    })
    // Listing 1 matched twice and listing 2 once since the members joined; one match before.
    await t.db
      .insertInto('saved_search_matches')
      .values([matched(101, 1, 1), matched(102, 1, 2), matched(103, 2, 3), matched(104, 3, 3600)])
      .execute()
    await t.db
      .updateTable('collection_members')
      .set({ created_at: sql<Date>`now() - interval '10 minutes'` })
      .where('collection_id', '=', Number(id))
      .execute()
    const document = await read(id, collaborator.auth)
    expect(document.data.attributes.unviewed_property_count).toBe(2)
    expect(document.meta.unviewed_property_counts).toEqual({ [id]: 2 })
    const list = (await call('GET', '/saved_searches?filter[only_membership]=true', collaborator.auth)).json() as {
      meta: { unviewed_property_counts: Record<string, number> }
    }
    expect(list.meta.unviewed_property_counts[id]).toBe(2)

    const viewed = await call('PUT', `/saved_searches/${id}/viewed`, collaborator.auth)
    expect(viewed.statusCode, viewed.body).toBe(200)
    expect((viewed.json() as SavedSearchDocument).data.attributes.unviewed_property_count).toBe(0)
    // The owner has not viewed it yet.
    expect((await read(id, owner.auth)).data.attributes.unviewed_property_count).toBe(2)
    expectError(await call('PUT', `/saved_searches/${id}/viewed`, stranger.auth), 404, NOT_FOUND)
  })
})

describe('invitations, the join splash, members and the chat of a saved search', () => {
  it('invites by e-mail with a saved-search join link, shows the splash and lets the invitee join', async () => {
    const { data } = await create(owner, { ...SEARCH, name: 'Lake searches' })
    const id = data.id
    const invitee = await signedInPerson(t.db, 'Ivan', 'invitee')
    const res = await call('POST', `/saved_searches/${id}/invite`, owner.auth, { email: invitee.email })
    expect(res.statusCode, res.body).toBe(201)
    const job = await t.db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', INVITATION_MAIL_JOB)
      .where(sql`payload->>'invitation_id'`, '=', (res.json() as { data: { id: string } }).data.id)
      .executeTakeFirstOrThrow()
    const { code } = job.payload as { code: string }

    const join = await call('GET', `/joins/saved-search/${id}?given=${code}`, siteAuthorization)
    expect(join.statusCode, join.body).toBe(200)
    expect((join.json() as { data: object }).data).toMatchObject({
      type: 'joins',
      id: `saved-search-${id}`,
      attributes: { name: 'Lake searches', collection_name: 'Lake searches', inviter_first_name: 'Olive' },
    })
    // The code is a saved search's: no collection of that id, no other type.
    expectError(await call('GET', `/joins/collection/${id}?given=${code}`, siteAuthorization), 404)
    expectError(await call('GET', `/joins/board/${id}?given=${code}`, siteAuthorization), 404)

    await runMailJobs()
    const [message] = await mailTo(invitee.email)
    expect(message?.subject).toBe("You're invited to a saved search on Test Realty")
    expect(message?.text_body).toContain('Olive invited you to join the saved search "Lake searches"')
    expect(message?.text_body).toContain(`/app/join/saved-search/${id}/${code}`)

    const accepted = await call('PUT', `/saved_searches/${id}/accept_invite`, invitee.auth, { given: code })
    expect(accepted.statusCode, accepted.body).toBe(200)
    const document = accepted.json() as SavedSearchDocument
    expect(document.data.type).toBe('saved-search')
    expect(document.data.relationships.collaborators?.data).toEqual([{ type: 'users', id: invitee.id }])
    expectError(await call('PUT', `/saved_searches/${id}/accept_invite`, stranger.auth, { given: code }), 404)

    // The invitee comments, then leaves; the owner cannot be removed.
    const comment = await call('POST', `/saved_searches/${id}/comments`, invitee.auth, {
      data: {
        type: 'comments',
        attributes: { body: 'Nice search' },
        relationships: { property: { data: { type: 'listings', id: '2' } } },
      },
    })
    expect(comment.statusCode, comment.body).toBe(201)
    expect(comment.headers.location).toMatch(new RegExp(`^/api/v3/saved_searches/${id}/comments/\\d+$`))
    expect((comment.json() as SavedSearchDocument).data.relationships.commentable?.data).toEqual({
      type: 'saved-search',
      id,
    })
    const chat = (await call('GET', `/saved_searches/${id}/comments`, owner.auth)).json() as { meta: { total: number } }
    expect(chat.meta.total).toBe(1)
    expectError(await call('GET', `/saved_searches/${id}/comments`, stranger.auth), 404, NOT_FOUND)
    expectError(
      await call('DELETE', `/saved_searches/${id}/members/${owner.id}`, invitee.auth),
      422,
      'The owner cannot be removed from the saved search.',
    )
    expect((await call('DELETE', `/saved_searches/${id}/members/${invitee.id}`, invitee.auth)).statusCode).toBe(204)
    expectError(await call('GET', `/saved_searches/${id}`, invitee.auth), 404, NOT_FOUND)
  })
})
