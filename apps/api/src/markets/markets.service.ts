import { feedResource } from '../jsonapi/feed-resource.js'
import { distinctResources, type Resource } from '../jsonapi/resource.js'
import type { MarketFeedRow, MarketRow } from './markets.repository.js'

/** A market row as a `markets` resource; `feeds` are the rows of this market's feeds. */
export function marketResource(row: MarketRow, feeds: readonly MarketFeedRow[]): Resource {
  return {
    id: String(row.id),
    type: 'markets',
    attributes: {
      market_name: row.market_name,
      city: row.city,
      default: row.is_default,
      state_id: row.state_id,
      latitude: row.latitude,
      longitude: row.longitude,
      filter_schema: row.filter_schema,
      filter_view: row.filter_view,
      idx_layout: row.idx_layout,
      lock_version: row.lock_version,
      filter_documents_source: row.filter_documents_source,
    },
    relationships: {
      feeds: { data: feeds.filter((f) => f.market_id === row.id).map((f) => ({ id: String(f.id), type: 'feeds' })) },
    },
  }
}

/** Markets with their feeds: `data` and the distinct feeds for `included`. */
export function marketResources(
  markets: readonly MarketRow[],
  feeds: readonly MarketFeedRow[],
): { data: Resource[]; included: Resource[] } {
  const included = distinctResources(feeds.map(feedResource))
  return { data: markets.map((m) => marketResource(m, feeds)), included }
}
