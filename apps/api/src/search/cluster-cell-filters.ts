import type { SelectQueryBuilder } from 'kysely'
import type { Database } from '../db/schema.js'
import type { CellRange } from './cluster-grid.js'
import type { SearchScope } from './filter-sql.js'

// The cluster_cells filters the cluster map and the listing search's cell plans share: here, in
// search/, so neither feature reaches into the other's repository.

/** Filter fields cluster_cells is grouped by: a filter of only these can be answered from it. */
export const PRECOMPUTED_FILTER_FIELDS = ['listing_status', 'purchase_type', 'type', 'property_type'] as const

function valuesOf(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).map(String)
}

/** A cluster_cells query narrowed to the filter's values of the dimensions the cells are grouped by. */
export function whereCellDimensions<QB extends SelectQueryBuilder<Database, 'cluster_cells', object>>(
  query: QB,
  filter: SearchScope['filter'],
): QB {
  let narrowed = query
  for (const field of PRECOMPUTED_FILTER_FIELDS) {
    const value = filter[field]?.value
    if (value !== undefined) narrowed = narrowed.where(field, 'in', valuesOf(value)) as QB
  }
  return narrowed
}

/** A cluster_cells query narrowed to one zoom's cells of a market within a cell range. */
export function whereCellsIn<QB extends SelectQueryBuilder<Database, 'cluster_cells', object>>(
  query: QB,
  zoom: number,
  marketId: number,
  range: CellRange,
): QB {
  return query
    .where('zoom', '=', zoom)
    .where('market_id', '=', marketId)
    .where('cx', '>=', range.x0)
    .where('cx', '<=', range.x1)
    .where('cy', '>=', range.y0)
    .where('cy', '<=', range.y1) as QB
}
