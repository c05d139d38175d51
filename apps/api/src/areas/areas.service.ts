import type { Resource } from '../jsonapi/resource.js'
import type { AreaRow } from './areas.repository.js'

/** How the two routes name what they serve: the suggestion type and the resource type. */
export type AreaFlavour = 'area' | 'school'

/**
 * The search filter that selects listings inside the area: the suggestion id the omnibox would
 * add, e.g. `{ suggestion: { value: ['area:12'] } }`.
 */
export function areaFilter(flavour: AreaFlavour, id: number) {
  return { suggestion: { value: [`${flavour}:${id}`] } }
}

/** An area row as an `areas` or `schools` resource, with its GeoJSON and its filter. */
export function areaResource(row: AreaRow, flavour: AreaFlavour): Resource {
  return {
    id: String(row.id),
    type: flavour === 'area' ? 'areas' : 'schools',
    attributes: {
      name: row.name,
      label: row.label,
      type: flavour,
      kind: row.kind,
      school_level: row.school_level,
      geometry: row.geometry,
      // A zip outline is searched by its code (the listings' zip column), as the omnibox's zip row is.
      filter: row.kind === 'zip' ? { suggestion: { value: [`zip:${row.name}`] } } : areaFilter(flavour, row.id),
    },
    relationships: { market: { data: { id: String(row.market_id), type: 'markets' } } },
  }
}
