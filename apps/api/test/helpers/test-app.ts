import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll } from 'vitest'
import type { OpenDatabase } from '../../src/db/database.js'
import type { Database } from '../../src/db/schema.js'
import { testDatabase } from './database.js'
import { insertBasics } from './fixtures.js'
import { buildTestApp } from './platform-app.js'

/** A test file's database (as `testDatabase` opens it) and the app built on it. */
export type TestApp = {
  /** The app, built once the seed has run. */
  readonly app: FastifyInstance
  /** The database's Kysely, as the seed had it (without what `appDb` adds for the app). */
  readonly db: Kysely<Database>
  /** The open database: its `databaseUrl` on PostgreSQL, for a second pool on it. */
  readonly database: OpenDatabase & { databaseUrl?: string }
}

export type TestAppOptions = {
  /**
   * The rows the app starts with, inserted after migration. Default: `insertBasics` (the fixtures'
   * site, markets, feed and agent), which every authorised /api/v3 call needs. A seed given
   * replaces it, so a file names all it inserts: `async (db) => { await insertBasics(db); … }`,
   * or `async () => {}` for no rows at all.
   */
  seed?: (db: Kysely<Database>) => Promise<void>
  /** The Kysely the app is given, made from the test's: e.g. `db.withPlugin(countStatements)`. Default: the same. */
  appDb?: (db: Kysely<Database>) => Kysely<Database>
  /** The app's environment, as `buildTestApp` reads it. Default: none (no job worker). */
  env?: NodeJS.ProcessEnv
  /** Fastify's options, e.g. a `logger` writing to a stream the test reads. Default: none. */
  fastify?: FastifyServerOptions
}

// Migrating (or copying the migrated template), seeding a few thousand rows and building the app
// take seconds each on a busy 2-core machine: the files that seeded most asked for 120 s.
const SET_UP_TIMEOUT_MS = 120_000

/**
 * Opens a test database, seeds it and builds the app in a `beforeAll`, and closes both in an
 * `afterAll` (fastify/demo's `build(t)` habit). Call it at the top of a file or `describe`; read
 * `app`, `db` and `database` on what it returns inside tests and later hooks. Hooks the file registers after it
 * run after its set-up and before its tear-down (vitest's default `sequence.hooks: 'stack'`), so
 * they may use the app and clean up their own; hooks registered before it wrap it.
 *
 * @example
 * const t = withTestApp({ seed: async (db) => { await insertBasics(db); await insertListings(db, rows) } })
 * it('answers 200', async () => {
 *   expect((await t.app.inject({ url: '/api/v3/site', headers: siteAuthorization })).statusCode).toBe(200)
 * })
 */
export function withTestApp(options: TestAppOptions = {}): TestApp {
  const { seed = insertBasics, appDb = (db) => db, env = {}, fastify = {} } = options
  let database: TestApp['database'] | undefined
  let app: FastifyInstance | undefined
  beforeAll(async function setUpTestApp() {
    database = await testDatabase()
    await seed(database.db)
    app = await buildTestApp(appDb(database.db), fastify, env)
  }, SET_UP_TIMEOUT_MS)
  afterAll(async function tearDownTestApp() {
    try {
      await app?.close()
    } finally {
      await database?.close()
    }
  })
  return {
    get app() {
      return ready(app, 'app')
    },
    get db() {
      return ready(database, 'db').db
    },
    get database() {
      return ready(database, 'database')
    },
  }
}

function ready<T>(value: T | undefined, field: keyof TestApp): T {
  if (value === undefined) {
    throw new Error(
      `withTestApp: \`${field}\` was read before its beforeAll made it. Read it inside a test or a hook ` +
        'registered after withTestApp, not while the file is collected; in the seed, use its `db` argument.',
    )
  }
  return value
}
