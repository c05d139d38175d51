import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { lockDataFolder } from './data-folder-lock.js'
import { migrationProvider } from './migrations/index.js'
import { PGliteDialect } from './pglite-dialect.js'
import { keptPreparedPool } from './postgres-kept-prepared.js'
import type { Database } from './schema.js'

export type Engine = 'pglite' | 'postgres'

export interface DatabaseOptions {
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string | undefined
  /** PGlite data folder, or 'memory' for a database that lives only as long as the process. */
  dataDir?: string | undefined
  /** PostgreSQL pool size (default 10). */
  poolSize?: number | undefined
  /**
   * PGlite only: start from this dump of a data folder (PGlite's `dumpDataDir`) instead of an empty
   * cluster. Tests open their databases from a migrated template this way: it skips initdb and
   * the migrations, which are most of a fresh database's seconds.
   */
  loadDataDir?: Blob | undefined
}

export interface OpenDatabase {
  db: Kysely<Database>
  engine: Engine
  close: () => Promise<void>
  /** PGlite only: the data folder as a tarball, which `loadDataDir` opens again (test templates). */
  dumpDataDir?: () => Promise<Blob>
}

// pg returns int8 and numeric as strings; our counts fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value))

/** Opens PostgreSQL (DATABASE_URL) or PGlite (a data folder, or memory) behind the same Kysely API. */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 })
    // An idle client whose server connection ends (a restart, a failover, a dropped test database)
    // emits 'error' on the pool; unhandled, that would kill the process. The pool replaces the client.
    pool.on('error', (err) => {
      process.emitWarning(`idle PostgreSQL client closed: ${err.message}`)
    })
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: keptPreparedPool(pool) }) })
    return { db, engine: 'postgres', close: () => db.destroy() }
  }
  // A data folder is one process's (data-folder-lock.ts): a second one is refused, naming the first.
  const release = options.dataDir && options.dataDir !== 'memory' ? lockDataFolder(options.dataDir) : () => {}
  let pglite: PGlite
  try {
    pglite = await createPGlite(options)
  } catch (error) {
    release()
    throw error
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) })
  const close = async () => {
    try {
      await db.destroy()
    } finally {
      release()
    }
  }
  return { db, engine: 'pglite', close, dumpDataDir: () => pglite.dumpDataDir('none') }
}

/** The PGlite behind `openDatabase` (with the extensions the migrations use), for an owner that manages it itself. */
export async function createPGlite(options: Pick<DatabaseOptions, 'dataDir' | 'loadDataDir'>): Promise<PGlite> {
  const dataDir = !options.dataDir || options.dataDir === 'memory' ? undefined : options.dataDir
  // The data folder's parents may not exist yet on a fresh machine (.data/ is not in git).
  if (dataDir) mkdirSync(dirname(resolve(dataDir)), { recursive: true })
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, btree_gist },
  })
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error) {
    throw new Error(
      `migration ${failed?.migrationName ?? '(unknown)'} failed: ${String((error as Error).message ?? error)}`,
    )
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

/** True when the database answers and every migration we know of has been applied. */
export async function isReady(db: Kysely<Database>): Promise<boolean> {
  try {
    const migrator = new Migrator({ db, provider: migrationProvider })
    const all = await migrator.getMigrations()
    await sql`select 1`.execute(db)
    return all.every((m) => m.executedAt !== undefined)
  } catch {
    return false
  }
}
