import { createHash } from 'node:crypto'
import { mapResoMember, type ResoAgent, type ResoRecord } from '@idx/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { remarkBrokerageListings } from './brokerage-listings.js'
import { nextRowIds } from './next-row-ids.js'

/**
 * Writes the feed's Member records as agents (their Office gives the brokerage), in one
 * transaction: new members become agents, changed ones are updated, unchanged ones write nothing.
 * Returns every agent id of the feed by MemberKey, old and new, for the listings' ListAgentKey.
 * When an agent changed and the feed names brokerage offices, the feed's listings are re-marked
 * (an agent who joined or left the brokerage's office brings or takes its listings along).
 */
export async function writeMembers(
  db: Kysely<Database>,
  feedId: number,
  members: readonly ResoRecord[],
  offices: readonly ResoRecord[],
): Promise<Map<string, number>> {
  const officeByKey = new Map(offices.map((office) => [String(office.OfficeKey ?? ''), office]))
  const agents = members
    .map((member) => mapResoMember(member, officeByKey))
    .filter((agent): agent is ResoAgent => agent !== null)
  return db.transaction().execute(async (trx) => {
    const known = await trx
      .selectFrom('feed_records')
      .select(['record_key', 'row_id', 'content_hash'])
      .where('feed_id', '=', feedId)
      .where('resource', '=', 'Member')
      .execute()
    const byKey = new Map(known.map((row) => [row.record_key, row]))
    const fresh = agents.filter((agent) => !byKey.has(agent.key))
    const ids = await nextRowIds(trx, fresh.length)
    const idOf = new Map(known.map((row) => [row.record_key, row.row_id]))
    fresh.forEach((agent, i) => idOf.set(agent.key, ids[i]!))
    let changed = 0
    for (const agent of agents) {
      const hash = createHash('sha1').update(JSON.stringify(agent)).digest('base64url')
      const existing = byKey.get(agent.key)
      if (existing?.content_hash === hash) continue
      changed++
      const { key, ...columns } = agent
      const id = idOf.get(key)!
      if (existing) await trx.updateTable('agents').set(columns).where('id', '=', id).execute()
      else
        await trx
          .insertInto('agents')
          .values({ ...columns, id, feed_id: feedId })
          .execute()
      await trx
        .insertInto('feed_records')
        .values({ feed_id: feedId, resource: 'Member', record_key: key, row_id: id, content_hash: hash })
        .onConflict((oc) => oc.columns(['feed_id', 'resource', 'record_key']).doUpdateSet({ content_hash: hash }))
        .execute()
    }
    if (changed > 0 && (await hasBrokerageOffices(trx, feedId))) await remarkBrokerageListings(trx, feedId)
    return idOf
  })
}

async function hasBrokerageOffices(db: Kysely<Database>, feedId: number): Promise<boolean> {
  const row = await db
    .selectFrom('brokerage_offices')
    .select('feed_id')
    .where('feed_id', '=', feedId)
    .executeTakeFirst()
  return row !== undefined
}
