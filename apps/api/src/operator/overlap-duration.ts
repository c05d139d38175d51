import { OperatorError } from './operator-error.js'

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const

/** A week: an old token living longer than that is a forgotten secret, not an overlap. */
export const MAX_OVERLAP_SECONDS = 7 * 86_400

/**
 * A rotation's overlap as written on the command line, in seconds: `0` (none), or a whole number
 * followed by s, m, h or d (`90s`, `30m`, `24h`, `2d`), at most a week.
 *
 * @example
 * overlapSeconds('--overlap', '24h') // 86400
 */
export function overlapSeconds(option: string, value: string): number {
  const text = value.trim().toLowerCase()
  if (text === '0') return 0
  const match = /^(\d{1,7})(s|m|h|d)$/.exec(text)
  if (!match) {
    throw new OperatorError('usage', `${option} must be a duration such as 30m, 24h or 2d (0 for none), got "${value}"`)
  }
  const seconds = Number(match[1]) * UNIT_SECONDS[match[2] as keyof typeof UNIT_SECONDS]
  if (seconds > MAX_OVERLAP_SECONDS) {
    throw new OperatorError('usage', `${option} must be at most 7d (a week), got "${value}"`)
  }
  return seconds
}
