import type { ListingChangeKind } from '@idx/domain'
import type { SavedSearchMatchKind } from '../saved-searches.tables.js'

/** What the matcher knows of one change for one saved search. */
export interface ChangeVerdict {
  change: ListingChangeKind
  /** The listing as it was before the change passes the search's filter. */
  matchedBefore: boolean
  /** The listing as the change left it passes the search's filter. */
  matchesAfter: boolean
  /** The search's latest match of this listing, if any (it was told about the listing unless that was a withdrawal). */
  lastMatch: SavedSearchMatchKind | undefined
}

/**
 * Whether a change concerns a saved search, and as what:
 * - `new`: the listing passes the filter now and did not before (listed, back on the market, or a
 *   price or status change that brought it into the filter);
 * - `price` / `status`: a price or status change (back on the market included) of a listing that
 *   passed the filter before it, whether or not it still does (a search for Active homes hears
 *   that one went Pending);
 * - `withdrawn`: a listing the search told about left the market;
 * - null: nothing to say.
 *
 * @example
 * matchKind({ change: 'price', matchedBefore: false, matchesAfter: true, lastMatch: undefined }) // 'new'
 * matchKind({ change: 'withdrawn', matchedBefore: false, matchesAfter: false, lastMatch: 'new' }) // 'withdrawn'
 */
export function matchKind(verdict: ChangeVerdict): SavedSearchMatchKind | null {
  const { change, matchedBefore, matchesAfter, lastMatch } = verdict
  if (change === 'withdrawn') return lastMatch !== undefined && lastMatch !== 'withdrawn' ? 'withdrawn' : null
  if (matchesAfter && !matchedBefore) return 'new'
  if (!matchedBefore) return null
  if (change === 'price') return 'price'
  if (change === 'status' || change === 'back_on_market') return 'status'
  return null
}
