import { NOTIFICATION_EVENTS, type NotificationEvent } from '@idx/domain'
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import type { CollectionKind, CollectionRole } from './collections.tables.js'
import { findInvitations, type InvitationRow } from './invitations.repository.js'
import { findViewerNotifyFlags, type NotifyFlags } from './subscriptions/subscriptions.repository.js'

// SQL of collections: the boards, their members and their listings (migration 0014).

/** A collection as the viewer sees it: the row and the viewer's role (null: not a member). */
export interface CollectionRow {
  id: number
  user_id: number
  name: string
  is_public: boolean
  created_at: Date | string
  updated_at: Date | string
  role: CollectionRole | null
}

/** A member of a board, with the names the collection document includes. */
export interface CollectionMemberRow {
  collection_id: number
  user_id: number
  role: CollectionRole
  first_name: string
  last_name: string
  /** Sent only to the board's members (they invite by e-mail, and the invite form excludes members). */
  email: string
}

/** What a collection document says beyond the row: its listings, members and the viewer's unviewed count. */
export interface CollectionDetails {
  /** Listing ids per collection, in the order they were added. */
  listingIds: Map<number, number[]>
  members: Map<number, CollectionMemberRow[]>
  /** Listings added by someone else since the viewer last viewed the board (members only). */
  unviewed: Map<number, number>
  /** Pending invitations per collection (shown to members only). */
  invitations: Map<number, InvitationRow[]>
  /** The viewer's notify_{event}_{channel} flags on each collection (filled for every id; shown to members only). */
  notifyFlags: Map<number, NotifyFlags>
}

/**
 * The site's records of one kind as `viewerId` sees them. Every read of a collection or a saved
 * search starts here, so an id of one kind is no record of the other (a 404 at its routes).
 */
function collectionsSeenBy(db: Kysely<Database>, siteId: number, viewerId: number | null, kind: CollectionKind) {
  return db
    .selectFrom('collections')
    .leftJoin('collection_members as viewer', (join) =>
      join.onRef('viewer.collection_id', '=', 'collections.id').on('viewer.user_id', '=', viewerId ?? -1),
    )
    .select([
      'collections.id',
      'collections.user_id',
      'collections.name',
      'collections.is_public',
      'collections.created_at',
      'collections.updated_at',
      'viewer.role',
    ])
    .where('collections.site_id', '=', siteId)
    .where('collections.kind', '=', kind)
}

/**
 * The row lock a write takes on its board, first thing in its transaction and before any row of
 * the board's (its listings, members, comments, invitations, choices), so every write locks in one
 * order and a delete cannot slip in between the check and the write. PostgreSQL's modes:
 *
 * - `update`: the delete. It waits for every write holding the board and makes later ones find
 *   the board gone.
 * - `no key update`: a write that changes the board's row (its name, is_public, or updated_at when
 *   listings are added or removed). It is the lock the UPDATE takes anyway, taken first instead of
 *   last; such writes wait for one another as their UPDATEs would, but not for `key share` ones.
 * - `key share`: a write that only writes the board's other rows (a comment, an invitation, a
 *   member, a notification choice). It is the lock the foreign key check of an inserted row takes;
 *   it conflicts with the delete's `update` only, so on the board's row these writes never wait
 *   for each other nor for adds and renames.
 *
 * Not `share`: it conflicts with `no key update`, and two writes holding it that both go on to
 * update the row wait for each other forever (PostgreSQL ends one with a deadlock error).
 */
export type CollectionLock = 'update' | 'no key update' | 'key share'

/**
 * Collection `id` of the site with the viewer's role in it; undefined when the site has none (of
 * this `kind`: a saved search is no collection). With `lock`, in the caller's transaction, the
 * board's row stays locked until it ends (only the board's: the viewer's membership row is read,
 * not locked).
 */
export function findCollection(
  db: Kysely<Database>,
  siteId: number,
  id: number,
  viewerId: number | null,
  lock?: CollectionLock,
  kind: CollectionKind = 'collection',
): Promise<CollectionRow | undefined> {
  const query = collectionsSeenBy(db, siteId, viewerId, kind).where('collections.id', '=', id)
  const locked =
    lock === 'update'
      ? query.forUpdate('collections')
      : lock === 'no key update'
        ? query.forNoKeyUpdate('collections')
        : lock === 'key share'
          ? query.forKeyShare('collections')
          : query
  return locked.executeTakeFirst()
}

/** Which of a user's collections a list holds (`GET /collections`'s filters). */
export type CollectionListScope =
  | { kind: 'owned' }
  | { kind: 'membership' }
  /** The collections owned by the clients of `agentId`: the site's users whose current agent it is. */
  | { kind: 'clients'; agentId: number }

/**
 * One page of the user's collections, sorted by name: those they own, every one they are a member
 * of (owned or collaborating), or an agent's clients' collections. The total counts them all.
 */
export async function listCollections(
  db: Kysely<Database>,
  siteId: number,
  userId: number,
  options: { scope: CollectionListScope; page: { number: number; size: number }; kind?: CollectionKind },
): Promise<{ rows: CollectionRow[]; total: number }> {
  const { scope } = options
  const seen = collectionsSeenBy(db, siteId, userId, options.kind ?? 'collection')
  const mine =
    scope.kind === 'clients'
      ? seen.where((eb) =>
          eb(
            'collections.user_id',
            'in',
            eb
              .selectFrom('users')
              .select('users.id')
              .where('users.site_id', '=', siteId)
              .where('users.current_agent_id', '=', scope.agentId)
              .where('users.id', '!=', userId),
          ),
        )
      : seen.where(scope.kind === 'membership' ? 'viewer.user_id' : 'collections.user_id', '=', userId)
  const [rows, counted] = await Promise.all([
    mine
      // By name as a person reads it (case aside), the same on both engines' collations for ASCII.
      .orderBy(sql`lower(collections.name)`)
      .orderBy('collections.id')
      .limit(options.page.size)
      .offset((options.page.number - 1) * options.page.size)
      .execute(),
    db
      .selectFrom(mine.as('mine'))
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(counted.total) }
}

/** Per record id, the viewer's unviewed count (records with none may be left out). */
export type UnviewedCounts = (
  db: Kysely<Database>,
  ids: readonly number[],
  viewerId: number,
) => Promise<Map<number, number>>

/**
 * The listings, members, pending invitations, the viewer's unviewed counts and notification flags
 * of these collections, in five statements. A saved search's details come from here too, with its
 * kind's notification `events` and its own `unviewed` counts (its alerts' matches, not listings added).
 */
export async function findCollectionDetails(
  db: Kysely<Database>,
  ids: readonly number[],
  viewerId: number | null,
  kindOptions: { events?: readonly NotificationEvent[]; unviewed?: UnviewedCounts } = {},
): Promise<CollectionDetails> {
  const { events = NOTIFICATION_EVENTS, unviewed: unviewedOf = addedUnviewedCounts } = kindOptions
  const details: CollectionDetails = {
    listingIds: new Map(),
    members: new Map(),
    unviewed: new Map(),
    invitations: new Map(),
    notifyFlags: new Map(),
  }
  if (ids.length === 0) return details
  const [listings, members, unviewed, invitations, notifyFlags] = await Promise.all([
    db
      .selectFrom('collection_listings')
      .select(['collection_id', 'listing_id'])
      .where('collection_id', 'in', [...ids])
      .orderBy('created_at')
      .orderBy('listing_id')
      .execute(),
    db
      .selectFrom('collection_members')
      .innerJoin('users', 'users.id', 'collection_members.user_id')
      .select([
        'collection_members.collection_id',
        'collection_members.user_id',
        'collection_members.role',
        'users.first_name',
        'users.last_name',
        'users.email',
      ])
      .where('collection_members.collection_id', 'in', [...ids])
      .orderBy('collection_members.created_at')
      .orderBy('collection_members.user_id')
      .execute(),
    viewerId === null ? Promise.resolve(new Map<number, number>()) : unviewedOf(db, ids, viewerId),
    viewerId === null ? Promise.resolve(new Map<number, InvitationRow[]>()) : findInvitations(db, ids),
    findViewerNotifyFlags(db, ids, viewerId, events),
  ])
  details.invitations = invitations
  details.notifyFlags = notifyFlags
  for (const row of listings) {
    const list = details.listingIds.get(row.collection_id) ?? []
    list.push(row.listing_id)
    details.listingIds.set(row.collection_id, list)
  }
  for (const row of members) {
    const list = details.members.get(row.collection_id) ?? []
    list.push(row)
    details.members.set(row.collection_id, list)
  }
  details.unviewed = unviewed
  return details
}

/** A collection's unviewed counts: listings someone else added since the viewer last viewed it. */
async function addedUnviewedCounts(
  db: Kysely<Database>,
  ids: readonly number[],
  viewerId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('collection_listings as listed')
    .innerJoin('collection_members as viewer', 'viewer.collection_id', 'listed.collection_id')
    .select((eb) => ['listed.collection_id', eb.fn.countAll<number | string>().as('count')])
    .where('viewer.user_id', '=', viewerId)
    .where('listed.collection_id', 'in', [...ids])
    .where(sql<SqlBool>`listed.added_by is distinct from ${viewerId}`)
    .where((eb) =>
      eb.or([eb('viewer.last_viewed_at', 'is', null), eb('listed.created_at', '>', eb.ref('viewer.last_viewed_at'))]),
    )
    .groupBy('listed.collection_id')
    .execute()
  return new Map(rows.map((row) => [row.collection_id, Number(row.count)]))
}

/**
 * Per collection, how many listings someone other than its owner added since the owner last viewed
 * it (all of them before the owner's first view): what the owner's agent sees as the client's
 * unviewed homes. Collections with none are left out.
 */
export async function findOwnerUnviewedCounts(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('collection_listings as listed')
    .innerJoin('collection_members as owner', (join) =>
      join.onRef('owner.collection_id', '=', 'listed.collection_id').on('owner.role', '=', 'owner'),
    )
    .select((eb) => ['listed.collection_id', eb.fn.countAll<number | string>().as('count')])
    .where('listed.collection_id', 'in', [...ids])
    .where(sql<SqlBool>`listed.added_by is distinct from owner.user_id`)
    .where((eb) =>
      eb.or([eb('owner.last_viewed_at', 'is', null), eb('listed.created_at', '>', eb.ref('owner.last_viewed_at'))]),
    )
    .groupBy('listed.collection_id')
    .execute()
  return new Map(rows.map((row) => [row.collection_id, Number(row.count)]))
}

/**
 * Creates a collection (or, with `kind`, a saved search's shared row) with its owner as a member
 * and, optionally, its first listing.
 */
export async function createCollection(
  trx: Transaction<Database>,
  values: {
    siteId: number
    userId: number
    name: string
    isPublic: boolean
    listingId: number | null
    kind?: CollectionKind
  },
): Promise<number> {
  const { id } = await trx
    .insertInto('collections')
    .values({
      site_id: values.siteId,
      user_id: values.userId,
      name: values.name,
      is_public: values.isPublic,
      kind: values.kind ?? 'collection',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('collection_members')
    .values({ collection_id: id, user_id: values.userId, role: 'owner' })
    .execute()
  if (values.listingId !== null) {
    await trx
      .insertInto('collection_listings')
      .values({ collection_id: id, listing_id: values.listingId, added_by: values.userId })
      .execute()
  }
  return id
}

/** Renames a collection or makes it public or private; moves `updated_at`. */
export async function updateCollection(
  db: Kysely<Database> | Transaction<Database>,
  id: number,
  change: { name?: string; is_public?: boolean },
): Promise<void> {
  await db
    .updateTable('collections')
    .set({ ...change, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute()
}

/** Deletes a collection; its members and listings go with it (on delete cascade). */
export async function deleteCollection(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('collections').where('id', '=', id).execute()
}

function touchCollection(db: Transaction<Database>, id: number) {
  return db
    .updateTable('collections')
    .set({ updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute()
}

/**
 * Adds a listing to a board (once: adding it again changes nothing), in the caller's transaction.
 * Answers whether it was added.
 */
export async function addCollectionListing(
  trx: Transaction<Database>,
  id: number,
  listingId: number,
  userId: number,
): Promise<boolean> {
  const added = await trx
    .insertInto('collection_listings')
    .values({ collection_id: id, listing_id: listingId, added_by: userId })
    .onConflict((conflict) => conflict.columns(['collection_id', 'listing_id']).doNothing())
    .returning('listing_id')
    .executeTakeFirst()
  if (added) await touchCollection(trx, id)
  return added !== undefined
}

/** Removes listings from a board in the caller's transaction; ids not on it are ignored. Answers how many went. */
export async function removeCollectionListings(
  trx: Transaction<Database>,
  id: number,
  listingIds: readonly number[],
): Promise<number> {
  if (listingIds.length === 0) return 0
  const removed = await trx
    .deleteFrom('collection_listings')
    .where('collection_id', '=', id)
    .where('listing_id', 'in', [...listingIds])
    .returning('listing_id')
    .execute()
  if (removed.length > 0) await touchCollection(trx, id)
  return removed.length
}

/** Marks the board viewed by this member now: their unviewed count starts again from zero. */
export async function markCollectionViewed(db: Kysely<Database>, id: number, userId: number): Promise<void> {
  await db
    .updateTable('collection_members')
    .set({ last_viewed_at: sql<Date>`now()` })
    .where('collection_id', '=', id)
    .where('user_id', '=', userId)
    .execute()
}

/** One page of a board's listing ids in the order they were added, and how many it holds. */
export async function findCollectionListingPage(
  db: Kysely<Database>,
  id: number,
  page: { number: number; size: number },
): Promise<{ ids: number[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db
      .selectFrom('collection_listings')
      .select('listing_id')
      .where('collection_id', '=', id)
      .orderBy('created_at')
      .orderBy('listing_id')
      .limit(page.size)
      .offset((page.number - 1) * page.size)
      .execute(),
    db
      .selectFrom('collection_listings')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where('collection_id', '=', id)
      .executeTakeFirstOrThrow(),
  ])
  return { ids: rows.map((row) => row.listing_id), total: Number(counted.total) }
}
