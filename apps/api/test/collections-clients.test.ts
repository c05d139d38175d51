import { beforeAll, describe, expect, it } from 'vitest'
import { apiCall, expectError, signedInPerson, type Person } from './helpers/collection-people.js'
import { AGENT_ID, insertBasics } from './helpers/fixtures.js'
import { siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// An agent's list of their clients' collections (`filter[only_clients]=true`): the collections
// owned by the site's users whose current agent the caller is. Anyone who is not an agent of the
// site gets 403.

let agent: Person
let client: Person
let otherClient: Person
let notAClient: Person

const NOT_AUTHORIZED = 'You are not authorized to perform that action.'

type ListDocument = { data: { id: string; attributes: { name: string } }[]; meta: { total: number } }

async function create(who: Person, name: string): Promise<string> {
  const res = await apiCall(t.app, 'POST', '/collections', who.auth, {
    data: { type: 'collections', attributes: { name } },
  })
  expect(res.statusCode, res.body).toBe(201)
  return (res.json() as { data: { id: string } }).data.id
}

async function list(who: Person, query: string): Promise<ListDocument> {
  const res = await apiCall(t.app, 'GET', `/collections?${query}`, who.auth)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    agent = await signedInPerson(db, 'Agnes', 'agent')
    client = await signedInPerson(db, 'Cleo', 'client')
    otherClient = await signedInPerson(db, 'Clark', 'client')
    notAClient = await signedInPerson(db, 'Nora', 'nobody')
    await db.updateTable('users').set({ agent_id: AGENT_ID }).where('id', '=', Number(agent.id)).execute()
    await db
      .updateTable('users')
      .set({ current_agent_id: AGENT_ID })
      .where('id', 'in', [Number(client.id), Number(otherClient.id)])
      .execute()
  },
})
beforeAll(async () => {
  await create(client, 'zebra house')
  await create(otherClient, 'Beach homes')
  await create(client, 'attic lofts')
  await create(notAClient, 'Not a client board')
  await create(agent, 'Agent own board')
})

describe('GET /collections?filter[only_clients]=true', () => {
  it("lists the agent's clients' collections by name, and only theirs", async () => {
    const doc = await list(agent, 'filter[only_clients]=true')
    expect(doc.data.map((row) => row.attributes.name)).toEqual(['attic lofts', 'Beach homes', 'zebra house'])
    expect(doc.meta.total).toBe(3)
  })

  it("names each board's client and gives its number of homes and the client's unviewed count", async () => {
    const zebra = Number(
      (await list(client, 'filter[only_membership]=true')).data.find((row) => row.attributes.name === 'zebra house')
        ?.id,
    )
    // Two homes the client saved and looked at, then two the agent added since.
    await t.db
      .insertInto('collection_listings')
      .values([
        { collection_id: zebra, listing_id: 901, added_by: Number(client.id) },
        { collection_id: zebra, listing_id: 902, added_by: Number(client.id) },
      ])
      .execute()
    await t.db
      .updateTable('collection_members')
      .set({ last_viewed_at: new Date(Date.now() - 60_000) })
      .where('collection_id', '=', zebra)
      .where('user_id', '=', Number(client.id))
      .execute()
    await t.db
      .insertInto('collection_listings')
      .values([
        { collection_id: zebra, listing_id: 903, added_by: Number(agent.id) },
        { collection_id: zebra, listing_id: 904, added_by: Number(agent.id) },
      ])
      .execute()
    const res = await apiCall(t.app, 'GET', '/collections?filter[only_clients]=true', agent.auth)
    const doc = res.json() as {
      data: {
        id: string
        attributes: Record<string, unknown>
        relationships: { user: { data: { id: string } } }
      }[]
      included: { type: string; id: string; attributes: { full_name: string } }[]
    }
    const rows = doc.data.map((row) => ({
      name: row.attributes.name,
      client: doc.included.find((person) => person.type === 'users' && person.id === row.relationships.user.data.id)
        ?.attributes.full_name,
      homes: row.attributes.total_count,
      unviewed: row.attributes.owner_unviewed_property_count,
    }))
    const clientName = (await apiCall(t.app, 'GET', '/user?me=true', client.auth)).json().data.attributes.full_name
    const otherName = (await apiCall(t.app, 'GET', '/user?me=true', otherClient.auth)).json().data.attributes.full_name
    expect(rows).toEqual([
      { name: 'attic lofts', client: clientName, homes: 0, unviewed: 0 },
      { name: 'Beach homes', client: otherName, homes: 0, unviewed: 0 },
      { name: 'zebra house', client: clientName, homes: 4, unviewed: 2 },
    ])
    // The agent's own lists have no owner's count: there the caller's own unviewed count is the one.
    const own = (await list(agent, 'filter[only_membership]=true')).data[0]?.attributes
    expect(own).not.toHaveProperty('owner_unviewed_property_count')
  })

  it('pages, with the filter kept in the links', async () => {
    const res = await apiCall(t.app, 'GET', '/collections?filter[only_clients]=true&page[size]=2', agent.auth)
    const doc = res.json() as ListDocument & { links: { next?: string } }
    expect(doc.data.map((row) => row.attributes.name)).toEqual(['attic lofts', 'Beach homes'])
    expect(doc.links.next).toContain('filter%5Bonly_clients%5D=true')
  })

  it("leaves the agent's own list as it was", async () => {
    const doc = await list(agent, 'filter[only_membership]=true')
    expect(doc.data.map((row) => row.attributes.name)).toEqual(['Agent own board'])
  })

  it('is 403 for a user who is not an agent, and 401 for the site token', async () => {
    expectError(await apiCall(t.app, 'GET', '/collections?filter[only_clients]=true', client.auth), 403, NOT_AUTHORIZED)
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v3/collections?filter[only_clients]=true',
      headers: siteAuthorization,
    })
    expect(res.statusCode).toBe(401)
  })

  it("opens a client's private board read-only for their agent, and for nobody else", async () => {
    const doc = await list(agent, 'filter[only_clients]=true')
    const beach = doc.data.find((row) => row.attributes.name === 'Beach homes')
    expect(beach).toBeDefined()
    const id = beach?.id ?? ''
    const read = await apiCall(t.app, 'GET', `/collections/${id}`, agent.auth)
    expect(read.statusCode, read.body).toBe(200)
    expect((await apiCall(t.app, 'GET', `/collections/${id}/comments`, agent.auth)).statusCode).toBe(200)
    expectError(
      await apiCall(t.app, 'PATCH', `/collections/${id}`, agent.auth, {
        data: { type: 'collections', attributes: { name: 'Renamed by the agent' } },
      }),
      403,
      NOT_AUTHORIZED,
    )
    expectError(await apiCall(t.app, 'GET', `/collections/${id}`, notAClient.auth), 404, 'Collection not found.')
    expectError(await apiCall(t.app, 'GET', `/collections/${id}`, client.auth), 404, 'Collection not found.')
  })

  it('is empty once the clients choose another agent (or none)', async () => {
    await t.db.updateTable('users').set({ current_agent_id: null }).where('id', '=', Number(client.id)).execute()
    const doc = await list(agent, 'filter[only_clients]=true')
    expect(doc.data.map((row) => row.attributes.name)).toEqual(['Beach homes'])
  })

  it('rejects a value other than true or false with 400', async () => {
    expectError(await apiCall(t.app, 'GET', '/collections?filter[only_clients]=yes', agent.auth), 400)
  })
})
