import type { ColumnType, Generated } from 'kysely'
import type { Timestamp } from '../db/schema.js'

/** Per grid cell, zoom and filter dimensions: the listings with a location (migration 0002; derived data). */
export interface ClusterCellsTable {
  zoom: number
  market_id: number
  listing_status: string
  purchase_type: string
  type: string
  property_type: string | null
  cx: number
  cy: number
  listing_count: number
  /** Sum of round(latitude * 1e7): exact, so cells add up to the same centroid as the listings. */
  lat_e7_sum: ColumnType<number, number, number>
  lng_e7_sum: ColumnType<number, number, number>
  min_lat: number
  max_lat: number
  min_lng: number
  max_lng: number
}

/** One row: whether cluster_cells matches listings (a trigger marks it stale on writes). */
export interface ClusterCellsStateTable {
  id: number
  stale: Generated<boolean>
  refreshed_at: Timestamp | null
}

/** The tables clusters/ owns, as the composed `Database` (src/database.ts) lists them. */
export interface ClustersTables {
  cluster_cells: ClusterCellsTable
  cluster_cells_state: ClusterCellsStateTable
}
