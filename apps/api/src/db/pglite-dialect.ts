import { parse, protocol, type PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { KEPT_PREPARED } from './kept-prepared.js'
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely'

// node-postgres' own serialiser for query parameters: public at runtime as `pg.utils`, untyped by
// @types/pg. Both engines then receive parameters as the same text.
const { prepareValue } = (pg as unknown as { utils: { prepareValue: (value: unknown) => string | Buffer | null } })
  .utils

/**
 * Kysely's PostgreSQL dialect over PGlite (PostgreSQL compiled to WASM). PGlite has exactly one
 * connection, so the driver hands it to one query or transaction at a time and queues the rest:
 * the same SQL then runs unchanged on PGlite and on a PostgreSQL pool.
 */
export class PGliteDialect implements Dialect {
  /**
   * `closeOnDestroy: false` leaves the PGlite open when Kysely is destroyed: for an owner that
   * outlives this Kysely (the tests' pooled databases, reset and handed to the next file).
   */
  constructor(
    private readonly pglite: PGlite,
    private readonly options: { closeOnDestroy?: boolean } = {},
  ) {}
  createAdapter(): DialectAdapter {
    return new PostgresAdapter()
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.options.closeOnDestroy ?? true)
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db)
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler()
  }
}

/** Most statements one PGlite keeps prepared; past it, marked statements run as any other. */
const MAX_KEPT_PREPARED = 64

class PGliteConnection implements DatabaseConnection {
  /** The statements kept prepared: text to statement name. */
  readonly #prepared = new Map<string, string>()

  constructor(private readonly pglite: PGlite) {}

  /**
   * Runs one statement as a single pipelined exchange (Parse, Bind, Describe, Execute, Sync in one
   * call into the WASM backend), as node-postgres does over a socket. `PGlite.query` makes five
   * separate calls instead, the second only to learn the parameter types for its serialisers: on a
   * search that was about 0.4 ms per statement and 1.6 ms more for a 40-id list. Parameters go as
   * text with their types left to the server, serialised by node-postgres' own `prepareValue`, so
   * both engines receive exactly the same values.
   */
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const values = query.parameters.map((value) => prepareValue(value))
    const kept = this.#prepared.get(query.sql)
    const name =
      kept === undefined && query.sql.startsWith(KEPT_PREPARED) && this.#prepared.size < MAX_KEPT_PREPARED
        ? `kept_${this.#prepared.size + 1}`
        : undefined
    const statement = kept ?? name
    const message = concatBytes([
      ...(kept === undefined ? [protocol.serialize.parse({ text: query.sql, ...(name ? { name } : {}) })] : []),
      protocol.serialize.bind({ values, ...(statement ? { statement } : {}) }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ])
    const messages = await this.pglite.runExclusive(async () => {
      try {
        const answer = await this.pglite.execProtocolStream(message, { syncToFs: true })
        if (name) this.#prepared.set(query.sql, name)
        return answer
      } catch (error) {
        // Whether the statement was prepared before the error or not, none is left by that name.
        if (name)
          await this.pglite
            .execProtocolStream(concatBytes([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]))
            .catch(() => undefined)
        throw error
      }
    })
    const result = parse.parseResults(messages, this.pglite.parsers)[0]
    const rows = (result?.rows ?? []) as R[]
    return {
      rows,
      ...(result?.affectedRows === undefined ? {} : { numAffectedRows: BigInt(result.affectedRows) }),
    }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGliteDialect does not stream; page the query instead')
  }
}

class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection
  /** Resolves when the connection is free; each acquire chains onto it. */
  #free: Promise<void> = Promise.resolve()
  #release: (() => void) | null = null
  #destroyed = false

  constructor(
    private readonly pglite: PGlite,
    private readonly closeOnDestroy: boolean,
  ) {
    this.#connection = new PGliteConnection(pglite)
  }

  async init(): Promise<void> {
    await this.pglite.waitReady
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    // As a closed PGlite refuses: a destroyed Kysely must not reach a PGlite it leaves open.
    if (this.#destroyed) throw new Error('PGlite: this database was closed')
    const previous = this.#free
    let release!: () => void
    this.#free = new Promise<void>((resolve) => (release = resolve))
    await previous
    this.#release = release
    return this.#connection
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'))
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'))
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release
    this.#release = null
    release?.()
  }

  async destroy(): Promise<void> {
    this.#destroyed = true
    await this.#free
    if (this.closeOnDestroy && !this.pglite.closed) await this.pglite.close()
  }
}

function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
