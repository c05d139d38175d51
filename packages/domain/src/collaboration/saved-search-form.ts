import { ALERT_FREQUENCIES, DEFAULT_ALERT_FREQUENCY } from './alert-frequency.js'
import type { AlertFrequency } from './types.js'
import { collectErrors, required } from '../forms/field-rules.js'
import type { FieldErrors } from '../forms/field-rules.js'

/** The save-search form and the saved search's edit screen. */
export type SavedSearchFormValues = { name: string; frequency: AlertFrequency }

/** A new saved search starts with an empty name and daily alerts. */
export const SAVED_SEARCH_FORM_DEFAULTS: SavedSearchFormValues = { name: '', frequency: DEFAULT_ALERT_FREQUENCY }

/** Shown when the Search Alerts select holds no valid frequency. */
export const SAVED_SEARCH_FREQUENCY_MESSAGE = `Choose how often to get alerts: ${ALERT_FREQUENCIES.slice(0, -1).join(', ')} or ${ALERT_FREQUENCIES.at(-1)}`

/**
 * Saved search: a name, and a frequency among none, instant, hourly, daily,
 * weekly and monthly.
 *
 * @example
 * validateSavedSearch({ name: 'Austin condos', frequency: 'yearly' })
 * // { frequency: 'Choose how often to get alerts: none, instant, hourly, daily, weekly or monthly' }
 */
export function validateSavedSearch(
  values: Partial<SavedSearchFormValues> | { name?: string; frequency?: string },
): FieldErrors<keyof SavedSearchFormValues> {
  const frequency: string | undefined = values.frequency
  return collectErrors({
    name: required(values.name, 'Name'),
    frequency: (ALERT_FREQUENCIES as readonly (string | undefined)[]).includes(frequency)
      ? undefined
      : SAVED_SEARCH_FREQUENCY_MESSAGE,
  })
}
