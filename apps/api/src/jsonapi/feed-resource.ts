import { shownImageUrl } from '../http-headers/shown-image-url.js'
import type { Resource } from './resource.js'

/** What of a feed the `feeds` resource shows (a market's feed row and a listing's feed both have it). */
export interface FeedResourceRow {
  id: number
  name: string
  data_source_name: string
  disclaimer_html: string | null
  idx_logo_url: string | null
  disclaimer_settings: unknown
  listing_broker_required: boolean
  feed_updated_at: Date | string | null
}

/** A moment as ISO text; rows read as JSON already carry it so, driver rows carry a Date. */
function iso(value: Date | string | null): string | null {
  if (value === null) return null
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString()
}

/**
 * A feed as a `feeds` resource: its disclaimer, logo and when its data was last updated. The one
 * shape of a feed, in a market's `included` and a listing's.
 */
export function feedResource(
  row: FeedResourceRow,
): Resource<{ feed_updated_at: string | null } & Record<string, unknown>> {
  return {
    id: String(row.id),
    type: 'feeds',
    attributes: {
      name: row.name,
      data_source_name: row.data_source_name,
      disclaimer_html: row.disclaimer_html,
      // An http:// logo stored before such addresses were refused is no image: the page's CSP blocks it.
      idx_logo_url: shownImageUrl(row.idx_logo_url),
      disclaimer_settings: row.disclaimer_settings,
      listing_broker_required: row.listing_broker_required,
      feed_updated_at: iso(row.feed_updated_at),
    },
  }
}
