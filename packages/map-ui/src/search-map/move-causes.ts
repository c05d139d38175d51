import type L from 'leaflet'
import type { MapMoveCause } from '@idx/domain'

/** What the map knows about its current move: set just before a move it makes itself. */
export interface MoveCauses {
  /** Marks the move about to start (in this task) as the page's own, e.g. `'view'` or `'resize'`. */
  expect(cause: Exclude<MapMoveCause, 'visitor' | 'opened'>): void
  /** The cause of the latest move: `'visitor'` unless the map or the page started it. */
  latest(): MapMoveCause
}

const trackers = new WeakMap<L.Map, MoveCauses>()

/**
 * The move causes of a map, tracked from its first use. Every move starts with Leaflet's
 * `movestart`, fired in the same task as the call that moves the map; a move nobody announced
 * is the visitor's (drag, wheel, keys, zoom buttons, a cluster click). Leaflet's own moves are
 * announced from its events: `autopanstart` before a popup pans into view, a marker's `focus`
 * (caught on the way down, before the marker's pan-into-view handler runs).
 */
export function moveCauses(map: L.Map): MoveCauses {
  let tracker = trackers.get(map)
  if (tracker) return tracker
  let pending: MapMoveCause | null = null
  let latest: MapMoveCause = 'visitor'
  let mark = 0
  const expect = (cause: MapMoveCause) => {
    pending = cause
    const own = ++mark
    const clear = () => {
      if (mark === own) pending = null
    }
    // A call that ends up not moving the map starts no move: the mark must not outlive it. An
    // animated zoom (fitBounds, setView) starts its move on the next animation frame, so the mark
    // lasts until just after that frame; a bare timeout lost that race now and then, and the
    // page's own fit was reported as the visitor's move.
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(clear, 0))
    else setTimeout(clear, 0)
  }
  map.on('movestart', () => {
    latest = pending ?? 'visitor'
    pending = null
  })
  map.on('autopanstart', () => expect('popup'))
  map.getContainer().addEventListener(
    'focus',
    (event) => {
      if (event.target instanceof Element && event.target.closest('.leaflet-marker-icon')) expect('focus')
    },
    true,
  )
  tracker = { expect, latest: () => latest }
  trackers.set(map, tracker)
  return tracker
}
