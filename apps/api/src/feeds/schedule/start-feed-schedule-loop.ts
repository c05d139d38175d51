import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { JobLog } from '../../jobs/job-handler.js'
import { enqueueDueFeedImports } from './feed-schedule-run.js'

/** The wait between the loop's looks for due feeds. */
export const FEED_SCHEDULE_TICK_MS = 30_000

/** A running schedule loop. */
export interface FeedScheduleLoop {
  /** Stops ticking and resolves once the tick in progress has committed or failed. */
  stop(): Promise<void>
}

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
  const tickMs = options.tickMs ?? FEED_SCHEDULE_TICK_MS
  let stopping = false
  let timer: NodeJS.Timeout | undefined
  let current: Promise<void> = Promise.resolve()
  const tick = () => {
    timer = undefined
    current = (async () => {
      try {
        await enqueueDueFeedImports(db)
      } catch (err) {
        options.log.error({ err }, 'feed schedules: could not queue the due imports; trying again next tick')
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
