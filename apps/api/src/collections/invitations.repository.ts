import { INVITE_CODE_TTL_DAYS } from '@idx/domain'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import type { CollectionKind, CollectionRole } from './collections.tables.js'

// SQL of a collection's invitations and members (migrations 0014 and 0015). E-mail addresses are
// compared case-insensitively everywhere, as sign-in compares them.

type Db = Kysely<Database> | Transaction<Database>

/** A pending invitation as the collection document lists it. */
export interface InvitationRow {
  id: number
  collection_id: number
  email: string
  created_at: Date | string
}

function lowerEmail(email: string) {
  return email.trim().toLowerCase()
}

/** The role on the collection of the site's user with this e-mail, when that user is a member. */
export async function memberRoleByEmail(
  db: Db,
  siteId: number,
  collectionId: number,
  email: string,
): Promise<CollectionRole | undefined> {
  const row = await db
    .selectFrom('collection_members')
    .innerJoin('users', 'users.id', 'collection_members.user_id')
    .select('collection_members.role')
    .where('collection_members.collection_id', '=', collectionId)
    .where('users.site_id', '=', siteId)
    .where((eb) => eb(eb.fn('lower', ['users.email']), '=', lowerEmail(email)))
    .executeTakeFirst()
  return row?.role
}

/** Deletes the address's invitation to the collection when it has expired (it may be sent again). */
export async function deleteExpiredInvitation(db: Db, collectionId: number, email: string): Promise<void> {
  await db
    .deleteFrom('collection_invitations')
    .where('collection_id', '=', collectionId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', lowerEmail(email)))
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute()
}

/**
 * Records an invitation valid for INVITE_CODE_TTL_DAYS; undefined when the address already has one
 * for this collection (the unique index decides, so two invites at once make one row).
 */
export async function insertInvitation(
  db: Db,
  invitation: { collectionId: number; email: string; invitedBy: number; codeHash: string },
): Promise<InvitationRow | undefined> {
  return db
    .insertInto('collection_invitations')
    .values({
      collection_id: invitation.collectionId,
      email: invitation.email.trim(),
      invited_by: invitation.invitedBy,
      code_hash: invitation.codeHash,
      expires_at: sql<Date>`now() + make_interval(days => ${INVITE_CODE_TTL_DAYS})`,
    })
    .onConflict((conflict) => conflict.expression(sql`collection_id, lower(email)`).doNothing())
    .returning(['id', 'collection_id', 'email', 'created_at'])
    .executeTakeFirst()
}

/** Withdraws the address's invitation to the collection; answers whether there was one. */
export async function deleteInvitationByEmail(db: Db, collectionId: number, email: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('collection_invitations')
    .where('collection_id', '=', collectionId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', lowerEmail(email)))
    .returning('id')
    .execute()
  return deleted.length > 0
}

/**
 * Uses up an invite code: deletes the unexpired invitation of this collection with this code hash
 * and answers it, in one statement, so two accepts of one code cannot both succeed. Undefined
 * when the code is wrong, used, expired or of another collection.
 */
export function consumeInvitation(db: Db, collectionId: number, codeHash: string) {
  return db
    .deleteFrom('collection_invitations')
    .where('collection_id', '=', collectionId)
    .where('code_hash', '=', codeHash)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['id', 'email', 'invited_by'])
    .executeTakeFirst()
}

/** What the join splash shows of an unexpired invitation, found by its record (of `kind`) and code hash. */
export function findJoin(db: Db, siteId: number, kind: CollectionKind, collectionId: number, codeHash: string) {
  return db
    .selectFrom('collection_invitations')
    .innerJoin('collections', 'collections.id', 'collection_invitations.collection_id')
    .leftJoin('users as inviter', 'inviter.id', 'collection_invitations.invited_by')
    .select([
      'collections.id as collection_id',
      'collections.name as collection_name',
      'inviter.first_name as inviter_first_name',
      'collection_invitations.email',
      'collection_invitations.expires_at',
    ])
    .where('collections.site_id', '=', siteId)
    .where('collections.kind', '=', kind)
    .where('collection_invitations.collection_id', '=', collectionId)
    .where('collection_invitations.code_hash', '=', codeHash)
    .where('collection_invitations.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst()
}

/** What the invitation e-mail says: the invitation, its board, its site and who invited. */
export function findInvitationMail(db: Db, invitationId: number) {
  return db
    .selectFrom('collection_invitations')
    .innerJoin('collections', 'collections.id', 'collection_invitations.collection_id')
    .innerJoin('sites', 'sites.id', 'collections.site_id')
    .leftJoin('users as inviter', 'inviter.id', 'collection_invitations.invited_by')
    .select([
      'collection_invitations.email',
      'collection_invitations.collection_id',
      'collections.name as collection_name',
      'collections.kind',
      'collections.site_id',
      'sites.name as site_name',
      'inviter.first_name as inviter_first_name',
      'inviter.last_name as inviter_last_name',
    ])
    .where('collection_invitations.id', '=', invitationId)
    .executeTakeFirst()
}

/** The unexpired invitations of these collections, oldest first, per collection. */
export async function findInvitations(db: Db, ids: readonly number[]): Promise<Map<number, InvitationRow[]>> {
  const byCollection = new Map<number, InvitationRow[]>()
  if (ids.length === 0) return byCollection
  const rows = await db
    .selectFrom('collection_invitations')
    .select(['id', 'collection_id', 'email', 'created_at'])
    .where('collection_id', 'in', [...ids])
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  for (const row of rows) byCollection.set(row.collection_id, [...(byCollection.get(row.collection_id) ?? []), row])
  return byCollection
}

/** Makes the user a collaborator (a member already keeps their role). */
export async function addCollaborator(db: Db, collectionId: number, userId: number): Promise<void> {
  await db
    .insertInto('collection_members')
    .values({ collection_id: collectionId, user_id: userId, role: 'collaborator' })
    .onConflict((conflict) => conflict.columns(['collection_id', 'user_id']).doNothing())
    .execute()
}

/** The user's role on the collection; undefined when not a member. */
export async function memberRole(db: Db, collectionId: number, userId: number): Promise<CollectionRole | undefined> {
  const row = await db
    .selectFrom('collection_members')
    .select('role')
    .where('collection_id', '=', collectionId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row?.role
}

/** Removes a collaborator (never the owner: the statement only deletes collaborators). */
export async function removeCollaborator(db: Db, collectionId: number, userId: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('collection_members')
    .where('collection_id', '=', collectionId)
    .where('user_id', '=', userId)
    .where('role', '=', 'collaborator')
    .returning('user_id')
    .execute()
  return deleted.length > 0
}
