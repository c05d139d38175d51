import { rmSync } from 'node:fs'
import { openDatabase, type OpenDatabase } from '@idx-app/api/database'
import { removingDataDirOnStop, seededDataDir, startServer, type RunningServer } from './server.js'

/**
 * A server on its own PGlite data folder, a copy of the seeded template changed by `change` before the
 * server is started again: for end-to-end tests that need the demo site set up otherwise (a custom
 * card, another layout) through the same database the server reads, not a stand-in. Its `stop`
 * also removes the folder.
 */
export async function startServerWith(change: (db: OpenDatabase['db']) => Promise<void>): Promise<RunningServer> {
  const dataDir = await seededDataDir()
  try {
    const database = await openDatabase({ dataDir })
    try {
      await change(database.db)
    } finally {
      await database.close()
    }
    return removingDataDirOnStop(await startServer({ IDX_DATA_DIR: dataDir }), dataDir)
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true })
    throw err
  }
}
