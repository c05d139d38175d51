import type { BoundingBox } from '@idx/domain'

// The clustering grid. Cells are squares of CLUSTER_CELL_PX screen pixels on a Web-Mercator map
// (the projection Leaflet shows), so a cluster covers the same screen area at every zoom: at zoom
// z the world is 256 * 2^z pixels wide, i.e. 2^(z+2) cells of 64 px across and down. A cell's x
// and y are therefore slippy-map tile coordinates at zoom z + 2, and cells nest: cell (x, y) at
// zoom z holds cells (2x..2x+1, 2y..2y+1) at zoom z + 1.

export const GRID_DEFAULTS = {
  /** Side of a cell in screen pixels. */
  cellPx: 64,
  /** Side of a map tile in screen pixels (Leaflet's default). */
  tilePx: 256,
  /** Zoom levels a request may ask for. */
  minZoom: 0,
  maxZoom: 22,
  /** Zoom levels precomputed in cluster_cells (0 up to this one); finer zooms are computed live. */
  precomputedMaxZoom: 15,
  /** A cluster of at most this many listings carries them (`listings`). */
  smallClusterMax: 10,
  /**
   * Small clusters' listings are read in one scan of the view when it holds at most this many
   * listings, or this many per small cluster, whichever is more; else cell by cell (GiST probes).
   */
  oneScanListingsMax: 3000,
  oneScanListingsPerSmallCluster: 50,
  /** Map width assumed when a request gives a box but no zoom. */
  derivedZoomViewportPx: 1024,
} as const

/** Web Mercator's latitude limit: the map is square between these parallels. */
export const MERCATOR_MAX_LAT = 85.0511287798066

/** Cells across (and down) the world at a zoom level: 2^(z+2). */
export function cellsAcross(zoom: number): number {
  return 2 ** (zoom + Math.log2(GRID_DEFAULTS.tilePx / GRID_DEFAULTS.cellPx))
}

/** A longitude as a fraction of the world's width, west edge 0. */
export function mercatorX(lng: number): number {
  return (lng + 180) / 360
}

/** A latitude as a fraction of the (square) world's height, north edge 0. */
export function mercatorY(lat: number): number {
  const phi = (Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, lat)) * Math.PI) / 180
  return (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2
}

/** The latitude at a fraction of the world's height (inverse of mercatorY). */
export function latitudeAt(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI
}

function cellIndex(fraction: number, across: number): number {
  return Math.min(across - 1, Math.max(0, Math.floor(fraction * across)))
}

/** Inclusive range of cells; x grows eastwards, y southwards. */
export type CellRange = { x0: number; x1: number; y0: number; y1: number }

/**
 * The cells a bounding box touches at a zoom level.
 *
 * @example
 * cellRange({ top_left: { lat: 30.3, lng: -97.8 }, bottom_right: { lat: 30.2, lng: -97.7 } }, 10)
 * // { x0: 1032, x1: 1033, y0: 1690, y1: 1691 }
 */
export function cellRange(box: BoundingBox, zoom: number): CellRange {
  const across = cellsAcross(zoom)
  return {
    x0: cellIndex(mercatorX(box.top_left.lng), across),
    x1: cellIndex(mercatorX(box.bottom_right.lng), across),
    y0: cellIndex(mercatorY(box.top_left.lat), across),
    y1: cellIndex(mercatorY(box.bottom_right.lat), across),
  }
}

/**
 * The geographic rectangle a range of cells covers, widened by `margin` degrees (the database
 * assigns listings to cells with its own floating-point functions, so a candidate box must not
 * cut exactly along a cell edge). The outermost cells reach the poles.
 */
export function rangeBox(range: CellRange, zoom: number, margin = 1e-6): BoundingBox {
  const across = cellsAcross(zoom)
  const north = range.y0 === 0 ? 90 : latitudeAt(range.y0 / across) + margin
  const south = range.y1 === across - 1 ? -90 : latitudeAt((range.y1 + 1) / across) - margin
  return {
    top_left: { lat: Math.min(90, north), lng: Math.max(-180, (range.x0 / across) * 360 - 180 - margin) },
    bottom_right: { lat: Math.max(-90, south), lng: Math.min(180, ((range.x1 + 1) / across) * 360 - 180 + margin) },
  }
}

/**
 * The zoom at which the box fills a map `viewportPx` wide (rounded down, so it fits), for
 * requests that give no zoom.
 *
 * @example
 * zoomForBox({ top_left: { lat: 31, lng: -98.5 }, bottom_right: { lat: 29.5, lng: -97 } }) // 9
 */
export function zoomForBox(box: BoundingBox, viewportPx: number = GRID_DEFAULTS.derivedZoomViewportPx): number {
  const width = mercatorX(box.bottom_right.lng) - mercatorX(box.top_left.lng)
  if (!(width > 0)) return GRID_DEFAULTS.maxZoom
  const zoom = Math.floor(Math.log2(viewportPx / (GRID_DEFAULTS.tilePx * width)))
  return Math.min(GRID_DEFAULTS.maxZoom, Math.max(GRID_DEFAULTS.minZoom, zoom))
}
