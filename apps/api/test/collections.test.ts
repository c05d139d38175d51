import { describe, expect, it } from 'vitest'
import { PUBLIC_OWNER_ONLY_MESSAGE } from '@idx/domain'
import { SIGN_IN_REQUIRED_DETAIL } from '../src/auth/site-auth.js'
import {
  apiCall,
  expectError,
  signedInPerson,
  type Auth,
  type Method,
  type Person,
} from './helpers/collection-people.js'
import { insertBasics, insertListings, listing } from './helpers/fixtures.js'
import { insertOtherSite, OTHER_SITE_TOKEN, siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// Collections on the server: three people of one site (the owner, a collaborator added straight
// into collection_members until invitations exist, and a stranger), the site token, and another
// site's token, each trying what they may and may not do.

let owner: Person
let collaborator: Person
let stranger: Person

const NOT_FOUND = 'Collection not found.'
const NOT_AUTHORIZED = 'You are not authorized to perform that action.'
/** A listing that stays in the feed as withdrawn. */
const WITHDRAWN_ID = 4
/** A listing id saved on a board whose listing has since left the feed (no such row). */
const GONE_ID = 999

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertOtherSite(db)
    await insertListings(db, [
      listing({ id: 1 }),
      listing({ id: 2 }),
      listing({ id: 3 }),
      listing({ id: WITHDRAWN_ID, listing_status: 'Withdrawn' }),
    ])
    owner = await signedInPerson(db, 'Olive', 'collector')
    collaborator = await signedInPerson(db, 'Carl', 'collector')
    stranger = await signedInPerson(db, 'Stella', 'collector')
  },
})

function call(method: Method, url: string, auth: Auth, payload?: object) {
  return apiCall(t.app, method, url, auth, payload)
}

type CollectionDocument = {
  data: {
    id: string
    type: string
    attributes: Record<string, unknown> & { property_ids: string[]; unviewed_property_count: number }
    relationships: { user: { data: { id: string } }; collaborators: { data: { id: string }[] } }
  }
  included: { id: string; type: string; attributes: Record<string, unknown> }[]
}

/** Creates a collection as `who`; fails the test unless it answers 201. */
async function create(who: Person, attributes: object = { name: 'Dream homes' }): Promise<CollectionDocument> {
  const res = await call('POST', '/collections', who.auth, { data: { type: 'collections', attributes } })
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}

/** A collection of `owner` with `collaborator` as its collaborator. */
async function sharedCollection(attributes: object = { name: 'Shared' }): Promise<string> {
  const { data } = await create(owner, attributes)
  await t.db
    .insertInto('collection_members')
    .values({ collection_id: Number(data.id), user_id: Number(collaborator.id), role: 'collaborator' })
    .execute()
  return data.id
}

async function read(id: string, auth: Auth): Promise<CollectionDocument> {
  const res = await call('GET', `/collections/${id}`, auth)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('POST /api/v3/collections', () => {
  it('creates a private collection owned by the caller, with a first listing', async () => {
    const res = await call('POST', '/collections', owner.auth, {
      data: { type: 'collections', attributes: { name: '  Dream homes ', listing: '2' } },
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.headers['content-type']).toContain('application/vnd.api+json')
    const document = res.json() as CollectionDocument
    expect(res.headers.location).toBe(`/api/v3/collections/${document.data.id}`)
    expect(document.data).toMatchObject({
      type: 'collections',
      attributes: {
        name: 'Dream homes',
        is_public: false,
        property_ids: ['2'],
        unviewed_property_count: 0,
        total_count: 1,
      },
      relationships: { user: { data: { type: 'users', id: owner.id } }, collaborators: { data: [] } },
    })
    const { created_at: createdAt, updated_at: updatedAt } = document.data.attributes
    expect(new Date(String(createdAt)).toISOString()).toBe(createdAt)
    expect(updatedAt).toBe(createdAt)
    expect(document.included).toEqual([
      {
        id: owner.id,
        type: 'users',
        // The owner reads the members' e-mails of their own board.
        attributes: { first_name: 'Olive', last_name: 'Tester', full_name: 'Olive Tester', email: owner.email },
      },
    ])
  })

  it('creates a public one when asked, with no listing', async () => {
    const { data } = await create(owner, { name: 'Open house tour', is_public: true })
    expect(data.attributes).toMatchObject({ is_public: true, property_ids: [], total_count: 0 })
  })

  it('answers a blank name with 422 at the name, in the domain rule’s words', async () => {
    const res = await call('POST', '/collections', owner.auth, {
      data: { type: 'collections', attributes: { name: '   ' } },
    })
    expectError(res, 422, 'Name is required', '/data/attributes/name')
  })

  it('answers bad bodies with 400 at the member, and an unknown listing with 422 at listing', async () => {
    const bodies: [object, string][] = [
      [{ data: { type: 'collections', attributes: {} } }, '/data/attributes/name'],
      [{ data: { type: 'collections', attributes: { name: 'A', comment: 7 } } }, '/data/attributes/comment'],
      [{ data: { type: 'collections', attributes: { name: 7 } } }, '/data/attributes/name'],
      [{ data: { type: 'users', attributes: { name: 'A' } } }, '/data/type'],
      [{ data: { type: 'collections', attributes: { name: 'A', listing: 'abc' } } }, '/data/attributes/listing'],
    ]
    for (const [body, pointer] of bodies) {
      expectError(await call('POST', '/collections', owner.auth, body), 400, undefined, pointer)
    }
    const clientId = await call('POST', '/collections', owner.auth, {
      data: { type: 'collections', id: '5', attributes: { name: 'A' } },
    })
    expectError(clientId, 403, undefined, '/data/id')
    const unknown = await call('POST', '/collections', owner.auth, {
      data: { type: 'collections', attributes: { name: 'A', listing: 12345 } },
    })
    expectError(unknown, 422, 'No listing 12345 on this site', '/data/attributes/listing')
  })

  it('refuses the site token: a collection belongs to a signed-in user', async () => {
    const res = await call('POST', '/collections', siteAuthorization, {
      data: { type: 'collections', attributes: { name: 'Anonymous' } },
    })
    expectError(res, 401, SIGN_IN_REQUIRED_DETAIL)
    expectError(await call('GET', '/collections', siteAuthorization), 401, SIGN_IN_REQUIRED_DETAIL)
  })
})

describe('GET /api/v3/collections', () => {
  it("lists the caller's own collections by name, or with only_membership every one they belong to", async () => {
    const lister = await signedInPerson(t.db, 'Lia', 'collector')
    const friend = await signedInPerson(t.db, 'Finn', 'collector')
    await create(lister, { name: 'zebra street' })
    await create(lister, { name: 'Apple Lane' })
    const { data: shared } = await create(friend, { name: 'Maple', listing: 1 })
    await t.db
      .insertInto('collection_members')
      .values({ collection_id: Number(shared.id), user_id: Number(lister.id), role: 'collaborator' })
      .execute()

    const own = await call('GET', '/collections', lister.auth)
    expect(own.statusCode, own.body).toBe(200)
    const owned = own.json() as { data: CollectionDocument['data'][]; meta: Record<string, unknown> }
    expect(owned.data.map((c) => c.attributes.name)).toEqual(['Apple Lane', 'zebra street'])
    expect(owned.meta.total).toBe(2)

    const all = (await call('GET', '/collections?filter[only_membership]=true', lister.auth)).json() as {
      data: CollectionDocument['data'][]
      meta: { total: number; unviewed_property_counts: Record<string, number> }
      included: { id: string }[]
    }
    expect(all.data.map((c) => c.attributes.name)).toEqual(['Apple Lane', 'Maple', 'zebra street'])
    expect(all.meta.total).toBe(3)
    // The friend added listing 1 before Lia ever looked: it is unviewed for her.
    expect(all.meta.unviewed_property_counts).toEqual({
      [owned.data[0]!.id]: 0,
      [shared.id]: 1,
      [owned.data[1]!.id]: 0,
    })
    expect(all.data.find((c) => c.id === shared.id)?.relationships.collaborators.data).toEqual([
      { type: 'users', id: lister.id },
    ])
    expect(all.included.map((u) => u.id).sort()).toEqual([lister.id, friend.id].sort())
  })

  it('pages with page[number] and page[size], counting every collection in meta.total', async () => {
    const pager = await signedInPerson(t.db, 'Pia', 'collector')
    for (const name of ['A', 'B', 'C']) await create(pager, { name })
    const res = await call('GET', '/collections?page[number]=2&page[size]=2', pager.auth)
    expect(res.statusCode, res.body).toBe(200)
    const document = res.json() as { data: CollectionDocument['data'][]; meta: { total: number }; links: object }
    expect(document.data.map((c) => c.attributes.name)).toEqual(['C'])
    expect(document.meta.total).toBe(3)
    expect(document.links).toMatchObject({ next: null, prev: expect.stringContaining('page%5Bnumber%5D=1') })
  })

  it('answers bad query parameters with 400 at the parameter', async () => {
    for (const query of ['page[size]=0', 'page[size]=101', 'page[number]=x', 'filter[only_membership]=yes']) {
      const res = await call('GET', `/collections?${query}`, owner.auth)
      expect(res.statusCode, query).toBe(400)
    }
  })
})

describe('reading a collection', () => {
  it('answers a private one to its members and 404 with no hint to anyone else', async () => {
    const id = await sharedCollection()
    expect((await read(id, owner.auth)).data.id).toBe(id)
    expect((await read(id, collaborator.auth)).data.relationships.collaborators.data).toEqual([
      { type: 'users', id: collaborator.id },
    ])
    for (const auth of [stranger.auth, siteAuthorization]) {
      expectError(await call('GET', `/collections/${id}`, auth), 404, NOT_FOUND)
      expectError(await call('GET', `/collections/${id}/listings`, auth), 404, NOT_FOUND)
    }
    // A private collection and a missing one read the same.
    const missing = await call('GET', '/collections/2000000000', stranger.auth)
    const hidden = await call('GET', `/collections/${id}`, stranger.auth)
    expect(hidden.json()).toEqual(missing.json())
  })

  it('answers a public one to anyone with the site token, read-only', async () => {
    const id = await sharedCollection({ name: 'Everyone', is_public: true, listing: 3 })
    const seen = await read(id, siteAuthorization)
    expect(seen.data.attributes).toMatchObject({ name: 'Everyone', property_ids: ['3'], unviewed_property_count: 0 })
    expect((await read(id, stranger.auth)).data.id).toBe(id)
    expectError(
      await call('PATCH', `/collections/${id}`, stranger.auth, {
        data: { type: 'collections', attributes: { name: 'Mine' } },
      }),
      403,
      NOT_AUTHORIZED,
    )
    expectError(await call('POST', `/collections/${id}/add`, stranger.auth, { property_id: 1 }), 403, NOT_AUTHORIZED)
    expectError(
      await call('DELETE', `/collections/${id}/remove`, stranger.auth, { property_ids: [3] }),
      403,
      NOT_AUTHORIZED,
    )
    expectError(await call('DELETE', `/collections/${id}`, stranger.auth), 403, NOT_AUTHORIZED)
    expect((await read(id, owner.auth)).data.attributes).toMatchObject({ name: 'Everyone', property_ids: ['3'] })
  })

  it("never shows one site's collection to another site, public or not", async () => {
    const id = await sharedCollection({ name: 'Local', is_public: true })
    const res = await call('GET', `/collections/${id}`, { authorization: `Bearer ${OTHER_SITE_TOKEN}` })
    expectError(res, 404, NOT_FOUND)
  })

  it('answers ids that can name no collection with 404, never a 500', async () => {
    for (const raw of ['abc', '0', '-1', '1.5', '99999999999', '%00', '1e3']) {
      const res = await call('GET', `/collections/${raw}`, owner.auth)
      expect(res.statusCode, raw).toBe(404)
      expect(res.json().errors[0].detail).toBe(NOT_FOUND)
      expect((await call('PUT', `/collections/${raw}/viewed`, owner.auth)).statusCode, raw).toBe(404)
    }
  })
})

describe('PATCH and DELETE /api/v3/collections/{id}', () => {
  it('lets a collaborator rename it but only the owner make it public, with 422 for a blank name', async () => {
    const id = await sharedCollection()
    // A collaborator may not publish the owner's private board (nor hide a public one).
    const publish = await call('PATCH', `/collections/${id}`, collaborator.auth, {
      data: { type: 'collections', id, attributes: { name: 'Published', is_public: true } },
    })
    expectError(publish, 403, PUBLIC_OWNER_ONLY_MESSAGE, '/data/attributes/is_public')
    expect((await read(id, owner.auth)).data.attributes).toMatchObject({ name: 'Shared', is_public: false })
    // Sending the value it has (as the edit form does) is no change of it.
    const res = await call('PATCH', `/collections/${id}`, collaborator.auth, {
      data: { type: 'collections', id, attributes: { name: 'Renamed', is_public: false } },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect((res.json() as CollectionDocument).data.attributes).toMatchObject({ name: 'Renamed', is_public: false })
    const owned = await call('PATCH', `/collections/${id}`, owner.auth, {
      data: { type: 'collections', id, attributes: { is_public: true } },
    })
    expect((owned.json() as CollectionDocument).data.attributes).toMatchObject({ is_public: true })
    const blank = await call('PATCH', `/collections/${id}`, owner.auth, {
      data: { type: 'collections', attributes: { name: '' } },
    })
    expectError(blank, 422, 'Name is required', '/data/attributes/name')
    const otherId = await call('PATCH', `/collections/${id}`, owner.auth, {
      data: { type: 'collections', id: '1', attributes: {} },
    })
    expectError(otherId, 409, undefined, '/data/id')
    const unknown = await call('PATCH', `/collections/${id}`, owner.auth, {
      data: { type: 'collections', attributes: { owner: 'me' } },
    })
    expectError(unknown, 400, undefined, '/data/attributes/owner')
    expect((await read(id, owner.auth)).data.attributes.name).toBe('Renamed')
  })

  it("refuses a stranger a private one's edit with 404", async () => {
    const id = await sharedCollection()
    const res = await call('PATCH', `/collections/${id}`, stranger.auth, {
      data: { type: 'collections', attributes: { name: 'Taken' } },
    })
    expectError(res, 404, NOT_FOUND)
    expect((await read(id, owner.auth)).data.attributes.name).toBe('Shared')
  })

  it('lets only the owner delete it: a collaborator gets 403, a stranger 404', async () => {
    const id = await sharedCollection()
    expectError(await call('DELETE', `/collections/${id}`, collaborator.auth), 403, NOT_AUTHORIZED)
    expectError(await call('DELETE', `/collections/${id}`, stranger.auth), 404, NOT_FOUND)
    expectError(await call('DELETE', `/collections/${id}`, siteAuthorization), 401)
    expect((await read(id, owner.auth)).data.id).toBe(id)

    const res = await call('DELETE', `/collections/${id}`, owner.auth)
    expect(res.statusCode, res.body).toBe(204)
    expect(res.body).toBe('')
    expectError(await call('GET', `/collections/${id}`, owner.auth), 404, NOT_FOUND)
    expectError(await call('GET', `/collections/${id}`, collaborator.auth), 404, NOT_FOUND)
    const left = await t.db
      .selectFrom('collection_members')
      .select('user_id')
      .where('collection_id', '=', Number(id))
      .execute()
    expect(left).toEqual([])
  })
})

describe('the listings of a collection', () => {
  it('adds and removes listings, in the order added, each once', async () => {
    const id = await sharedCollection({ name: 'Board', listing: 1 })
    const added = await call('POST', `/collections/${id}/add`, collaborator.auth, { property_id: '3' })
    expect(added.statusCode, added.body).toBe(200)
    expect((added.json() as CollectionDocument).data.attributes).toMatchObject({
      property_ids: ['1', '3'],
      total_count: 2,
    })
    const again = await call('POST', `/collections/${id}/add`, owner.auth, { property_id: 3 })
    expect((again.json() as CollectionDocument).data.attributes.property_ids).toEqual(['1', '3'])
    await call('POST', `/collections/${id}/add`, owner.auth, { property_id: 2 })

    const removed = await call('DELETE', `/collections/${id}/remove`, collaborator.auth, { property_ids: ['1', 77] })
    expect(removed.statusCode, removed.body).toBe(200)
    expect((removed.json() as CollectionDocument).data.attributes).toMatchObject({
      property_ids: ['3', '2'],
      total_count: 2,
    })
  })

  it('answers bad listing bodies with 400 and unknown listings with 422', async () => {
    const id = await sharedCollection()
    const bad: [Method, string, object][] = [
      ['POST', 'add', { property_id: 'abc' }],
      ['POST', 'add', { property_id: 0 }],
      ['POST', 'add', { property_id: null }],
      ['POST', 'add', {}],
      ['POST', 'add', { property_id: 1, comment: 7 }],
      ['DELETE', 'remove', { property_ids: [] }],
      ['DELETE', 'remove', { property_ids: ['x'] }],
      ['DELETE', 'remove', { property_ids: 3 }],
    ]
    for (const [method, action, body] of bad) {
      const res = await call(method, `/collections/${id}/${action}`, owner.auth, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().errors[0].status).toBe('400')
    }
    const unknown = await call('POST', `/collections/${id}/add`, owner.auth, { property_id: GONE_ID })
    expectError(unknown, 422, `No listing ${GONE_ID} on this site`, '/property_id')
    expectError(await call('POST', `/collections/${id}/add`, stranger.auth, { property_id: 1 }), 404, NOT_FOUND)
    expectError(await call('POST', `/collections/${id}/add`, siteAuthorization, { property_id: 1 }), 401)
  })

  it('counts for each member what others added since they last viewed it; viewing resets it', async () => {
    const id = await sharedCollection({ name: 'Counts', listing: 1 })
    // The owner added listing 1: nothing is unviewed for them, all of it for the new collaborator.
    expect((await read(id, owner.auth)).data.attributes.unviewed_property_count).toBe(0)
    expect((await read(id, collaborator.auth)).data.attributes.unviewed_property_count).toBe(1)

    await call('POST', `/collections/${id}/add`, collaborator.auth, { property_id: 2 })
    await call('POST', `/collections/${id}/add`, collaborator.auth, { property_id: 3 })
    expect((await read(id, owner.auth)).data.attributes.unviewed_property_count).toBe(2)

    const viewed = await call('PUT', `/collections/${id}/viewed`, owner.auth)
    expect(viewed.statusCode, viewed.body).toBe(200)
    expect((viewed.json() as CollectionDocument).data.attributes.unviewed_property_count).toBe(0)
    const list = (await call('GET', '/collections', owner.auth)).json() as {
      meta: { unviewed_property_counts: Record<string, number> }
    }
    expect(list.meta.unviewed_property_counts[id]).toBe(0)
    // The collaborator has not viewed it: listing 1 (the owner's) is still new to them.
    expect((await read(id, collaborator.auth)).data.attributes.unviewed_property_count).toBe(1)

    await call('POST', `/collections/${id}/add`, collaborator.auth, { property_id: WITHDRAWN_ID })
    expect((await read(id, owner.auth)).data.attributes.unviewed_property_count).toBe(1)
    expectError(await call('PUT', `/collections/${id}/viewed`, stranger.auth), 404, NOT_FOUND)
    expectError(await call('PUT', `/collections/${id}/viewed`, siteAuthorization), 401)
  })

  it('pages through its listings in the order added; a withdrawn one shows, one gone from the feed is counted', async () => {
    const id = await sharedCollection({ name: 'Pages', listing: 3 })
    await call('POST', `/collections/${id}/add`, owner.auth, { property_id: WITHDRAWN_ID })
    // A listing saved earlier that has since left the feed (its row is gone).
    await t.db
      .insertInto('collection_listings')
      .values({ collection_id: Number(id), listing_id: GONE_ID, added_by: Number(owner.id) })
      .execute()
    await call('POST', `/collections/${id}/add`, owner.auth, { property_id: 1 })

    const res = await call('GET', `/collections/${id}/listings?page[size]=3`, collaborator.auth)
    expect(res.statusCode, res.body).toBe(200)
    const page = res.json() as {
      data: { id: string; type: string; attributes: { listing_status: string } }[]
      meta: { total: number; unavailable_property_ids: string[] }
      links: { next: string | null }
    }
    expect(page.data.map((l) => [l.id, l.type, l.attributes.listing_status])).toEqual([
      ['3', 'listings', 'Active'],
      [String(WITHDRAWN_ID), 'listings', 'Withdrawn'],
    ])
    expect(page.meta).toMatchObject({ total: 4, unavailable_property_ids: [String(GONE_ID)] })
    expect(page.links.next).toContain('page%5Bnumber%5D=2')
    const second = (await call('GET', `/collections/${id}/listings?page[size]=3&page[number]=2`, owner.auth)).json()
    expect(second.data.map((l: { id: string }) => l.id)).toEqual(['1'])
    expect(second.meta.unavailable_property_ids).toEqual([])
    // The board itself still lists and counts it.
    expect((await read(id, owner.auth)).data.attributes).toMatchObject({
      property_ids: ['3', String(WITHDRAWN_ID), String(GONE_ID), '1'],
      total_count: 4,
    })
    const brief = await call('GET', `/collections/${id}/listings?fields[listings]=title`, owner.auth)
    expect(brief.statusCode, brief.body).toBe(200)
    expect(brief.json().data[0].attributes).toEqual({ title: '3 Test St' })
    expect((await call('GET', `/collections/${id}/listings?page[size]=41`, owner.auth)).statusCode).toBe(400)
  })
})
