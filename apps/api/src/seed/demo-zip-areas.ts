import type { ZipPlace } from './austin-zips.js'
import type { DemoArea } from './demo-areas.js'
import { powerZone } from './geometry.js'

/**
 * How far a zip area reaches from its centre at most. Zips in town are closer together than this,
 * so there their outlines are the bisectors between neighbouring centres; an outlying town's zip
 * is a 7 km disc rather than a cell running to the next town.
 */
const ZIP_AREA_RADIUS_KM = 7

/** Corners of the disc a zip area starts from (bisectors then cut it). */
const ZIP_AREA_SIDES = 24

/**
 * The zip codes as areas for the map's basemap (ids from `firstId`): the `zipcodes` package has
 * centres but no boundaries, so each zip's outline is its Voronoi cell among the seed's zip
 * centres, capped at `ZIP_AREA_RADIUS_KM`. The seed gives every listing its nearest zip centre,
 * so each listing lies inside its own zip's outline (when within the cap).
 */
export function zipAreas(zips: readonly ZipPlace[], firstId: number): DemoArea[] {
  const sites = zips.map((zip) => ({ centre: zip.centre, radiusKm: ZIP_AREA_RADIUS_KM }))
  return zips.map((zip, index) => {
    const ring = powerZone(sites, index, ZIP_AREA_SIDES)
    const lngs = ring.map((p) => p[0])
    const lats = ring.map((p) => p[1])
    return {
      id: firstId + index,
      kind: 'zip',
      name: zip.zip,
      label: `${zip.city}, ${zip.state}`,
      schoolLevel: null,
      ring,
      bbox: [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)],
      centre: zip.centre,
    }
  })
}
