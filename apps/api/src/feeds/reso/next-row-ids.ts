import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'

/**
 * `count` fresh ids for imported listings, agents and open houses from the feed_row_ids sequence
 * (migration 0018), whose range starts far above the seed's hand-numbered ids.
 */
export async function nextRowIds(trx: Transaction<Database>, count: number): Promise<number[]> {
  if (count === 0) return []
  const { rows } = await sql<{
    id: number
  }>`select nextval('feed_row_ids')::int as id from generate_series(1, ${count})`.execute(trx)
  return rows.map((row) => row.id)
}
