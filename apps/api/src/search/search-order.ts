import type { SearchSort, SortField } from '@idx/domain'
import { sql, type RawBuilder } from 'kysely'
import { searchColumn, type SearchColumn } from './public-price.js'

/**
 * A JSON:API sort string read: the field, the column it sorts by (the public price for
 * price_in_dollars, see public-price.ts) and its direction.
 */
export type SearchOrder = { field: SortField; column: SearchColumn<SortField>; direction: 'asc' | 'desc' }

/**
 * Reads a validated sort string ('price_in_dollars' ascending, '-price_in_dollars' descending).
 *
 * @example
 * searchOrder('-bedrooms') // { field: 'bedrooms', column: 'bedrooms', direction: 'desc' }
 */
export function searchOrder(sort: SearchSort): SearchOrder {
  const descending = sort.startsWith('-')
  const field = (descending ? sort.slice(1) : sort) as SortField
  return { field, column: searchColumn(field), direction: descending ? 'desc' : 'asc' }
}

/**
 * The columns a search's ORDER BY reads (besides the id): a subquery that is ordered again outside
 * selects them. The featured sort reads the brokerage mark and then the update date.
 *
 * @example
 * searchOrderColumns('-broker_listing') // ['broker_listing', 'data_source_listing_updated_at']
 */
export function searchOrderColumns(sort: SearchSort): readonly SearchColumn<SortField>[] {
  const { field, column } = searchOrder(sort)
  return field === 'broker_listing' ? [column, 'data_source_listing_updated_at'] : [column]
}

/**
 * The ORDER BY of a search: the sort column with NULLs last in both directions (a hidden price is
 * NULL in `search_price`, so it sorts as no price), then the id in the same direction, so equal
 * values keep one order and pages never repeat or skip a listing.
 * Migration 0001's and 0003's indexes (after market_id, listing_status) have exactly these orders.
 *
 * @example
 * sql`select id from listings order by ${searchOrderBy('-price_in_dollars')}`
 * // ... order by "listings"."search_price" desc nulls last, "listings"."id" desc
 */
export function searchOrderBy(sort: SearchSort, alias = 'listings'): RawBuilder<unknown> {
  const { field, column: name, direction } = searchOrder(sort)
  const column = sql.ref(`${alias}.${name}`)
  const id = sql.ref(`${alias}.id`)
  // The update date is never null, so its plain order matches the index read backwards (NULLS
  // FIRST is a descending btree scan's order, and the planner does not know the column has none).
  if (field === 'data_source_listing_updated_at')
    return sql`${column} ${sql.raw(direction)}, ${id} ${sql.raw(direction)}`
  // Featured: the brokerage's own listings first, each part newest first (migration 0028's index).
  if (field === 'broker_listing')
    return sql`${column} desc, ${sql.ref(`${alias}.data_source_listing_updated_at`)} desc, ${id} desc`
  return direction === 'asc' ? sql`${column} asc nulls last, ${id} asc` : sql`${column} desc nulls last, ${id} desc`
}
