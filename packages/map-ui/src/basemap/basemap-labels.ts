import L from 'leaflet'
import { labelPosition } from '@idx/domain'
import type { GeoJsonGeometry, GeoPoint } from '@idx/domain'
import { escapeHtml } from '../markers/escape-html.js'
import { LABEL_KINDS, MAX_LABELS } from './basemap-palettes.js'
import { LABEL_FONTS } from './basemap-css.js'
import { LABEL_GAP_PX, declutterLabels } from './declutter-labels.js'
import type { LabelBox } from './declutter-labels.js'
import { PANES, ensurePane } from './panes.js'

/** Kinds of names on the basemap; each has its look, zoom range and rank (`LABEL_KINDS`). */
export type BasemapLabelKind = keyof typeof LABEL_KINDS

/** A name written on the basemap, and where. */
export interface BasemapLabel {
  name: string
  position: GeoPoint
  kind: BasemapLabelKind
  /** The name the map is about (a listing's neighbourhood): written first, at any zoom of its kind's. */
  emphasis?: boolean
}

/** A spot on screen no name may cover (a listing's marker), in pixels around `position`. */
export interface LabelObstacle {
  position: GeoPoint
  width: number
  height: number
  /** How far the box's centre is above `position` (a pin stands on its point). */
  raise?: number
}

type NamedFeature = { geometry: unknown; properties?: { name?: string | null } | null }

/** Labels of named features at their `labelPosition` (computed once per layer, not on every move). */
export function featureLabels(features: readonly NamedFeature[], kind: BasemapLabelKind): BasemapLabel[] {
  return features.flatMap((feature) => {
    const name = feature.properties?.name?.trim()
    const position = feature.geometry ? labelPosition(feature.geometry as GeoJsonGeometry) : null
    return name && position ? [{ name, position, kind }] : []
  })
}

/** Every layer's names on one map, decluttered together so that no two overlap. */
interface LabelBoard {
  sources: Map<symbol, readonly BasemapLabel[]>
  obstacles: Map<symbol, readonly LabelObstacle[]>
  group: L.LayerGroup
  frame: number | null
}

const boards = new WeakMap<L.Map, LabelBoard>()

let scratch: CanvasRenderingContext2D | null | undefined
const widths = new Map<string, number>()

/** A name's width in CSS pixels in its kind's font, bold when emphasised (canvas text metrics, cached). */
function textWidth(name: string, kind: BasemapLabelKind, emphasis: boolean): number {
  const key = `${kind}|${emphasis ? 1 : 0}|${name}`
  let width = widths.get(key)
  if (width === undefined) {
    scratch ??= typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d')
    const font = LABEL_FONTS[kind]
    const text = font.uppercase ? name.toUpperCase() : name
    if (scratch) {
      scratch.font = emphasis ? font.font.replace(/\b[1-9]00\b/, '700') : font.font
      width = scratch.measureText(text).width + font.letterSpacingPx * text.length
    } else {
      width = text.length * font.sizePx * 0.62 + font.letterSpacingPx * text.length
    }
    widths.set(key, width)
  }
  return width
}

/** Halo and rounding: names are drawn with a 3 px text shadow around them. */
const HALO_PX = 3

function labelBox(label: BasemapLabel, at: L.Point): LabelBox {
  const font = LABEL_FONTS[label.kind]
  return {
    x: at.x,
    y: at.y,
    width: textWidth(label.name, label.kind, label.emphasis ?? false) + HALO_PX * 2,
    height: font.sizePx * 1.2 + HALO_PX,
  }
}

const icons = new Map<string, L.DivIcon>()

function labelIcon(label: BasemapLabel): L.DivIcon {
  const key = `${label.kind}|${label.emphasis ? 1 : 0}|${label.name}`
  let icon = icons.get(key)
  if (!icon) {
    icon = L.divIcon({
      className: `idx-map-label idx-map-label--${label.kind}${label.emphasis ? ' idx-map-label--focus' : ''}`,
      // No size: the name's CSS sizes the box. Leaflet copies an own `undefined` over the
      // DivIcon's default 12 x 12 and then sets no width or height (as it does for null).
      iconSize: undefined,
      html: `<span aria-hidden="true">${escapeHtml(label.name)}</span>`,
    })
    icons.set(key, icon)
  }
  return icon
}

/** How far a moved name steps: just past the gap `declutterLabels` keeps between names. */
const CLEARANCE_PX = LABEL_GAP_PX + 1

/**
 * Kinds named after a large shape (a zip area, a lake): the name may move a little off the
 * shape's middle when that spot is taken, and still reads as the shape's.
 */
const MOVABLE_KINDS: ReadonlySet<BasemapLabelKind> = new Set(['zip', 'water'])

/**
 * Where a name may go when its own spot is taken: just below, then above, an obstacle it sits on;
 * for a movable kind also one line below, above, right and left of its spot.
 */
function alternativesFor(label: BasemapLabel, box: LabelBox, obstacles: readonly LabelBox[]): LabelBox[] {
  const aroundObstacles = obstacles
    .filter((obstacle) => Math.abs(obstacle.x - box.x) * 2 < obstacle.width + box.width)
    .flatMap((obstacle) => [
      { ...box, y: obstacle.y + (obstacle.height + box.height) / 2 + CLEARANCE_PX },
      { ...box, y: obstacle.y - (obstacle.height + box.height) / 2 - CLEARANCE_PX },
    ])
  if (!MOVABLE_KINDS.has(label.kind)) return aroundObstacles
  const step = box.height + CLEARANCE_PX
  return [
    ...aroundObstacles,
    { ...box, y: box.y + step },
    { ...box, y: box.y - step },
    { ...box, x: box.x + box.width / 2 + CLEARANCE_PX },
    { ...box, x: box.x - box.width / 2 - CLEARANCE_PX },
  ]
}

/** A name is written whole or not at all: one that would run off the map is left out. */
function inside(box: LabelBox, size: L.Point): boolean {
  return (
    box.x - box.width / 2 >= 0 &&
    box.x + box.width / 2 <= size.x &&
    box.y - box.height / 2 >= 0 &&
    box.y + box.height / 2 <= size.y
  )
}

/** The box moved the least that puts it wholly in view (when it fits at all). */
function clampInside(box: LabelBox, size: L.Point): { x: number; y: number } {
  return {
    x: Math.min(Math.max(box.x, box.width / 2), size.x - box.width / 2),
    y: Math.min(Math.max(box.y, box.height / 2), size.y - box.height / 2),
  }
}

function render(map: L.Map, board: LabelBoard): void {
  board.frame = null
  board.group.clearLayers()
  const size = map.getSize()
  if (size.x === 0 || size.y === 0) return
  const zoom = map.getZoom()
  const view = map.getBounds().pad(0.05)
  const obstacles = [...board.obstacles.values()].flat().map((obstacle) => {
    const at = map.latLngToContainerPoint(obstacle.position)
    return { x: at.x, y: at.y - (obstacle.raise ?? 0), width: obstacle.width, height: obstacle.height }
  })
  const candidates = []
  for (const labels of board.sources.values()) {
    for (const label of labels) {
      const kind = LABEL_KINDS[label.kind]
      if (zoom < kind.minZoom || zoom > kind.maxZoom) continue
      let box = labelBox(label, map.latLngToContainerPoint(label.position))
      // The name the map is about is always written: when its shape's middle is out of view (a
      // small map, a large neighbourhood), it goes by the marker, which stands inside the shape.
      if (label.emphasis && !inside(box, size)) {
        const anchor = obstacles[0] ?? clampInside(box, size)
        box = { ...box, x: anchor.x, y: anchor.y }
      } else if (!view.contains(label.position) || !inside(box, size)) continue
      const alternatives = alternativesFor(label, box, obstacles).filter((option) => inside(option, size))
      candidates.push({ label, box, alternatives, rank: kind.rank + (label.emphasis ? 1000 : 0) })
    }
  }
  const placed = declutterLabels(candidates, MAX_LABELS, undefined, obstacles)
  const pane = ensurePane(map, PANES.labels)
  for (const { label, box } of placed) {
    const at = map.containerPointToLatLng([box.x, box.y])
    L.marker(at, { icon: labelIcon(label), interactive: false, keyboard: false, pane }).addTo(board.group)
  }
}

function schedule(map: L.Map, board: LabelBoard): void {
  // After the map is gone (its 'unload'), a layer taking its names off has nothing to redraw.
  if (board.frame !== null || boards.get(map) !== board) return
  board.frame = requestAnimationFrame(() => render(map, board))
}

function boardOf(map: L.Map): LabelBoard {
  let board = boards.get(map)
  if (!board) {
    const made: LabelBoard = { sources: new Map(), obstacles: new Map(), group: L.layerGroup().addTo(map), frame: null }
    const update = () => schedule(map, made)
    map.on('moveend zoomend resize', update)
    map.once('unload', () => {
      map.off('moveend zoomend resize', update)
      if (made.frame !== null) cancelAnimationFrame(made.frame)
      boards.delete(map)
    })
    boards.set(map, made)
    board = made
  }
  return board
}

/**
 * Writes `labels` on the map's basemap with every other layer's names, after each move: the names
 * of kinds whose zoom range includes the zoom, in view and whole, never two overlapping (the
 * higher `LABEL_KINDS` rank wins; see `declutterLabels`), never over an obstacle, at most
 * `MAX_LABELS`. The names are decoration for sighted visitors: not focusable, hidden from screen
 * readers (the results list is the accessible equivalent of the map). Returns the function that
 * takes these labels off again.
 */
export function showBasemapLabels(
  map: L.Map,
  labels: readonly BasemapLabel[],
  obstacles: readonly LabelObstacle[] = [],
): () => void {
  const board = boardOf(map)
  const key = Symbol('labels')
  board.sources.set(key, labels)
  if (obstacles.length > 0) board.obstacles.set(key, obstacles)
  schedule(map, board)
  return function removeBasemapLabels() {
    board.sources.delete(key)
    board.obstacles.delete(key)
    schedule(map, board)
  }
}
