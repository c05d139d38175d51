import type { Kysely, Selectable, ShallowDehydrateObject } from 'kysely'
import type { Database } from '../db/schema.js'
import type { MarketsTable } from './markets.tables.js'

export type MarketRow = Selectable<MarketsTable>

/** The site's markets, by id. */
export function listMarkets(db: Kysely<Database>, siteId: number): Promise<MarketRow[]> {
  return db.selectFrom('markets').selectAll().where('site_id', '=', siteId).orderBy('id').execute()
}

/** One market of the site; undefined when it does not exist or belongs to another site. */
export function findMarket(db: Kysely<Database>, siteId: number, marketId: number): Promise<MarketRow | undefined> {
  return db
    .selectFrom('markets')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('id', '=', marketId)
    .executeTakeFirst()
}

/** The feeds of the given markets, one row per (market, feed). */
export async function feedsOfMarkets(db: Kysely<Database>, marketIds: readonly number[]) {
  if (marketIds.length === 0) return []
  return db
    .selectFrom('market_feeds')
    .innerJoin('feeds', 'feeds.id', 'market_feeds.feed_id')
    .selectAll('feeds')
    .select('market_feeds.market_id')
    .where('market_feeds.market_id', 'in', marketIds)
    .orderBy('market_feeds.market_id')
    .orderBy('feeds.id')
    .execute()
}

type DriverMarketFeedRow = Awaited<ReturnType<typeof feedsOfMarkets>>[number]

/**
 * A feed as one market uses it: as the driver reads it (moments as Date), or inside a JSON
 * document the database built (moments as ISO text), as the site document reads it.
 */
export type MarketFeedRow = DriverMarketFeedRow | ShallowDehydrateObject<DriverMarketFeedRow>
