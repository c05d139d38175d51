import { LOCAL_STORAGE_DEFAULTS } from '../storage/local-storage.js'
import type { DisclaimerStorage } from '../storage/local-storage.js'

/** The spec's local storage key of the map disclaimers' open/closed state. */
export const DISCLAIMER_STORAGE_KEY = 'disclaimer'

/**
 * Whether the map's feed disclaimers are open, from the value stored under the `disclaimer`
 * key (parsed JSON or anything else a browser may hold there): its `disclaimer_open` when that
 * is a boolean, else the spec's default, open.
 *
 * @example
 * readDisclaimerOpen({ disclaimer_open: false }) // false
 * readDisclaimerOpen(null) // true
 */
export function readDisclaimerOpen(stored: unknown): boolean {
  const open =
    typeof stored === 'object' && stored !== null ? (stored as Partial<DisclaimerStorage>).disclaimer_open : null
  return typeof open === 'boolean' ? open : LOCAL_STORAGE_DEFAULTS.disclaimer.disclaimer_open
}

/** The value to store under the `disclaimer` key for an open/closed state. */
export function disclaimerStorageValue(open: boolean): DisclaimerStorage {
  return { disclaimer_open: open }
}
