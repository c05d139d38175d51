/**
 * Why the search map's view changed, as the map reports it with its box:
 * - `opened`: the map's first box, where it opened;
 * - `visitor`: the visitor's own pan or zoom (drag, wheel, keys, zoom buttons, a cluster click);
 * - `view`: the page moved it (a new view: back/forward to another box, a picked place);
 * - `resize`: its box changed size (the page's layout, the window);
 * - `popup`: Leaflet panned it to show a popup that just opened;
 * - `focus`: Leaflet panned it to show a marker that took keyboard focus.
 */
export type MapMoveCause = 'opened' | 'visitor' | 'view' | 'resize' | 'popup' | 'focus'

// When several moves end within one report's quiet time, the one that matters most names the
// report: a visitor's move always counts, even if a popup nudged the map a moment before.
const WEIGHT: Readonly<Record<MapMoveCause, number>> = {
  visitor: 5,
  view: 4,
  opened: 3,
  resize: 2,
  popup: 1,
  focus: 0,
}

/**
 * The cause of one report covering two moves: the visitor's own move first, then the page's.
 *
 * @example
 * combinedMoveCause('popup', 'visitor') // 'visitor'
 * combinedMoveCause(null, 'resize')     // 'resize'
 */
export function combinedMoveCause(earlier: MapMoveCause | null, later: MapMoveCause): MapMoveCause {
  return earlier !== null && WEIGHT[earlier] > WEIGHT[later] ? earlier : later
}

/**
 * Whether a move narrows the search to the map's box (and so resets its page): only the visitor's
 * own pan or zoom does. Opening a popup, focusing a marker or a new layout never changes the search.
 *
 * @example
 * moveChangesSearch('visitor') // true
 * moveChangesSearch('popup')   // false
 */
export function moveChangesSearch(cause: MapMoveCause): boolean {
  return cause === 'visitor'
}

/**
 * Whether a move shows something new, so the map's clusters are loaded for its box. A popup's or a
 * focused marker's nudge is not: the map keeps the clusters of the search the list shows.
 *
 * @example
 * moveReloadsClusters('resize') // true
 * moveReloadsClusters('focus')  // false
 */
export function moveReloadsClusters(cause: MapMoveCause): boolean {
  return cause !== 'popup' && cause !== 'focus'
}
