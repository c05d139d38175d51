import type { DemoMarket } from '../../src/seed/demo-market.js'

/**
 * The demo market but its listings and what hangs off them: the site, feeds, agents, areas and
 * their suggestions, into which a RESO feed imports.
 */
export function marketWithoutListings(market: DemoMarket): DemoMarket {
  return {
    ...market,
    listings: [],
    open_houses: [],
    listing_history: [],
    listing_changes: [],
    suggestions: market.suggestions.filter((suggestion) => suggestion.listing_id == null),
  }
}
