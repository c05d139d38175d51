import { hostname } from 'node:os'

// NODE_ENV=production: what changes when the server runs for customers (apps/api/README.md,
// "Production mode"; docs/operations.md): logs are JSON lines only, mail must really go out, and
// the demo market is never written into the database.

/** Whether this process runs in production (NODE_ENV=production). */
export function isProduction(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production'
}

/**
 * Why a production server must not start for its mail, or null when it may. Without SMTP_URL its
 * sign-in links, password resets and alerts would pile up in the database outbox, which nobody
 * reads: a site where nobody can sign in. IDX_MAIL=outbox says that is meant (a staging server).
 */
export function productionMailRefusal(env: NodeJS.ProcessEnv = process.env): string | null {
  const mail = env.IDX_MAIL?.trim().toLowerCase() ?? ''
  if (mail !== '' && mail !== 'outbox' && mail !== 'smtp') {
    return `IDX_MAIL must be outbox (keep mail in the database outbox) or smtp, got "${env.IDX_MAIL}"`
  }
  if (!isProduction(env) || env.SMTP_URL || mail === 'outbox') return null
  return (
    'NODE_ENV is production but SMTP_URL is not set: sign-in links, password resets and alerts would never ' +
    'be sent. Set SMTP_URL (e.g. smtp://user:password@mail.example:587), or IDX_MAIL=outbox to keep mail ' +
    'in the database outbox on purpose.'
  )
}

/** Whether a production server keeps its mail in the outbox because IDX_MAIL=outbox says so. */
export function mailKeptInOutbox(env: NodeJS.ProcessEnv = process.env): boolean {
  return isProduction(env) && !env.SMTP_URL && env.IDX_MAIL?.trim().toLowerCase() === 'outbox'
}

/** pino's numbers for the levels, so start-up lines read like the server's own log lines. */
const LEVELS = { info: 30, warn: 40, error: 50 } as const

export interface StartupLog {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

/**
 * Where the server says things before its Fastify logger exists (waiting for PostgreSQL, a start
 * refused): in production one JSON object per line on stdout, as pino writes them (level, time,
 * pid, hostname, msg); otherwise `idx: <message>` on stderr, for a person at a terminal.
 *
 * @example
 * startupLog(process.env).warn('waiting for PostgreSQL at db:5432: connection refused (attempt 3)')
 */
export function startupLog(
  env: NodeJS.ProcessEnv = process.env,
  write: { out: (text: string) => void; err: (text: string) => void } = {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  },
): StartupLog {
  const line =
    (level: keyof typeof LEVELS) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (isProduction(env)) {
        write.out(
          `${JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, hostname: hostname(), ...fields, msg: message })}\n`,
        )
      } else write.err(`idx: ${message}\n`)
    }
  return { info: line('info'), warn: line('warn'), error: line('error') }
}
