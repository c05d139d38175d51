import type { TrackingLog } from '@idx/api-client'

/** Where the log writes: the console's two methods the tracking client uses. */
export type LogSink = Pick<Console, 'debug' | 'warn'>

/**
 * The tracking client's log for the site: answers at `debug`; each kind of failure warned once
 * per page (a server that is down would otherwise warn at every page view and search), then
 * ignored (spec §8: tracking failures are logged and ignored).
 *
 * @example
 * const log = onceLog(console)
 * log('warn', 'tracking: event PageView failed', error) // console.warn
 * log('warn', 'tracking: event PageView failed', error) // nothing
 */
export function onceLog(sink: LogSink): TrackingLog {
  const warned = new Set<string>()
  return (level, message, details) => {
    if (level === 'debug') {
      if (details === undefined) sink.debug(message)
      else sink.debug(message, details)
      return
    }
    if (warned.has(message)) return
    warned.add(message)
    if (details === undefined) sink.warn(message)
    else sink.warn(message, details)
  }
}
