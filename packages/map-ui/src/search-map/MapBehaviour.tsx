import { memo, useEffect, useRef } from 'react'
import { useMap } from 'react-leaflet'
import { boundsChanged } from '@idx/domain'
import type { BoundingBox } from '@idx/domain'
import { applyView, currentBox, viewKey } from './map-view'
import type { MapView } from './map-view'

export interface MapBehaviourProps {
  view?: MapView
  onBoundsChange?: (box: BoundingBox, zoom: number) => void
  boundsChangeDelayMs: number
  label: string
  descriptionId: string
  busy: boolean
}

/**
 * Reports the map's box on move-end, only when it changed since the last report: at once for the
 * first, then after `delayMs` of quiet (the map cluster fetch debounce), so a drag or a run of
 * zoom steps causes one reload.
 */
function useBoundsReports(onBoundsChange: MapBehaviourProps['onBoundsChange'], delayMs: number) {
  const map = useMap()
  const latest = useRef(onBoundsChange)
  useEffect(() => {
    latest.current = onBoundsChange
  }, [onBoundsChange])

  useEffect(() => {
    let last: BoundingBox | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    function report() {
      const size = map.getSize()
      if (size.x === 0 || size.y === 0) return // not laid out yet: its box would be a point
      const box = currentBox(map)
      if (!boundsChanged(last, box)) return
      last = box
      latest.current?.(box, map.getZoom())
    }
    function onMoveEnd() {
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
  useEffect(() => {
    if (!view || key === applied.current) return
    applied.current = key
    applyView(map, view)
  }, [map, key, view])
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
    const observer = new ResizeObserver(() => map.invalidateSize({ debounceMoveend: true }))
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
