import type { PGlite } from '@electric-sql/pglite'
import { Kysely } from 'kysely'
import { createPGlite, type OpenDatabase } from '../../src/db/database.js'
import { PGliteDialect } from '../../src/db/pglite-dialect.js'
import type { Database } from '../../src/db/schema.js'

/**
 * Migrated PGlite databases kept by a test worker and handed to one test file after another.
 *
 * Opening PGlite from the migrated template (a 43 MB data folder) took most of an API test file's
 * seconds before its first assertion. The `api` project runs its files without per-file isolation,
 * so a worker keeps the instances it opened: when a file closes its database, the instance is put
 * back as the migrations left it (every table emptied and refilled with what the migrations wrote,
 * every sequence where it was, the session discarded) and the next file gets it in milliseconds.
 * An instance whose schema a file changed (a table, a column, an index) is closed, never reused.
 */
export async function leaseMigratedPGlite(loadMigrated: () => Promise<Blob>): Promise<OpenDatabase> {
  const pooled = idle.pop() ?? (await openPooled(loadMigrated))
  // A new Kysely per lease: its driver keeps no statement of an earlier file's (DISCARD ALL freed them).
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pooled.pglite, { closeOnDestroy: false }) })
  let closed = false
  return {
    db,
    engine: 'pglite',
    dumpDataDir: () => pooled.pglite.dumpDataDir('none'),
    close: async () => {
      if (closed) return
      closed = true
      await db.destroy()
      if (await reset(pooled)) idle.push(pooled)
      else await pooled.pglite.close()
    },
  }
}

interface Pooled {
  pglite: PGlite
  /** The schema as migrated: a file that changed it leaves an instance nobody else should get. */
  schema: string
  /** Every user table, to empty in one statement. */
  tables: string[]
  /** The rows the migrations themselves wrote, table by table, as JSON, with the columns to write back. */
  rows: { table: string; json: string; columns: string }[]
  /** Each sequence's state after the migrations. */
  sequences: { name: string; value: string; called: boolean }[]
}

const idle: Pooled[] = []

async function openPooled(loadMigrated: () => Promise<Blob>): Promise<Pooled> {
  const pglite = await createPGlite({ loadDataDir: await loadMigrated() })
  // Every table but the ones recording which migrations ran.
  const tables = (
    await pglite.query<{ name: string }>(
      `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name
       from pg_tables where schemaname = 'public' and tablename not like 'kysely\\_migration%' order by 1`,
    )
  ).rows.map((row) => row.name)
  const rows: Pooled['rows'] = []
  for (const table of tables) {
    const { rows: found } = await pglite.query<{ json: string | null; columns: string }>(
      `select (select json_agg(t)::text from ${table} t) as json,
              (select string_agg(quote_ident(attname), ', ' order by attnum) from pg_attribute
               where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '') as columns`,
      [table],
    )
    if (found[0]?.json) rows.push({ table, json: found[0].json, columns: found[0].columns })
  }
  const sequences = (
    await pglite.query<{ name: string; value: string; called: boolean }>(
      `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
              coalesce(last_value, start_value)::text as value, last_value is not null as called
       from pg_sequences where schemaname = 'public'`,
    )
  ).rows
  return { pglite, schema: await schemaOf(pglite), tables, rows, sequences }
}

/** Puts `pooled` back as migrated; false when it cannot be (its schema changed, or a statement failed). */
async function reset(pooled: Pooled): Promise<boolean> {
  const { pglite } = pooled
  if (pglite.closed) return false
  try {
    // A file that failed inside a transaction may have left it open.
    if (pglite.isInTransaction()) await pglite.exec('rollback')
    await pglite.exec('discard all')
    if ((await schemaOf(pglite)) !== pooled.schema) return false
    await pglite.transaction(async (tx) => {
      if (pooled.tables.length > 0) await tx.exec(`truncate ${pooled.tables.join(', ')} cascade`)
      for (const { table, json, columns } of pooled.rows) {
        await tx.query(
          `insert into ${table} (${columns}) overriding system value
           select ${columns} from json_populate_recordset(null::${table}, $1::json)`,
          [json],
        )
      }
      for (const { name, value, called } of pooled.sequences) {
        await tx.query(`select setval($1::regclass, $2::bigint, $3)`, [name, value, called])
      }
    })
    return true
  } catch {
    return false
  }
}

// The public schema's tables, columns, indexes, constraints, functions and triggers, as one digest.
async function schemaOf(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ digest: string }>(`
    select md5(coalesce(string_agg(item, '|' order by item), '')) as digest from (
      select 'c:' || c.relname || ':' || c.relkind::text || ':' || coalesce(a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull, '') as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public'
      union all
      select 'k:' || conname || ':' || pg_get_constraintdef(oid) from pg_constraint where connamespace = 'public'::regnamespace
      union all
      select 'f:' || proname || ':' || md5(prosrc) from pg_proc where pronamespace = 'public'::regnamespace
      union all
      select 't:' || tgname from pg_trigger where not tgisinternal
    ) items`)
  return rows[0]!.digest
}
