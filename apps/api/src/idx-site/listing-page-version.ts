import { sql, type Kysely } from 'kysely'
import { KEPT_PREPARED } from '../db/kept-prepared.js'
import type { Database } from '../db/schema.js'
import { siteTokenSql } from '../auth/site-token-match.js'

/**
 * What a full listing page is made of, as versions read from the database (shared by every
 * process on it):
 * - `site`: a digest of the site's design: its row (name, logo, features, sign-on, embedding
 *   origins), its OAuth applications, its markets (layout, card design, filters) and their feeds
 *   (disclaimers, `feed_updated_at`, stamped by each import): everything the site document and
 *   the page's Content-Security-Policy are built from;
 * - `listing`: a digest of the listing's row, its agent, its feed and its open houses, and the
 *   newest id of its rows in the listing change log (`listing_changes`, which every insert, price
 *   and status change, withdrawal and return writes in the listing write's own transaction).
 *
 * The change log alone would miss what it does not record (a new description, photos, an open
 * house, an agent's phone); the digests alone would miss nothing, but the log's id is what
 * invalidates a page whose listing was withdrawn and listed again with the same row.
 */
export type ListingPageVersion = { site: string; listing: string }

/**
 * The versions of the pages of `listingIds` (see ListingPageVersion), in one statement; a listing
 * not in the site's markets (its page is a 404), or every listing when the token names no site,
 * is absent from the answer.
 */
export async function readListingPageVersions(
  db: Kysely<Database>,
  siteToken: string,
  listingIds: readonly number[],
): Promise<Map<number, ListingPageVersion>> {
  // Every cacheable page runs it, with only its parameters changing: parsed once per connection.
  // The ids go as one JSON parameter, so any number of them is the same statement.
  const { rows } = await sql<{ id: number; site: string | null; listing: string | null }>`${sql.raw(KEPT_PREPARED)}
    with s as (select * from sites where ${siteTokenSql('sites', siteToken)}),
    m as (select * from markets where site_id = (select id from s)),
    design as (
      select md5(
        (select s::text from s)
        || coalesce((select string_agg(a::text, ',' order by a.id) from oauth_applications a
                     where a.site_id = (select id from s)), '')
        || coalesce((select string_agg(m::text, ',' order by m.id) from m), '')
        || coalesce((select string_agg(mf.market_id || ':' || f::text, ',' order by mf.market_id, f.id)
                     from market_feeds mf join feeds f on f.id = mf.feed_id
                     where mf.market_id in (select id from m)), '')
      ) as site
    )
    select l.id, design.site, md5(
        l::text
        || coalesce((select a::text from agents a where a.id = l.listing_agent_id), '')
        || coalesce((select f::text from feeds f where f.id = l.feed_id), '')
        || coalesce((select string_agg(o::text, ',' order by o.id) from open_houses o where o.listing_id = l.id), '')
        || coalesce((select max(c.id)::text from listing_changes c where c.listing_id = l.id), '')
      ) as listing
    from listings l cross join design
    where l.id in (select value::int from json_array_elements_text(${JSON.stringify(listingIds)}::json))
      and l.market_id in (select id from m)
  `.execute(db)
  const versions = new Map<number, ListingPageVersion>()
  for (const row of rows) {
    if (row.site && row.listing) versions.set(Number(row.id), { site: row.site, listing: row.listing })
  }
  return versions
}

/** One listing page's versions, or null when it has none (see readListingPageVersions). */
export type ListingPageVersionReader = (listingId: number) => Promise<ListingPageVersion | null>

/**
 * Reads listing pages' versions for concurrent requests together: a request waits for the next
 * read that starts after it arrived (never one already under way, which might predate a change it
 * must see), and every request waiting for it is answered by that one statement. One page at a
 * time, a read per request; under load, one read per batch of the requests that came in during
 * the previous read.
 *
 * `read` is readListingPageVersions for the served site (a test may hold its answer).
 *
 * @example
 * const versionOf = listingPageVersionReader((ids) => readListingPageVersions(db, siteToken, ids))
 * await versionOf(7) // { site: '…', listing: '…' }, or null
 */
export function listingPageVersionReader(
  read: (listingIds: readonly number[]) => Promise<Map<number, ListingPageVersion>>,
): ListingPageVersionReader {
  type Waiting = { resolve: (version: ListingPageVersion | null) => void; reject: (error: unknown) => void }
  let queued = new Map<number, Waiting[]>()
  let reading = false
  const readQueued = async () => {
    if (reading || queued.size === 0) return
    const batch = queued
    queued = new Map()
    reading = true
    try {
      const versions = await read([...batch.keys()])
      for (const [id, waiting] of batch) for (const one of waiting) one.resolve(versions.get(id) ?? null)
    } catch (error) {
      for (const waiting of batch.values()) for (const one of waiting) one.reject(error)
    } finally {
      reading = false
      void readQueued()
    }
  }
  return (listingId) =>
    new Promise((resolve, reject) => {
      const waiting = queued.get(listingId)
      if (waiting) waiting.push({ resolve, reject })
      else queued.set(listingId, [{ resolve, reject }])
      // After the other requests that came in with this one have queued too (the rest of this
      // turn of the event loop's I/O), so they share the read.
      setImmediate(() => void readQueued())
    })
}
