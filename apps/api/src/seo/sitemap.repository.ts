import { FOR_SALE_STATUSES } from '@idx/domain'
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely'
import type { Database } from '../db/schema.js'
import { siteTokenIs } from '../auth/site-token-match.js'

/**
 * The listings a sitemap lists: those of every market of the site with `siteToken`, whose status
 * is a for-sale one (Active, Pending, Coming Soon). The status is @idx/domain's `displayStatus`:
 * the canonical status when it is not blank, else `listing_status` (so a feed's 'Closed' with
 * canonical 'Sold' is out, and so is an 'Active' whose canonical status says 'Sold').
 */
function sitemapListings(db: Kysely<Database>, siteToken: string) {
  const forSale: RawBuilder<SqlBool> = sql<SqlBool>`coalesce(nullif(btrim(listings.canonical_listing_status), ''), btrim(listings.listing_status)) in (${sql.join(
    [...FOR_SALE_STATUSES],
  )})`
  return db
    .selectFrom('listings')
    .innerJoin('markets', 'markets.id', 'listings.market_id')
    .innerJoin('sites', 'sites.id', 'markets.site_id')
    .where((eb) => siteTokenIs(eb, siteToken))
    .where(forSale)
}

/** One listing of a sitemap page: what its link is built from (`listingLinks`) and when it changed. */
export type SitemapListingRow = {
  id: number
  slug: string
  disclose_address: boolean
  street: string | null
  city: string | null
  state_code: string | null
  zip: string | null
  /** ISO text with an offset, as JSON carries a timestamptz. */
  data_source_listing_updated_at: string
}

/** A page of a sitemap's listings and how many there are in all. */
export type SitemapListingsPage = { rows: SitemapListingRow[]; total: number }

/**
 * One page of the sitemap's listings in id order (stable across requests, so pages do not shift
 * as listings change), and the count of all of them, in one query (`count(*) over ()` is counted
 * before the limit). The rows come back as one JSON array the database builds: decoding thousands
 * of rows value by value costs the driver (PGlite's above all) about twice the query itself. A page
 * past the end has no rows and a total of 0.
 */
export async function findSitemapListings(
  db: Kysely<Database>,
  siteToken: string,
  page: { offset: number; limit: number },
): Promise<SitemapListingsPage> {
  const query = sitemapListings(db, siteToken)
    .select([
      'listings.id',
      'listings.slug',
      'listings.disclose_address',
      'listings.street',
      'listings.city',
      'listings.state_code',
      'listings.zip',
      'listings.data_source_listing_updated_at',
      sql<number>`(count(*) over ())::int`.as('total'),
    ])
    .orderBy('listings.id')
    .offset(page.offset)
    .limit(page.limit)
  const result = await sql<{
    rows: (SitemapListingRow & { total: number })[] | null
  }>`select json_agg(r order by r.id) as rows from (${query}) as r`.execute(db)
  const rows = result.rows[0]?.rows ?? []
  return {
    rows: rows.map(({ total: _total, ...row }) => row),
    total: rows[0]?.total ?? 0,
  }
}

/** One page of a sitemap index: its number (from 1) and its latest change. */
export type SitemapPageDate = { page: number; lastmod: Date | string }

/**
 * The pages `pageSize` listings long that the sitemap's listings (in id order) make, each with
 * the latest update among its listings, in one query.
 */
export async function findSitemapPageDates(
  db: Kysely<Database>,
  siteToken: string,
  pageSize: number,
): Promise<SitemapPageDate[]> {
  const numbered = sitemapListings(db, siteToken).select([
    sql<number>`((row_number() over (order by listings.id) - 1) / ${pageSize} + 1)::int`.as('page'),
    'listings.data_source_listing_updated_at as updated_at',
  ])
  return db
    .selectFrom(numbered.as('numbered'))
    .select(['numbered.page', sql<Date | string>`max(numbered.updated_at)`.as('lastmod')])
    .groupBy('numbered.page')
    .orderBy('numbered.page')
    .execute()
}
