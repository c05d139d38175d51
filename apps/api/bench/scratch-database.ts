import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { migrateToLatest, openDatabase, type Engine, type OpenDatabase } from '../src/db/database.js'

/**
 * A migrated, empty database on `engine`: in memory on PGlite, or on PostgreSQL the database
 * `name` made afresh on the server at `adminUrl` and dropped again on close. For the benches that
 * build their own data (the RESO import's, the alert run's).
 *
 * @example
 * const opened = await scratchDatabase('postgres', 'idx_bench_reso', adminUrl)
 */
export async function scratchDatabase(engine: Engine, name: string, adminUrl: string): Promise<OpenDatabase> {
  if (engine === 'pglite') {
    const opened = await openDatabase({ dataDir: 'memory' })
    await migrateToLatest(opened.db)
    return opened
  }
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: adminUrl, max: 1 }) }),
  })
  await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin)
  await sql`create database ${sql.id(name)}`.execute(admin)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const opened = await openDatabase({ databaseUrl: url.toString() })
  await migrateToLatest(opened.db)
  return {
    ...opened,
    close: async () => {
      await opened.close()
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin)
      await admin.destroy()
    },
  }
}
