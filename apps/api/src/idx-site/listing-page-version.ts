import { sql, type Kysely } from 'kysely'
import { KEPT_PREPARED } from '../db/kept-prepared.js'
import type { Database } from '../db/schema.js'

/**
 * What a full listing page is made of, as versions read from the database (shared by every
 * process on it) in one statement:
 * - `site`: a digest of the site's design: its row (name, logo, features, sign-on, embedding
 *   origins), its OAuth applications, its markets (layout, card design, filters) and their feeds
 *   (disclaimers, `feed_updated_at`, stamped by each import) — everything the site document and
 *   the page's Content-Security-Policy are built from;
 * - `listing`: a digest of the listing's row, its agent, its feed and its open houses, and the
 *   newest id of its rows in the listing change log (`listing_changes`, which every insert, price
 *   and status change, withdrawal and return writes in the listing write's own transaction).
 *
 * The change log alone would miss what it does not record (a new description, photos, an open
 * house, an agent's phone); the digests alone would miss nothing, but the log's id is what
 * invalidates a page whose listing was withdrawn and listed again with the same row. Null when
 * the site token names no site, or the listing is not in the site's markets (the page is a 404).
 */
export type ListingPageVersion = { site: string; listing: string }

export async function readListingPageVersion(
  db: Kysely<Database>,
  siteToken: string,
  listingId: number,
): Promise<ListingPageVersion | null> {
  // Every cacheable page runs it, with only its parameters changing: parsed once per connection.
  const { rows } = await sql<{ site: string | null; listing: string | null }>`${sql.raw(KEPT_PREPARED)}
    with s as (select * from sites where access_token = ${siteToken}),
    m as (select * from markets where site_id = (select id from s)),
    l as (select * from listings where id = ${listingId} and market_id in (select id from m))
    select
      md5(
        (select s::text from s)
        || coalesce((select string_agg(a::text, ',' order by a.id) from oauth_applications a
                     where a.site_id = (select id from s)), '')
        || coalesce((select string_agg(m::text, ',' order by m.id) from m), '')
        || coalesce((select string_agg(mf.market_id || ':' || f::text, ',' order by mf.market_id, f.id)
                     from market_feeds mf join feeds f on f.id = mf.feed_id
                     where mf.market_id in (select id from m)), '')
      ) as site,
      (select md5(
        l::text
        || coalesce((select a::text from agents a where a.id = l.listing_agent_id), '')
        || coalesce((select f::text from feeds f where f.id = l.feed_id), '')
        || coalesce((select string_agg(o::text, ',' order by o.id) from open_houses o where o.listing_id = l.id), '')
        || coalesce((select max(c.id)::text from listing_changes c where c.listing_id = l.id), '')
      ) from l) as listing
  `.execute(db)
  const row = rows[0]
  return row?.site && row.listing ? { site: row.site, listing: row.listing } : null
}
