import { readConfig } from '../config/server-config.js'
import { migrateToLatest, openDatabase, type OpenDatabase } from '../db/database.js'
import { readDbWaitSeconds, waitForPostgres } from '../db/wait-for-database.js'

/**
 * The database the server uses, by the same environment: DATABASE_URL (PostgreSQL), else the PGlite
 * folder IDX_DATA_DIR (default .data/pglite at the repository root), migrated to the latest
 * migration. PGlite is one process's: stop a server running on the same folder first. PostgreSQL
 * is tried once, or for IDX_DB_WAIT_SECONDS when that is set (a script run while it starts); an
 * unreachable one throws a one-line message naming where it was looked for.
 */
export async function openCliDatabase(env: NodeJS.ProcessEnv): Promise<OpenDatabase> {
  const config = readConfig(env)
  if (config.databaseUrl) {
    await waitForPostgres(config.databaseUrl, {
      waitSeconds: readDbWaitSeconds(env, 0),
      log: (message) => process.stderr.write(`idx: ${message}\n`),
    })
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 })
  try {
    await migrateToLatest(database.db)
  } catch (error) {
    await database.close().catch(() => undefined)
    throw error
  }
  return database
}
