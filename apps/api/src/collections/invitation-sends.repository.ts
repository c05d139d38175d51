import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/schema.js'

// SQL of the invitation limits (migration 0020): what a user sent lately, what waits on a
// collection. Ages are read on the database's clock, the one that wrote created_at.

/** The first key of the advisory locks that serialise one user's invitations (the second is the user's id). */
const INVITER_LOCK_SPACE = 7_240_421

/**
 * Holds, until the transaction ends, the lock that one user's invitations take in turn, so two
 * sent at once cannot both be counted under a limit that only one of them fits.
 */
export async function lockInviter(trx: Transaction<Database>, userId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${INVITER_LOCK_SPACE}, ${userId})`.execute(trx)
}

/** How many seconds ago each of the user's invitation e-mails of the last 24 hours was sent. */
export async function recentSendAges(trx: Transaction<Database>, userId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('invitation_sends')
    .select(sql<number>`extract(epoch from now() - created_at)::float8`.as('age'))
    .where('invited_by', '=', userId)
    .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
    .execute()
  return rows.map((row) => Number(row.age))
}

/** The collection's unexpired invitations other than `exceptId`: one per address (unique index). */
export async function countOtherPendingInvitations(
  trx: Transaction<Database>,
  collectionId: number,
  exceptId: number,
): Promise<number> {
  const { count } = await trx
    .selectFrom('collection_invitations')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('collection_id', '=', collectionId)
    .where('id', '<>', exceptId)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirstOrThrow()
  return Number(count)
}

/** Records one invitation e-mail the user sends, and forgets theirs older than any limit looks back. */
export async function recordInvitationSend(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx
    .deleteFrom('invitation_sends')
    .where('invited_by', '=', userId)
    .where('created_at', '<=', sql<Date>`now() - interval '1 day'`)
    .execute()
  await trx.insertInto('invitation_sends').values({ invited_by: userId }).execute()
}
