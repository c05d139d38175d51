import { notifyFlag, SEARCH_MAX_POLYGON_POSITIONS, type SearchPolygon } from '@idx/domain'
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createCollection,
  deleteCollection,
  addCollectionListing,
  findCollectionDetails,
  findCollectionListingPage,
  listCollections,
  markCollectionViewed,
  removeCollectionListings,
} from '../src/collections/collections.repository.js'
import { INVITATION_MAIL_JOB, invitationMailHandlers } from '../src/collections/invitation-mail.js'
import {
  consumeInvitation,
  deleteExpiredInvitation,
  findInvitations,
  insertInvitation,
} from '../src/collections/invitations.repository.js'
import { insertComment, listComments } from '../src/collections/comments/comments.repository.js'
import type { OpenDatabase } from '../src/db/database.js'
import { keptPrepared } from '../src/db/kept-prepared.js'
import type { Database } from '../src/db/schema.js'
import { siteEmbedsOrigin } from '../src/http-headers/embed-origins.js'
import { enqueueJob } from '../src/jobs/enqueue-job.js'
import { recordListingChange } from '../src/listings/listing-changes.js'
import type { MailMessage } from '../src/mail/mailer.js'
import { notifyCollaborators } from '../src/notifications/notify-collaborators.js'
import { createSite } from '../src/operator/create-site.js'
import { addRedirectUris, setEmbedOrigins } from '../src/operator/site-registrations.js'
import { siteStatus } from '../src/operator/site-status.js'
import { findPlaceSuggestions, listingPositions } from '../src/places/places.repository.js'
import { searchCondition } from '../src/search/filter-sql.js'
import { collectionSearchPage } from '../src/listings/search-page.js'
import { findViewerNotifyFlags, setSubscription } from '../src/collections/subscriptions/subscriptions.repository.js'
import {
  findSavedSearchRows,
  insertSavedSearch,
  matchedUnviewedCounts,
} from '../src/saved-searches/saved-searches.repository.js'
import { createUser } from '../src/users/users.repository.js'
import { testDatabase } from './helpers/database.js'
import { AGENT_ID, insertBasics, insertListings, listing, MARKET_ID, SITE_ID } from './helpers/fixtures.js'

const ENGINE = process.env.IDX_TEST_ENGINE === 'postgres' ? 'PostgreSQL' : 'PGlite'

// One migrated database for the file: the dialect's probes in a table of their own, the app's
// statements on the real tables.
let opened: OpenDatabase
beforeAll(async () => {
  opened = await testDatabase()
}, 120_000)
afterAll(() => opened.close())

// The same statements and parameters on PGlite (our pipelined dialect) and PostgreSQL (node-postgres):
// values must arrive and come back alike, errors must carry PostgreSQL's codes, and a failed
// statement must leave the connection usable.
describe(`database dialect (${ENGINE})`, () => {
  beforeAll(async () => {
    await sql`create table dialect_probe (
      id int primary key, label text, at timestamptz, doc jsonb, flag boolean, amount numeric, ids int[]
    )`.execute(opened.db)
  })

  it('round-trips text, timestamps, JSON, booleans, numerics, arrays and nulls as parameters', async () => {
    const at = new Date('2026-11-24T03:04:05.678Z')
    const label = `O'Brien "quoted" \\ back-slashed, 東京, 🏠`
    await sql`insert into dialect_probe values (${1}, ${label}, ${at}, ${JSON.stringify({ a: [1, 'two'] })}, ${true}, ${'12.50'}, ${[3, 1, 2]})`.execute(
      opened.db,
    )
    await sql`insert into dialect_probe values (${2}, ${null}, ${null}, ${null}, ${false}, ${null}, ${[]})`.execute(
      opened.db,
    )
    const rows = await sql<{
      id: number
      label: string | null
      at: Date | null
      doc: unknown
      flag: boolean
      amount: string | null
      ids: number[]
    }>`select * from dialect_probe order by id`.execute(opened.db)
    expect(rows.rows[0]).toMatchObject({ id: 1, label, doc: { a: [1, 'two'] }, flag: true, ids: [3, 1, 2] })
    expect(new Date(rows.rows[0]!.at!).toISOString()).toBe(at.toISOString())
    expect(Number(rows.rows[0]!.amount)).toBe(12.5)
    expect(rows.rows[1]).toMatchObject({ id: 2, label: null, at: null, doc: null, flag: false, amount: null, ids: [] })
  })

  it('binds a list as one array parameter and many parameters in one statement', async () => {
    const anyOf = await sql<{ id: number }>`select id from dialect_probe where id = any(${[2, 5]}::int[])`.execute(
      opened.db,
    )
    expect(anyOf.rows.map((row) => row.id)).toEqual([2])
    const many = Array.from({ length: 300 }, (_, i) => i)
    const inList = await opened.db
      .selectFrom('dialect_probe' as never)
      .select(sql<number>`count(*)::int`.as('n'))
      .where(sql.ref('id'), 'in', many)
      .executeTakeFirstOrThrow()
    expect(inList).toEqual({ n: 2 })
  })

  it('reports a constraint violation with its code and goes on working', async () => {
    const failed = sql`insert into dialect_probe (id) values (${1})`.execute(opened.db)
    await expect(failed).rejects.toMatchObject({ code: '23505' })
    const bad = sql`select ${'not a number'}::int as n`.execute(opened.db)
    await expect(bad).rejects.toMatchObject({ code: '22P02' })
    const after = await sql<{ n: number }>`select ${41}::int + 1 as n`.execute(opened.db)
    expect(after.rows).toEqual([{ n: 42 }])
  })

  it('rolls a failed transaction back whole and counts affected rows', async () => {
    const attempt = opened.db.transaction().execute(async (trx) => {
      await sql`insert into dialect_probe (id, label) values (${10}, ${'kept?'})`.execute(trx)
      await sql`insert into dialect_probe (id) values (${1})`.execute(trx)
    })
    await expect(attempt).rejects.toMatchObject({ code: '23505' })
    const found = await sql<{ n: number }>`select count(*)::int as n from dialect_probe where id = 10`.execute(
      opened.db,
    )
    expect(found.rows).toEqual([{ n: 0 }])
    const updated = await sql`update dialect_probe set flag = not flag`.execute(opened.db)
    expect(updated.numAffectedRows).toBe(2n)
  })

  it('runs a kept-prepared statement again and again with new values, and after it failed', async () => {
    const label = (id: number) =>
      keptPrepared(
        opened.db
          .selectFrom('dialect_probe' as never)
          .select(sql<string | null>`label`.as('label'))
          .where(sql.ref('id'), '=', id),
      )
        .execute(opened.db)
        .then((result) => result.rows.map((row) => row.label))
    expect(await label(1)).toEqual([`O'Brien "quoted" \\ back-slashed, 東京, 🏠`])
    expect(await label(2)).toEqual([null])
    expect(await label(99)).toEqual([])
    // The first run of a statement that fails leaves nothing prepared under its name: it runs once fixed.
    const divide = (by: number) =>
      keptPrepared(opened.db.selectNoFrom(sql<number>`10 / ${sql.lit(by)}::int`.as('quotient')))
        .execute(opened.db)
        .then((result) => result.rows[0]?.quotient)
    await expect(divide(0)).rejects.toMatchObject({ code: '22012' })
    await expect(divide(0)).rejects.toMatchObject({ code: '22012' })
    expect(await label(1)).toHaveLength(1)
    const failsAtRun = (by: number) =>
      keptPrepared(opened.db.selectNoFrom(sql<number>`10 / ${by}::int`.as('quotient')))
        .execute(opened.db)
        .then((result) => Number(result.rows[0]?.quotient))
    await expect(failsAtRun(0)).rejects.toMatchObject({ code: '22012' })
    expect(await failsAtRun(5)).toBe(2)
    expect(await failsAtRun(2)).toBe(5)
  })
})

// What the app's own statements do on each engine, where the engines could differ: upserts on
// plain and expression indexes, statements that race on PostgreSQL's several connections (one on
// PGlite's), jsonb and text[] operators, timestamps compared in SQL, cascades, check constraints,
// FILTER counts, and paging by (timestamp, id). Each test calls the app's repository function on
// the migrated tables, so a statement that changes shape is checked here as it is.
describe(`the app's statements (${ENGINE})`, () => {
  let db: Kysely<Database>
  let people = 0

  /** A user of the fixtures' site (or `siteId`); answers its id. */
  async function person(
    firstName: string,
    extra: { siteId?: number; agentId?: number; currentAgentId?: number; isAdmin?: boolean } = {},
  ): Promise<number> {
    people += 1
    const row = await createUser(db, {
      siteId: SITE_ID,
      email: `person${people}@example.com`,
      firstName,
      lastName: 'Tester',
      ...extra,
    })
    return row.id
  }

  function board(ownerId: number, name = 'Board'): Promise<number> {
    return db
      .transaction()
      .execute((trx) =>
        createCollection(trx, { siteId: SITE_ID, userId: ownerId, name, isPublic: false, listingId: null }),
      )
  }

  /** Saves the listings on a board, each in a transaction of its own, as the routes do. */
  async function save(id: number, userId: number, listingIds: readonly number[]): Promise<boolean[]> {
    const added: boolean[] = []
    for (const listingId of listingIds) {
      added.push(await db.transaction().execute((trx) => addCollectionListing(trx, id, listingId, userId)))
    }
    return added
  }

  /** Sets when listings were saved on a board: `now()` of quick transactions may tie (PGlite's clock is coarse). */
  async function savedAt(id: number, listingIds: readonly number[], at: string): Promise<void> {
    await db
      .updateTable('collection_listings')
      .set({ created_at: new Date(at) })
      .where('collection_id', '=', id)
      .where('listing_id', 'in', [...listingIds])
      .execute()
  }

  // Listings 1-5 a street apart in Austin's 78704, 6 far to the north-east (78753), 7 with its
  // address hidden (78704), 8 in a notch of the star-shaped drawn shape below (78745).
  const near = (id: number) => ({ latitude: 30.25 + id * 0.001, longitude: -97.76 + id * 0.001 })
  const STAR_CENTRE = { lng: -97.75, lat: 30.27 }
  const notchAngle = (2 * Math.PI) / (SEARCH_MAX_POLYGON_POSITIONS - 1)
  const inNotch = {
    latitude: STAR_CENTRE.lat + 0.135 * Math.sin(notchAngle),
    longitude: STAR_CENTRE.lng + 0.135 * Math.cos(notchAngle),
  }

  beforeAll(async () => {
    db = opened.db
    await insertBasics(db)
    await insertListings(db, [
      ...[1, 2, 3, 4, 5].map((id) => listing({ id, ...near(id) })),
      listing({ id: 6, latitude: 30.5, longitude: -97.5, zip: '78753' }),
      listing({ id: 7, ...near(7), disclose_address: false }),
      listing({ id: 8, ...inNotch, zip: '78745' }),
    ])
  })

  describe('collections', () => {
    it('saves a listing on a board once (ON CONFLICT DO NOTHING … RETURNING) and pages them by (saved at, id)', async () => {
      const owner = await person('Olive')
      const id = await board(owner)
      expect(await save(id, owner, [3, 1, 3, 2])).toEqual([true, true, false, true])
      // 3 first; 1 and 2 at one instant, in id order.
      await savedAt(id, [3], '2020-01-01T00:00:00Z')
      await savedAt(id, [1, 2], '2020-01-02T00:00:00Z')
      expect(await findCollectionListingPage(db, id, { number: 1, size: 2 })).toEqual({ ids: [3, 1], total: 3 })
      expect(await findCollectionListingPage(db, id, { number: 2, size: 2 })).toEqual({ ids: [2], total: 3 })
      const removed = await db.transaction().execute((trx) => removeCollectionListings(trx, id, [1, 99]))
      expect(removed).toBe(1)
      expect((await findCollectionDetails(db, [id], owner)).listingIds.get(id)).toEqual([3, 2])
    })

    it('deletes a board with its members, listings, invitations and comments (on delete cascade)', async () => {
      const owner = await person('Olive')
      const id = await board(owner)
      await save(id, owner, [1])
      await insertInvitation(db, { collectionId: id, email: 'gone@example.com', invitedBy: owner, codeHash: 'cascade' })
      await insertComment(db, { collectionId: id, userId: owner, body: 'Bye', listingId: null, summary: null })
      await deleteCollection(db, id)
      const left = await sql<{ n: number }>`select
        (select count(*) from collection_members where collection_id = ${id})
        + (select count(*) from collection_listings where collection_id = ${id})
        + (select count(*) from collection_invitations where collection_id = ${id})
        + (select count(*) from collection_comments where collection_id = ${id}) as n`.execute(db)
      expect(Number(left.rows[0]?.n)).toBe(0)
    })

    it('counts for each member what others saved since they last viewed the board (timestamps compared in SQL)', async () => {
      const owner = await person('Olive')
      const collaborator = await person('Carl')
      const leaver = await person('Lou')
      const id = await board(owner)
      await db
        .insertInto('collection_members')
        .values([
          { collection_id: id, user_id: collaborator, role: 'collaborator' },
          { collection_id: id, user_id: leaver, role: 'collaborator' },
        ])
        .execute()
      await save(id, owner, [1])
      await save(id, collaborator, [2, 3])
      await save(id, leaver, [4])
      await savedAt(id, [1], '2020-01-01T00:00:00Z')
      await savedAt(id, [2], '2020-01-03T00:00:00Z')
      await savedAt(id, [3], '2020-01-05T00:00:00Z')
      await savedAt(id, [4], '2020-01-06T00:00:00Z')
      // Listing 4's saver leaves: added_by becomes null, which `is distinct from` every viewer.
      await db.deleteFrom('users').where('id', '=', leaver).execute()
      await db
        .updateTable('collection_members')
        .set({ last_viewed_at: new Date('2020-01-04T00:00:00Z') })
        .where('collection_id', '=', id)
        .where('user_id', '=', owner)
        .execute()
      const unviewed = async (viewer: number) => (await findCollectionDetails(db, [id], viewer)).unviewed.get(id) ?? 0
      expect(await unviewed(owner)).toBe(2) // 3 and 4: 1 is the owner's own, 2 was seen
      expect(await unviewed(collaborator)).toBe(2) // 1 and 4: never viewed
      await markCollectionViewed(db, id, owner)
      expect(await unviewed(owner)).toBe(0)
    })

    it("lists boards by name, case aside, and an agent's clients' boards (users whose current agent they are)", async () => {
      const agent = await person('Agnes', { agentId: AGENT_ID, currentAgentId: AGENT_ID })
      const client = await person('Cleo', { currentAgentId: AGENT_ID })
      const otherClient = await person('Cole', { currentAgentId: AGENT_ID })
      const stranger = await person('Stan')
      for (const [owner, name] of [
        [client, 'zebra'],
        [client, 'Apple'],
        [otherClient, 'mango'],
        [stranger, 'Banana'],
        [agent, 'Aardvark'],
      ] as const) {
        await board(owner, name)
      }
      const names = async (userId: number, scope: Parameters<typeof listCollections>[3]['scope'], number: number) => {
        const { rows, total } = await listCollections(db, SITE_ID, userId, { scope, page: { number, size: 2 } })
        return { names: rows.map((row) => row.name), total }
      }
      // lower(name): case aside on any collation. (Names that differ in spaces or punctuation would
      // follow the database's collation, which is C on both engines here.)
      expect(await names(client, { kind: 'owned' }, 1)).toEqual({ names: ['Apple', 'zebra'], total: 2 })
      const clients = { kind: 'clients', agentId: AGENT_ID } as const
      expect(await names(agent, clients, 1)).toEqual({ names: ['Apple', 'mango'], total: 3 })
      expect(await names(agent, clients, 2)).toEqual({ names: ['zebra'], total: 3 })
    })
  })

  describe('saved searches', () => {
    /** A saved search of `ownerId`: its collections row of kind 'saved-search' and its own row. */
    function savedSearch(ownerId: number, name: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const id = await createCollection(trx, {
          siteId: SITE_ID,
          userId: ownerId,
          name,
          isPublic: false,
          listingId: null,
          kind: 'saved-search',
        })
        await insertSavedSearch(trx, { id, siteMarketId: MARKET_ID, frequency: 'daily', query: { filter: {} } })
        return id
      })
    }

    it('starts at the newest change (a bigint subquery), lists by kind, and stores a ran choice', async () => {
      const owner = await person('Sam')
      await board(owner, 'A board')
      const id = await savedSearch(owner, 'A search')
      const newest = await db
        .selectFrom('listing_changes')
        .select(sql<string>`coalesce(max(id), 0)`.as('id'))
        .executeTakeFirstOrThrow()
      const stored = await db
        .selectFrom('saved_searches')
        .select('covered_change_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      expect(String(stored.covered_change_id)).toBe(String(newest.id))
      expect((await findSavedSearchRows(db, [id])).get(id)).toMatchObject({ frequency: 'daily', query: { filter: {} } })
      const names = async (kind: 'collection' | 'saved-search') =>
        (
          await listCollections(db, SITE_ID, owner, { scope: { kind: 'owned' }, page: { number: 1, size: 10 }, kind })
        ).rows.map((row) => row.name)
      expect(await names('collection')).toEqual(['A board'])
      expect(await names('saved-search')).toEqual(['A search'])
      await setSubscription(db, { collectionId: id, userId: owner, action: 'ran', method: 'sms', subscribed: true })
      const flags = await findViewerNotifyFlags(db, [id], owner, ['ran'])
      expect(flags.get(id)).toEqual({ notify_ran_email: true, notify_ran_sms: true })
    })

    it('counts the distinct listings matched since a member viewed it, or since they joined (timestamps in SQL)', async () => {
      const owner = await person('Sue')
      const late = await person('Lee')
      const id = await savedSearch(owner, 'Counted')
      await db
        .updateTable('collection_members')
        .set({ created_at: new Date('2020-01-01T00:00:00Z'), last_viewed_at: new Date('2020-01-04T00:00:00Z') })
        .where('collection_id', '=', id)
        .execute()
      await db
        .insertInto('collection_members')
        .values({
          collection_id: id,
          user_id: late,
          role: 'collaborator',
          created_at: new Date('2020-01-06T00:00:00Z'),
        })
        .execute()
      const matched = (changeId: number, listingId: number, at: string) => ({
        saved_search_id: id,
        change_id: changeId,
        listing_id: listingId,
        kind: 'new' as const,
        matched_at: new Date(at),
      })
      await db
        .insertInto('saved_search_matches')
        .values([
          matched(1, 1, '2020-01-02T00:00:00Z'),
          matched(2, 2, '2020-01-05T00:00:00Z'),
          matched(3, 2, '2020-01-07T00:00:00Z'),
          matched(4, 3, '2020-01-08T00:00:00Z'),
        ])
        .execute()
      expect((await matchedUnviewedCounts(db, [id], owner)).get(id)).toBe(2) // 2 and 3, after the view
      expect((await matchedUnviewedCounts(db, [id], late)).get(id)).toBe(2) // 2 and 3, after joining
    })
  })

  describe('invitations', () => {
    it('keeps one invitation per address and board whatever its case (ON CONFLICT on lower(email)), also when two come at once', async () => {
      const owner = await person('Ivan')
      const id = await board(owner)
      const invite = (email: string, codeHash: string) =>
        insertInvitation(db, { collectionId: id, email, invitedBy: owner, codeHash })
      expect(await invite('Ivy@Example.com', 'ivy-1')).toMatchObject({ collection_id: id, email: 'Ivy@Example.com' })
      expect(await invite(' ivy@example.COM ', 'ivy-2')).toBeUndefined()
      // On PostgreSQL the second insert waits for the first's row in the unique index, then does nothing.
      const together = await Promise.all([invite('jo@example.com', 'jo-1'), invite('JO@example.com', 'jo-2')])
      expect(together.filter(Boolean)).toHaveLength(1)
      const pending = (await findInvitations(db, [id])).get(id) ?? []
      expect(pending.map((row) => row.email.toLowerCase())).toEqual(['ivy@example.com', 'jo@example.com'])
    })

    it('consumes a code in one DELETE … RETURNING: once, even by two accepts at once, never expired or on another board', async () => {
      const owner = await person('Ivan')
      const id = await board(owner)
      const otherBoard = await board(owner)
      await insertInvitation(db, { collectionId: id, email: 'kim@example.com', invitedBy: owner, codeHash: 'kim' })
      expect(await consumeInvitation(db, otherBoard, 'kim')).toBeUndefined()
      const accepts = await Promise.all([consumeInvitation(db, id, 'kim'), consumeInvitation(db, id, 'kim')])
      expect(accepts.filter(Boolean)).toEqual([
        expect.objectContaining({ email: 'kim@example.com', invited_by: owner }),
      ])

      await insertInvitation(db, { collectionId: id, email: 'lee@example.com', invitedBy: owner, codeHash: 'lee' })
      await sql`update collection_invitations set expires_at = now() - interval '1 second' where code_hash = 'lee'`.execute(
        db,
      )
      expect(await consumeInvitation(db, id, 'lee')).toBeUndefined()
      expect((await findInvitations(db, [id])).get(id)).toBeUndefined()
      // An expired invitation is deleted so the address may be invited again.
      expect(
        await insertInvitation(db, { collectionId: id, email: 'lee@example.com', invitedBy: owner, codeHash: 'lee-2' }),
      ).toBeUndefined()
      await deleteExpiredInvitation(db, id, 'LEE@example.com')
      expect(
        await insertInvitation(db, { collectionId: id, email: 'lee@example.com', invitedBy: owner, codeHash: 'lee-3' }),
      ).toBeDefined()
    })

    it("removes the sent code from the mail job's payload (jsonb's `-`), keeping the rest", async () => {
      const owner = await person('Ivan')
      const id = await board(owner, 'Lake houses')
      const invitation = await insertInvitation(db, {
        collectionId: id,
        email: 'max@example.com',
        invitedBy: owner,
        codeHash: 'max',
      })
      const payload = { invitation_id: invitation!.id, code: 'plain-code', origin: 'https://homes.example' }
      const jobId = await enqueueJob(db, INVITATION_MAIL_JOB, payload)
      const sent: MailMessage[] = []
      const mailer = { send: async (message: MailMessage) => void sent.push(message), close: async () => {} }
      const send = invitationMailHandlers({ db, mailer })[INVITATION_MAIL_JOB]!
      await send({ id: jobId, kind: INVITATION_MAIL_JOB, payload, attempt: 1, maxAttempts: 5 } as never)
      expect(sent.map((message) => message.to)).toEqual(['max@example.com'])
      const job = await db.selectFrom('jobs').select('payload').where('id', '=', jobId).executeTakeFirstOrThrow()
      expect(job.payload).toEqual({ invitation_id: invitation!.id, origin: 'https://homes.example' })
    })
  })

  describe('comments', () => {
    it('pages comments newest first by (written at, id), with their JSON summaries and authors, kept when an author leaves', async () => {
      const owner = await person('Olive')
      const collaborator = await person('Carl')
      const id = await board(owner)
      const summary = { title: '1 Test St', city_state: 'Austin, TX', price_in_dollars: 500_000 }
      const write = (trx: Kysely<Database>, userId: number, body: string, withListing = false) =>
        insertComment(trx, {
          collectionId: id,
          userId,
          body,
          listingId: withListing ? 1 : null,
          summary: withListing ? summary : null,
        })
      const oldest = await write(db, owner, 'First!')
      await db
        .updateTable('collection_comments')
        .set({ created_at: new Date('2020-01-01T00:00:00Z') })
        .where('id', '=', oldest)
        .execute()
      // Three in one transaction share now(): the later id is the newer.
      const [a, b, c] = await db
        .transaction()
        .execute(async (trx) => [
          await write(trx, owner, 'Look at this one', true),
          await write(trx, owner, 'Or the other'),
          await write(trx, collaborator, 'Both!'),
        ])
      const page = async (number: number) => {
        const { rows, total } = await listComments(db, id, { number, size: 2 })
        return { rows, ids: rows.map((row) => row.id), total }
      }
      expect(await page(1)).toMatchObject({ ids: [c, b], total: 4 })
      const second = await page(2)
      expect(second).toMatchObject({ ids: [a, oldest], total: 4 })
      expect(second.rows[0]).toMatchObject({ listing_id: 1, listing_summary: summary, first_name: 'Olive' })
      await db.deleteFrom('users').where('id', '=', collaborator).execute()
      expect((await page(1)).rows[0]).toMatchObject({ id: c, user_id: null, first_name: null, body: 'Both!' })
    })
  })

  describe('notifications', () => {
    it("stores a member's latest choice per event and channel (ON CONFLICT DO UPDATE), defaults elsewhere", async () => {
      const owner = await person('Olive')
      const id = await board(owner)
      const choose = (action: 'comment' | 'add', method: 'email' | 'sms', subscribed: boolean) =>
        setSubscription(db, { collectionId: id, userId: owner, action, method, subscribed })
      await choose('comment', 'sms', true)
      await choose('comment', 'sms', false)
      await choose('comment', 'email', false)
      const stored = await db
        .selectFrom('collection_subscriptions')
        .select(['action', 'method', 'subscribed'])
        .where('collection_id', '=', id)
        .orderBy('method')
        .execute()
      expect(stored).toEqual([
        { action: 'comment', method: 'email', subscribed: false },
        { action: 'comment', method: 'sms', subscribed: false },
      ])
      await choose('add', 'sms', true)
      const flags = (await findViewerNotifyFlags(db, [id], owner)).get(id)!
      expect(flags[notifyFlag('comment', 'email')]).toBe(false)
      expect(flags[notifyFlag('comment', 'sms')]).toBe(false)
      expect(flags[notifyFlag('add', 'sms')]).toBe(true)
      expect(flags[notifyFlag('add', 'email')]).toBe(true) // e-mail's default
    })

    it("enqueues the members' notification jobs in the change's transaction: none when it rolls back", async () => {
      const owner = await person('Olive')
      const collaborator = await person('Carl')
      const id = await board(owner, 'Cabins')
      await db
        .insertInto('collection_members')
        .values({ collection_id: id, user_id: collaborator, role: 'collaborator' })
        .execute()
      await setSubscription(db, {
        collectionId: id,
        userId: collaborator,
        action: 'comment',
        method: 'sms',
        subscribed: true,
      })
      const notify = (trx: Kysely<Database>) =>
        notifyCollaborators(trx, {
          collectionId: id,
          actorId: owner,
          subject: { event: 'comment', body: 'Nice porch' },
        })
      const jobs = () =>
        db
          .selectFrom('jobs')
          .select('payload')
          .where('kind', '=', 'notification')
          .where(sql`(payload->>'collection_id')::int`, '=', id)
          .orderBy('id')
          .execute()
      const rolledBack = db.transaction().execute(async (trx) => {
        expect(await notify(trx)).toBe(2)
        throw new Error('the comment write failed')
      })
      await expect(rolledBack).rejects.toThrow('the comment write failed')
      expect(await jobs()).toEqual([])
      expect(await db.transaction().execute(notify)).toBe(2)
      expect((await jobs()).map((job) => job.payload)).toEqual([
        expect.objectContaining({ user_id: collaborator, channel: 'email', event: 'comment' }),
        expect.objectContaining({ user_id: collaborator, channel: 'sms', event: 'comment' }),
      ])
    })
  })

  describe('the listing change log', () => {
    const at = new Date('2026-03-01T15:00:00Z')
    const active = { id: 41, listing_status: 'Active', price_in_dollars: 500_000 }
    const changes = () =>
      db
        .selectFrom('listing_changes')
        .select(['id', 'kind', 'old_value', 'new_value', 'changed_at'])
        .where('listing_id', '=', 41)
        .orderBy('id')
        .execute()

    it("writes its records in the caller's transaction, jsonb values and growing bigint identity ids, none when it rolls back", async () => {
      const cut = { ...active, price_in_dollars: 450_000 }
      const failed = db.transaction().execute(async (trx) => {
        await recordListingChange(trx, active, cut, { source: 'import', at })
        throw new Error('the listing write failed')
      })
      await expect(failed).rejects.toThrow('the listing write failed')
      expect(await changes()).toEqual([])
      await db.transaction().execute(async (trx) => {
        await recordListingChange(trx, null, active, { source: 'import', at })
        await recordListingChange(trx, active, { ...cut, listing_status: 'Pending' }, { source: 'import', at })
      })
      const rows = await changes()
      expect(rows.map((row) => row.kind)).toEqual(['listed', 'status', 'price'])
      expect(rows[2]).toMatchObject({
        old_value: { price: 500_000 },
        new_value: { status: 'Pending', price: 450_000 },
      })
      expect(new Date(rows[0]!.changed_at).toISOString()).toBe(at.toISOString())
      const ids = rows.map((row) => BigInt(row.id))
      expect(ids[1]! > ids[0]! && ids[2]! > ids[1]!).toBe(true)
    })

    it('refuses an unknown source with a check violation', async () => {
      const unknown = recordListingChange(db, null, active, { source: 'scraper' as never, at })
      await expect(unknown).rejects.toMatchObject({ code: '23514' })
    })
  })

  describe("the operator's writes", () => {
    it('gives two sites created at once two ids (LOCK TABLE, then the next id)', async () => {
      const created = await Promise.all([
        createSite(db, { name: 'North Realty', domain: 'north.example' }),
        createSite(db, { name: 'South Realty', domain: 'south.example' }),
      ])
      const ids = created.map((site) => site.siteId).sort((x, y) => x - y)
      expect(ids[0]).toBeGreaterThan(SITE_ID)
      expect(ids[1]).toBe(ids[0]! + 1)
    })

    it("adds and removes a site's embedding origins and redirect URIs as sorted sets (text[]), found with GIN's `@>`", async () => {
      const { siteId } = await createSite(db, { name: 'Embed Realty', domain: 'embed.example' })
      const a = 'https://a.example'
      const b = 'https://b.example'
      const c = 'https://c.example'
      expect(await setEmbedOrigins(db, { site: siteId, add: [b, a, a] })).toEqual({ siteId, embedOrigins: [a, b] })
      expect(await setEmbedOrigins(db, { site: siteId, add: [c, b], remove: [a] })).toEqual({
        siteId,
        embedOrigins: [b, c],
      })
      expect(await siteEmbedsOrigin(db, b, siteId)).toBe(true)
      expect(await siteEmbedsOrigin(db, a, siteId)).toBe(false)
      expect(await siteEmbedsOrigin(db, c, null)).toBe(true)
      expect(await siteEmbedsOrigin(db, c, SITE_ID)).toBe(false)
      await addRedirectUris(db, { site: siteId, uris: [`${b}/app/oauth/callback`, `${a}/app/oauth/callback`] })
      const registered = await addRedirectUris(db, { site: siteId, uris: [`${a}/app/oauth/callback`] })
      expect(registered).toMatchObject({
        redirectUris: [`${a}/app/oauth/callback`, `${b}/app/oauth/callback`],
        origins: [a, b],
      })
    })

    it("counts a site's users, admins and agents in one statement (count FILTER)", async () => {
      const { siteId } = await createSite(db, { name: 'Count Realty', domain: 'count.example' })
      await person('Ada', { siteId, isAdmin: true })
      await person('Agnes', { siteId, agentId: AGENT_ID })
      await person('Pat', { siteId })
      await person('Sam', { siteId })
      expect((await siteStatus(db, siteId, new Date())).users).toEqual({ admins: 1, agents: 1, total: 4 })
    })
  })

  describe('places', () => {
    it("answers suggestions with their area's GeoJSON (jsonb through a left join), and a zip's listing positions", async () => {
      const ring = [
        [-97.7712345678901, 30.2512345678901],
        [-97.75, 30.2512345678901],
        [-97.75, 30.27],
        [-97.7712345678901, 30.2512345678901],
      ]
      await db
        .insertInto('areas')
        .values({
          id: 21,
          market_id: MARKET_ID,
          kind: 'neighborhood',
          name: 'Zilker',
          label: 'Austin, TX',
          school_level: null,
          geometry: JSON.stringify({ type: 'Polygon', coordinates: [ring] }),
          shape: `(${ring.map(([lng, lat]) => `(${lng},${lat})`).join(',')})`,
        })
        .execute()
      const suggestion = (id: string, type: 'zip' | 'neighborhood', name: string, areaId: number | null) => ({
        id,
        market_id: MARKET_ID,
        type,
        name,
        label: 'Austin, TX',
        search_text: name.toLowerCase(),
        listing_id: null,
        area_id: areaId,
        listing_status: null,
      })
      await db
        .insertInto('suggestions')
        .values([suggestion('area:21', 'neighborhood', 'Zilker', 21), suggestion('zip:78704', 'zip', '78704', null)])
        .execute()
      const found = await findPlaceSuggestions(db, MARKET_ID, ['zip:78704', 'area:21', 'zip:75201'])
      expect([...found].sort((x, y) => x.id.localeCompare(y.id))).toEqual([
        expect.objectContaining({ id: 'area:21', geometry: { type: 'Polygon', coordinates: [ring] } }),
        expect.objectContaining({ id: 'zip:78704', geometry: null }),
      ])
      const positions = await listingPositions(db, MARKET_ID, { zip: '78704' })
      expect([...positions].sort((x, y) => x[0] - y[0])).toEqual(
        [1, 2, 3, 4, 5].map((id) => [near(id).longitude, near(id).latitude]),
      )
    })
  })

  describe('searches', () => {
    it("reads a board's listings still in the feed in the order saved, narrowed by the box (a semi-join on its listings)", async () => {
      const owner = await person('Olive')
      const id = await board(owner)
      await save(id, owner, [3, 1, 2, 6, 99]) // 99 has left the feed: its id stays on the board
      await savedAt(id, [3], '2020-01-01T00:00:00Z')
      await savedAt(id, [1, 2], '2020-01-02T00:00:00Z')
      await savedAt(id, [6], '2020-01-03T00:00:00Z')
      await savedAt(id, [99], '2020-01-04T00:00:00Z')
      const search = async (page: { number: number; size: number }, inBox = false) => {
        const scope = {
          in_collection: id,
          filter: {},
          bounding_box: inBox
            ? { top_left: { lat: 30.3, lng: -97.8 }, bottom_right: { lat: 30.2, lng: -97.7 } }
            : undefined,
        }
        const { rows, total } = await collectionSearchPage(db, scope, SITE_ID, page)
        return { ids: rows.map((row) => row.id), total }
      }
      expect(await search({ number: 1, size: 10 })).toEqual({ ids: [3, 1, 2, 6], total: 4 })
      expect(await search({ number: 2, size: 3 })).toEqual({ ids: [6], total: 4 })
      expect(await search({ number: 1, size: 10 }, true)).toEqual({ ids: [3, 1, 2], total: 3 })
    })

    it('matches the largest drawn shape allowed, at full precision, by the polygon and not its box', async () => {
      // A star around Austin: outer corners 0.15° out, inner ones 0.12°; listing 8 lies 0.135° out
      // at an inner corner, inside the star's box but outside the star.
      const corners = Array.from({ length: SEARCH_MAX_POLYGON_POSITIONS - 1 }, (_, i) => {
        const radius = i % 2 === 0 ? 0.15 : 0.12
        return [
          STAR_CENTRE.lng + radius * Math.cos(i * notchAngle),
          STAR_CENTRE.lat + radius * Math.sin(i * notchAngle),
        ]
      })
      const star: SearchPolygon = { type: 'Polygon', coordinates: [[...corners, corners[0]!]] }
      const condition = searchCondition({ market_id: MARKET_ID, filter: { geo_shape: { value: star } } }, SITE_ID, 'l')
      const found = await sql<{ id: number }>`select l.id from listings l where ${condition} order by l.id`.execute(db)
      // 6 is outside, 7 hides its address, 8 is in the notch.
      expect(found.rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5])
      const inBox = await sql<{ id: number }>`select l.id from listings l
        where l.location <@ box(point(-97.9, 30.12), point(-97.6, 30.42)) and l.id = 8`.execute(db)
      expect(inBox.rows).toEqual([{ id: 8 }])
    })
  })
})
