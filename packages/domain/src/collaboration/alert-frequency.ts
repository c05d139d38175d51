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
