import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { createCollection } from '../src/collections/collections.repository.js'
import { insertComment } from '../src/collections/comments/comments.repository.js'
import { insertInvitation } from '../src/collections/invitations.repository.js'
import { inviteCodeHash, newInviteCode } from '../src/collections/invite-code.js'
import { apiCall, signedInPerson, type Method, type Person } from './helpers/collection-people.js'
import { insertBasics, insertListings, listing, SITE_ID } from './helpers/fixtures.js'
import { withTestApp } from './helpers/test-app.js'

// A board deleted while its members write to it: every write either happens before the delete or
// answers 404, never 500 (a foreign key violated by a row added to a board already gone, or a
// deadlock between the delete's cascade and a write holding one of the board's rows). The race
// needs several connections at once, so this file runs on PostgreSQL only (api-postgres): on
// PGlite, one connection runs one transaction at a time and there is nothing to race.

const onPostgres = process.env.IDX_TEST_ENGINE === 'postgres'

/** Rounds of one board made and deleted amid a burst of writes. */
const ROUNDS = 30
/** Listings 1 to 5 are on each board when its burst starts; 6 to 9 are added during it. */
const LISTING_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9]

/** What a 404 may say during the race: the board, the invitation or the comment went with the delete. */
const GONE = new Set([
  'Collection not found.',
  'This invitation is invalid, has been used or has expired.',
  'Comment not found.',
])

/** The tables of a board's own rows, which its delete takes with it. */
const BOARD_TABLES = [
  'collection_listings',
  'collection_members',
  'collection_comments',
  'collection_invitations',
  'collection_subscriptions',
] as const

/** A round's board and the people on it: new each round, so no one nears the limits on invitations sent. */
type Board = {
  id: number
  owner: Person
  carl: Person
  cora: Person
  cody: Person
  /** Invited, with `code` the one of the join link. */
  joan: Person
  code: string
  /** A comment of Carl's. */
  commentId: number
}

type Write = { label: string; send: () => Promise<LightMyRequestResponse> }

describe.runIf(onPostgres)('writes racing the deletion of their collection', () => {
  const t = withTestApp({
    seed: async (db) => {
      await insertBasics(db)
      await insertListings(
        db,
        LISTING_IDS.map((id) => listing({ id })),
      )
    },
  })

  /**
   * A private board of a new owner with Carl, Cora and Cody as collaborators, listings 1 to 5, a
   * comment of Carl's and a pending invitation of Joan's.
   */
  async function board(round: number): Promise<Board> {
    const [owner, carl, cora, cody, joan] = await Promise.all(
      ['Olive', 'Carl', 'Cora', 'Cody', 'Joan'].map((name) => signedInPerson(t.db, name, 'racer')),
    )
    const people = { owner: owner!, carl: carl!, cora: cora!, cody: cody!, joan: joan! }
    const id = await t.db.transaction().execute((trx) =>
      createCollection(trx, {
        siteId: SITE_ID,
        userId: Number(owner!.id),
        name: `Race ${round}`,
        isPublic: false,
        listingId: 1,
      }),
    )
    await t.db
      .insertInto('collection_members')
      .values(
        [carl!, cora!, cody!].map((who) => ({ collection_id: id, user_id: Number(who.id), role: 'collaborator' })),
      )
      .execute()
    await t.db
      .insertInto('collection_listings')
      .values(
        [2, 3, 4, 5].map((listingId) => ({ collection_id: id, listing_id: listingId, added_by: Number(carl!.id) })),
      )
      .execute()
    const commentId = await insertComment(t.db, {
      collectionId: id,
      userId: Number(carl!.id),
      body: 'Look at this one',
      listingId: null,
      summary: null,
    })
    const code = newInviteCode()
    await insertInvitation(t.db, {
      collectionId: id,
      email: joan!.email,
      invitedBy: Number(owner!.id),
      codeHash: inviteCodeHash(code),
    })
    return { id, ...people, code, commentId }
  }

  /**
   * Every write a member can make to the board, and its delete among them: at a different place in
   * the burst each round, so that over the rounds it lands before, among and after the writes.
   */
  function burst(round: number, b: Board): Write[] {
    const write = (label: string, method: Method, path: string, who: Person, payload?: object): Write => ({
      label,
      send: () => apiCall(t.app, method, `/collections/${b.id}${path}`, who.auth, payload),
    })
    const comment = (body: string) => ({ data: { type: 'comments', attributes: { body } } })
    const writes = [
      write('add', 'POST', '/add', b.owner, { property_id: 6 }),
      write('add', 'POST', '/add', b.carl, { property_id: 7, comment: 'Saved this' }),
      write('add', 'POST', '/add', b.cora, { property_id: 8 }),
      write('add', 'POST', '/add', b.cody, { property_id: 9 }),
      write('add', 'POST', '/add', b.carl, { property_id: 6 }),
      write('remove', 'DELETE', '/remove', b.carl, { property_ids: [2, 3] }),
      write('remove', 'DELETE', '/remove', b.cora, { property_ids: [4] }),
      write('remove', 'DELETE', '/remove', b.owner, { property_ids: [5, 1] }),
      write('comment', 'POST', '/comments', b.carl, comment('One')),
      write('comment', 'POST', '/comments', b.cora, comment('Two')),
      write('comment', 'POST', '/comments', b.owner, comment('Three')),
      write('edit comment', 'PUT', `/comments/${b.commentId}`, b.carl, comment('Edited')),
      write('invite', 'POST', '/invite', b.owner, { email: `guest${round}a@example.com` }),
      write('invite', 'POST', '/invite', b.cora, { email: `guest${round}b@example.com` }),
      write('accept invite', 'PUT', '/accept_invite', b.joan, { given: b.code }),
      write('remove member', 'DELETE', `/members/${b.cody.id}`, b.owner),
      write('leave', 'DELETE', `/members/${b.cora.id}`, b.cora),
      write('rename', 'PATCH', '', b.carl, { data: { type: 'collections', attributes: { name: `Renamed ${round}` } } }),
      write('subscribe', 'PUT', '/subscribe', b.carl, { subscription_action: 'add', subscription_method: 'sms' }),
      write('viewed', 'PUT', '/viewed', b.cora),
    ]
    writes.splice((round * 7) % (writes.length + 1), 0, write('delete', 'DELETE', '', b.owner))
    return writes
  }

  /** What is wrong with an answer during the race, or null: 2xx, or a JSON:API 404 saying the thing is gone. */
  function problem(res: LightMyRequestResponse): string | null {
    if (res.statusCode >= 200 && res.statusCode < 300) return null
    let error: { status?: string; detail?: string } | undefined
    try {
      error = (res.json() as { errors?: { status?: string; detail?: string }[] }).errors?.[0]
    } catch {
      error = undefined
    }
    if (res.statusCode === 404 && error?.status === '404' && GONE.has(error.detail ?? '')) return null
    return `${res.statusCode} ${error?.detail ?? res.body.slice(0, 80)}`
  }

  it('answers every write 2xx or 404 and leaves no row of the deleted boards behind', async () => {
    const failures: Record<string, number> = {}
    const outcomes = { done: 0, gone: 0 }
    const boards: number[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      const made = await board(round)
      boards.push(made.id)
      const writes = burst(round, made)
      const answers = await Promise.all(writes.map((write) => write.send()))
      answers.forEach((res, i) => {
        const { label } = writes[i]!
        // The delete itself always happens (204); a write answers 2xx or 404.
        const wrong = label === 'delete' ? (res.statusCode === 204 ? null : String(res.statusCode)) : problem(res)
        const key = `${label}: ${wrong}`
        if (wrong !== null) failures[key] = (failures[key] ?? 0) + 1
        else if (label !== 'delete') outcomes[res.statusCode === 404 ? 'gone' : 'done'] += 1
      })
    }
    expect(failures).toEqual({})
    // The race was run: writes landed both before the delete and after it.
    expect(outcomes.done, JSON.stringify(outcomes)).toBeGreaterThan(0)
    expect(outcomes.gone, JSON.stringify(outcomes)).toBeGreaterThan(0)

    // The boards are gone, and so is every row that was theirs.
    expect(await t.db.selectFrom('collections').select('id').where('id', 'in', boards).execute()).toEqual([])
    const left = await Promise.all(
      BOARD_TABLES.map(async (table) => {
        const row = await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .where('collection_id', 'in', boards)
          .executeTakeFirstOrThrow()
        return [table, Number(row.count)]
      }),
    )
    expect(Object.fromEntries(left)).toEqual(Object.fromEntries(BOARD_TABLES.map((table) => [table, 0])))
  }, 60_000)
})
