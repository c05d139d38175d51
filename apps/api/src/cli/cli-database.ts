import { readConfig } from '../config/server-config.js'
import { migrateToLatest, openDatabase, type OpenDatabase } from '../db/database.js'

/**
 * The database the server uses, by the same environment: DATABASE_URL (PostgreSQL), else the PGlite
 * folder IDX_DATA_DIR (default .data/pglite at the repository root), migrated to the latest
 * migration. PGlite is one process's: stop a server running on the same folder first.
 */
export async function openCliDatabase(env: NodeJS.ProcessEnv): Promise<OpenDatabase> {
  const config = readConfig(env)
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 })
  try {
    await migrateToLatest(database.db)
  } catch (error) {
    await database.close().catch(() => undefined)
    throw error
  }
  return database
}
