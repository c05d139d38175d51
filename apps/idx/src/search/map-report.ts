import type { BoundingBox, GeoPoint } from '@idx/domain'

/** One bounds report of the search map: the box it shows and its zoom. */
export type MapReport = { box: BoundingBox; zoom: number }

/**
 * What a report means for the search:
 * - `opened`: the map's first report, where it opened (the URL's box, or the market);
 * - `resized`: the map's box changed size around the same centre at the same zoom (the page's
 *   layout moved, e.g. a chip row appeared, or the window was resized): Leaflet keeps the centre;
 * - `shown`: the map moved to the view the page asked for (back/forward to another box);
 * - `moved`: the visitor panned or zoomed; only this one changes the search's box.
 */
export type MapReportKind = 'opened' | 'resized' | 'shown' | 'moved'

/** How far two centres may be apart and still be one centre: a fraction of the view (pixel rounding). */
const SAME_CENTRE = 0.01

// Web Mercator y of a latitude: Leaflet keeps the centre in projected space, and a box's
// projected middle is not its middle latitude.
function mercatorY(lat: number): number {
  const rad = (lat * Math.PI) / 180
  return Math.log(Math.tan(Math.PI / 4 + rad / 2))
}

function centreOf(box: BoundingBox): { x: number; y: number } {
  return {
    x: (box.top_left.lng + box.bottom_right.lng) / 2,
    y: (mercatorY(box.top_left.lat) + mercatorY(box.bottom_right.lat)) / 2,
  }
}

/** Whether `point` is the centre of `box`, within a hundredth of the box's width and height. */
function isCentreOf(point: { x: number; y: number }, box: BoundingBox): boolean {
  const centre = centreOf(box)
  const width = Math.abs(box.bottom_right.lng - box.top_left.lng)
  const height = Math.abs(mercatorY(box.top_left.lat) - mercatorY(box.bottom_right.lat))
  return Math.abs(point.x - centre.x) <= width * SAME_CENTRE && Math.abs(point.y - centre.y) <= height * SAME_CENTRE
}

/**
 * Tells a visitor's move of the map from the map merely opening, being laid out anew, or going
 * where the page sent it, so that only a move narrows the search (and resets its page).
 * `asked` is the view the page asked for and the map has not shown yet: a box or a centre.
 *
 * @example
 * mapReportKind(null, report) // 'opened'
 * mapReportKind({ box: austin, zoom: 10 }, { box: shorterAustin, zoom: 10 }, null) // 'resized'
 * mapReportKind({ box: austin, zoom: 10 }, { box: austin, zoom: 11 }, null) // 'moved'
 */
export function mapReportKind(
  previous: MapReport | null,
  next: MapReport,
  asked: { box: BoundingBox } | { center: GeoPoint } | null,
): MapReportKind {
  if (!previous) return 'opened'
  if (previous.zoom === next.zoom && isCentreOf(centreOf(previous.box), next.box)) return 'resized'
  if (asked) {
    const target = 'box' in asked ? centreOf(asked.box) : { x: asked.center.lng, y: mercatorY(asked.center.lat) }
    if (isCentreOf(target, next.box)) return 'shown'
  }
  return 'moved'
}
