import { brokerageDirectory, brokerageListing, type BrokerageDirectory } from '@idx/domain'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'

// The brokerage's own listings of a feed: the offices the operator named (brokerage_offices) and
// the feed's agents as one lookup, read once per import run, and the re-marking of every listing of
// a feed when the offices or the agents' offices change. The rule itself is the domain's
// `brokerageListing`, so an import and a re-mark can never disagree.

/**
 * The feed's brokerage offices and agents (with the MemberKey each came under), in two queries.
 *
 * @example
 * const directory = await readBrokerageDirectory(trx, feedId)
 * brokerageListing(record.listedBy, directory) // { brokerListing: true, agentId: 7 }
 */
export async function readBrokerageDirectory(
  db: Kysely<Database> | Transaction<Database>,
  feedId: number,
): Promise<BrokerageDirectory> {
  const offices = await db.selectFrom('brokerage_offices').select('office_id').where('feed_id', '=', feedId).execute()
  const agents = await db
    .selectFrom('agents as a')
    .leftJoin('feed_records as r', (join) =>
      join.onRef('r.feed_id', '=', 'a.feed_id').on('r.resource', '=', 'Member').onRef('r.row_id', '=', 'a.id'),
    )
    .select(['a.id', 'r.record_key as key', 'a.mls_id', 'a.office_key', 'a.office_mls_id'])
    .where('a.feed_id', '=', feedId)
    .execute()
  return brokerageDirectory(
    offices.map((row) => row.office_id),
    agents.map((row) => ({
      id: row.id,
      key: row.key ?? null,
      mlsId: row.mls_id ?? null,
      officeKey: row.office_key ?? null,
      officeMlsId: row.office_mls_id ?? null,
    })),
  )
}

/**
 * Marks every imported listing of the feed as the brokerage's or not (and links its list agent) by the
 * feed's offices and agents as stored now, in `trx`: one read of the listings and one update of
 * those that change. Answers how many listings of the feed are the brokerage's afterwards.
 */
export async function remarkBrokerageListings(
  trx: Transaction<Database>,
  feedId: number,
): Promise<{ featured: number; changed: number }> {
  const directory = await readBrokerageDirectory(trx, feedId)
  const rows = await trx
    .selectFrom('listings')
    .select([
      'id',
      'broker_listing',
      'listing_agent_id',
      'list_office_mls_id',
      'list_office_key',
      'list_agent_mls_id',
      'list_agent_key',
    ])
    .where('feed_id', '=', feedId)
    // A pocket listing is the brokerage's by making, with the agents its form chose: never re-marked.
    .where('pocket', '=', false)
    .execute()
  let featured = 0
  const changes: { id: number; broker_listing: boolean; listing_agent_id: number | null }[] = []
  for (const row of rows) {
    const match = brokerageListing(
      {
        officeMlsId: row.list_office_mls_id ?? null,
        officeKey: row.list_office_key ?? null,
        agentMlsId: row.list_agent_mls_id ?? null,
        agentKey: row.list_agent_key ?? null,
        agentId: row.listing_agent_id,
      },
      directory,
    )
    if (match.brokerListing) featured++
    if (match.brokerListing !== row.broker_listing || match.agentId !== row.listing_agent_id)
      changes.push({ id: row.id, broker_listing: match.brokerListing, listing_agent_id: match.agentId })
  }
  // One statement however many change: the changes as one jsonb parameter (see insertJsonRows).
  for (let i = 0; i < changes.length; i += 5000) {
    await sql`update listings l set broker_listing = c.broker_listing, listing_agent_id = c.listing_agent_id
      from jsonb_to_recordset(${JSON.stringify(changes.slice(i, i + 5000))}::jsonb)
        as c(id integer, broker_listing boolean, listing_agent_id integer)
      where l.id = c.id`.execute(trx)
  }
  return { featured, changed: changes.length }
}
