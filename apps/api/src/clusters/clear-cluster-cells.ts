import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'

/**
 * Empties cluster_cells and marks it stale, so every cluster request groups listings live until
 * the next `refreshClusterCells`. For a benchmark's naive baseline (no precomputed tables) on a
 * database that was refreshed before.
 *
 * @example
 * await clearClusterCells(db) // clusters are now computed live
 */
export async function clearClusterCells(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('cluster_cells_state').set({ stale: true }).where('id', '=', 1).execute()
    await sql`truncate cluster_cells`.execute(trx)
  })
}
