import {
  COMMENT_BODY_BLANK_MESSAGE,
  COMMENT_BODY_MAX,
  COMMENT_BODY_TOO_LONG_MESSAGE,
  COMMENTS_PAGE_SIZE,
} from '@idx/domain'
import { describe, expect, it } from 'vitest'
import {
  apiCall,
  expectError,
  signedInPerson,
  type Auth,
  type Method,
  type Person,
} from './helpers/collection-people.js'
import { insertBasics, insertListings, listing } from './helpers/fixtures.js'
import { siteAuthorization } from './helpers/platform-app.js'
import { withTestApp } from './helpers/test-app.js'

// A collection's chat on the server: the owner, a collaborator added straight into
// collection_members, and a stranger; paging, authorship, listing mentions, bounds, and listings
// that leave the feed.

let owner: Person
let collaborator: Person
let stranger: Person

const NOT_FOUND = 'Collection not found.'
const NOT_AUTHORIZED = 'You are not authorized to perform that action.'
const WITHDRAWN_ID = 4
/** A listing saved and commented on, then removed from the feed. */
const LEAVING_ID = 5

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await insertListings(db, [
      listing({ id: 1 }),
      listing({ id: 2 }),
      listing({ id: 3 }),
      listing({ id: WITHDRAWN_ID, listing_status: 'Withdrawn' }),
      listing({ id: LEAVING_ID }),
    ])
    owner = await signedInPerson(db, 'Olive', 'commenter')
    collaborator = await signedInPerson(db, 'Carl', 'commenter')
    stranger = await signedInPerson(db, 'Stella', 'commenter')
  },
})

function call(method: Method, url: string, auth: Auth, payload?: object) {
  return apiCall(t.app, method, url, auth, payload)
}

type Resource = {
  id: string
  type: string
  attributes: Record<string, unknown>
  relationships?: Record<string, { data: { id: string; type: string } | null }>
}
type CommentDocument = { data: Resource; included: Resource[] }
type CommentList = { data: Resource[]; included: Resource[]; meta: { total: number } }

/** A collection of `owner` (with these attributes) and `collaborator` as its collaborator. */
async function sharedCollection(attributes: object = { name: 'Chatty', listing: 1 }): Promise<string> {
  const res = await call('POST', '/collections', owner.auth, { data: { type: 'collections', attributes } })
  expect(res.statusCode, res.body).toBe(201)
  const id = (res.json() as { data: { id: string } }).data.id
  await t.db
    .insertInto('collection_members')
    .values({ collection_id: Number(id), user_id: Number(collaborator.id), role: 'collaborator' })
    .execute()
  return id
}

function commentBody(body: string, listingId?: string | null) {
  return {
    data: {
      type: 'comments',
      attributes: { body },
      ...(listingId === undefined
        ? {}
        : { relationships: { property: { data: listingId === null ? null : { type: 'listings', id: listingId } } } }),
    },
  }
}

async function comment(collectionId: string, who: Person, body: string, listingId?: string | null) {
  const res = await call('POST', `/collections/${collectionId}/comments`, who.auth, commentBody(body, listingId))
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as CommentDocument
}

async function comments(collectionId: string, auth: Auth, query = ''): Promise<CommentList> {
  const res = await call('GET', `/collections/${collectionId}/comments${query}`, auth)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('POST /api/v3/collections/{id}/comments', () => {
  it('writes a comment about a listing of the board, with its author and the listing card included', async () => {
    const id = await sharedCollection()
    const doc = await comment(id, collaborator, '  Love the porch  ', '1')
    expect(doc.data).toMatchObject({
      type: 'comments',
      attributes: { body: 'Love the porch', title: '1 Test St', property_id: '1' },
      relationships: {
        user: { data: { type: 'users', id: collaborator.id } },
        property: { data: { type: 'listings', id: '1' } },
        commentable: { data: { type: 'collections', id } },
      },
    })
    expect(doc.data.attributes.created_at).toEqual(expect.any(String))
    const user = doc.included.find((r) => r.type === 'users')
    expect(user).toEqual({
      id: collaborator.id,
      type: 'users',
      attributes: { first_name: 'Carl', last_name: 'Tester', full_name: 'Carl Tester' },
    })
    const card = doc.included.find((r) => r.type === 'listings')
    expect(card?.id).toBe('1')
    expect(card?.attributes).toMatchObject({ title: '1 Test St' })
    // A card, not the whole listing: no long texts.
    expect(card?.attributes).not.toHaveProperty('description')
  })

  it('writes one about nothing (no property, or property null)', async () => {
    const id = await sharedCollection()
    for (const named of [undefined, null]) {
      const doc = await comment(id, owner, 'General thought', named)
      expect(doc.data.attributes).toMatchObject({ property_id: null, title: null })
      expect(doc.data.relationships?.property?.data).toBeNull()
      expect(doc.included.map((r) => r.type)).toEqual(['users'])
    }
  })

  it('stores the body verbatim as text, never as HTML', async () => {
    const id = await sharedCollection()
    const body = `<script>alert("x")</script> & <b>bold</b> 'quoted' \u{1F3E0}\nsecond line`
    const doc = await comment(id, owner, body)
    expect(doc.data.attributes.body).toBe(body)
    const row = await t.db
      .selectFrom('collection_comments')
      .select('body')
      .where('id', '=', Number(doc.data.id))
      .executeTakeFirstOrThrow()
    expect(row.body).toBe(body)
    expect((await comments(id, owner.auth)).data[0]?.attributes.body).toBe(body)
  })

  it('bounds the body: 1 to COMMENT_BODY_MAX characters once trimmed', async () => {
    const id = await sharedCollection()
    const url = `/collections/${id}/comments`
    for (const blank of ['', '   ', '\n\t']) {
      expectError(
        await call('POST', url, owner.auth, commentBody(blank)),
        422,
        COMMENT_BODY_BLANK_MESSAGE,
        '/data/attributes/body',
      )
    }
    expectError(
      await call('POST', url, owner.auth, commentBody('nul \u0000 byte')),
      422,
      'Comment cannot contain a NUL character',
      '/data/attributes/body',
    )
    const tooLong = 'a'.repeat(COMMENT_BODY_MAX + 1)
    expectError(
      await call('POST', url, owner.auth, commentBody(tooLong)),
      422,
      COMMENT_BODY_TOO_LONG_MESSAGE,
      '/data/attributes/body',
    )
    const longest = await comment(id, owner, ` ${'b'.repeat(COMMENT_BODY_MAX)} `)
    expect(longest.data.attributes.body).toBe('b'.repeat(COMMENT_BODY_MAX))
    expect((await comments(id, owner.auth)).meta.total).toBe(1)
  })

  it('takes only a listing saved in this collection as its property', async () => {
    const id = await sharedCollection({ name: 'Mentions', listing: 1 })
    const url = `/collections/${id}/comments`
    // Listing 2 is on the site but not on this board; 999 is no listing at all.
    for (const listingId of ['2', '999']) {
      expectError(
        await call('POST', url, owner.auth, commentBody('See this', listingId)),
        422,
        `Listing ${listingId} is not saved in this collection`,
        '/data/relationships/property',
      )
    }
    const bad = [
      commentBody('x', 'abc'),
      {
        data: {
          type: 'comments',
          attributes: { body: 'x' },
          relationships: { property: { data: { type: 'users', id: '1' } } },
        },
      },
      { data: { type: 'comments', attributes: { body: 7 } } },
      { data: { type: 'comments', attributes: {} } },
      { data: { type: 'notes', attributes: { body: 'x' } } },
      { data: { type: 'comments', attributes: { body: 'x', extra: 1 } } },
    ]
    for (const body of bad) {
      const res = await call('POST', url, owner.auth, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
    expect((await comments(id, owner.auth)).meta.total).toBe(0)
  })

  it('answers strangers 404 on a private board, 403 on a public one, and refuses the site token', async () => {
    const id = await sharedCollection()
    const url = `/collections/${id}/comments`
    expectError(await call('POST', url, stranger.auth, commentBody('Hi')), 404, NOT_FOUND)
    expectError(await call('GET', url, stranger.auth), 404, NOT_FOUND)
    expectError(await call('POST', url, siteAuthorization, commentBody('Hi')), 401)
    expect(
      (
        await call('PATCH', `/collections/${id}`, owner.auth, {
          data: { type: 'collections', attributes: { is_public: true } },
        })
      ).statusCode,
    ).toBe(200)
    expectError(await call('POST', url, stranger.auth, commentBody('Hi')), 403, NOT_AUTHORIZED)
    await comment(id, owner, 'Public words')
    // Readable as the board is.
    expect((await comments(id, stranger.auth)).data.map((c) => c.attributes.body)).toEqual(['Public words'])
    expect((await comments(id, siteAuthorization)).meta.total).toBe(1)
  })
})

describe('GET /api/v3/collections/{id}/comments', () => {
  it('pages newest first, COMMENTS_PAGE_SIZE a page, with meta.total and links', async () => {
    const id = await sharedCollection()
    const count = COMMENTS_PAGE_SIZE + 5
    for (let n = 1; n <= count; n += 1) await comment(id, n % 2 === 0 ? owner : collaborator, `Comment ${n}`)
    const first = await comments(id, owner.auth)
    expect(first.meta.total).toBe(count)
    expect(first.data).toHaveLength(COMMENTS_PAGE_SIZE)
    expect(first.data.map((c) => c.attributes.body)).toEqual(
      Array.from({ length: COMMENTS_PAGE_SIZE }, (_, i) => `Comment ${count - i}`),
    )
    const second = await comments(id, collaborator.auth, '?page[number]=2&page[size]=20&sort=-created_at')
    expect(second.data.map((c) => c.attributes.body)).toEqual([
      'Comment 5',
      'Comment 4',
      'Comment 3',
      'Comment 2',
      'Comment 1',
    ])
    const both = second.included.filter((r) => r.type === 'users').map((r) => r.id)
    expect(both.sort()).toEqual([owner.id, collaborator.id].sort())
    const res = await call('GET', `/collections/${id}/comments?page[size]=1000`, owner.auth)
    expect(res.statusCode).toBe(400)
    expect((await call('GET', `/collections/${id}/comments?sort=created_at`, owner.auth)).statusCode).toBe(400)
  })
})

describe('PUT and DELETE /api/v3/collections/{id}/comments/{commentId}', () => {
  it('lets only the author edit or delete a comment; another member gets 403, a stranger 404', async () => {
    const id = await sharedCollection()
    const mine = await comment(id, owner, 'First draft', '1')
    const url = `/collections/${id}/comments/${mine.data.id}`
    const edit = (body: string) => ({ data: { type: 'comments', id: mine.data.id, attributes: { body } } })

    expectError(await call('PUT', url, collaborator.auth, edit('Hijacked')), 403, NOT_AUTHORIZED)
    expectError(await call('DELETE', url, collaborator.auth), 403, NOT_AUTHORIZED)
    expectError(await call('PUT', url, stranger.auth, edit('Hijacked')), 404, NOT_FOUND)
    expectError(await call('DELETE', url, stranger.auth), 404, NOT_FOUND)
    expectError(await call('DELETE', url, siteAuthorization), 401)

    expectError(
      await call('PUT', url, owner.auth, edit('  ')),
      422,
      COMMENT_BODY_BLANK_MESSAGE,
      '/data/attributes/body',
    )
    expectError(
      await call('PUT', url, owner.auth, { data: { type: 'comments', id: '999999', attributes: { body: 'x' } } }),
      409,
    )
    const res = await call('PUT', url, owner.auth, edit(' Final words '))
    expect(res.statusCode, res.body).toBe(200)
    const edited = res.json() as CommentDocument
    expect(edited.data.attributes).toMatchObject({ body: 'Final words', property_id: '1' })
    expect(Date.parse(String(edited.data.attributes.updated_at))).toBeGreaterThanOrEqual(
      Date.parse(String(mine.data.attributes.updated_at)),
    )
    expect((await comments(id, collaborator.auth)).data.map((c) => c.attributes.body)).toEqual(['Final words'])

    expect((await call('DELETE', url, owner.auth)).statusCode).toBe(204)
    expect((await comments(id, owner.auth)).meta.total).toBe(0)
    expectError(await call('DELETE', url, owner.auth), 404, 'Comment not found.')
  })

  it('answers 404 for a comment of another board, and for a malformed id', async () => {
    const one = await sharedCollection()
    const other = await sharedCollection()
    const elsewhere = await comment(other, owner, 'Elsewhere')
    expectError(
      await call('DELETE', `/collections/${one}/comments/${elsewhere.data.id}`, owner.auth),
      404,
      'Comment not found.',
    )
    expectError(await call('DELETE', `/collections/${one}/comments/abc`, owner.auth), 404, 'Comment not found.')
  })
})

describe('comments and listings that change', () => {
  it('shows a withdrawn listing as withdrawn, and one gone from the feed from its stored summary', async () => {
    const id = await sharedCollection({ name: 'Changing', listing: WITHDRAWN_ID })
    expect((await call('POST', `/collections/${id}/add`, owner.auth, { property_id: LEAVING_ID })).statusCode).toBe(200)
    await comment(id, owner, 'Withdrawn one', String(WITHDRAWN_ID))
    await comment(id, collaborator, 'Soon gone', String(LEAVING_ID))
    await t.db.deleteFrom('listings').where('id', '=', LEAVING_ID).execute()

    const list = await comments(id, owner.auth)
    expect(list.data.map((c) => c.attributes.property_id)).toEqual([String(LEAVING_ID), String(WITHDRAWN_ID)])
    const listings = new Map(list.included.filter((r) => r.type === 'listings').map((r) => [r.id, r.attributes]))
    expect(listings.get(String(WITHDRAWN_ID))).toMatchObject({ listing_status: 'Withdrawn' })
    expect(listings.get(String(LEAVING_ID))).toEqual({
      title: `${LEAVING_ID} Test St`,
      city_state: expect.any(String),
      price_in_dollars: expect.anything(),
      listing_status: 'Withdrawn',
      unavailable: true,
    })
    expect(list.data[0]?.attributes.title).toBe(`${LEAVING_ID} Test St`)
  })
})

describe('comments written with a save', () => {
  it('stores the comment of POST /collections and of POST /{id}/add, with the listing as its property', async () => {
    const res = await call('POST', '/collections', owner.auth, {
      data: { type: 'collections', attributes: { name: 'With words', listing: '2', comment: ' Great yard ' } },
    })
    expect(res.statusCode, res.body).toBe(201)
    const id = (res.json() as { data: { id: string } }).data.id
    expect((await comments(id, owner.auth)).data.map((c) => [c.attributes.body, c.attributes.property_id])).toEqual([
      ['Great yard', '2'],
    ])

    const added = await call('POST', `/collections/${id}/add`, owner.auth, {
      property_id: '3',
      comment: 'And this one',
    })
    expect(added.statusCode, added.body).toBe(200)
    expect((added.json() as { data: { attributes: { property_ids: string[] } } }).data.attributes.property_ids).toEqual(
      ['2', '3'],
    )
    // Blank or null comments are no comment.
    for (const blank of ['  ', null]) {
      expect(
        (await call('POST', `/collections/${id}/add`, owner.auth, { property_id: 1, comment: blank })).statusCode,
      ).toBe(200)
    }
    const list = await comments(id, owner.auth)
    expect(list.data.map((c) => [c.attributes.body, c.attributes.property_id])).toEqual([
      ['And this one', '3'],
      ['Great yard', '2'],
    ])

    const tooLong = await call('POST', `/collections/${id}/add`, owner.auth, {
      property_id: 1,
      comment: 'x'.repeat(COMMENT_BODY_MAX + 1),
    })
    expectError(tooLong, 422, COMMENT_BODY_TOO_LONG_MESSAGE, '/comment')
    const tooLongCreate = await call('POST', '/collections', owner.auth, {
      data: { type: 'collections', attributes: { name: 'Nope', comment: 'x'.repeat(COMMENT_BODY_MAX + 1) } },
    })
    expectError(tooLongCreate, 422, COMMENT_BODY_TOO_LONG_MESSAGE, '/data/attributes/comment')
    expect((await comments(id, owner.auth)).meta.total).toBe(2)
  })
})
