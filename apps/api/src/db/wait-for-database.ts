import pg from 'pg'

/** How long a start waits for PostgreSQL by default (IDX_DB_WAIT_SECONDS). */
export const DEFAULT_DB_WAIT_SECONDS = 60

/** The longest pause between two attempts. */
const MAX_PAUSE_MS = 5000

/** PostgreSQL did not answer in time, or refused us for good: the message says which, and where. */
export class DatabaseUnreachableError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DatabaseUnreachableError'
  }
}

/** IDX_DB_WAIT_SECONDS: whole seconds, 0 for one attempt only. */
export function readDbWaitSeconds(env: NodeJS.ProcessEnv, fallback = DEFAULT_DB_WAIT_SECONDS): number {
  const text = env.IDX_DB_WAIT_SECONDS
  if (text === undefined || text.trim() === '') return fallback
  if (!/^\s*\d{1,6}\s*$/.test(text)) {
    throw new Error(`IDX_DB_WAIT_SECONDS must be a whole number of seconds (0: do not wait), got "${text}"`)
  }
  return Number(text)
}

/** `host:port` of a connection string, as the messages name it (never its password). */
export function databaseAddress(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl)
    const host = url.searchParams.get('host') ?? (url.hostname || 'localhost')
    return `${host}:${url.port || '5432'}`
  } catch {
    return 'DATABASE_URL (not a URL)'
  }
}

// Errors that mean "not there yet" (a server starting, a network coming up): worth another try.
// Anything else (a wrong password, no such database) will not mend itself.
const PASSING = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
  '57P03', // the database system is starting up
  '53300', // too many connections
])

/** A connection error in a few words: "connection refused", "the database system is starting up". */
export function connectionProblem(error: unknown): { text: string; passing: boolean } {
  const code = (error as { code?: unknown }).code
  const texts: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ECONNRESET: 'connection reset',
    ETIMEDOUT: 'connection timed out',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable',
    EAI_AGAIN: 'host name not resolved (yet)',
    ENOTFOUND: 'host name not found',
  }
  const message = (error as Error)?.message ?? String(error)
  const text = typeof code === 'string' && texts[code] ? texts[code] : message
  const passing =
    (typeof code === 'string' && PASSING.has(code)) || /timeout|terminated unexpectedly|ECONNREFUSED/i.test(message)
  return { text, passing }
}

export interface WaitOptions {
  waitSeconds: number
  /** One line per failed attempt. */
  log: (message: string, fields: Record<string, unknown>) => void
  sleep?: (ms: number) => Promise<void>
}

/**
 * Connects to PostgreSQL once, and again with a growing pause (0.5 s doubling up to 5 s) while
 * the failure is one that passes (refused, unreachable, starting up) and `waitSeconds` have not
 * gone by, logging "waiting for PostgreSQL at host:port: connection refused (attempt 3)" for each.
 * Throws DatabaseUnreachableError with a message for people when it gives up, at once for a
 * failure that will not pass (a wrong password, a missing database).
 *
 * @example
 * await waitForPostgres(process.env.DATABASE_URL!, { waitSeconds: 60, log: (m) => console.warn(m) })
 */
export async function waitForPostgres(databaseUrl: string, options: WaitOptions): Promise<void> {
  const sleep = options.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)))
  const address = databaseAddress(databaseUrl)
  const deadline = Date.now() + options.waitSeconds * 1000
  let pause = 500
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 })
    // A connection that fails after connecting emits 'error'; unhandled, it would end the process.
    client.on('error', () => undefined)
    try {
      await client.connect()
      await client.query('select 1')
      await client.end()
      return
    } catch (error) {
      await client.end().catch(() => undefined)
      const problem = connectionProblem(error)
      if (!problem.passing) {
        throw new DatabaseUnreachableError(`could not use PostgreSQL at ${address}: ${problem.text}`)
      }
      const left = deadline - Date.now()
      if (left <= 0) {
        throw new DatabaseUnreachableError(
          `PostgreSQL at ${address} did not answer within ${options.waitSeconds} s (${attempt} attempts): ${problem.text}. ` +
            'Check that it runs and that DATABASE_URL names it; IDX_DB_WAIT_SECONDS sets how long to wait.',
        )
      }
      options.log(`waiting for PostgreSQL at ${address}: ${problem.text} (attempt ${attempt})`, {
        attempt,
        database: address,
      })
      await sleep(Math.min(pause, left))
      pause = Math.min(pause * 2, MAX_PAUSE_MS)
    }
  }
}
