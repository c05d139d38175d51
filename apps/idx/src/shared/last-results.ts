import type { ListingPathEntry } from './listing-paths.js'

/**
 * The last results the visitor saw: the current search's page of listings, in order, and the
 * search (URL query) that found them. Previous / Next step through them and close returns to
 * that search. The search screen writes them; the listing routes read them. In memory, one tab.
 */
export type LastResults = { search: string; listings: readonly ListingPathEntry[] }

const EMPTY: LastResults = { search: '', listings: [] }
let current: LastResults = EMPTY
const listeners = new Set<() => void>()

/** Keeps the page of results on screen (called by the search screen when a search answers). */
export function rememberLastResults(search: string, listings: readonly { id: string; slug?: string | null }[]): void {
  const entries = listings.map(({ id, slug }) => ({ id: String(id), slug: slug ?? null }))
  const same =
    current.search === search &&
    current.listings.length === entries.length &&
    current.listings.every((entry, index) => entry.id === entries[index]?.id)
  if (same) return
  current = { search, listings: entries }
  for (const listener of listeners) listener()
}

/** The last results (the same object until they change, for useSyncExternalStore). */
export function lastResults(): LastResults {
  return current
}

/**
 * What the server rendered with: no results (the search screen writes them in an effect, which
 * never runs on the server). Hydration must read this too, even when the search screen's effect
 * already ran before a lazily loaded detail hydrates, or the detail's Previous / Next would not
 * match the server's HTML.
 */
export function serverLastResults(): LastResults {
  return EMPTY
}

export function subscribeLastResults(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The neighbours of a listing in the last results: `null` on a side without one, and both
 * `null` when the listing is not among them (opened from a link or the map).
 *
 * @example
 * listingNeighbours([{ id: '1' }, { id: '2' }, { id: '3' }], '1') // { previous: null, next: { id: '2' } }
 */
export function listingNeighbours(
  listings: readonly ListingPathEntry[],
  id: string,
): { previous: ListingPathEntry | null; next: ListingPathEntry | null } {
  const index = listings.findIndex((entry) => entry.id === id)
  if (index < 0) return { previous: null, next: null }
  return { previous: listings[index - 1] ?? null, next: listings[index + 1] ?? null }
}
