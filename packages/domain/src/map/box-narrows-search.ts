import type { BoundingBox } from '../geo/types.js'

/**
 * Whether a map box narrows a search. `mappedExtent` is the extent of the search's listings that
 * have a place on the map (coordinates, and an address they show), found without the box; null
 * when none has one.
 *
 * The map and the list count the same listings. A box narrows the list to the listings inside
 * it, and a listing with no place on the map is inside no box. But a box that holds every
 * listing the map can place would drop only those: it narrows nothing, and the search runs as if
 * it had no box. Zooming out past the whole area then keeps the whole count, and the map says
 * how many of its listings it cannot show (`notOnMapText`). The API decides this for every
 * search and cluster request; `boxNarrowsSearch` is the rule it applies.
 *
 * @example
 * boxNarrowsSearch(wholeMetro, roundRockExtent) // false: the search is the same without the box
 * boxNarrowsSearch(downtown, metroExtent)       // true: only the listings inside it
 * boxNarrowsSearch(downtown, null)              // false: nothing to place, nothing to narrow
 */
export function boxNarrowsSearch(box: BoundingBox, mappedExtent: BoundingBox | null): boolean {
  if (mappedExtent === null) return false
  // Edges included, as the search's `location <@ box` includes them.
  const holds =
    mappedExtent.top_left.lat <= box.top_left.lat &&
    mappedExtent.bottom_right.lat >= box.bottom_right.lat &&
    mappedExtent.top_left.lng >= box.top_left.lng &&
    mappedExtent.bottom_right.lng <= box.bottom_right.lng
  return !holds
}
