import type { FastifyInstance } from 'fastify'

/** How long a drain may take before the process gives up on stragglers and exits 1. */
export const DEFAULT_DRAIN_TIMEOUT_MS = 20_000

export interface ShutdownOptions {
  /** Give up after this long (default 20 s, below the usual 30 s orchestrator grace period). */
  timeoutMs?: number
  /** Ends the process; a test passes a spy. */
  exit?: (code: number) => void
}

/**
 * The shutdown sequence server.ts runs on SIGTERM or SIGINT: stop accepting connections, let
 * the requests in flight finish (Fastify's `close` waits for them and answers 503 to new
 * requests on kept-alive connections), then close the database, then exit 0. Calling it again
 * while it runs does nothing.
 *
 * @example
 * const shutdown = gracefulShutdown(app, database.close)
 * process.once('SIGTERM', () => void shutdown('SIGTERM'))
 */
export function gracefulShutdown(
  app: FastifyInstance,
  closeDatabase: () => Promise<void>,
  options: ShutdownOptions = {},
): (reason: string) => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code))
  let running: Promise<void> | null = null
  return (reason: string) => {
    running ??= (async () => {
      app.log.info({ reason }, 'draining requests in flight, then closing')
      const timer = setTimeout(() => {
        app.log.error({ reason }, 'drain timed out; exiting with requests still open')
        exit(1)
      }, options.timeoutMs ?? DEFAULT_DRAIN_TIMEOUT_MS)
      timer.unref()
      try {
        await app.close()
        await closeDatabase()
        clearTimeout(timer)
        app.log.info('requests drained and database closed')
        exit(0)
      } catch (err) {
        clearTimeout(timer)
        app.log.error({ err }, 'shutdown failed')
        exit(1)
      }
    })()
    return running
  }
}

/**
 * While the app closes, every response says `Connection: close`. Fastify's `close` closes the
 * connections idle at that moment and waits for the others; a kept-alive connection whose
 * request finishes later would otherwise stay open and hold the drain (and the process) forever.
 */
export function closeConnectionsWhenDraining(app: FastifyInstance): void {
  let draining = false
  app.addHook('preClose', async function markDraining() {
    draining = true
  })
  app.addHook('onSend', async function connectionClose(_request, reply) {
    if (draining) reply.header('connection', 'close')
  })
}
