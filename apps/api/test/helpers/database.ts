import { randomBytes } from 'node:crypto'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { migrateToLatest, openDatabase, type OpenDatabase } from '../../src/db/database'

/**
 * The database a test file runs against. By default an in-memory PGlite; with
 * IDX_TEST_ENGINE=postgres (the `api-postgres` vitest project), a fresh database created on the
 * PostgreSQL server at IDX_TEST_POSTGRES_URL (default the machine's 127.0.0.1:5432/test) and
 * dropped on close, so runs never see each other's rows. Migrated either way.
 */
export async function testDatabase(): Promise<OpenDatabase> {
  if (process.env.IDX_TEST_ENGINE !== 'postgres') {
    const opened = await openDatabase({ dataDir: 'memory' })
    await migrateToLatest(opened.db)
    return opened
  }
  const adminUrl = process.env.IDX_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const name = `idx_test_${randomBytes(6).toString('hex')}`
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: adminUrl, max: 1 }) }),
  })
  await sql`create database ${sql.id(name)}`.execute(admin)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const opened = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 })
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
