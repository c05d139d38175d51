import type { BoundingBox } from '@idx/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { NO_UNLOCKS, photoUrl, type UnlockedListings } from '../listings/index.js'
import { cellRange, cellsAcross, GRID_DEFAULTS, type CellRange } from '../search/cluster-grid.js'
import { boxNarrows, notOnMapCount } from '../search/search-box-in-effect.js'
import {
  cellAgainstBox,
  clippedClusterCells,
  clusterCellsFresh,
  clusterListings,
  liveClusterCells,
  precomputedClusterCells,
  precomputedPathServes,
  type ClusterCellRow,
  type ClusterListingRow,
  type ClusterScope,
} from './clusters.repository.js'

/** How a request's cells were computed: read from cluster_cells, or a GROUP BY over listings. */
export type ClusterPath = 'precomputed' | 'live'

/** The photo size of the map popup (spec: 270 wide, photo 270x112). */
const POPUP_PHOTO_SIZE = '270x112'

/**
 * A listing inside a small cluster: what a map marker and its popup show. A password-protected
 * listing shows its price only to a request that unlocked it (`unlocked`), as its card and detail do.
 */
export function clusterListingAttributes(row: ClusterListingRow, unlocked: UnlockedListings = NO_UNLOCKS) {
  const locked = row.password_protected && !unlocked.has(row.id)
  return {
    id: String(row.id),
    lat: row.lat,
    lng: row.lng,
    // The password gate hides the price everywhere it has not been unlocked: card, detail and marker.
    price_in_dollars: row.disclose_price && !locked ? row.price_in_dollars : null,
    listing_status: row.listing_status,
    title: row.title,
    subtitle: row.subtitle,
    mls_number: row.mls_number,
    listing_broker: row.listing_broker,
    cover_photo_url: row.photo_count > 0 ? photoUrl(row.id, 0, POPUP_PHOTO_SIZE) : null,
    slug: row.slug,
  }
}

/**
 * A grid cell as a JSON:API `clusters` resource, id 'zoom/x/y'. The centroid is the mean of its
 * listings' coordinates (to 1e-7 degree), the bounding box their extent.
 */
export function clusterResource(
  zoom: number,
  cell: ClusterCellRow,
  listings: readonly ClusterListingRow[],
  unlocked: UnlockedListings = NO_UNLOCKS,
) {
  const count = cell.listing_count
  return {
    id: `${zoom}/${cell.cx}/${cell.cy}`,
    type: 'clusters' as const,
    attributes: {
      centroid: {
        lat: Math.round(cell.lat_e7_sum / count) / 1e7,
        lng: Math.round(cell.lng_e7_sum / count) / 1e7,
      },
      bounding_box: {
        top_left: { lat: cell.max_lat, lng: cell.min_lng },
        bottom_right: { lat: cell.min_lat, lng: cell.max_lng },
      } satisfies BoundingBox,
      document_count: count,
      hit_count: listings.length,
      listings: listings.map((row) => clusterListingAttributes(row, unlocked)),
    },
  }
}

export type ClustersDocument = {
  data: ReturnType<typeof clusterResource>[]
  /**
   * `total`: the sum of `document_count`; `not_on_map`: the search's listings no cluster can hold
   * (no coordinates, or a hidden address), counted when the box narrows nothing (it holds every
   * placed listing of the search, which then counts them too), else 0. Together they are the
   * search's total for the same box and filter.
   */
  meta: { total: number; zoom: number; not_on_map: number }
}

/**
 * The clusters document for a parsed request: the listings that match the search (its filters and
 * its box, by the same SQL) grouped into the grid cells of `zoom`, so `meta.total` plus
 * `meta.not_on_map` is the search's total for that box (uncapped; see ClustersDocument). A cell the box's edge cuts counts only its listings inside the
 * box. Small clusters (at most GRID_DEFAULTS.smallClusterMax) carry their listings. cluster_cells
 * answers when it can (`path: 'auto'`): cells whose listings all lie inside the box from it, the
 * cells the edge cuts counted again live; tests force either path to compare them.
 */
export async function findClusters(
  db: Kysely<Database>,
  scope: ClusterScope & { bounding_box: BoundingBox },
  siteId: number,
  zoom: number,
  path: ClusterPath | 'auto' = 'auto',
  /** The unlocks of the request among the listings the clusters carry (X-Listing-Unlock). */
  unlocksOf: (rows: readonly ClusterListingRow[]) => Promise<UnlockedListings> = async () => NO_UNLOCKS,
): Promise<{ document: ClustersDocument; path: ClusterPath }> {
  const chosen: ClusterPath =
    path !== 'auto'
      ? path
      : precomputedPathServes(scope, zoom) && (await clusterCellsFresh(db))
        ? 'precomputed'
        : 'live'
  const cells =
    chosen === 'precomputed'
      ? await precomputedCellsInBox(db, scope, siteId, zoom)
      : await liveClusterCells(db, scope, siteId, zoom)
  const total = cells.reduce((sum, cell) => sum + cell.listing_count, 0)
  const small = cells.filter((cell) => cell.listing_count <= GRID_DEFAULTS.smallClusterMax)
  const oneScan = Math.max(
    GRID_DEFAULTS.oneScanListingsMax,
    small.length * GRID_DEFAULTS.oneScanListingsPerSmallCluster,
  )
  const listings =
    small.length === 0
      ? []
      : await clusterListings(db, scope, siteId, zoom, small, total <= oneScan ? 'one-scan' : 'by-cell')
  const unlocked = await unlocksOf(listings)
  const byCell = new Map<string, ClusterListingRow[]>()
  for (const row of listings) {
    const key = `${row.cx}/${row.cy}`
    byCell.set(key, [...(byCell.get(key) ?? []), row])
  }
  const data = cells.map((cell) =>
    clusterResource(
      zoom,
      cell,
      cell.listing_count <= GRID_DEFAULTS.smallClusterMax ? (byCell.get(`${cell.cx}/${cell.cy}`) ?? []) : [],
      unlocked,
    ),
  )
  // A box that narrows nothing leaves the search its listings without a place on the map
  // (search-box-in-effect.ts): the map says how many there are.
  const notOnMap = (await boxNarrows(db, scope, scope.bounding_box, siteId))
    ? 0
    : await notOnMapCount(db, scope, siteId)
  return { document: { data, meta: { total, zoom, not_on_map: notOnMap } }, path: chosen }
}

/**
 * The box's cells from cluster_cells: a cell whose listings all lie inside the box as stored, one
 * the box's edge cuts counted again live over its listings inside the box, one wholly outside
 * dropped. The cells read reach one beyond the box's on every side: the database assigns a
 * listing on the box's edge to its cell with its own floating-point functions.
 */
async function precomputedCellsInBox(
  db: Kysely<Database>,
  scope: ClusterScope & { bounding_box: BoundingBox },
  siteId: number,
  zoom: number,
): Promise<ClusterCellRow[]> {
  const box = scope.bounding_box
  const stored = await precomputedClusterCells(db, scope, zoom, widenedRange(cellRange(box, zoom), zoom))
  const cut = stored.filter((cell) => cellAgainstBox(cell, box) === 'cut')
  const clipped = cut.length === 0 ? [] : await clippedClusterCells(db, scope, siteId, zoom, cut)
  const inside = stored.filter((cell) => cellAgainstBox(cell, box) === 'inside')
  return [...inside, ...clipped].sort((a, b) => a.cy - b.cy || a.cx - b.cx)
}

function widenedRange(range: CellRange, zoom: number): CellRange {
  const last = cellsAcross(zoom) - 1
  return {
    x0: Math.max(0, range.x0 - 1),
    x1: Math.min(last, range.x1 + 1),
    y0: Math.max(0, range.y0 - 1),
    y1: Math.min(last, range.y1 + 1),
  }
}
