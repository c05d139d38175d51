import type { AlertFrequency } from '@idx/domain'

/** The frequencies that send alerts, and the start of the period each is in at `at` (UTC). */
export type PeriodStarts = Record<Exclude<AlertFrequency, 'none'>, Date>

/**
 * Where each frequency's current period began at `at`, in UTC: an alert run sends a search the
 * matches made before its period began, once per period. Instant's period is the moment itself
 * (everything matched so far is due); hourly, daily, weekly (from Monday) and monthly begin at
 * their boundary.
 *
 * @example
 * periodStarts(new Date('2026-11-26T15:42:10Z')).weekly // 2026-11-23T00:00:00.000Z (a Monday)
 */
export function periodStarts(at: Date): PeriodStarts {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate())
  const mondayOffset = (at.getUTCDay() + 6) % 7
  return {
    instant: new Date(at.getTime()),
    hourly: new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000),
    daily: new Date(day),
    weekly: new Date(day - mondayOffset * 86_400_000),
    monthly: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)),
  }
}

/**
 * The minute an alert run at `at` belongs to: one run per minute across every process (the
 * run's row in saved_search_alert_runs), and the period of the user's digest.
 *
 * @example
 * runSlot(new Date('2026-11-26T15:42:10.500Z')) // 2026-11-26T15:42:00.000Z
 */
export function runSlot(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000)
}

/** The next slower frequency, for a search whose alerts go unopened; monthly and none stay. */
export function slowerFrequency(frequency: AlertFrequency): AlertFrequency {
  const order: AlertFrequency[] = ['instant', 'hourly', 'daily', 'weekly', 'monthly']
  const index = order.indexOf(frequency)
  return index === -1 ? frequency : (order[Math.min(index + 1, order.length - 1)] ?? frequency)
}
