import type { JobLog } from './job-handler.js'

/** A running tick loop. */
export interface TickLoop {
  /** Stops ticking and resolves once the tick in progress has committed or failed. */
  stop(): Promise<void>
}

/**
 * Runs `tick` now and then `tickMs` after each run ends, until stopped. A failed tick is logged
 * with `failure` and the loop carries on: the next tick tries again, so a database restart costs
 * one tick, not the loop. The next tick is timed from the end of the last, so two never overlap.
 *
 * @example
 * const loop = startTickLoop(30_000, () => enqueueDueFeedImports(db), {
 *   log, failure: 'feed schedules: could not queue the due imports; trying again next tick',
 * })
 * app.addHook('onClose', () => loop.stop())
 */
export function startTickLoop(
  tickMs: number,
  tick: () => Promise<unknown>,
  options: { log: JobLog; failure: string },
): TickLoop {
  let stopping = false
  let timer: NodeJS.Timeout | undefined
  let current: Promise<void> = Promise.resolve()
  const run = () => {
    timer = undefined
    current = (async () => {
      try {
        await tick()
      } catch (err) {
        options.log.error({ err }, options.failure)
      }
      if (!stopping) timer = setTimeout(run, tickMs)
    })()
  }
  timer = setTimeout(run, 0)
  return {
    async stop() {
      stopping = true
      if (timer) clearTimeout(timer)
      await current
    },
  }
}
