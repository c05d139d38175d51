import type { SavedSearchMatchKind } from '../saved-searches.tables.js'
import type { AlertListingSummary } from './alert-listing-summary.js'

/** Most listing cards one search shows in a digest; the rest are behind "See all N new homes". */
export const ALERT_CARDS_PER_SEARCH = 10

/** A match as the digest reads it. */
export interface DigestMatch {
  saved_search_id: number
  listing_id: number
  kind: SavedSearchMatchKind
  listing_summary: AlertListingSummary | null
}

/** One listing's card in a digest: what happened to it, with the facts to show. */
export interface DigestCard {
  listingId: number
  kind: SavedSearchMatchKind
  summary: AlertListingSummary
}

/** One saved search's part of a digest. */
export interface DigestSection {
  searchId: number
  name: string
  /** The cards shown, at most ALERT_CARDS_PER_SEARCH, new homes first. */
  cards: DigestCard[]
  /** Every listing new to the search in this digest (shown or not). */
  newCount: number
  /** Every listing the section is about (shown or not). */
  total: number
  /** The frequency the search was slowed down from since its last e-mail, if it was. */
  slowedFrom?: string
}

const ORDER: Record<SavedSearchMatchKind, number> = { new: 0, price: 1, status: 2, withdrawn: 3 }

/**
 * A digest's sections: one per search with something to tell, each listing once. A listing with
 * several matches in one digest shows as its latest, except that one new to the search stays new
 * (with its latest facts), and one withdrawn since is "No longer available". A search with nothing
 * to tell has no section, and a digest without sections is not sent.
 *
 * @example
 * digestSections([{ id: 4, name: 'Zilker' }], matches)
 * // [{ searchId: 4, name: 'Zilker', cards: [{ listingId: 7, kind: 'new', summary }], newCount: 1, total: 1 }]
 */
export function digestSections(
  searches: readonly { id: number; name: string; slowedFrom?: string | undefined }[],
  matches: readonly DigestMatch[],
): DigestSection[] {
  return searches.flatMap((search) => {
    const byListing = new Map<number, DigestCard>()
    for (const match of matches) {
      if (match.saved_search_id !== search.id || match.listing_summary === null) continue
      const earlier = byListing.get(match.listing_id)
      const kind = earlier?.kind === 'new' && match.kind !== 'withdrawn' ? 'new' : match.kind
      const summary =
        kind === 'new' && earlier
          ? { ...match.listing_summary, old_price: undefined, old_status: undefined }
          : match.listing_summary
      byListing.set(match.listing_id, { listingId: match.listing_id, kind, summary })
    }
    const all = [...byListing.values()].sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || a.listingId - b.listingId)
    if (all.length === 0) return []
    const section: DigestSection = {
      searchId: search.id,
      name: search.name,
      cards: all.slice(0, ALERT_CARDS_PER_SEARCH),
      newCount: all.filter((card) => card.kind === 'new').length,
      total: all.length,
    }
    if (search.slowedFrom) section.slowedFrom = search.slowedFrom
    return [section]
  })
}
