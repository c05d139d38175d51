import { defaultFilter, readMarketFilters, type SearchFilter } from '@idx/domain'
import type { Kysely } from 'kysely'
import { findSiteByToken } from './auth/site-auth.js'
import type { ServerConfig } from './config.js'
import type { Database } from './db/schema.js'
import { listMarkets } from './markets/markets.repository.js'

/** The filter a fresh search of the site's opening market starts from, and that market. */
export type SiteSearchDefaults = { market_id: string; filter: SearchFilter }

/**
 * The opening market's filter defaults (its filter_schema's `default`s: For Sale, Active and
 * Coming Soon on the demo market), read when the page is served, so the first search the page
 * sends is already the market's default search rather than everything, then the defaults.
 * Null when the site or its market cannot be found, or its schema does not read.
 */
export async function siteSearchDefaults(
  db: Kysely<Database>,
  site: ServerConfig['site'],
): Promise<SiteSearchDefaults | null> {
  const found = site.apiToken ? await findSiteByToken(db, site.apiToken) : undefined
  if (!found) return null
  const markets = await listMarkets(db, found.id)
  const market =
    markets.find((candidate) => String(candidate.id) === site.marketId) ??
    markets.find((candidate) => candidate.is_default) ??
    markets[0]
  if (!market) return null
  const filters = readMarketFilters(market)
  return filters.ok ? { market_id: String(market.id), filter: defaultFilter(filters.schema) } : null
}
