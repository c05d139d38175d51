import type { Market, Site } from '@idx/domain'

/**
 * The market a search runs in: the URL's market_id, else the configured one, else the site's
 * default market, else its first. Null until the site is loaded (the search itself does not wait:
 * without a market id the server searches the default market).
 */
export function searchMarket(site: Site | null | undefined, marketId: string | null | undefined): Market | null {
  const markets = site?.markets ?? []
  if (markets.length === 0) return null
  if (marketId) {
    const chosen = markets.find((market) => String(market.id) === String(marketId))
    if (chosen) return chosen
  }
  return markets.find((market) => market.default) ?? markets[0] ?? null
}
