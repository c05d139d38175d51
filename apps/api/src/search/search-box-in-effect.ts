import { boxNarrowsSearch, type BoundingBox } from '@idx/domain'
import { sql, type Kysely, type SqlBool } from 'kysely'
import type { Database } from '../db/schema.js'
import { PRECOMPUTED_FILTER_FIELDS, whereCellDimensions } from './cluster-cell-filters.js'
import { GRID_DEFAULTS } from './cluster-grid.js'
import { searchCondition, type SearchScope } from './filter-sql.js'

// The map and the list count the same listings (see "Listings without a place on the map" in
// apps/api/README.md). A box narrows a search to the listings inside it, and a listing without
// coordinates, or hiding its address, is inside no box; but a box that holds every listing of the
// search that the map can place narrows nothing (@idx/domain's boxNarrowsSearch), and the search
// runs without it, so zooming the map out past the whole area keeps the whole count.

/** A scope whose market is resolved (a number), or a collection's (null). */
type ResolvedScope = Omit<SearchScope, 'market_id'> & { market_id: number | null }

/**
 * The scope as it is searched: without its box when the box narrows nothing (it holds every
 * listing of the scope that has a place on the map) and the search has listings without one,
 * which the box would drop; else as given (a box that drops nothing keeps the search on the
 * box's own query plans). A scope without a box is returned as it is, at no cost.
 *
 * @example
 * await searchBoxInEffect(db, { ...query, bounding_box: wholeTexas }, siteId) // query without the box
 * await searchBoxInEffect(db, { ...query, bounding_box: downtown }, siteId)   // unchanged
 */
export async function searchBoxInEffect<S extends ResolvedScope>(
  db: Kysely<Database>,
  scope: S,
  siteId: number,
): Promise<S> {
  const box = scope.bounding_box
  if (!box || (await boxNarrows(db, scope, box, siteId))) return scope
  const { bounding_box: _dropped, ...unboxed } = scope
  const unplaced = await db
    .selectNoFrom(
      sql<boolean>`exists (select 1 from listings as l where ${searchCondition(unboxed, siteId, 'l')}
        and not (l.location is not null and l.disclose_address))`.as('found'),
    )
    .executeTakeFirst()
  return unplaced?.found === true ? (unboxed as S) : scope
}

/**
 * Whether `box` narrows the scope's search. From cluster_cells when it holds the answer (a
 * market's listings by the precomputed dimensions, fresh): the extent of the filter's placed
 * listings at zoom 0, tested with boxNarrowsSearch. Otherwise the same test in SQL without reading
 * every match: whether any placed listing of the search lies outside the box (for a small box the
 * first listings read already do).
 */
export async function boxNarrows(
  db: Kysely<Database>,
  scope: ResolvedScope,
  box: BoundingBox,
  siteId: number,
): Promise<boolean> {
  const { bounding_box: _box, ...unboxed } = scope
  const extent = await precomputedMappedExtent(db, unboxed)
  if (extent !== 'unknown') return boxNarrowsSearch(box, extent)
  const outside = sql<SqlBool>`not (l.location <@ box(point(${box.top_left.lng}::float8, ${box.bottom_right.lat}::float8), point(${box.bottom_right.lng}::float8, ${box.top_left.lat}::float8)))`
  const row = await db
    .selectNoFrom(
      sql<boolean>`exists (select 1 from listings as l where ${searchCondition(unboxed, siteId, 'l')}
        and l.location is not null and l.disclose_address and ${outside})`.as('narrows'),
    )
    .executeTakeFirst()
  return row?.narrows === true
}

/**
 * The extent of a market's placed listings of the filter from cluster_cells' zoom-0 cells; null
 * when none is placed; 'unknown' when cluster_cells cannot tell (a collection, a filter on
 * anything but the precomputed dimensions, or cells stale since a write to listings).
 */
async function precomputedMappedExtent(
  db: Kysely<Database>,
  scope: ResolvedScope,
): Promise<BoundingBox | null | 'unknown'> {
  const allowed: readonly string[] = PRECOMPUTED_FILTER_FIELDS
  if (scope.market_id === null || scope.in_collection !== undefined) return 'unknown'
  if (!Object.keys(scope.filter).every((field) => allowed.includes(field))) return 'unknown'
  const row = await whereCellDimensions(
    db
      .selectFrom('cluster_cells')
      .select([
        sql<boolean | null>`(select not s.stale from cluster_cells_state s where s.id = 1)`.as('fresh'),
        sql<number | null>`min(min_lat)`.as('south'),
        sql<number | null>`max(max_lat)`.as('north'),
        sql<number | null>`min(min_lng)`.as('west'),
        sql<number | null>`max(max_lng)`.as('east'),
      ])
      .where('zoom', '=', GRID_DEFAULTS.minZoom)
      .where('market_id', '=', scope.market_id),
    scope.filter,
  ).executeTakeFirst()
  if (row?.fresh !== true) return 'unknown'
  const { north, south, west, east } = row
  if (north === null || south === null || west === null || east === null) return null
  return {
    top_left: { lat: Number(north), lng: Number(west) },
    bottom_right: { lat: Number(south), lng: Number(east) },
  }
}

/**
 * How many listings of the scope's search (its box left out) have no place on the map: no
 * coordinates, or an address they hide. The clusters report them (`meta.not_on_map`) when the
 * box narrows nothing, since the search then counts them.
 */
export async function notOnMapCount(db: Kysely<Database>, scope: ResolvedScope, siteId: number): Promise<number> {
  const { bounding_box: _box, ...unboxed } = scope
  const row = await db
    .selectFrom('listings as l')
    .select(sql<number>`count(*)::int`.as('count'))
    .where(searchCondition(unboxed, siteId, 'l'))
    .where(sql<SqlBool>`not (l.location is not null and l.disclose_address)`)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}
