import { sql, type Compilable, type RawBuilder } from 'kysely'

/** How a statement marked `keptPrepared` starts: PostgreSQL reads it as a comment. */
export const KEPT_PREPARED = '/* kept prepared */ '

/**
 * A statement the database parses once per connection (a named prepared statement, by its text)
 * and then only binds and runs: for the few fixed-shape statements every page or request runs
 * with only their parameters changing (a listing by id, the site by token, the suggestions).
 * Parsing and planning cost several times what running does for them (PGlite: about 0.7-1.1 ms of
 * 1.7-2.2 ms). Only for statements whose best plan does not depend on the values, or which
 * PostgreSQL keeps planning per value anyway (it may settle on one generic plan after five runs):
 * never for searches. Both drivers honour the mark: the PGlite dialect (pglite-dialect.ts) and the
 * PostgreSQL pool (postgres-kept-prepared.ts).
 */
export function keptPrepared<R>(query: Compilable<R>): RawBuilder<R> {
  return sql<R>`${sql.raw(KEPT_PREPARED)}${query}`
}
