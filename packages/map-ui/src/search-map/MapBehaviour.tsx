import { memo, useEffect, useRef } from 'react'
import { useMap } from 'react-leaflet'
import { boundsChanged, combinedMoveCause } from '@idx/domain'
import type { BoundingBox, MapMoveCause } from '@idx/domain'
import { applyView, currentBox, viewKey } from './map-view.js'
import { moveCauses } from './move-causes.js'
import type { MapView } from './map-view.js'

export interface MapBehaviourProps {
  view?: MapView
  onBoundsChange?: (box: BoundingBox, zoom: number, cause: MapMoveCause) => void
  boundsChangeDelayMs: number
  label: string
  descriptionId: string
  busy: boolean
}

/**
 * Reports the map's box on move-end, only when it changed since the last report: at once for the
 * first, then after `delayMs` of quiet (the map cluster fetch debounce), so a drag or a run of
 * zoom steps causes one reload. Each report says why the map moved (see `MapMoveCause`): the
 * visitor's own move wins over a popup's or the page's in the same quiet time.
 */
function useBoundsReports(onBoundsChange: MapBehaviourProps['onBoundsChange'], delayMs: number) {
  const map = useMap()
  const latest = useRef(onBoundsChange)
  useEffect(() => {
    latest.current = onBoundsChange
  }, [onBoundsChange])

  useEffect(() => {
    const causes = moveCauses(map)
    let last: BoundingBox | null = null
    let cause: MapMoveCause | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    function report() {
      const size = map.getSize()
      if (size.x === 0 || size.y === 0) return // not laid out yet: its box would be a point
      const box = currentBox(map)
      const why = last === null ? 'opened' : (cause ?? 'visitor')
      cause = null
      if (!boundsChanged(last, box)) return
      last = box
      // Why the map last reported, as state on the element (`data-last-move`): a page or a test
      // can tell a popup's nudge from the visitor's move.
      map.getContainer().dataset.lastMove = why
      latest.current?.(box, map.getZoom(), why)
    }
    function onMoveEnd() {
      cause = combinedMoveCause(cause, causes.latest())
      clearTimeout(timer)
      timer = setTimeout(report, delayMs)
    }
    report()
    map.on('moveend', onMoveEnd)
    return function stopBoundsReports() {
      map.off('moveend', onMoveEnd)
      clearTimeout(timer)
    }
  }, [map, delayMs])
}

/** Moves the map when the host passes a different view (the first one is the initial view). */
function useViewUpdates(view: MapView | undefined) {
  const map = useMap()
  const key = viewKey(view)
  const applied = useRef(key)
  // The view of `key` (a new object with the same key is the same view: it moves nothing).
  const latestView = useRef(view)
  latestView.current = view
  useEffect(() => {
    const asked = latestView.current
    if (!asked || key === applied.current) return
    applied.current = key
    const move = () => {
      moveCauses(map).expect('view')
      applyView(map, asked)
    }
    // A view asked for while an animated zoom runs (the page's previous view a moment before)
    // waits for it to end: Leaflet would jump to the new view at once, then finish the old
    // animation where it was going, undoing the new view.
    const animating = (map as unknown as { _animatingZoom?: boolean })._animatingZoom === true
    if (!animating) return move()
    const afterZoom = () => {
      if (applied.current === key) move()
    }
    map.once('zoomend', afterZoom)
    return () => {
      map.off('zoomend', afterZoom)
    }
  }, [map, key])
}

/** Names the focusable map for assistive tech and keeps Leaflet sized to its box. */
function useMapContainer(label: string, descriptionId: string, busy: boolean) {
  const map = useMap()
  useEffect(() => {
    const container = map.getContainer()
    container.setAttribute('role', 'region')
    container.setAttribute('aria-roledescription', 'map')
    container.setAttribute('aria-label', label)
    container.setAttribute('aria-describedby', descriptionId)
  }, [map, label, descriptionId])
  useEffect(() => {
    map.getContainer().setAttribute('aria-busy', String(busy))
  }, [map, busy])
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      moveCauses(map).expect('resize')
      map.invalidateSize({ debounceMoveend: true })
    })
    observer.observe(map.getContainer())
    return function stopWatchingSize() {
      observer.disconnect()
    }
  }, [map])
}

/** The map's non-visual behaviour: bounds reports, view updates, accessible name, resizing. */
export const MapBehaviour = memo(function MapBehaviour({
  view,
  onBoundsChange,
  boundsChangeDelayMs,
  label,
  descriptionId,
  busy,
}: MapBehaviourProps) {
  useBoundsReports(onBoundsChange, boundsChangeDelayMs)
  useViewUpdates(view)
  useMapContainer(label, descriptionId, busy)
  return null
})
