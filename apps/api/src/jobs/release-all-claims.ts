import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'

/**
 * Makes every claimed, unfinished job claimable at once instead of when its lease runs out.
 * Answers the released jobs' ids. Only for a database no running worker can hold claims on: a
 * PGlite data folder at the start of the process that has just locked it (data-folder-lock.ts),
 * before its own worker starts, when every claim left in the table is a dead process's. Never on
 * PostgreSQL, which other API processes share: there a dead worker's claims wait out their lease.
 *
 * locked_by stays, so the next claim knows the previous attempt was cut off (claimJobs).
 *
 * @example
 * if (database.engine === 'pglite') await releaseAllClaims(database.db) // before the app listens
 */
export async function releaseAllClaims(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .updateTable('jobs')
    .set({ locked_until: null })
    .where('locked_until', 'is not', null)
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .returning('id')
    .execute()
  return rows.map((row) => row.id).sort((a, b) => a - b)
}
