import type { MarketFeedRow, MarketRow } from './markets.repository.js'

/** A JSON:API resource object as this API writes it. */
export interface Resource<A = Record<string, unknown>> {
  id: string
  type: string
  attributes: A
  relationships?: Record<string, { data: { id: string; type: string }[] | { id: string; type: string } | null }>
  links?: Record<string, string>
}

// schema.ts types `feed_updated_at` as Generated<Timestamp>, which Kysely does not unwrap on select;
// at run time both engines give a Date.
function iso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()
}

/** A feed row as a `feeds` resource (disclaimer, logo and when its data was last updated). */
export function feedResource(row: MarketFeedRow): Resource {
  return {
    id: String(row.id),
    type: 'feeds',
    attributes: {
      name: row.name,
      data_source_name: row.data_source_name,
      disclaimer_html: row.disclaimer_html,
      idx_logo_url: row.idx_logo_url,
      disclaimer_settings: row.disclaimer_settings,
      listing_broker_required: row.listing_broker_required,
      feed_updated_at: iso(row.feed_updated_at),
    },
  }
}

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
  const seen = new Set<number>()
  const included: Resource[] = []
  for (const feed of feeds) {
    if (seen.has(feed.id)) continue
    seen.add(feed.id)
    included.push(feedResource(feed))
  }
  return { data: markets.map((m) => marketResource(m, feeds)), included }
}
