import { createHash } from 'node:crypto'
import type { PostgresPool, PostgresPoolClient } from 'kysely'
import type pg from 'pg'
import { KEPT_PREPARED } from './kept-prepared.js'

// Parsing and planning cost PostgreSQL more than running for the small statements every request
// makes (the site by its token: 0.1 ms of parse and plan to 0.015 ms of execution here).
// node-postgres prepares a statement given a name once per connection and then only binds and
// runs it, so a statement marked `keptPrepared` (see kept-prepared.ts) is sent by
// a name made from its text: the same text always has the same name on every connection, and a
// different text never does. Nothing is kept in the process: a new connection prepares anew.

/** The prepared statement name for a statement's text. */
export function keptStatementName(text: string): string {
  return `kept_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`
}

/**
 * The pool Kysely's PostgresDialect takes, with statements marked `keptPrepared` sent as named
 * (prepared) statements and every other statement as before.
 */
export function keptPreparedPool(pool: pg.Pool): PostgresPool {
  // One wrapper per pooled client, so the driver sees the same connection each time it gets it back.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>()
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect()
      let wrapper = wrappers.get(client)
      if (!wrapper) {
        wrapper = {
          // Kysely's PostgresDialect hands this same pg client over as its own PostgresPoolClient; only
          // the typings disagree (pg's `command` is any string where Kysely lists five, and Kysely's
          // cursor is no pg `Submittable`), so the wrapper is cast to the interface the pool promises.
          query: ((text: unknown, parameters?: readonly unknown[]) =>
            typeof text === 'string' && text.startsWith(KEPT_PREPARED)
              ? client.query({ name: keptStatementName(text), text, values: parameters as unknown[] })
              : client.query(text as never, parameters as unknown[])) as unknown as PostgresPoolClient['query'],
          release: () => client.release(),
        }
        wrappers.set(client, wrapper)
      }
      return wrapper
    },
    end: () => pool.end(),
  }
}
