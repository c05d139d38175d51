import type { Json } from '../db/schema.js'

/**
 * 'zip' areas are outlines for the map's basemap only: zip searches match the listing's zip column.
 * 'custom' areas are a brokerage's own (loaded with `idx add-areas --type custom`), searched and
 * suggested as neighbourhoods are.
 */
export type AreaKind = 'neighborhood' | 'school' | 'school_district' | 'zip' | 'custom'

export interface AreasTable {
  id: number
  market_id: number
  kind: AreaKind
  name: string
  label: string
  school_level: string | null
  geometry: Json
  shape: string
}

/** The tables areas/ owns, as the composed `Database` (src/database.ts) lists them. */
export interface AreasTables {
  areas: AreasTable
}
