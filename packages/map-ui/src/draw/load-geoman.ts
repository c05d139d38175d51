import L from 'leaflet'
import { GEOMAN_PANES, ensureDrawPane } from './draw-mode.js'

// The few parts of Leaflet-Geoman the map uses, typed here so that the package's public types
// never depend on Geoman's global augmentation of Leaflet.

/** Geoman on a map: polygon drawing. */
export interface GeomanMap {
  enableDraw(shape: 'Polygon', options?: Record<string, unknown>): void
  disableDraw(shape?: 'Polygon'): void
  setGlobalOptions(options: Record<string, unknown>): void
  Draw: {
    Polygon?: { _finishShape?: () => void; _layer?: L.Polyline; _markers?: L.Marker[]; enabled?: () => boolean }
  }
}

/** Geoman on a polygon: vertex editing. */
export interface GeomanLayer {
  enable(options?: Record<string, unknown>): void
  disable(): void
  enabled(): boolean
  /** The corner handles, per ring, while editing. */
  _markers?: (L.Marker | L.Marker[])[]
}

interface GeomanNamespace {
  setOptIn(optIn: boolean): void
  reInitLayer(layer: L.Layer): void
  Map: new (map: L.Map) => GeomanMap
}

/** Options every drawing and edit uses: polygons only, never crossing themselves. */
export const GEOMAN_OPTIONS = {
  allowSelfIntersection: false,
  allowSelfIntersectionEdit: false,
  snappable: false,
  // Our own hint line (in the toolbar, read by screen readers) replaces Geoman's tooltips.
  tooltips: false,
  exitModeOnEscape: true,
  templineStyle: { color: '#0b5cad', weight: 3 },
  hintlineStyle: { color: '#0b5cad', weight: 2, dashArray: '5 5' },
  pathOptions: { color: '#0b5cad', weight: 3, fillOpacity: 0.08 },
} as const

let loading: Promise<GeomanNamespace> | undefined

function injectGeomanCss(css: string): void {
  if (typeof document === 'undefined' || document.getElementById('idx-map-ui-geoman')) return
  const style = document.createElement('style')
  style.id = 'idx-map-ui-geoman'
  style.textContent = css
  document.head.append(style)
}

/**
 * Loads Leaflet-Geoman (a chunk of its own, fetched when the map first offers drawing) with its
 * CSS. Geoman is a script that extends the global `L`, so Leaflet is put there first; it is then
 * switched to opt-in so it does not attach itself to every marker the map creates.
 */
export function loadGeoman(): Promise<GeomanNamespace> {
  loading ??= (async () => {
    const global = globalThis as { L?: unknown }
    global.L ??= L
    const [, { GEOMAN_CSS }] = await Promise.all([
      import('@geoman-io/leaflet-geoman-free'),
      import('../styles/geoman-css.js'),
    ])
    const pm = (global.L as { PM?: GeomanNamespace }).PM
    if (!pm) throw new Error('Leaflet-Geoman did not load: it needs Leaflet as the global L.')
    pm.setOptIn(true)
    injectGeomanCss(GEOMAN_CSS)
    return pm
  })().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/** A map or layer as Geoman leaves it: its `pm` property holds Geoman once set up. */
type GeomanHolder<Target, Pm> = Omit<Target, 'pm'> & { pm?: Pm }

/** Geoman of a map or polygon if it was set up (drawing or editing started), else undefined. */
export function existingGeoman(target: L.Map | null): GeomanMap | undefined
export function existingGeoman(target: L.Polygon): GeomanLayer | undefined
export function existingGeoman(target: L.Map | L.Polygon | null): GeomanMap | GeomanLayer | undefined {
  return (target as GeomanHolder<L.Map | L.Polygon, GeomanMap | GeomanLayer> | null)?.pm
}

/** Geoman for a map, created on first use. */
export function geomanMap(pm: GeomanNamespace, map: L.Map): GeomanMap {
  const holder = map as GeomanHolder<L.Map, GeomanMap>
  if (!holder.pm) {
    ensureDrawPane(map)
    holder.pm = new pm.Map(map)
    holder.pm.setGlobalOptions({ ...GEOMAN_OPTIONS, panes: GEOMAN_PANES })
  }
  return holder.pm
}

/** Geoman for a polygon created with `pmIgnore: false`, created on first use. */
export function geomanLayer(pm: GeomanNamespace, layer: L.Polygon): GeomanLayer | undefined {
  const holder = layer as GeomanHolder<L.Polygon, GeomanLayer>
  if (!holder.pm) pm.reInitLayer(layer)
  return holder.pm
}
