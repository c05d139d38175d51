import type { ExpressionBuilder, Kysely } from 'kysely'
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres'
import { keptPrepared } from '../db/kept-prepared.js'
import type { Database } from '../db/schema.js'
import { siteTokenIs } from '../auth/site-token-match.js'
import type { MarketFeedRow, MarketRow } from '../markets/index.js'

/** Which site to read: by id (an authenticated request's) or by its API token (the served pages'). */
export type SiteKey = { id: number } | { token: string }

/** The site's public configuration. The access token is never selected. */
function siteConfigurationQuery(db: Kysely<Database>, key: SiteKey) {
  const query = db
    .selectFrom('sites')
    .select([
      'id',
      'name',
      'domain',
      'logo_url',
      'extra_info',
      'features',
      'registration_rule',
      'short_url',
      'front_facing_site_idx_prefix',
      'sso',
      'brand',
    ])
  return 'id' in key ? query.where('id', '=', key.id) : query.where((eb) => siteTokenIs(eb, key.token))
}

export type SiteConfigurationRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof siteConfigurationQuery>['executeTakeFirst']>>
>

/** Everything the site document is made of (see siteDocument). */
export type SiteDocumentRows = {
  site: SiteConfigurationRow
  applications: { id: string; name: string }[]
  markets: MarketRow[]
  /** One row per (market, feed), by market then feed. */
  feeds: MarketFeedRow[]
}

/**
 * The site, its OAuth applications, markets and their feeds in one statement (the database builds
 * them as JSON), kept prepared: every served page reads this, and four round trips cost PGlite about four times
 * one. JSON reads timestamps as ISO text, which the resources write anyway (markets.service `iso`).
 * Undefined when no site has this id or token.
 */
export async function readSiteDocumentRows(db: Kysely<Database>, key: SiteKey): Promise<SiteDocumentRows | undefined> {
  // The site's id, as a subquery, for a site named by its token (resolved in the same statement).
  const siteId = (eb: ExpressionBuilder<Database, never>) =>
    'id' in key
      ? eb.val(key.id)
      : eb
          .selectFrom('sites')
          .select('sites.id')
          .where((sites) => siteTokenIs(sites, key.token))
  const {
    rows: [row],
  } = await keptPrepared(
    db.selectNoFrom((eb) => [
      jsonObjectFrom(siteConfigurationQuery(db, key)).as('site'),
      jsonArrayFrom(
        eb.selectFrom('oauth_applications').select(['id', 'name']).where('site_id', '=', siteId(eb)).orderBy('id'),
      ).as('applications'),
      jsonArrayFrom(eb.selectFrom('markets').selectAll().where('site_id', '=', siteId(eb)).orderBy('id')).as('markets'),
      jsonArrayFrom(
        eb
          .selectFrom('market_feeds')
          .innerJoin('feeds', 'feeds.id', 'market_feeds.feed_id')
          .innerJoin('markets', 'markets.id', 'market_feeds.market_id')
          .selectAll('feeds')
          .select('market_feeds.market_id')
          .where('markets.site_id', '=', siteId(eb))
          .orderBy('market_feeds.market_id')
          .orderBy('feeds.id'),
      ).as('feeds'),
    ]),
  ).execute(db)
  if (!row?.site) return undefined
  return {
    site: row.site as SiteConfigurationRow,
    applications: row.applications,
    markets: row.markets as MarketRow[],
    // Their moment as ISO text, which marketResources reads as it reads a Date.
    feeds: row.feeds,
  }
}
