import type { RegistrationRule } from '../types/site.js'

// The registration gate of the listing detail (spec §4): anonymous visitors see a limited
// number of listings, counted in local storage ('property-views'), before they must register.

/**
 * Whether the visitor must register before seeing a listing: only for rule mode `views`
 * with a limit, when the stored count of viewed listings exceeds that limit and the visitor
 * is not signed in.
 *
 * @example
 * isRegistrationRequired({ mode: 'views', limit: 3 }, 4, false) // true
 * isRegistrationRequired({ mode: 'views', limit: 3 }, 3, false) // false: not over the limit yet
 * isRegistrationRequired({ mode: 'views', limit: 3 }, 9, true) // false: signed in
 */
export function isRegistrationRequired(
  rule: RegistrationRule | null | undefined,
  viewedCount: number,
  authenticated: boolean,
): boolean {
  if (authenticated || rule == null || rule.mode !== 'views') return false
  const { limit } = rule
  if (typeof limit !== 'number' || !Number.isFinite(limit)) return false
  return viewedCount > limit
}

/**
 * The viewed-listings count after one more listing view: one more for anonymous visitors,
 * unchanged for signed-in ones. A garbled stored count starts again from 0.
 *
 * @example
 * nextViewCount(2, false) // 3
 * nextViewCount(2, true) // 2
 */
export function nextViewCount(count: number, authenticated: boolean): number {
  const current = Number.isSafeInteger(count) && count > 0 ? count : 0
  return authenticated ? current : current + 1
}

/**
 * The count kept under the 'property-views' storage key, from its stored value (parsed JSON
 * or anything else a browser may hold there): its `counter` when that is a non-negative
 * integer, else 0 (the storage default).
 *
 * @example
 * readViewCount({ counter: 4 }) // 4
 * readViewCount('garbage') // 0
 */
export function readViewCount(stored: unknown): number {
  if (typeof stored !== 'object' || stored === null) return 0
  const counter = (stored as { counter?: unknown }).counter
  return typeof counter === 'number' && Number.isSafeInteger(counter) && counter > 0 ? counter : 0
}
