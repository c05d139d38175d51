import type { AlertFrequency } from './types.js'

/** Saved-search alert frequencies, in menu order. */
export const ALERT_FREQUENCIES = [
  'none',
  'instant',
  'hourly',
  'daily',
  'weekly',
  'monthly',
] as const satisfies readonly AlertFrequency[]

/** Frequency of a new saved search. */
export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = 'daily'

/** How each frequency reads in the Search Alerts select. */
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  none: 'No alerts',
  instant: 'Instantly',
  hourly: 'Hourly',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
}
