import type { BoundingBox } from '@idx/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { photoUrl } from '../listings/listings.service.js'
import { cellRange, GRID_DEFAULTS } from './cluster-grid.js'
import {
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

/** A listing inside a small cluster: what a map marker and its popup show. */
export function clusterListingAttributes(row: ClusterListingRow) {
  return {
    id: String(row.id),
    lat: row.lat,
    lng: row.lng,
    // The password gate hides the price everywhere: card, detail and marker.
    price_in_dollars: row.disclose_price && !row.password_protected ? row.price_in_dollars : null,
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
export function clusterResource(zoom: number, cell: ClusterCellRow, listings: readonly ClusterListingRow[]) {
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
      listings: listings.map(clusterListingAttributes),
    },
  }
}

export type ClustersDocument = {
  data: ReturnType<typeof clusterResource>[]
  meta: { total: number; zoom: number }
}

/**
 * The clusters document for a parsed request: grid cells the bounding box touches at `zoom`, each
 * with every listing of the cell that matches the filters (also where the cell reaches past the
 * box). Small clusters (at most GRID_DEFAULTS.smallClusterMax) carry their listings. cluster_cells
 * answers when it can (`path: 'auto'`); tests force either path to compare them.
 */
export async function findClusters(
  db: Kysely<Database>,
  scope: ClusterScope & { bounding_box: BoundingBox },
  siteId: number,
  zoom: number,
  path: ClusterPath | 'auto' = 'auto',
): Promise<{ document: ClustersDocument; path: ClusterPath }> {
  const range = cellRange(scope.bounding_box, zoom)
  const chosen: ClusterPath =
    path !== 'auto'
      ? path
      : precomputedPathServes(scope, zoom) && (await clusterCellsFresh(db))
        ? 'precomputed'
        : 'live'
  const cells =
    chosen === 'precomputed'
      ? await precomputedClusterCells(db, scope, zoom, range)
      : await liveClusterCells(db, scope, siteId, zoom, range)
  const total = cells.reduce((sum, cell) => sum + cell.listing_count, 0)
  const small = cells.filter((cell) => cell.listing_count <= GRID_DEFAULTS.smallClusterMax)
  const oneScan = Math.max(
    GRID_DEFAULTS.oneScanListingsMax,
    small.length * GRID_DEFAULTS.oneScanListingsPerSmallCluster,
  )
  const view = total <= oneScan ? range : undefined
  const listings = small.length === 0 ? [] : await clusterListings(db, scope, siteId, zoom, small, view)
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
    ),
  )
  return { document: { data, meta: { total, zoom } }, path: chosen }
}
