import { sql, type ExpressionBuilder } from 'kysely'
import type { Database } from '../db/schema.js'

/**
 * The subquery of a site's default market (the default one, else the first) for a statement that
 * already has `sites` in scope: every authenticated request reads it with its token, in one round trip.
 */
export function defaultMarketIdOfSite(eb: ExpressionBuilder<Database, 'sites'>) {
  return eb
    .selectFrom('markets')
    .select('markets.id')
    .whereRef('markets.site_id', '=', 'sites.id')
    .orderBy('markets.is_default', 'desc')
    .orderBy('markets.id')
    .limit(1)
}

/**
 * The ids of a site's markets, as an array, for a statement that already has `sites` in scope: a
 * search naming its market (the browser's always do) is checked against them with no round trip
 * of its own. A site has a handful of markets.
 */
export function marketIdsOfSite(eb: ExpressionBuilder<Database, 'sites'>) {
  return eb
    .selectFrom('markets')
    .select(sql<number[]>`coalesce(array_agg(markets.id order by markets.id), '{}')`.as('ids'))
    .whereRef('markets.site_id', '=', 'sites.id')
}

/** The ids `marketIdsOfSite` read, as numbers whatever the driver returned (null: none read). */
export function readMarketIds(value: unknown): number[] | null {
  return Array.isArray(value) ? value.map(Number) : null
}
