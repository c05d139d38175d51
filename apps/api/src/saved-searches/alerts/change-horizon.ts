import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

/** How long the horizon waits for writers of the change log to finish before trying again later. */
export const HORIZON_LOCK_TIMEOUT_MS = 2000

/**
 * The newest listing change id below which no change can still appear: every id up to it is
 * committed or rolled back. A change's id is handed out at insert, not at commit, so a reader that
 * went by the newest visible id would skip a change whose long transaction (an import page)
 * commits after a later one. This briefly takes a SHARE lock on listing_changes, which waits for
 * every transaction still writing it (and holds new writers for as long: at most
 * HORIZON_LOCK_TIMEOUT_MS); the newest id then is safe. Null when the lock was not had in time: the
 * caller matches nothing this time and asks again on its next tick. (An autovacuum in the way is
 * cancelled by PostgreSQL after deadlock_timeout, 1 s, which is why the wait is longer.)
 *
 * @example
 * const horizon = await changeHorizon(db) // '48213', or null while an import page is being written
 */
export async function changeHorizon(db: Kysely<Database>): Promise<string | null> {
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`select set_config('lock_timeout', ${`${HORIZON_LOCK_TIMEOUT_MS}ms`}, true)`.execute(trx)
      await sql`lock table listing_changes in share mode`.execute(trx)
      const { rows } = await sql<{
        id: string | number
      }>`select coalesce(max(id), 0) as id from listing_changes`.execute(trx)
      return String(rows[0]?.id ?? 0)
    })
  } catch (err) {
    // 55P03 lock_not_available: a writer held the table longer than the wait.
    if ((err as { code?: string }).code === '55P03') return null
    throw err
  }
}
