import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { JobLog } from '../../jobs/job-handler.js'
import { startTickLoop, type TickLoop } from '../../jobs/start-tick-loop.js'
import { enqueueDueFeedImports } from './feed-schedule-run.js'

/** The wait between the loop's looks for due feeds. */
export const FEED_SCHEDULE_TICK_MS = 30_000

/** A running schedule loop. */
export type FeedScheduleLoop = TickLoop

/**
 * Runs the feeds' schedules in this process: every tick queues the imports due
 * (enqueueDueFeedImports), which the job worker runs. No state of its own: every process may run
 * one, and the database's row locks keep two from queueing one feed's run twice. Started with
 * the job worker.
 *
 * @example
 * const loop = startFeedScheduleLoop(app.db, { log: app.log })
 * app.addHook('onClose', () => loop.stop())
 */
export function startFeedScheduleLoop(
  db: Kysely<Database>,
  options: { log: JobLog; tickMs?: number },
): FeedScheduleLoop {
  return startTickLoop(options.tickMs ?? FEED_SCHEDULE_TICK_MS, () => enqueueDueFeedImports(db), {
    log: options.log,
    failure: 'feed schedules: could not queue the due imports; trying again next tick',
  })
}
