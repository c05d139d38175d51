import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { JobLog } from '../../jobs/job-handler.js'
import { startTickLoop, type TickLoop } from '../../jobs/start-tick-loop.js'
import { matchNewChanges } from './match-changes.js'
import { runAlerts } from './run-alerts.js'

/** The wait between the loop's ticks: instant alerts go out within a minute of a change. */
export const ALERT_TICK_MS = 15_000

/** A running alert loop. */
export type AlertLoop = TickLoop

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
  const now = options.now ?? (() => new Date())
  return startTickLoop(
    options.tickMs ?? ALERT_TICK_MS,
    async () => {
      const { searchIds } = await matchNewChanges(db)
      if (searchIds.length > 0) await options.onMatched?.(searchIds)
      await runAlerts(db, now())
    },
    { log: options.log, failure: 'saved-search alerts: the run failed; trying again next tick' },
  )
}
