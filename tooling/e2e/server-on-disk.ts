import { openDatabase, type OpenDatabase } from '@idx-app/api/database'
import { removingDataDirOnStop, seededDataDir, startServer, type RunningServer } from './server.js'

export interface ServerOnDisk extends RunningServer {
  /**
   * Stops the server, then runs `read` on the database it wrote (PGlite takes one process at a
   * time): what a test drove through the browser, as the server stored it.
   */
  readAfterStop: <T>(read: (db: OpenDatabase['db']) => Promise<T>) => Promise<T>
  /** Stops the server if it still runs and removes its data folder; resolves to its exit code. */
  stop: () => Promise<number | null>
}

/**
 * The built server on a PGlite data folder of its own (a copy of the seeded template), for
 * end-to-end tests that check what the server stored, such as tracking events, with no read
 * route added for them.
 */
export async function startServerOnDisk(): Promise<ServerOnDisk> {
  const dataDir = await seededDataDir()
  const server = await startServer({ IDX_DATA_DIR: dataDir })
  return {
    ...removingDataDirOnStop(server, dataDir),
    async readAfterStop(read) {
      await server.stop()
      const database = await openDatabase({ dataDir })
      try {
        return await read(database.db)
      } finally {
        await database.close()
      }
    },
  }
}
