import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { inject } from 'vitest'
import { migrateToLatest, openDatabase, type OpenDatabase } from '../../src/db/database.js'
import { migrationProvider } from '../../src/db/migrations/index.js'
import { MIN_LISTING_COUNT } from '../../src/seed/demo-market.js'
import { seedDemo } from '../../src/seed/seed-demo.js'
import type { DatabaseTemplates } from './database-templates.js'
import { leaseMigratedPGlite } from './pglite-pool.js'

/** The run's templates (test/helpers/database-templates.ts); none when a config made none. */
function templates(): DatabaseTemplates {
  return inject('databaseTemplates') ?? {}
}

/**
 * The database a test file runs against. By default an in-memory PGlite (one the worker keeps and
 * resets between files, see pglite-pool.ts); with
 * IDX_TEST_ENGINE=postgres (the `api-postgres` vitest project), a fresh database created on the
 * PostgreSQL server at IDX_TEST_POSTGRES_URL (default the machine's 127.0.0.1:5432/test) and
 * dropped on close, so runs never see each other's rows. Migrated either way: to the latest
 * migration (a copy of the run's migrated template, where there is one), or up to `migrateTo` (to
 * test a migration on the rows an older database held). On PostgreSQL it also answers the database's
 * URL, for a test that opens a second pool on it (as a second API process would).
 */
export async function testDatabase(
  options: { migrateTo?: string } = {},
): Promise<OpenDatabase & { databaseUrl?: string }> {
  const { migratedDump, postgresTemplate } = options.migrateTo === undefined ? templates() : {}
  const migrate = async (opened: OpenDatabase) => {
    if (options.migrateTo === undefined) await migrateToLatest(opened.db)
    else {
      const { error } = await new Migrator({ db: opened.db, provider: migrationProvider }).migrateTo(options.migrateTo)
      if (error) throw error
    }
  }
  if (process.env.IDX_TEST_ENGINE !== 'postgres') {
    if (migratedDump) return leaseMigratedPGlite(async () => new Blob([readFileSync(migratedDump)]))
    const opened = await openDatabase({ dataDir: 'memory' })
    await migrate(opened)
    return opened
  }
  const adminUrl = process.env.IDX_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const name = `idx_test_${randomBytes(6).toString('hex')}`
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: adminUrl, max: 1 }) }),
  })
  if (postgresTemplate) await sql`create database ${sql.id(name)} template ${sql.id(postgresTemplate)}`.execute(admin)
  else await sql`create database ${sql.id(name)}`.execute(admin)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const opened = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 })
  if (!postgresTemplate) await migrate(opened)
  return {
    ...opened,
    databaseUrl: url.toString(),
    close: async () => {
      await opened.close()
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin)
      await admin.destroy()
    },
  }
}

/**
 * A test database holding the smallest demo market (5000 listings and the demo accounts), seeded
 * today: a copy of the run's seeded template, or seeded here where there is none.
 */
export async function seededTestDatabase(): Promise<OpenDatabase> {
  const { seededDump } = templates()
  if (seededDump && process.env.IDX_TEST_ENGINE !== 'postgres') {
    return openDatabase({ dataDir: 'memory', loadDataDir: new Blob([readFileSync(seededDump)]) })
  }
  const opened = await testDatabase()
  await seedDemo(opened.db, { listingCount: MIN_LISTING_COUNT })
  return opened
}

/**
 * IDX_DATA_DIR for a server the test spawns: a fresh copy of the seeded template's data folder
 * (the caller removes it), so the server starts without seeding; 'memory' where there is none.
 */
export function seededServerDataDir(): string {
  const { seededDir } = templates()
  if (!seededDir) return 'memory'
  const copy = mkdtempSync(join(tmpdir(), 'idx-api-'))
  cpSync(seededDir, copy, { recursive: true })
  return copy
}
