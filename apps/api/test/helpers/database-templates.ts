import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { refreshClusterCells } from '../../src/clusters/refresh-cluster-cells.js'
import { migrateToLatest, openDatabase } from '../../src/db/database.js'
import { MIN_LISTING_COUNT } from '../../src/seed/demo-market.js'
import { ensureSeeded } from '../../src/seed/seed-demo.js'

/**
 * The databases API test files start from, made once per run (test/helpers/database-templates.global.ts)
 * instead of once per file: a fresh PGlite spends seconds in initdb and the migrations before a test
 * sees it, and seeding the demo market takes tens of seconds on a busy machine.
 *
 * - PGlite: `migrated.tar`, an empty migrated database, and `seeded.tar` plus the `seeded/` data
 *   folder, the same database holding the smallest demo market (5000 listings) as a server's first
 *   start seeds it. In-memory tests load a tarball (openDatabase's `loadDataDir`); a spawned server
 *   gets a copy of the folder. Kept in node_modules/.cache, keyed by the API's and the domain's
 *   code, PGlite's version and the UTC day (the seed's dates count from its day), so later runs of
 *   the same code reuse them.
 * - PostgreSQL: one migrated template database per run; each file's database is
 *   `create database … template …`, a file copy on the server.
 */
export interface DatabaseTemplates {
  migratedDump?: string
  seededDump?: string
  seededDir?: string
  postgresTemplate?: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates
  }
}

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const root = join(apiDir, '..', '..')
const CACHE = join(apiDir, 'node_modules', '.cache', 'idx-api-test-templates')
/** The file a finished template folder holds: a folder without it is not one. */
const READY = 'template-ready'

/** The PGlite templates, made now unless this code's are cached. */
export async function pgliteTemplates(): Promise<
  Required<Pick<DatabaseTemplates, 'migratedDump' | 'seededDump' | 'seededDir'>>
> {
  const key = templateKey()
  const dir = join(CACHE, key)
  const paths = {
    migratedDump: join(dir, 'migrated.tar'),
    seededDump: join(dir, 'seeded.tar'),
    seededDir: join(dir, 'seeded'),
  }
  if (existsSync(join(dir, READY))) return paths
  const building = `${dir}.building-${process.pid}`
  rmSync(building, { recursive: true, force: true })
  mkdirSync(building, { recursive: true })
  try {
    const migrated = await openDatabase({ dataDir: 'memory' })
    await migrateToLatest(migrated.db)
    writeFileSync(join(building, 'migrated.tar'), Buffer.from(await (await migrated.dumpDataDir!()).arrayBuffer()))
    await migrated.close()

    // What server.ts does on a first start with IDX_DEMO_LISTINGS=5000.
    const seeded = await openDatabase({ dataDir: join(building, 'seeded') })
    await migrateToLatest(seeded.db)
    await ensureSeeded(seeded.db, { demoUsers: true, listingCount: MIN_LISTING_COUNT })
    await refreshClusterCells(seeded.db)
    writeFileSync(join(building, 'seeded.tar'), Buffer.from(await (await seeded.dumpDataDir!()).arrayBuffer()))
    await seeded.close()

    writeFileSync(join(building, READY), `${new Date().toISOString()}\n`)
    rmSync(dir, { recursive: true, force: true })
    renameSync(building, dir)
  } catch (err) {
    rmSync(building, { recursive: true, force: true })
    // Another run of the same code finished first: its templates are as good.
    if (existsSync(join(dir, READY))) return paths
    throw err
  }
  for (const name of readdirSync(CACHE)) {
    if (name !== key && !name.includes('.building-')) rmSync(join(CACHE, name), { recursive: true, force: true })
  }
  return paths
}

/** A migrated PostgreSQL database to copy, and how to drop it when the run ends. */
export async function postgresTemplate(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `idx_template_${randomBytes(6).toString('hex')}`
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: adminUrl, max: 1 }) }),
  })
  await sql`create database ${sql.id(name)}`.execute(admin)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const opened = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 })
  try {
    await migrateToLatest(opened.db)
  } finally {
    // A template must have no connection open while it is copied.
    await opened.close()
  }
  return {
    name,
    drop: async () => {
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin)
      await admin.destroy()
    },
  }
}

// Whatever decides the templates' rows: the API's source (migrations, seed), the domain package it
// seeds from, PGlite's version, and the day.
function templateKey(): string {
  const hash = createHash('sha256')
  const add = (dir: string) => {
    if (!existsSync(dir)) return
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) add(path)
      else if (/\.(ts|js|json)$/.test(name) && !/\.test\.tsx?$/.test(name)) hash.update(path).update(readFileSync(path))
    }
  }
  add(join(apiDir, 'src'))
  add(join(root, 'packages', 'domain', 'src'))
  hash.update(readFileSync(join(apiDir, 'node_modules', '@electric-sql', 'pglite', 'package.json')))
  return `${new Date().toISOString().slice(0, 10)}-${hash.digest('hex').slice(0, 16)}`
}
