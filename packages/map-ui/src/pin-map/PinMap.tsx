import L from 'leaflet'
import { useEffect, useId, useMemo, useRef } from 'react'
import type { CSSProperties } from 'react'
import { MapContainer, Marker, useMap } from 'react-leaflet'
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_STYLE, MAP_ZOOM } from '@idx/domain'
import type { MapStyle } from '@idx/domain'
import { Basemap } from '../basemap/Basemap.js'
import type { PmtilesBasemapSource, TileSource } from '../basemap/basemap-types.js'
import { MapBehaviour } from '../search-map/MapBehaviour.js'
import { MAP_OPTIONS, mapRootClassName, mapRootStyle } from '../shared/map-root.js'
import { MapStyles } from '../styles/MapStyles.js'

/** A spot as the API names it. */
export interface PinPosition {
  latitude: number
  longitude: number
}

export interface PinMapProps {
  /** Where the pin stands; null: no pin (the map shows `center`). */
  position: PinPosition | null
  /** Where the map looks while there is no pin; default the app's map centre (Austin, TX). */
  center?: PinPosition
  /** The pin was dragged or moved with the arrow keys to this spot. */
  onMove: (position: PinPosition) => void
  /** The map's accessible name; default 'Map of the address'. */
  label?: string
  /** The pin's accessible name; default 'Pin of the address'. */
  pinLabel?: string
  mapStyle?: MapStyle
  tileSources?: Partial<Record<MapStyle, TileSource>> | null
  pmtiles?: PmtilesBasemapSource | null
  className?: string
  style?: CSSProperties
}

/** How far one arrow key moves the pin, in screen pixels (with Shift: `PIN_KEY_STEP_PX.large`). */
export const PIN_KEY_STEP_PX = { small: 4, large: 40 } as const

/** Zoom at which a placed pin is shown: close enough to put it on the right lot. */
export const PIN_ZOOM = 17

const PIN_ICON = L.divIcon({
  className: 'idx-pin-map__pin',
  iconSize: [28, 40],
  iconAnchor: [14, 40],
  html: '<svg viewBox="0 0 28 40" aria-hidden="true" focusable="false"><path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>',
})

const PIN_CSS = `
.idx-pin-map__pin { color: var(--idx-color-primary, #1a56db); cursor: grab; }
.idx-pin-map__pin svg { display: block; width: 28px; height: 40px; fill: currentColor; filter: drop-shadow(0 1px 2px rgb(0 0 0 / 0.4)); }
.idx-pin-map__pin:focus-visible { outline: 3px solid #111; outline-offset: 2px; border-radius: 4px; }
.leaflet-dragging .idx-pin-map__pin { cursor: grabbing; }
`

/**
 * A map with one pin that places an address: drag the pin, or focus it and move it with the arrow
 * keys (Shift for larger steps), to correct where the home is; each move reports the new spot.
 * When the host gives a new position (an address just placed), the map goes there at `PIN_ZOOM`;
 * a move of the pin itself leaves the map where it is.
 *
 * @example
 * <PinMap position={spot} onMove={setSpot} label="Map of 1 Main St" />
 */
export function PinMap({
  position,
  center,
  onMove,
  label = 'Map of the address',
  pinLabel = 'Pin of the address',
  mapStyle = DEFAULT_MAP_STYLE,
  tileSources,
  pmtiles,
  className,
  style,
}: PinMapProps) {
  const descriptionId = useId()
  const start = position ?? center ?? { latitude: DEFAULT_MAP_CENTER[0], longitude: DEFAULT_MAP_CENTER[1] }
  const initial = useRef({
    center: [start.latitude, start.longitude] as L.LatLngTuple,
    zoom: position ? PIN_ZOOM : MAP_ZOOM.default,
  })
  return (
    <div
      className={mapRootClassName(['idx-pin-map', className].filter(Boolean).join(' '))}
      style={mapRootStyle(mapStyle, style)}
    >
      <MapStyles />
      <style href="idx-map-ui-pin" precedence="idx-map-ui">
        {PIN_CSS}
      </style>
      <p id={descriptionId} className="idx-sr-only">
        {position
          ? 'Drag the pin, or focus it and use the arrow keys, to move it onto the home.'
          : 'No pin yet: place the address first.'}
      </p>
      <MapContainer
        className="idx-map__canvas"
        center={initial.current.center}
        zoom={initial.current.zoom}
        {...MAP_OPTIONS}
      >
        <Basemap mapStyle={mapStyle} tileSources={tileSources} pmtiles={pmtiles} />
        <MapBehaviour boundsChangeDelayMs={0} label={label} descriptionId={descriptionId} busy={false} />
        {position && <Pin position={position} onMove={onMove} label={pinLabel} />}
        <FollowPosition position={position} center={center ?? null} />
      </MapContainer>
    </div>
  )
}

/** Sends the map to a position the host set (not one the pin reported), or to `center` without one. */
function FollowPosition({ position, center }: { position: PinPosition | null; center: PinPosition | null }) {
  const map = useMap()
  const shown = useRef<string>(keyOf(position ?? center))
  const target = position ?? center
  const key = keyOf(target)
  useEffect(() => {
    if (!target || key === shown.current) return
    shown.current = key
    if (lastReported.get(map) === key) return // the pin's own move: the map stays
    map.setView([target.latitude, target.longitude], position ? PIN_ZOOM : map.getZoom())
  }, [map, key, target, position])
  return null
}

/** The spot each map's pin reported last, so the map does not jump back to it. */
const lastReported = new WeakMap<L.Map, string>()

function keyOf(position: PinPosition | null): string {
  return position ? `${position.latitude.toFixed(7)},${position.longitude.toFixed(7)}` : ''
}

function Pin({ position, onMove, label }: { position: PinPosition; onMove: (p: PinPosition) => void; label: string }) {
  const map = useMap()
  const markerRef = useRef<L.Marker>(null)
  const latest = useRef(onMove)
  useEffect(() => {
    latest.current = onMove
  }, [onMove])

  const report = useMemo(
    () => (spot: L.LatLng) => {
      const moved = { latitude: round(spot.lat), longitude: round(spot.lng) }
      lastReported.set(map, keyOf(moved))
      latest.current(moved)
    },
    [map],
  )

  useEffect(
    function keyboardMoves() {
      const element = markerRef.current?.getElement()
      if (!element) return
      element.setAttribute('aria-label', label)
      element.setAttribute('aria-roledescription', 'draggable pin')
      function onKeyDown(event: KeyboardEvent) {
        const step = event.shiftKey ? PIN_KEY_STEP_PX.large : PIN_KEY_STEP_PX.small
        const offset = { ArrowUp: [0, -step], ArrowDown: [0, step], ArrowLeft: [-step, 0], ArrowRight: [step, 0] }[
          event.key
        ]
        if (!offset) return
        // The map's own arrow keys pan it: here they move the pin instead.
        event.preventDefault()
        event.stopPropagation()
        const marker = markerRef.current
        if (!marker) return
        const point = map.latLngToContainerPoint(marker.getLatLng()).add(L.point(offset[0]!, offset[1]!))
        const spot = map.containerPointToLatLng(point)
        marker.setLatLng(spot)
        report(spot)
      }
      element.addEventListener('keydown', onKeyDown)
      return () => element.removeEventListener('keydown', onKeyDown)
    },
    [map, label, report],
  )

  const handlers = useMemo(
    () => ({
      dragend: () => {
        const marker = markerRef.current
        if (marker) report(marker.getLatLng())
      },
    }),
    [report],
  )

  return (
    <Marker
      ref={markerRef}
      position={[position.latitude, position.longitude]}
      icon={PIN_ICON}
      draggable
      keyboard
      autoPan
      eventHandlers={handlers}
    />
  )
}

/** Seven decimals: about a centimetre, more than any address needs. */
function round(value: number): number {
  return Math.round(value * 1e7) / 1e7
}
