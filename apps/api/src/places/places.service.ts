import type { Kysely } from 'kysely'
import { cityKey, convexHull, geometryBoundingBox, type GeoJsonGeometry } from '@idx/domain'
import type { Database } from '../db/schema.js'
import type { Resource } from '../jsonapi/resource.js'
import { suggestionTarget } from '../search/suggestion-target.js'
import {
  findPlaceSuggestions,
  listingPosition,
  listingPositions,
  type PlaceSuggestionRow,
} from './places.repository.js'

/**
 * Where a suggestion is on the map: a neighbourhood's or school's own shape; for a zip code or a
 * city (which have none), the outline around its listings; for an address or MLS number, the
 * listing's point. Null when it has no position to show.
 */
async function placeGeometry(
  db: Kysely<Database>,
  marketId: number,
  row: PlaceSuggestionRow,
): Promise<GeoJsonGeometry | null> {
  if (row.geometry) return row.geometry as GeoJsonGeometry
  const target = suggestionTarget(row.id)
  switch (target?.kind) {
    case 'zip':
      return convexHull(await listingPositions(db, marketId, { zip: target.key }))
    case 'city':
      return convexHull(await listingPositions(db, marketId, { city_state: row.name }))
    case 'listing': {
      const position = row.listing_id === null ? null : await listingPosition(db, marketId, row.listing_id)
      return position ? { type: 'Point', coordinates: position } : null
    }
    default:
      return null
  }
}

/**
 * The `places` resources of suggestion ids of a market, in the order asked; unknown ids are left
 * out. Each carries the suggestion's name, label and type, its geometry and its bounding box.
 *
 * @example
 * await placeResources(db, 1, ['zip:78704'])
 * // [{ id: 'zip:78704', type: 'places', attributes: { name: '78704', geometry: { type: 'Polygon', ... }, bounding_box: {...} } }]
 */
export async function placeResources(
  db: Kysely<Database>,
  marketId: number,
  ids: readonly string[],
): Promise<Resource[]> {
  const rows = await findPlaceSuggestions(db, marketId, ids)
  const byId = new Map(rows.map((row) => [row.id, row]))
  const resources: Resource[] = []
  for (const id of ids) {
    const row = byId.get(id)
    if (!row) continue
    const geometry = await placeGeometry(db, marketId, row)
    resources.push({
      id: row.id,
      type: 'places',
      attributes: {
        name: row.name,
        label: row.label,
        type: row.type,
        geometry,
        bounding_box: geometry ? geometryBoundingBox(geometry) : null,
      },
    })
  }
  return resources
}

/** The id of the place of a City filter's city: `city_state:` and the city as cityKey reads it. */
export function typedCityPlaceId(city: string): string {
  const { city: name, state } = cityKey(city)
  return `city_state:${state === null ? name : `${name}, ${state}`}`
}

/**
 * The `places` resources of a City filter's cities as typed ('Round Rock', 'austin, tx'), in the
 * order given, repeats dropped: each outlined by the market's listings it matches, as the search
 * matches them, the way a picked city suggestion is. A city no listing with a shown address
 * matches is answered without geometry.
 *
 * @example
 * await typedCityPlaceResources(db, 1, ['Round Rock'])
 * // [{ id: 'city_state:round rock', type: 'places', attributes: { name: 'Round Rock', type: 'city', geometry: {...}, bounding_box: {...} } }]
 */
export async function typedCityPlaceResources(
  db: Kysely<Database>,
  marketId: number,
  cities: readonly string[],
): Promise<Resource[]> {
  const resources: Resource[] = []
  for (const city of cities) {
    const id = typedCityPlaceId(city)
    if (resources.some((resource) => resource.id === id)) continue
    const geometry = convexHull(await listingPositions(db, marketId, { typed_city: city }))
    resources.push({
      id,
      type: 'places',
      attributes: {
        name: city.trim(),
        label: 'City',
        type: 'city',
        geometry,
        bounding_box: geometry ? geometryBoundingBox(geometry) : null,
      },
    })
  }
  return resources
}
