import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { JobLog } from '../../jobs/job-handler.js'
import { matchNewChanges } from './match-changes.js'
import { runAlerts } from './run-alerts.js'

/** The wait between the loop's ticks: instant alerts go out within a minute of a change. */
export const ALERT_TICK_MS = 15_000

/** A running alert loop. */
export interface AlertLoop {
  /** Stops ticking and resolves once the tick in progress has committed or failed. */
  stop(): Promise<void>
}

/**
 * Runs saved-search alerts in this process: every tick matches the new listing changes
 * (matchNewChanges), then runs the alerts due (runAlerts), whose jobs the job worker sends. It
 * keeps no state of its own: every process may run one, and the database's locks and the alert
 * run's minute keep them from doing one piece of work twice. Started with the job worker.
 *
 * @example
 * const loop = startAlertLoop(app.db, { log: app.log })
 * app.addHook('onClose', () => loop.stop())
 */
export function startAlertLoop(
  db: Kysely<Database>,
  options: {
    log: JobLog
    tickMs?: number
    now?: () => Date
    /** Told which saved searches got new matches, after they committed (live updates). */
    onMatched?: (searchIds: readonly number[]) => void | Promise<void>
  },
): AlertLoop {
  const tickMs = options.tickMs ?? ALERT_TICK_MS
  const now = options.now ?? (() => new Date())
  let stopping = false
  let timer: NodeJS.Timeout | undefined
  let current: Promise<void> = Promise.resolve()
  const tick = () => {
    timer = undefined
    current = (async () => {
      try {
        const { searchIds } = await matchNewChanges(db)
        if (searchIds.length > 0) await options.onMatched?.(searchIds)
        await runAlerts(db, now())
      } catch (err) {
        options.log.error({ err }, 'saved-search alerts: the run failed; trying again next tick')
      }
      if (!stopping) timer = setTimeout(tick, tickMs)
    })()
  }
  timer = setTimeout(tick, 0)
  return {
    async stop() {
      stopping = true
      if (timer) clearTimeout(timer)
      await current
    },
  }
}
