import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { PublishObjectUpdated } from '../../realtime/publish-object-updated.js'

/**
 * Tells the members of saved searches that got new matches, live: `objectUpdated` `{ type:
 * 'saved-search', id, action: 'update' }` on each member's channel, so an open saved search
 * refreshes its results and every list its unviewed count. Called after the matches committed.
 *
 * @example
 * startAlertLoop(db, { log, onMatched: (ids) => publishMatched(db, app.publishObjectUpdated, ids) })
 */
export async function publishMatched(
  db: Kysely<Database>,
  publish: PublishObjectUpdated,
  searchIds: readonly number[],
): Promise<void> {
  if (searchIds.length === 0) return
  const members = await db
    .selectFrom('collection_members')
    .select(['collection_id', 'user_id'])
    .where('collection_id', 'in', [...searchIds])
    .execute()
  const membersOf = new Map<number, number[]>()
  for (const { collection_id: id, user_id: user } of members) {
    membersOf.set(id, [...(membersOf.get(id) ?? []), user])
  }
  for (const [id, users] of membersOf) {
    publish(users, { type: 'saved-search', id: String(id), action: 'update', collection_id: String(id) })
  }
}
