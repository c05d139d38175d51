import type { GeoPoint } from '../geo/types.js'

// Where a marker sits on the screen, in CSS pixels. The map draws every marker at exactly the
// size computed here (its icon size and anchor come from `markerFootprint`), so the layout can
// prove that no two markers touch before a single one is drawn.

/** Marker sizes in CSS pixels; the map's CSS draws them at these sizes. */
export const MARKER_FOOTPRINT = {
  /** Height of a price pill ('$450K'), its border included. */
  pillHeight: 24,
  /** The pill's tail below it: its tip is the listing's position. */
  pillTail: 6,
  /** Horizontal padding plus border of a pill, both sides together. */
  pillPadding: 18,
  /**
   * Width reserved per character of a pill's text: wider than any digit, '$', 'K', 'M' or
   * lower-case letter of the 12 px bold system font, so the text always fits.
   */
  pillCharWidth: 8,
  /** What a saved listing's pill adds before its text: the heart (10 px) and the space after it. */
  savedHeart: 14,
  /** Side of a listing dot (a listing drawn where its price pill would not fit). */
  dot: 14,
  /** Least space between two markers (their shadows and focus rings need it). */
  gap: 4,
} as const

/** Leaflet's tile size: at zoom z the Web Mercator world is 256 * 2^z pixels wide. */
const TILE_PX = 256
const MAX_LATITUDE = 85.0511287798

/** A point in world pixels at a zoom (Leaflet's CRS, EPSG:3857): x east, y south. */
export type PixelPoint = { x: number; y: number }

/** A rectangle in pixels: left and top inclusive, as a browser's bounding box. */
export type PixelBox = { left: number; top: number; right: number; bottom: number }

/** A marker's size and where its position lies inside it (pixels from its top-left corner). */
export type MarkerFootprint = { width: number; height: number; anchorX: number; anchorY: number }

/** The marker shapes the map draws. */
export type MarkerShape =
  { kind: 'bubble'; radius: number } | { kind: 'pill'; text: string; saved?: boolean } | { kind: 'dot' }

/**
 * A position's world pixel at a zoom: the same point Leaflet's `project` gives, so differences
 * between two positions are their distance on the screen.
 *
 * @example
 * worldPixel({ lat: 0, lng: 0 }, 1) // { x: 256, y: 256 }
 */
export function worldPixel(position: GeoPoint, zoom: number): PixelPoint {
  const size = TILE_PX * 2 ** zoom
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, position.lat))
  const sin = Math.sin((lat * Math.PI) / 180)
  return {
    x: ((position.lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  }
}

/**
 * The size and anchor of a marker of a shape: a bubble is a circle around its position, a dot a
 * small one, a pill a rounded label as wide as its text whose tail's tip is the position.
 *
 * @example
 * markerFootprint({ kind: 'bubble', radius: 25 }) // { width: 50, height: 50, anchorX: 25, anchorY: 25 }
 * markerFootprint({ kind: 'pill', text: '$450K' }) // { width: 58, height: 24, anchorX: 29, anchorY: 30 }
 * markerFootprint({ kind: 'pill', text: '$450K', saved: true }) // { width: 72, height: 24, anchorX: 36, anchorY: 30 }
 */
export function markerFootprint(shape: MarkerShape): MarkerFootprint {
  if (shape.kind === 'bubble') {
    const side = shape.radius * 2
    return { width: side, height: side, anchorX: shape.radius, anchorY: shape.radius }
  }
  if (shape.kind === 'dot') {
    const side = MARKER_FOOTPRINT.dot
    return { width: side, height: side, anchorX: side / 2, anchorY: side / 2 }
  }
  // An even width keeps the tail's tip on a whole pixel.
  const raw =
    MARKER_FOOTPRINT.pillPadding +
    MARKER_FOOTPRINT.pillCharWidth * [...shape.text].length +
    (shape.saved ? MARKER_FOOTPRINT.savedHeart : 0)
  const width = Math.ceil(raw / 2) * 2
  return {
    width,
    height: MARKER_FOOTPRINT.pillHeight,
    anchorX: width / 2,
    anchorY: MARKER_FOOTPRINT.pillHeight + MARKER_FOOTPRINT.pillTail,
  }
}

/**
 * The pixels a marker covers at a point, its pill's tail included.
 *
 * @example
 * footprintBox({ x: 100, y: 100 }, markerFootprint({ kind: 'dot' })) // { left: 93, top: 93, right: 107, bottom: 107 }
 */
export function footprintBox(point: PixelPoint, footprint: MarkerFootprint): PixelBox {
  const left = point.x - footprint.anchorX
  const top = point.y - footprint.anchorY
  return {
    left,
    top,
    right: left + footprint.width,
    bottom: top + Math.max(footprint.height, footprint.anchorY),
  }
}

/**
 * Whether two markers come closer than `gap` pixels (touching edges count as apart when the gap
 * is 0).
 *
 * @example
 * boxesCollide({ left: 0, top: 0, right: 10, bottom: 10 }, { left: 12, top: 0, right: 20, bottom: 10 }, 4) // true
 */
export function boxesCollide(a: PixelBox, b: PixelBox, gap: number = MARKER_FOOTPRINT.gap): boolean {
  return a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap
}
