import type { ExpressionBuilder } from 'kysely'
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
