import type { CollectionRecord } from '@idx/api-client'
import type { SavedCollection } from '@idx/search-ui'
import { appHref } from './listing-paths.js'

/**
 * Which of the signed-in user's collections hold each listing: the cards' 'Saved', the map's
 * hearts and the detail's 'Saved in …' read it. Built from the collections list (`GET
 * collections`, every board the user is a member of), whose `property_ids` name each board's
 * listings.
 */
export type SavedListings = {
  /** The ids of every listing in any of the collections (the map's saved markers). */
  readonly ids: ReadonlySet<string>
  /** The collections holding a listing, in the list's order (by name); none: `null`. */
  readonly savedIn: (listingId: string) => readonly SavedCollection[] | null
}

const NO_COLLECTIONS = new Map<string, readonly SavedCollection[]>()

/** Nothing saved: a visitor's, or while the collections load. The same object every time. */
export const NOTHING_SAVED: SavedListings = savedListingsFrom(NO_COLLECTIONS)

function savedListingsFrom(byListing: ReadonlyMap<string, readonly SavedCollection[]>): SavedListings {
  return {
    ids: new Set(byListing.keys()),
    savedIn: (listingId) => byListing.get(listingId) ?? null,
  }
}

/**
 * The saved listings of `collections`, each collection linking to its page (its address, under /app/).
 *
 * @example
 * savedListingsOf([{ id: '3', name: 'Lake houses', property_ids: ['7'] }, { id: '4', name: 'Porches', property_ids: ['7', '9'] }])
 *   .savedIn('7') // [{ id: '3', name: 'Lake houses', href: '/app/collection/3' }, { id: '4', name: 'Porches', href: '/app/collection/4' }]
 */
export function savedListingsOf(
  collections: readonly Pick<CollectionRecord, 'id' | 'name' | 'property_ids'>[],
): SavedListings {
  const byListing = new Map<string, SavedCollection[]>()
  for (const { id, name, property_ids } of collections) {
    const collection: SavedCollection = { id: String(id), name, href: appHref(`/collection/${encodeURIComponent(id)}`) }
    for (const listingId of new Set((property_ids ?? []).map(String))) {
      const holders = byListing.get(listingId)
      if (holders) holders.push(collection)
      else byListing.set(listingId, [collection])
    }
  }
  return byListing.size === 0 ? NOTHING_SAVED : savedListingsFrom(byListing)
}
