import type { AlertFrequency } from '../types/collaboration.js'

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

/** Menu text of each frequency. */
export const ALERT_FREQUENCY_LABELS = {
  none: 'None',
  instant: 'Instant',
  hourly: 'Hourly',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
} as const satisfies Record<AlertFrequency, string>
