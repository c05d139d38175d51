import type { Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import { nextId } from './operator-site.js'

// Who a site's people are, as the operator's commands and the admin app's users page change
// them: both take these, so the last-administrator rule and a new agent's record are one thing.

/**
 * The ids of the site's administrators, locked until the transaction ends: two requests taking
 * the admin scope from its last two administrators at once cannot both pass (the admin app's
 * users page and `idx delete-user` both check the last administrator with it).
 */
export async function lockSiteAdmins(trx: Transaction<Database>, siteId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('site_id', '=', siteId)
    .where('is_admin', '=', true)
    .forUpdate()
    .execute()
  return rows.map((row) => row.id)
}

/** Makes an agent record in a feed (an agent the MLS does not list yet); answers its id. */
export async function insertAgentRecord(
  trx: Transaction<Database>,
  feedId: number,
  person: { firstName: string; lastName: string; email: string; phone?: string | null },
): Promise<number> {
  const id = await nextId(trx, 'agents')
  await trx
    .insertInto('agents')
    .values({
      id,
      feed_id: feedId,
      first_name: person.firstName,
      last_name: person.lastName,
      email: person.email,
      sms_number: person.phone ?? null,
    })
    .execute()
  return id
}
