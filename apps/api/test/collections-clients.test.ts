import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../src/db/database.js'
import { apiCall, expectError, signedInPerson, type Person } from './helpers/collection-people.js'
import { testDatabase } from './helpers/database.js'
import { AGENT_ID, insertBasics } from './helpers/fixtures.js'
import { buildTestApp, siteAuthorization } from './helpers/platform-app.js'

// An agent's list of their clients' collections (`filter[only_clients]=true`): the collections
// owned by the site's users whose current agent the caller is. Anyone who is not an agent of the
// site gets 403.

let database: OpenDatabase
let app: FastifyInstance

let agent: Person
let client: Person
let otherClient: Person
let notAClient: Person

const NOT_AUTHORIZED = 'You are not authorized to perform that action.'

type ListDocument = { data: { id: string; attributes: { name: string } }[]; meta: { total: number } }

async function create(who: Person, name: string): Promise<string> {
  const res = await apiCall(app, 'POST', '/collections', who.auth, {
    data: { type: 'collections', attributes: { name } },
  })
  expect(res.statusCode, res.body).toBe(201)
  return (res.json() as { data: { id: string } }).data.id
}

async function list(who: Person, query: string): Promise<ListDocument> {
  const res = await apiCall(app, 'GET', `/collections?${query}`, who.auth)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

beforeAll(async () => {
  database = await testDatabase()
  await insertBasics(database.db)
  agent = await signedInPerson(database.db, 'Agnes', 'agent')
  client = await signedInPerson(database.db, 'Cleo', 'client')
  otherClient = await signedInPerson(database.db, 'Clark', 'client')
  notAClient = await signedInPerson(database.db, 'Nora', 'nobody')
  await database.db.updateTable('users').set({ agent_id: AGENT_ID }).where('id', '=', Number(agent.id)).execute()
  await database.db
    .updateTable('users')
    .set({ current_agent_id: AGENT_ID })
    .where('id', 'in', [Number(client.id), Number(otherClient.id)])
    .execute()
  app = await buildTestApp(database.db)
  await create(client, 'zebra house')
  await create(otherClient, 'Beach homes')
  await create(client, 'attic lofts')
  await create(notAClient, 'Not a client board')
  await create(agent, 'Agent own board')
})
afterAll(async () => {
  await app.close()
  await database.close()
})

describe('GET /collections?filter[only_clients]=true', () => {
  it("lists the agent's clients' collections by name, and only theirs", async () => {
    const doc = await list(agent, 'filter[only_clients]=true')
    expect(doc.data.map((row) => row.attributes.name)).toEqual(['attic lofts', 'Beach homes', 'zebra house'])
    expect(doc.meta.total).toBe(3)
  })

  it('pages, with the filter kept in the links', async () => {
    const res = await apiCall(app, 'GET', '/collections?filter[only_clients]=true&page[size]=2', agent.auth)
    const doc = res.json() as ListDocument & { links: { next?: string } }
    expect(doc.data.map((row) => row.attributes.name)).toEqual(['attic lofts', 'Beach homes'])
    expect(doc.links.next).toContain('filter%5Bonly_clients%5D=true')
  })

  it("leaves the agent's own list as it was", async () => {
    const doc = await list(agent, 'filter[only_membership]=true')
    expect(doc.data.map((row) => row.attributes.name)).toEqual(['Agent own board'])
  })

  it('is 403 for a user who is not an agent, and 401 for the site token', async () => {
    expectError(await apiCall(app, 'GET', '/collections?filter[only_clients]=true', client.auth), 403, NOT_AUTHORIZED)
    const res = await app.inject({
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
    const read = await apiCall(app, 'GET', `/collections/${id}`, agent.auth)
    expect(read.statusCode, read.body).toBe(200)
    expect((await apiCall(app, 'GET', `/collections/${id}/comments`, agent.auth)).statusCode).toBe(200)
    expectError(
      await apiCall(app, 'PATCH', `/collections/${id}`, agent.auth, {
        data: { type: 'collections', attributes: { name: 'Renamed by the agent' } },
      }),
      403,
      NOT_AUTHORIZED,
    )
    expectError(await apiCall(app, 'GET', `/collections/${id}`, notAClient.auth), 404, 'Collection not found.')
    expectError(await apiCall(app, 'GET', `/collections/${id}`, client.auth), 404, 'Collection not found.')
  })

  it('is empty once the clients choose another agent (or none)', async () => {
    await database.db.updateTable('users').set({ current_agent_id: null }).where('id', '=', Number(client.id)).execute()
    const doc = await list(agent, 'filter[only_clients]=true')
    expect(doc.data.map((row) => row.attributes.name)).toEqual(['Beach homes'])
  })

  it('rejects a value other than true or false with 400', async () => {
    expectError(await apiCall(app, 'GET', '/collections?filter[only_clients]=yes', agent.auth), 400)
  })
})
