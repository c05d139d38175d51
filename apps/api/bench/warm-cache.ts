import { closeSync, openSync, readdirSync, readSync, statSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'

// A database in production keeps its working set in memory: the server has the RAM and nothing
// takes it away. A bench machine may not: this one's kernel pages out any file page left
// untouched for about a minute (DAMON's proactive reclaim, `kdamond`), so a row of the bench would
// otherwise measure disk reads of whatever the previous row did not touch, not the queries. The
// bench therefore reads the whole bench database into the operating system's page cache before
// each row: every row starts from the same warm state, whichever ran before it.

/** How the cache was warmed, for the report, or why it could not be. */
export type WarmResult = { ok: true; megabytes: number; ms: number } | { ok: false; reason: string }

/**
 * Reads every table and index of a PostgreSQL database into the page cache with pg_prewarm's
 * 'read' mode (PostgreSQL's contrib; created in the bench database only).
 */
export async function warmPostgres(url: string): Promise<WarmResult> {
  const client = new pg.Client({ connectionString: url })
  const started = performance.now()
  try {
    await client.connect()
    await client.query('create extension if not exists pg_prewarm')
    const result = await client.query<{ blocks: string | null }>(
      `select sum(pg_prewarm(c.oid, 'read')) as blocks from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'pg_toast') and c.relkind in ('r', 'i', 't', 'm') and c.relpersistence = 'p'`,
    )
    const blocks = Number(result.rows[0]?.blocks ?? 0)
    return { ok: true, megabytes: (blocks * 8192) / 2 ** 20, ms: performance.now() - started }
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message : String(err) }
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Reads every file of a PGlite data folder (its tables and indexes are files there too). */
export function warmFolder(dir: string): WarmResult {
  const started = performance.now()
  let bytes = 0
  const buffer = Buffer.alloc(1 << 20)
  const read = (file: string) => {
    const fd = openSync(file, 'r')
    try {
      for (let n = readSync(fd, buffer); n > 0; n = readSync(fd, buffer)) bytes += n
    } finally {
      closeSync(fd)
    }
  }
  const walk = (path: string) => {
    for (const entry of readdirSync(path)) {
      const full = join(path, entry)
      const stat = statSync(full)
      if (stat.isDirectory()) walk(full)
      else if (stat.isFile()) read(full)
    }
  }
  try {
    walk(dir)
    return { ok: true, megabytes: bytes / 2 ** 20, ms: performance.now() - started }
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message : String(err) }
  }
}
