import type { Listing } from '../listing/types.js'
import type { Feed } from '../site/market.js'

/** A feed as `GET markets` sends it: besides the `Feed` fields, its key (`actris`). */
export type FeedWithKey = Feed & { data_source_name?: string | null }

/**
 * The feed a listing came from, among a market's feeds: matched on the
 * listing's `feed_id` (search results carry it), else on its
 * `data_source_name`; `null` when none matches.
 *
 * @example
 * listingFeed({ feed_id: 2 }, market.feeds)                  // the feed with id '2'
 * listingFeed({ data_source_name: 'actris' }, market.feeds)  // the feed keyed 'actris'
 */
export function listingFeed<F extends FeedWithKey>(
  listing: Pick<Listing, 'data_source_name'> & { feed_id?: string | number | null },
  feeds: readonly F[] | null | undefined,
): F | null {
  if (!feeds || feeds.length === 0) return null
  const feedId = listing.feed_id
  if (feedId !== null && feedId !== undefined && String(feedId) !== '') {
    const byId = feeds.find((feed) => String(feed.id) === String(feedId))
    if (byId) return byId
  }
  const key = listing.data_source_name?.trim()
  return (key && feeds.find((feed) => feed.data_source_name === key)) || null
}
