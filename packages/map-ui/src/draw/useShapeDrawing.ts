import { useCallback, useEffect, useRef, useState } from 'react'
import L from 'leaflet'
import {
  DRAWN_POLYGON_MESSAGES,
  latLngsFromPolygon,
  polygonFromBoundingBox,
  polygonFromDrawnLatLngs,
} from '@idx/domain'
import type { GeoPoint, SearchPolygon } from '@idx/domain'
import { currentBox } from '../search-map/map-view.js'
import { holdMarkersInert, nameCornersWhileActive } from './draw-mode.js'
import { GEOMAN_OPTIONS, existingGeoman, geomanLayer, geomanMap, loadGeoman } from './load-geoman.js'

/** What the drawing tools are doing. */
export type DrawingMode = 'idle' | 'loading' | 'drawing' | 'editing'

/** A line under the drawing tools: a hint while drawing or editing, or why a shape was refused. */
export type DrawingMessage = { tone: 'hint' | 'alert'; text: string }

export const DRAWING_HINTS = {
  drawing: 'Click the map to add corners, then select Finish shape or click the first corner. Escape cancels.',
  editing: 'Drag a corner to move it, or drag a middle point to add one. Select Done editing when finished.',
  loadFailed: 'Drawing is not available right now. Please try again.',
} as const

export interface ShapeDrawing {
  mode: DrawingMode
  message: DrawingMessage | null
  startDrawing: () => void
  finishDrawing: () => void
  cancelDrawing: () => void
  startEditing: () => void
  finishEditing: () => void
  removeShape: () => void
  searchThisArea: () => void
}

const SHAPE_STYLE: L.PolylineOptions = { ...GEOMAN_OPTIONS.pathOptions, interactive: false }

function cornersOf(layer: L.Polygon | L.Polyline): GeoPoint[] {
  const latLngs = layer.getLatLngs()
  const ring = (Array.isArray(latLngs[0]) ? latLngs[0] : latLngs) as L.LatLng[]
  return ring.map(({ lat, lng }) => ({ lat, lng }))
}

/**
 * Polygon drawing for the search map: draws the `geo_shape` it is given, lets the visitor draw a
 * new one (Leaflet-Geoman, polygons only, never crossing themselves), edit its corners or remove
 * it, and turns the current view into a shape ('Search this area', the keyboard alternative to
 * drawing). Every shape is checked again with `polygonFromDrawnLatLngs` before it is reported.
 */
export function useShapeDrawing(
  map: L.Map | null,
  shape: SearchPolygon | null,
  commit: (shape: SearchPolygon | null) => void,
  editable: boolean,
): ShapeDrawing {
  const [mode, setMode] = useState<DrawingMode>('idle')
  const [message, setMessage] = useState<DrawingMessage | null>(null)
  const shapeLayer = useRef<L.Polygon | null>(null)
  const modeRef = useRef(mode)
  useEffect(() => {
    modeRef.current = mode
  }, [mode])
  const commitRef = useRef(commit)
  useEffect(() => {
    commitRef.current = commit
  }, [commit])

  const refuse = useCallback((text: string) => setMessage({ tone: 'alert', text }), [])

  // The shape the host gave, drawn as a polygon layer Geoman can edit. Compared by value, so a
  // host passing an equal shape anew on each render does not redraw it (and end an edit).
  const shapeKey = JSON.stringify(shape)
  useEffect(() => {
    const given = JSON.parse(shapeKey) as SearchPolygon | null
    if (!map || !given) return
    const layer = L.polygon(
      latLngsFromPolygon(given).map(({ lat, lng }) => [lat, lng] as L.LatLngTuple),
      { ...SHAPE_STYLE, pmIgnore: false } as L.PolylineOptions,
    )
    // While editing, Geoman refuses a corner that would make the outline cross itself.
    layer.on('pm:intersect', () => refuse(DRAWN_POLYGON_MESSAGES['self-intersecting']))
    layer.addTo(map)
    shapeLayer.current = layer
    return function removeShapeLayer() {
      layer.remove()
      if (shapeLayer.current === layer) shapeLayer.current = null
    }
  }, [map, shapeKey, refuse])

  // Geoman's events while drawing: a finished shape, a refused corner, the end of drawing.
  useEffect(() => {
    if (!map) return
    function onCreate(event: L.LeafletEvent & { layer?: L.Polygon }) {
      const layer = event.layer
      if (!layer) return
      layer.remove() // the host's shape is what the map shows
      const drawn = polygonFromDrawnLatLngs(cornersOf(layer))
      if (drawn.ok) {
        setMessage(null)
        commitRef.current(drawn.polygon)
      } else refuse(DRAWN_POLYGON_MESSAGES[drawn.problem])
    }
    function onIntersect() {
      refuse(DRAWN_POLYGON_MESSAGES['self-intersecting'])
    }
    function onDrawEnd() {
      if (modeRef.current === 'drawing') setMode('idle')
      setMessage((current) => (current?.tone === 'hint' ? null : current))
    }
    map.on('pm:create', onCreate)
    map.on('pm:intersect', onIntersect)
    map.on('pm:drawend', onDrawEnd)
    return function stopListening() {
      map.off('pm:create', onCreate)
      map.off('pm:intersect', onIntersect)
      map.off('pm:drawend', onDrawEnd)
    }
  }, [map, refuse])

  // While drawing or editing, the listings' markers are inert (a click places a corner) and the
  // corner handles have names.
  useEffect(() => {
    if (!map || (mode !== 'drawing' && mode !== 'editing')) return
    const release = holdMarkersInert(map)
    const stopNaming = nameCornersWhileActive(map, () => {
      if (mode === 'drawing') return existingGeoman(map)?.Draw.Polygon?._markers ?? []
      const layer = shapeLayer.current
      return (layer ? existingGeoman(layer)?._markers : undefined)?.flat() ?? []
    })
    return function endDrawMode() {
      stopNaming()
      release()
    }
  }, [map, mode])

  // Leaving the tools (not editable any more, or unmounting) ends any drawing or editing.
  useEffect(() => {
    if (!map || editable) return
    existingGeoman(map)?.disableDraw()
    setMode('idle')
    setMessage(null)
  }, [map, editable])

  const withGeoman = useCallback(
    async (next: DrawingMode, action: (pm: Awaited<ReturnType<typeof loadGeoman>>) => void) => {
      setMode('loading')
      try {
        const pm = await loadGeoman()
        action(pm)
        setMode(next)
      } catch {
        setMode('idle')
        refuse(DRAWING_HINTS.loadFailed)
      }
    },
    [refuse],
  )

  const startDrawing = useCallback(() => {
    if (!map) return
    void withGeoman('drawing', (pm) => {
      geomanMap(pm, map).enableDraw('Polygon', { ...GEOMAN_OPTIONS })
      setMessage({ tone: 'hint', text: DRAWING_HINTS.drawing })
    })
  }, [map, withGeoman])

  const finishDrawing = useCallback(() => {
    const draw = existingGeoman(map)?.Draw.Polygon
    const corners = draw?._layer?.getLatLngs().length ?? 0
    if (corners < 3) {
      refuse(DRAWN_POLYGON_MESSAGES['too-few-corners'])
      return
    }
    draw?._finishShape?.()
  }, [map, refuse])

  const cancelDrawing = useCallback(() => {
    existingGeoman(map)?.disableDraw()
    setMode('idle')
    setMessage(null)
  }, [map])

  const startEditing = useCallback(() => {
    const layer = shapeLayer.current
    if (!map || !layer) return
    void withGeoman('editing', (pm) => {
      geomanMap(pm, map)
      geomanLayer(pm, layer)?.enable({ ...GEOMAN_OPTIONS })
      setMessage({ tone: 'hint', text: DRAWING_HINTS.editing })
    })
  }, [map, withGeoman])

  const finishEditing = useCallback(() => {
    const layer = shapeLayer.current
    setMode('idle')
    if (!layer) return
    existingGeoman(layer)?.disable()
    const edited = polygonFromDrawnLatLngs(cornersOf(layer))
    if (edited.ok) {
      setMessage(null)
      commitRef.current(edited.polygon)
    } else {
      if (shape) layer.setLatLngs(latLngsFromPolygon(shape).map(({ lat, lng }) => [lat, lng] as L.LatLngTuple))
      refuse(DRAWN_POLYGON_MESSAGES[edited.problem])
    }
  }, [refuse, shape])

  const removeShape = useCallback(() => {
    if (shapeLayer.current) existingGeoman(shapeLayer.current)?.disable()
    setMode('idle')
    setMessage(null)
    commitRef.current(null)
  }, [])

  const searchThisArea = useCallback(() => {
    if (!map) return
    existingGeoman(map)?.disableDraw()
    setMode('idle')
    setMessage(null)
    commitRef.current(polygonFromBoundingBox(currentBox(map)))
  }, [map])

  return {
    mode,
    message,
    startDrawing,
    finishDrawing,
    cancelDrawing,
    startEditing,
    finishEditing,
    removeShape,
    searchThisArea,
  }
}
